import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/fakes/openai";
import type { ChatTurnInput } from "~/features/expert/ai-provider";
import { createExpertAi } from "~/features/expert/create-expert-ai";
import { type ExpertMessage } from "~/features/expert/interview/expert-message";
import { GENERATE_MARKER } from "~/features/expert/interview/marker";
import { briefFromConversation } from "~/features/expert/interview/brief-from-conversation";
import { interviewQuestions, questionMessage, welcomeMessage } from "~/features/expert/interview/questions";
import { createOpenAiExpert } from "~/features/expert/openai-ai";
import { backgroundPrompt } from "~/core/ai/background-prompt";
import { DEFAULT_CHAT_MODEL, DEFAULT_IMAGE_MODEL } from "~/core/ai/openai-defaults";
import type { BriefImage } from "~/core/brief/thumbnail-brief";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const expert = () => createOpenAiExpert({ apiKey: "sk-test", baseURL: fake.baseURL });

async function collect(stream: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const answers = [
  "Finanças",
  "Como eu juntei R$10.000 em 6 meses",
  "Você escolhe pra mim",
  "Iniciantes",
  "Minimalista",
  "Preto e branco",
  "Sombra profunda",
  "Número grande",
  "Mobile",
  "Confiança",
  "Não tenho, pode seguir",
  "Nenhuma restrição",
];

function answered(count: number, language: "pt" | "en" = "pt"): ExpertMessage[] {
  const messages: ExpertMessage[] = [{ role: "assistant", content: welcomeMessage(language) }];
  for (const [index, answer] of answers.slice(0, count).entries()) {
    messages.push({ role: "user", content: answer });
    if (index + 1 < count)
      messages.push({ role: "assistant", content: questionMessage(index + 1, language) });
  }
  return messages;
}

const photo: BriefImage = { mime: "image/png", bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };

interface SentMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

describe("the OpenAI expert's chat", () => {
  it("streams the reply in pieces, with the system prompt in the creator's language", async () => {
    const input: ChatTurnInput = { messages: answered(1), language: "pt" };
    const chunks = await collect(expert().reply(input));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join("")).toContain(questionMessage(1, "pt"));

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test" });
    expect(request!.body).toMatchObject({ model: DEFAULT_CHAT_MODEL, stream: true });
    const sent = request!.body!.messages as SentMessage[];
    expect(sent[0]!.role).toBe("system");
    const system = sent[0]!.content as string;
    expect(system).toMatch(/Responda sempre em português do Brasil/);
    for (const question of interviewQuestions) expect(system).toContain(question.text.pt);
    expect(system).toContain(GENERATE_MARKER);
    expect(system).toMatch(/já respondeu 1 de 12 perguntas\. Sua próxima mensagem faz a pergunta 2/);
    expect(sent.slice(1)).toEqual([
      { role: "assistant", content: welcomeMessage("pt") },
      { role: "user", content: "Finanças" },
    ]);

    await collect(expert().reply({ messages: answered(3, "en"), language: "en" }));
    const english = (fake.requests[1]!.body!.messages as SentMessage[])[0]!.content as string;
    expect(english).toMatch(/Always reply in English/);
    expect(english).toContain(interviewQuestions[11]!.text.en);
    expect(english).not.toContain(interviewQuestions[0]!.text.pt);
  });

  it("sends the reference image as an image_url data URL", async () => {
    const messages = [...answered(10), { role: "user" as const, content: "", referenceImage: photo }];
    const reply = (await collect(expert().reply({ messages, language: "pt" }))).join("");
    expect(reply).toMatch(/Recebi sua imagem/);
    const sent = fake.requests[0]!.body!.messages as SentMessage[];
    const last = sent[sent.length - 1]!;
    expect(last.role).toBe("user");
    expect(last.content).toEqual([
      { type: "text", text: "(imagem de referência anexada)" },
      {
        type: "image_url",
        image_url: {
          url: `data:image/png;base64,${Buffer.from(photo.bytes).toString("base64")}`,
          detail: "low",
        },
      },
    ]);
  });

  it("reaches the summary after 12 answers and the marker only after a yes", async () => {
    const messages = answered(12);
    const summary = (await collect(expert().reply({ messages, language: "pt" }))).join("");
    expect(summary).toMatch(/Confira o resumo/);
    expect(summary).not.toContain(GENERATE_MARKER);
    const system = (fake.requests[0]!.body!.messages as SentMessage[])[0]!.content as string;
    expect(system).toContain("• Estilo: Minimalista");
    messages.push(
      { role: "assistant", content: summary },
      { role: "user", content: "Sim, gerar as thumbnails!" },
    );
    const yes = (await collect(expert().reply({ messages, language: "pt" }))).join("");
    expect(yes).toContain(GENERATE_MARKER);
    const confirmedPrompt = (fake.requests[1]!.body!.messages as SentMessage[])[0]!.content as string;
    expect(confirmedPrompt).toMatch(/acabou de confirmar/);
  });

  it("throws when the API keeps failing (after one retry)", async () => {
    fake.failNext(500, 2);
    await expect(collect(expert().reply({ messages: answered(1), language: "pt" }))).rejects.toThrow(/500/);
    expect(fake.requests).toHaveLength(2);

    fake.failNext(500);
    const chunks = await collect(expert().reply({ messages: answered(1), language: "pt" }));
    expect(chunks.join("")).toContain(questionMessage(1, "pt"));
  });
});

