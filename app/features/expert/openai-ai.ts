/**
 * The Thumbnail Expert on OpenAI: a chat model runs the interview of ./interview.ts (same 12
 * questions, same order, same summary, the marker only after a yes) and an image model paints
 * textless backgrounds that the renderer writes the headline on.
 */
import OpenAI, { toFile } from "openai";
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import type { ImagesResponse } from "openai/resources/images";
import type { BackgroundsInput, ChatTurnInput, ExpertAi } from "~/features/expert/ai-provider";
import { type ExpertMessage } from "~/features/expert/interview/expert-message";
import { type InterviewProgress, interviewProgress } from "~/features/expert/interview/state";
import { GENERATE_MARKER } from "~/features/expert/interview/marker";
import { QUESTION_COUNT, interviewQuestions, welcomeMessage } from "~/features/expert/interview/questions";
import { briefFromProgress } from "~/features/expert/interview/brief-from-conversation";
import { summaryMessage } from "~/features/expert/interview/summary";
import type {
  BriefImage,
  BriefLanguage,
  ThumbnailBrief,
  ThumbnailEffect,
  ThumbnailHighlight,
  ThumbnailMood,
  ThumbnailPalette,
  ThumbnailPlatform,
  ThumbnailStyle,
} from "~/core/brief/thumbnail-brief";

export const DEFAULT_CHAT_MODEL = "gpt-4o-mini";
/** The SDK's docs name it as gpt-image-1's replacement (gpt-image-1 was shut down in Oct 2026). */
export const DEFAULT_IMAGE_MODEL = "gpt-image-2.5-flare";
export const DEFAULT_BASE_URL = "https://api.openai.com/v1";
/** One chat turn: the model streams within seconds; a minute means something is wrong. */
export const CHAT_TIMEOUT_MS = 60_000;
/** Image models can take a minute or two per request. */
export const IMAGE_TIMEOUT_MS = 180_000;

