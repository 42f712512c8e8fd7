import { describe, expect, it } from "vitest";
import { createFakeWorkersAi } from "../../../../tests/fakes/workers-ai";
import {
  WorkersAiError,
  runWorkersAi,
  streamWorkersAiChat,
  textResponse,
} from "~/core/ai/workers-ai/run.server";
import { tokenNeurons } from "~/core/ai/workers-ai/neurons";

const model = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const messages = [
  { role: "system", content: "You are a test." },
  { role: "user", content: "hello" },
];

async function collect(stream: AsyncGenerator<string, unknown>) {
  const chunks: string[] = [];
  let next = await stream.next();
  while (!next.done) {
    chunks.push(next.value);
    next = await stream.next();
  }
  return { chunks, usage: next.value };
}

describe("runWorkersAi", () => {
  it("returns the parsed answer with its tokens and estimated neurons", async () => {
    const fake = createFakeWorkersAi();
    fake.answerWith(() => "a reply");
    const { result, usage } = await runWorkersAi(
      fake.binding,
      model,
      { messages },
      {
        timeoutMs: 1000,
        parse: textResponse,
      },
    );
    expect(result).toBe("a reply");
    expect(usage.promptTokens).toBeGreaterThan(0);
    expect(usage.neurons).toBe(
      tokenNeurons(model, { promptTokens: usage.promptTokens!, completionTokens: usage.completionTokens! }),
    );
    expect(usage.neurons).toBeGreaterThan(0);
  });

  it("classifies a timeout, a malformed answer, a filtered image and a capacity error", async () => {
    const fake = createFakeWorkersAi();
    const run = () => runWorkersAi(fake.binding, model, { messages }, { timeoutMs: 50, parse: textResponse });
    for (const [mode, kind] of [
      ["slow", "timeout"],
      ["malformed", "malformed"],
      ["nsfw", "filtered"],
      ["error", "failed"],
    ] as const) {
      fake.failNext(mode);
      await expect(run()).rejects.toMatchObject({ name: "WorkersAiError", kind });
    }
  });
});

describe("streamWorkersAiChat", () => {
  it("yields the server-sent events' text and returns the usage of the last event", async () => {
    const fake = createFakeWorkersAi();
    fake.answerWith(() => "Question 2 of 12: what is the title?");
    const { chunks, usage } = await collect(
      streamWorkersAiChat(fake.binding, model, { messages }, { timeoutMs: 1000 }),
    );
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toBe("Question 2 of 12: what is the title?");
    expect(usage).toMatchObject({ model, neurons: expect.any(Number) });
    expect(fake.calls[0]?.inputs.stream).toBe(true);
  });

  it("fails on a stream that stalls, a malformed stream and an empty reply", async () => {
    const fake = createFakeWorkersAi();
    const stream = () => collect(streamWorkersAiChat(fake.binding, model, { messages }, { timeoutMs: 80 }));
    fake.failNext("stall");
    await expect(stream()).rejects.toMatchObject({ kind: "timeout" });
    fake.failNext("malformed");
    await expect(stream()).rejects.toMatchObject({ kind: "malformed" });
    fake.failNext("empty");
    await expect(stream()).rejects.toMatchObject({ kind: "refused" });
    fake.failNext("slow");
    await expect(stream()).rejects.toBeInstanceOf(WorkersAiError);
  });
});