describe("the OpenAI expert's backgrounds", () => {
  const brief = () => briefFromConversation(answered(12), "pt");

  it("paints `count` textless backgrounds with images.generate and decodes them", async () => {
    const images = await expert().backgrounds({ brief: brief(), count: 3, seed: "job-1" });
    expect(images).toHaveLength(3);
    for (const image of images!) {
      expect(image.mime).toBe("image/jpeg");
      expect([...image.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/images/generations");
    expect(request!.body).toMatchObject({
      model: DEFAULT_IMAGE_MODEL,
      n: 3,
      size: "1536x1024",
      output_format: "jpeg",
    });
    const prompt = request!.body!.prompt as string;
    expect(prompt).toMatch(/absolutely no text/);
    expect(prompt).toMatch(/headline/);
    expect(prompt).not.toContain("Juntei R$10.000");
  });

  it("builds the scene around the reference with images.edit", async () => {
    const images = await expert().backgrounds({ brief: brief(), reference: photo, count: 2, seed: "job-2" });
    expect(images).toHaveLength(2);
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/images/edits");
    expect(request!.contentType).toMatch(/^multipart\/form-data/);
    expect(request!.files).toEqual([
      { field: "image", name: "reference.png", type: "image/png", size: photo.bytes.length },
    ]);
    expect(request!.body).toMatchObject({ model: DEFAULT_IMAGE_MODEL, n: "2", size: "1536x1024" });
    expect(request!.body!.prompt).toMatch(/reference image/);
  });

  it("asks DALL·E 3 for one PNG per request at its landscape size", async () => {
    const dalle = createOpenAiExpert({ apiKey: "sk-test", baseURL: fake.baseURL, imageModel: "dall-e-3" });
    const images = await dalle.backgrounds({ brief: brief(), reference: photo, count: 3, seed: "job-3" });
    expect(images!.map((image) => image.mime)).toEqual(["image/png", "image/png", "image/png"]);
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) {
      expect(request.path).toBe("/v1/images/generations");
      expect(request.body).toMatchObject({
        model: "dall-e-3",
        n: 1,
        size: "1792x1024",
        response_format: "b64_json",
      });
    }
    // Each request gets its own composition.
    expect(new Set(fake.requests.map((request) => request.body!.prompt)).size).toBe(3);
  });

  it("throws when the image API fails", async () => {
    fake.failNext(500, 2);
    await expect(expert().backgrounds({ brief: brief(), count: 3, seed: "job-4" })).rejects.toThrow(/500/);
    fake.failNext(400);
    await expect(expert().backgrounds({ brief: brief(), count: 1, seed: "job-5" })).rejects.toThrow(/400/);
  });

  it("never asks for text, whatever the brief", () => {
    const prompt = backgroundPrompt({ ...brief(), restrictions: "sem vermelho" }, { variant: 1 });
    expect(prompt).toMatch(/no text/);
    expect(prompt).toMatch(/Avoid: sem vermelho/);
    expect(prompt).toMatch(/left third/);
  });

  it("paints with the creator's own words and colours when they typed them", () => {
    const typed = briefFromConversation(
      [
        ...answered(5),
        { role: "assistant", content: questionMessage(5, "pt") },
        { role: "user", content: "Verde e roxo" },
      ],
      "pt",
    );
    const prompt = backgroundPrompt(typed);
    expect(prompt).toContain('Colour palette: "Verde e roxo" (#1fbf4a, #7a2ee6)');
    expect(prompt).not.toMatch(/neon green/i);
  });
});

describe("the provider choice", () => {
  it("uses OpenAI with a key, at the configured base URL and models", async () => {
    const ai = createExpertAi({
      OPENAI_API_KEY: "sk-live",
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_CHAT_MODEL: "gpt-test-chat",
      OPENAI_IMAGE_MODEL: "gpt-image-test",
    });
    expect(ai.name).toBe("openai");
    await collect(ai.reply({ messages: [], language: "en" }));
    await ai.backgrounds({ brief: briefFromConversation([], "en"), count: 1, seed: "x" });
    expect(fake.requests.map((request) => [request.authorization, request.body!.model])).toEqual([
      ["Bearer sk-live", "gpt-test-chat"],
      ["Bearer sk-live", "gpt-image-test"],
    ]);
  });
});

describe("the fake OpenAI API", () => {
  it("answers non-streamed chat completions in the real shape", async () => {
    const { default: OpenAI } = await import("openai");
    const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, maxRetries: 0 });
    fake.replyWith("Olá de teste");
    const completion = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "oi" }],
    });
    expect(completion.object).toBe("chat.completion");
    expect(completion.choices[0]!.message.content).toBe("Olá de teste");
    expect(completion.choices[0]!.finish_reason).toBe("stop");
  });
});