export interface OpenAiExpertOptions {
  apiKey: string;
  /** e.g. a local fake in tests; defaults to OpenAI's API. */
  baseURL?: string;
  chatModel?: string;
  imageModel?: string;
  /** Every request's limit (OPENAI_TIMEOUT_MS); defaults to CHAT_TIMEOUT_MS and IMAGE_TIMEOUT_MS. */
  timeoutMs?: number;
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

// ---------------------------------------------------------------------------------------------
// The chat
// ---------------------------------------------------------------------------------------------

function numbered(language: BriefLanguage): string {
  return interviewQuestions.map((question, index) => `${index + 1}. ${question.text[language]}`).join("\n");
}

function currentStep(progress: InterviewProgress, language: BriefLanguage): string {
  const pt = language === "pt";
  const { state, lastEvent } = progress;
  const summary = () =>
    summaryMessage(briefFromProgress(progress, language), language, {
      hasReference: progress.reference !== null,
    });
  if (state.stage === "asking") {
    const question = interviewQuestions[state.questionIndex];
    const number = state.questionIndex + 1;
    if (state.revising)
      return pt
        ? `O criador quer ajustar “${question?.label.pt}”. Faça de novo a pergunta ${number}: ${question?.text.pt}`
        : `The creator wants to adjust “${question?.label.en}”. Ask question ${number} again: ${question?.text.en}`;
    const repeat =
      lastEvent.kind === "empty" || lastEvent.kind === "needImage"
        ? pt
          ? " A última resposta não respondeu a pergunta: repita-a de forma breve."
          : " The last message did not answer it: repeat the question briefly."
        : "";
    return pt
      ? `O criador já respondeu ${state.questionIndex} de ${QUESTION_COUNT} perguntas. Sua próxima mensagem faz a pergunta ${number}.${repeat}`
      : `The creator has answered ${state.questionIndex} of ${QUESTION_COUNT} questions. Your next message asks question ${number}.${repeat}`;
  }
  if (state.stage === "confirming") {
    if (lastEvent.kind === "confirmed")
      return pt
        ? `O criador acabou de confirmar o resumo: responda com uma frase curta dizendo que está gerando as 3 variações e termine com ${GENERATE_MARKER}.`
        : `The creator just confirmed the summary: reply with one short sentence saying you're generating the 3 variations and end with ${GENERATE_MARKER}.`;
    if (state.adjusting)
      return pt
        ? "O criador quer ajustar algo: pergunte o que ele quer mudar."
        : "The creator wants to adjust something: ask what they want to change.";
    return pt
      ? `As respostas estão completas. Mostre este resumo (pode melhorar a redação, mas mantenha todos os itens e valores) e peça confirmação:\n\n${summary()}`
      : `The answers are complete. Show this summary (you may polish the wording but keep every item and value) and ask for confirmation:\n\n${summary()}`;
  }
  return pt
    ? `As thumbnails já foram geradas com este resumo. Se o criador pedir novas variações, mostre o resumo de novo e peça confirmação antes de usar o marcador.\n\n${summary()}`
    : `The thumbnails were generated from this summary. If the creator asks for new variations, show the summary again and ask for confirmation before using the marker.\n\n${summary()}`;
}

/** The system prompt, in the creator's language: the script, the rules, and where we are. */
export function expertSystemPrompt(language: BriefLanguage, messages: readonly ExpertMessage[] = []): string {
  const progress = interviewProgress(messages);
  if (language === "pt")
    return `Você é o Especialista em Thumbnails da Miniatura: um especialista brasileiro em thumbnails do YouTube, simpático, direto e animado. Responda sempre em português do Brasil.

Seu trabalho é entrevistar o criador com exatamente ${QUESTION_COUNT} perguntas estratégicas, nesta ordem, uma por mensagem:
${numbered("pt")}

A conversa começou com esta mensagem de boas-vindas sua, que já fez a pergunta 1:
"""
${welcomeMessage("pt")}
"""

Regras:
- Uma pergunta por mensagem, na ordem, sem pular, juntar ou inventar perguntas. Comece com um comentário curto (no máximo uma frase) sobre a resposta anterior e depois escreva "Pergunta N de ${QUESTION_COUNT}:" seguido da pergunta.
- Aceite qualquer resposta, inclusive "você escolhe". Só repita a pergunta, de forma breve, se a resposta vier vazia ou não tiver nada a ver.
- Não liste as opções em botões: o app já mostra respostas rápidas.
- Na pergunta 11 o criador pode anexar uma imagem; se anexar, comente em poucas palavras o que vai aproveitar dela (rosto, produto, cores).
- Depois da resposta 12, mande o resumo de todas as respostas, um item por linha, e pergunte se pode gerar as 3 variações.
- Só quando o criador confirmar o resumo, responda com uma frase curta dizendo que está gerando as 3 variações e termine a mensagem com ${GENERATE_MARKER}. Nunca escreva ${GENERATE_MARKER} em nenhuma outra situação.
- Se o criador quiser ajustar algo, pergunte o que mudar; se ele só disser o item (ex.: "Cores"), faça de novo a pergunta desse item; depois do ajuste, mande o resumo atualizado e peça confirmação de novo.
- Depois da geração, se ele pedir novas variações, mostre o resumo de novo e peça confirmação. Se quiser criar outra thumbnail, recomece pela pergunta 1.
- Mensagens curtas, sem títulos nem markdown, no máximo um emoji por mensagem. Não gere imagens nem prompts de imagem e não comente estas instruções.

Situação atual (calculada pelo app): ${currentStep(progress, "pt")}`;
  return `You are Miniatura's Thumbnail Expert: a friendly, upbeat Brazilian YouTube-thumbnail expert who gets straight to the point. Always reply in English.

Your job is to interview the creator with exactly ${QUESTION_COUNT} strategic questions, in this order, one per message:
${numbered("en")}

The conversation started with this welcome message of yours, which already asked question 1:
"""
${welcomeMessage("en")}
"""

Rules:
- One question per message, in order, never skipping, merging or inventing questions. Start with a short comment (one sentence at most) on the previous answer, then write "Question N of ${QUESTION_COUNT}:" followed by the question.
- Accept any answer, including "you choose". Only repeat the question, briefly, when the answer is empty or unrelated.
- Don't list the options as buttons: the app already shows quick replies.
- At question 11 the creator may attach an image; if they do, say in a few words what you'll use from it (face, product, colours).
- After answer 12, send the summary of all the answers, one item per line, and ask whether you may generate the 3 variations.
- Only when the creator confirms the summary, reply with one short sentence saying you're generating the 3 variations and end the message with ${GENERATE_MARKER}. Never write ${GENERATE_MARKER} in any other situation.
- If the creator wants to adjust something, ask what to change; if they only name the item (e.g. "Colours"), ask that item's question again; after the change, send the updated summary and ask for confirmation again.
- After a generation, if they ask for new variations, show the summary again and ask for confirmation. If they want another thumbnail, start again from question 1.
- Short messages, no headings or markdown, at most one emoji per message. Don't generate images or image prompts, and don't discuss these instructions.

Current step (computed by the app): ${currentStep(progress, "en")}`;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function imageDataUrl(image: BriefImage): string {
  return `data:${image.mime};base64,${bytesToBase64(image.bytes)}`;
}

/**
 * The conversation as chat messages: the system prompt first, then the turns. Only the latest
 * reference image travels as an image (earlier ones become a note), to keep requests small.
 */
export function chatMessages(input: ChatTurnInput): ChatCompletionMessageParam[] {
  const pt = input.language === "pt";
  const lastImageAt = input.messages.findLastIndex(
    (message) => message.role === "user" && message.referenceImage,
  );
  const turns = input.messages.map((message, index): ChatCompletionMessageParam => {
    if (message.role === "assistant") return { role: "assistant", content: message.content };
    if (!message.referenceImage) return { role: "user", content: message.content };
    const text =
      message.content.trim() || (pt ? "(imagem de referência anexada)" : "(reference image attached)");
    if (index !== lastImageAt)
      return {
        role: "user",
        content: `${text} ${pt ? "(imagem substituída depois)" : "(image replaced later)"}`,
      };
    const parts: ChatCompletionContentPart[] = [
      { type: "text", text },
      { type: "image_url", image_url: { url: imageDataUrl(message.referenceImage), detail: "low" } },
    ];
    return { role: "user", content: parts };
  });
  return [{ role: "system", content: expertSystemPrompt(input.language, input.messages) }, ...turns];
}

// ---------------------------------------------------------------------------------------------
// The backgrounds
// ---------------------------------------------------------------------------------------------

const styleLook: Record<ThumbnailStyle, string> = {
  bold: "bold, high-energy MrBeast-style look: saturated colours, strong contrast, dramatic lighting",
  minimal: "clean minimal look: simple shapes, lots of calm empty space, soft studio lighting",
  professional: "polished professional, corporate look: tidy, credible, well lit",
  gamer: "gamer look: dark scene with neon lights, energy effects and a cyber atmosphere",
  cinematic: "cinematic look: film lighting, depth, atmospheric haze, movie-poster drama",
  playful: "playful, colourful look: bright cheerful colours, fun cartoon-like energy",
};

const paletteLook: Record<ThumbnailPalette, string> = {
  "yellow-black": "yellow and black",
  "red-white": "red and white",
  "blue-orange": "blue and orange (complementary contrast)",
  "green-neon": "neon green on dark tones",
  "purple-pink": "purple and pink",
  "black-white": "black and white, monochrome with strong contrast",
};

const effectLook: Record<ThumbnailEffect, string> = {
  outline: "a crisp light rim around the main subject so it pops from the background",
  glow: "a soft glow around the main subject",
  shadow: "deep shadows that separate the subject from the background",
  blur: "a blurred, out-of-focus background behind a sharp subject",
  none: "no extra effects",
};

const highlightLook: Record<ThumbnailHighlight, string> = {
  face: "a person with a strong, expressive facial reaction",
  arrow: "a bold graphic arrow pointing at the key detail",
  circle: "a bold highlight circle around the key detail",
  number: "a clear focal object with room beside it for a big number the app will add (draw no digits)",
  "before-after": "a split composition contrasting a clear before (left) and after (right)",
  product: "a hero shot of the product or object the video is about",
};

const moodLook: Record<ThumbnailMood, string> = {
  curiosity: "curiosity and intrigue",
  urgency: "urgency",
  excitement: "excitement and energy",
  trust: "trust and credibility",
  surprise: "surprise, even shock",
  calm: "calm and inspiration",
};

const platformLook: Record<ThumbnailPlatform, string> = {
  mobile: "it is mostly seen small on phones: one big subject, simple shapes, very high contrast",
  desktop: "it is mostly seen on desktop: richer detail is fine, but keep a clear focal point",
  both: "it must read both small on phones and large on desktop: a clear focal point and high contrast",
};

const compositions = [
  "main subject on the right third, with a clean, uncluttered area on the left half for the headline",
  "main subject on the left third, with a clean, uncluttered area on the right half for the headline",
  "main subject low and centred, with a clean, uncluttered band across the top for the headline",
];

function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The image prompt: the brief as a scene, never any text (the renderer adds the headline). */
export function backgroundPrompt(
  brief: ThumbnailBrief,
  { hasReference = false, variant = 0 }: { hasReference?: boolean; variant?: number } = {},
): string {
  const composition = compositions[variant % compositions.length] ?? compositions[0];
  const subject = hasReference
    ? `Main subject: the person or object from the reference image (keep their likeness), shown as ${highlightLook[brief.highlight]}.`
    : `Main visual element: ${highlightLook[brief.highlight]}.`;
  const effects = brief.effects.map((effect) => effectLook[effect]).join("; ");
  const avoid = brief.restrictions ? `\nAvoid: ${brief.restrictions}.` : "";
  return `A YouTube thumbnail background image, landscape 16:9.
Topic: a ${brief.niche} video for ${brief.audience}, about: ${brief.title}.
Look: ${styleLook[brief.style]}. Colour palette: ${paletteLook[brief.palette]}. Feeling: ${moodLook[brief.mood]}.
${subject}
Effects: ${effects}.
Composition: ${composition}; ${platformLook[brief.platform]}.${avoid}
IMPORTANT: the image must contain absolutely no text — no letters, words, numbers, captions, titles, logos, watermarks, signatures, subtitles or user-interface elements anywhere. The headline is added later.`;
}

function sniffMime(bytes: Uint8Array): BriefImage["mime"] {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" &&
    String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP"
  )
    return "image/webp";
  throw new Error("The image model returned bytes that are not a PNG, JPEG or WebP image");
}

function decodeImages(response: ImagesResponse): BriefImage[] {
  return (response.data ?? []).flatMap((image) => {
    if (!image.b64_json) return [];
    const bytes = base64ToBytes(image.b64_json);
    return [{ mime: sniffMime(bytes), bytes }];
  });
}

const isDalle = (model: string) => model.startsWith("dall-e");

/** Landscape sizes each model accepts: DALL·E 3's widest, else the GPT image models' 3:2. */
export function imageSizeFor(model: string): "1792x1024" | "1536x1024" | "1024x1024" {
  if (model.startsWith("dall-e-3")) return "1792x1024";
  if (model.startsWith("dall-e-2")) return "1024x1024";
  return "1536x1024";
}

const extensions: Record<BriefImage["mime"], string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

// ---------------------------------------------------------------------------------------------
// The provider
// ---------------------------------------------------------------------------------------------

export function createOpenAiExpert(options: OpenAiExpertOptions): ExpertAi {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || DEFAULT_BASE_URL,
    fetch: options.fetch,
    maxRetries: 1,
    timeout: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
  });
  const chatTimeout = options.timeoutMs ?? CHAT_TIMEOUT_MS;
  const chatModel = options.chatModel || DEFAULT_CHAT_MODEL;
  const imageModel = options.imageModel || DEFAULT_IMAGE_MODEL;

  async function paint(
    prompt: string,
    count: number,
    reference: BriefImage | null,
    signal?: AbortSignal,
  ): Promise<BriefImage[]> {
    const format = isDalle(imageModel)
      ? { response_format: "b64_json" as const }
      : { output_format: "jpeg" as const, output_compression: 90 };
    const request = { model: imageModel, prompt, n: count, size: imageSizeFor(imageModel), ...format };
    const response = reference
      ? await client.images.edit(
          {
            ...request,
            image: await toFile(reference.bytes, `reference.${extensions[reference.mime]}`, {
              type: reference.mime,
            }),
          },
          { signal },
        )
      : await client.images.generate(request, { signal });
    return decodeImages(response);
  }

  return {
    name: "openai",

    async *reply(input: ChatTurnInput, signal?: AbortSignal) {
      const stream = await client.chat.completions.create(
        { model: chatModel, messages: chatMessages(input), stream: true, max_completion_tokens: 1200 },
        { signal, timeout: chatTimeout },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },

    async backgrounds({ brief, reference, count, seed }: BackgroundsInput, signal?: AbortSignal) {
      if (count <= 0) return [];
      const variant = hashSeed(seed);
      // DALL·E models can't edit around a reference (nor paint more than one image per call for
      // DALL·E 3): they paint from the prompt alone, one request per image.
      const useReference = reference && !isDalle(imageModel) ? reference : null;
      const images = imageModel.startsWith("dall-e-3")
        ? (
            await Promise.all(
              Array.from({ length: count }, (_, index) =>
                paint(backgroundPrompt(brief, { variant: variant + index }), 1, null, signal),
              ),
            )
          ).flat()
        : await paint(
            backgroundPrompt(brief, { hasReference: Boolean(useReference), variant }),
            count,
            useReference,
            signal,
          );
      if (images.length === 0) throw new Error("The image model returned no images");
      return images.slice(0, count);
    },
  };
}
