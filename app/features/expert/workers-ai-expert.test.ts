import { describe, expect, it } from "vitest";
import { createFakeWorkersAi } from "../../../tests/fakes/workers-ai";
import { DEFAULT_WORKERS_AI_CHAT_MODEL } from "~/core/ai/workers-ai/workers-ai-defaults";
import { createExpertAi } from "~/features/expert/create-expert-ai";
import type { ExpertMessage } from "~/features/expert/interview/expert-message";
import { GENERATE_MARKER, stripGenerateMarker } from "~/features/expert/interview/marker";
import { interviewQuestions, questionMessage, welcomeMessage } from "~/features/expert/interview/questions";
import { expertSystemPrompt } from "~/features/expert/openai-ai";

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

function answered(count: number): ExpertMessage[] {
  const messages: ExpertMessage[] = [{ role: "assistant", content: welcomeMessage("pt") }];
  for (const [index, answer] of answers.slice(0, count).entries()) {
    messages.push({ role: "user", content: answer });
    if (index + 1 < count) messages.push({ role: "assistant", content: questionMessage(index + 1, "pt") });
  }
  return messages;
}

async function collect(stream: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

function expert(fake = createFakeWorkersAi(), extra: Record<string, unknown> = {}) {
  return { fake, ai: createExpertAi({ AI: fake.binding, ...extra }) };
}

describe("the Thumbnail Expert on Workers AI", () => {
  it("is chosen with the binding and no OpenAI key, and streams with the same system prompt", async () => {
    const { fake, ai } = expert();
    expect(ai.name).toBe("workers-ai");
    const chunks = await collect(ai.reply({ messages: answered(1), language: "pt" }));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toContain(interviewQuestions[1]!.text.pt);
    const call = fake.calls[0]!;
    expect(call.model).toBe(DEFAULT_WORKERS_AI_CHAT_MODEL);
    expect(call.inputs.stream).toBe(true);
    const messages = call.inputs.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({ role: "system", content: expertSystemPrompt("pt", answered(1)) });
    expect(messages.at(-1)).toEqual({ role: "user", content: "Finanças" });
  });

  it("uses WORKERS_AI_CHAT_MODEL, and OpenAI when a key is set unless AI_PROVIDER says otherwise", async () => {
    const fake = createFakeWorkersAi();
    await collect(
      createExpertAi({
        AI: fake.binding,
        WORKERS_AI_CHAT_MODEL: "@cf/meta/llama-3.1-8b-instruct-fp8-fast",
      }).reply({
        messages: answered(1),
        language: "en",
      }),
    );
    expect(fake.calls[0]?.model).toBe("@cf/meta/llama-3.1-8b-instruct-fp8-fast");
    expect(createExpertAi({ AI: fake.binding, OPENAI_API_KEY: "sk-test" }).name).toBe("openai");
    expect(
      createExpertAi({ AI: fake.binding, OPENAI_API_KEY: "sk-test", AI_PROVIDER: "workers-ai" }).name,
    ).toBe("workers-ai");
  });

  it("sends a reference image as a note (the chat model reads text only)", async () => {
    const { fake, ai } = expert();
    const messages = answered(11);
    messages[messages.length - 1] = {
      role: "user",
      content: "",
      referenceImage: { mime: "image/png", bytes: new Uint8Array([1, 2, 3]) },
    };
    await collect(ai.reply({ messages, language: "en" }));
    const sent = fake.calls[0]!.inputs.messages as { content: unknown }[];
    expect(sent.every((message) => typeof message.content === "string")).toBe(true);
    expect(sent.at(-1)?.content).toContain("reference image");
  });

  it("ends with the marker only after a yes, split across chunks, and never shows a piece of it", async () => {
    const { ai } = expert();
    const messages = [...answered(12)];
    const summary = (await collect(ai.reply({ messages, language: "pt" }))).join("");
    expect(summary).not.toContain(GENERATE_MARKER);
    messages.push({ role: "assistant", content: summary }, { role: "user", content: "Sim, pode gerar" });
    const chunks = await collect(ai.reply({ messages, language: "pt" }));
    const reply = chunks.join("");
    expect(reply).toContain(GENERATE_MARKER);
    expect(chunks.some((chunk) => chunk.includes(GENERATE_MARKER))).toBe(false);
    let shown = "";
    for (const chunk of chunks) {
      shown += chunk;
      expect(stripGenerateMarker(shown)).not.toMatch(/\[GEN|THUMBNAILS\]/);
    }
  });

  it("fails the turn on a timeout or a malformed stream", async () => {
    const fake = createFakeWorkersAi();
    const ai = createExpertAi({ AI: fake.binding, WORKERS_AI_TIMEOUT_MS: 50 });
    fake.failNext("slow");
    await expect(collect(ai.reply({ messages: answered(1), language: "pt" }))).rejects.toMatchObject({
      kind: "timeout",
    });
    fake.failNext("malformed");
    await expect(collect(ai.reply({ messages: answered(1), language: "pt" }))).rejects.toMatchObject({
      kind: "malformed",
    });
  });
});
