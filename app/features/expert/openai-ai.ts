/**
 * The Thumbnail Expert on OpenAI: a chat model runs the interview of ./interview/ (same 12
 * questions, same order, same summary, the marker only after a yes) and an image model paints
 * textless backgrounds that the renderer writes the headline on (app/core/ai/openai-backgrounds.ts).
 */
import OpenAI from "openai";
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import { createOpenAiBackgrounds } from "~/core/ai/openai-backgrounds";
import { imageDataUrl } from "~/core/ai/image-data";
import {
  CHAT_TIMEOUT_MS,
  DEFAULT_BASE_URL,
  DEFAULT_CHAT_MODEL,
  type OpenAiOptions,
} from "~/core/ai/openai-defaults";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import type { ChatTurnInput, ExpertAi } from "~/features/expert/ai-provider";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import { GENERATE_MARKER } from "~/features/expert/interview/marker";
import { briefFromProgress } from "~/features/expert/interview/brief-from-conversation";
import { QUESTION_COUNT, interviewQuestions, welcomeMessage } from "~/features/expert/interview/questions";
import { type InterviewProgress, interviewProgress } from "~/features/expert/interview/state";
import { summaryMessage } from "~/features/expert/interview/summary";
import { titleFromIdea } from "~/features/expert/interview/video-idea";

export type OpenAiExpertOptions = OpenAiOptions;

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
    // The idea typed before the interview is the video's subject, not its niche (./interview/video-idea.ts).
    const idea =
      progress.idea && state.questionIndex <= 1
        ? pt
          ? ` A ideia do vídeo que o criador escreveu antes da entrevista é “${progress.idea}”: ela não é o nicho; na pergunta 2, sugira “${titleFromIdea(progress.idea, "pt")}” como título.`
          : ` The video idea the creator typed before the interview is “${progress.idea}”: it is not the niche; at question 2, suggest “${titleFromIdea(progress.idea, "en")}” as the title.`
        : "";
    return pt
      ? `O criador já respondeu ${state.questionIndex} de ${QUESTION_COUNT} perguntas. Sua próxima mensagem faz a pergunta ${number}.${repeat}${idea}`
      : `The creator has answered ${state.questionIndex} of ${QUESTION_COUNT} questions. Your next message asks question ${number}.${repeat}${idea}`;
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
// The provider
// ---------------------------------------------------------------------------------------------

export function createOpenAiExpert(options: OpenAiExpertOptions): ExpertAi {
  const chatTimeout = options.timeoutMs ?? CHAT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || DEFAULT_BASE_URL,
    fetch: options.fetch,
    maxRetries: 1,
    timeout: chatTimeout,
  });
  const chatModel = options.chatModel || DEFAULT_CHAT_MODEL;
  const painter = createOpenAiBackgrounds(options);

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

    backgrounds: (input, signal) => painter.backgrounds(input, signal),
  };
}
