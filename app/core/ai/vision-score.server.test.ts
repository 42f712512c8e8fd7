import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/fakes/openai";
import { createFakeWorkersAi } from "../../../tests/fakes/workers-ai";
import {
  parseVisionScore,
  VISION_SCORE_PROMPT_START,
  visionScoreOpinion,
  visionScoreProvider,
} from "~/core/ai/vision-score.server";

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

/** JPEG-looking bytes of a given size (the fake's score grows with the picture's size). */
const jpeg = (size: number) => {
  const bytes = new Uint8Array(size).fill(9);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

const config = () => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseURL });

describe("the vision model's second opinion of a thumbnail", () => {
  it("is not asked for without an OpenAI key", async () => {
    const opinion = await visionScoreOpinion({}, { jpeg: jpeg(4000), title: "x", language: "pt" });
    expect(opinion).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it("sends the reviewer's prompt, the title and the thumbnail as one low-detail JPEG, with the configured model", async () => {
    await visionScoreOpinion(
      { ...config(), OPENAI_CHAT_MODEL: "gpt-vision-test" },
      { jpeg: jpeg(4000), title: "  Pão caseiro em 10 minutos ", language: "pt" },
    );
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-test");
    const body = request.body as {
      model: string;
      messages: { role: string; content: unknown }[];
      response_format: { type: string };
    };
    expect(body.model).toBe("gpt-vision-test");
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(String(body.messages[0]!.content).startsWith(VISION_SCORE_PROMPT_START)).toBe(true);
    expect(String(body.messages[0]!.content)).toContain("Brazilian Portuguese");
    const parts = body.messages[1]!.content as (
      { type: "text"; text: string } | { type: "image_url"; image_url: { url: string; detail: string } }
    )[];
    expect(JSON.parse((parts[0] as { text: string }).text)).toEqual({
      language: "pt",
      title: "Pão caseiro em 10 minutos",
    });
    const image = parts[1] as { image_url: { url: string; detail: string } };
    expect(image.image_url.detail).toBe("low");
    expect(image.image_url.url.startsWith("data:image/jpeg;base64,/9j/")).toBe(true);
  });

  it("answers a 0–100 and a summary in the creator's language", async () => {
    const pt = await visionScoreOpinion(config(), {
      jpeg: jpeg(20_000),
      title: "Pão caseiro",
      language: "pt",
    });
    expect(pt).toEqual({
      score: 49,
      summary: "Segunda opinião de teste: nota 49 para “Pão caseiro”. Aumente o texto principal.",
    });
    const en = await visionScoreOpinion(config(), { jpeg: jpeg(60_000), title: null, language: "en" });
    expect(en?.score).toBe(69);
    expect(en?.summary).toBe("Test second opinion: 69. Make the main text bigger.");
    const system = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain("English");
  });

  it("gives no opinion, rather than an error, when the answer is not the JSON asked for", async () => {
    for (const reply of [
      "A good thumbnail, 80/100.",
      JSON.stringify({ score: 140, summary: "Too good." }),
      JSON.stringify({ score: 70.5, summary: "Half points." }),
      JSON.stringify({ score: 70, summary: "   " }),
      JSON.stringify({ score: 70, summary: "x".repeat(401) }),
      JSON.stringify({ score: "70", summary: "A string." }),
    ]) {
      fake.replyWith(reply);
      expect(
        await visionScoreOpinion(config(), { jpeg: jpeg(4000), title: null, language: "en" }),
        reply,
      ).toBeNull();
    }
  });

  it("gives no opinion when the API fails or does not answer in time", async () => {
    fake.failNext(500);
    expect(await visionScoreOpinion(config(), { jpeg: jpeg(4000), title: null, language: "en" })).toBeNull();
    const started = Date.now();
    const hanging = await visionScoreOpinion(
      { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${fake.url}/hang/v1`, OPENAI_TIMEOUT_MS: 300 },
      { jpeg: jpeg(4000), title: null, language: "en" },
    );
    expect(hanging).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reads an answer in a JSON code fence, and trims the summary", () => {
    expect(parseVisionScore('```json\n{"score": 81, "summary": "  Reads well. "}\n```')).toEqual({
      score: 81,
      summary: "Reads well.",
    });
    expect(parseVisionScore("")).toBeNull();
  });
});

describe("the second opinion on Workers AI", () => {
  it("shows the catalog's vision model the thumbnail with the reviewer's prompt and reads its answer", async () => {
    const ai = createFakeWorkersAi();
    ai.answerWith(() => 'Sure! {"score": 72, "summary": "  O rosto funciona; aumente o texto. "}');
    const opinion = await visionScoreOpinion(
      { AI: ai.binding, WORKERS_AI_VISION_MODEL: "@cf/test/vision" },
      { jpeg: jpeg(4000), title: " Pão caseiro ", language: "pt" },
    );
    expect(opinion).toEqual({ score: 72, summary: "O rosto funciona; aumente o texto." });
    expect(fake.requests).toHaveLength(0);
    const call = ai.calls.at(-1)!;
    expect(call.model).toBe("@cf/test/vision");
    const [system, user] = call.inputs.messages as { role: string; content: string }[];
    expect(system!.content.startsWith(VISION_SCORE_PROMPT_START)).toBe(true);
    expect(system!.content).toContain("Brazilian Portuguese");
    expect(JSON.parse(user!.content)).toEqual({ language: "pt", title: "Pão caseiro" });
    expect(String(call.inputs.image).startsWith("data:image/jpeg;base64,/9j/")).toBe(true);
  });

  it("is the provider only where the choice of provider picks Workers AI", () => {
    const ai = createFakeWorkersAi();
    expect(visionScoreProvider({})).toBeNull();
    expect(visionScoreProvider({ AI: ai.binding })).toBe("workers-ai");
    expect(visionScoreProvider({ AI: ai.binding, OPENAI_API_KEY: "sk-test" })).toBe("openai");
    expect(visionScoreProvider({ AI: ai.binding, OPENAI_API_KEY: "sk", AI_PROVIDER: "workers-ai" })).toBe(
      "workers-ai",
    );
    expect(visionScoreProvider({ AI: ai.binding, AI_PROVIDER: "offline" })).toBeNull();
    // A misconfigured AI_PROVIDER gives no opinion rather than a broken score.
    expect(visionScoreProvider({ AI_PROVIDER: "workers-ai" })).toBeNull();
  });

  it("gives no opinion when the answer is out of shape, the model fails or does not answer in time", async () => {
    const ai = createFakeWorkersAi();
    const ask = (timeout?: number) =>
      visionScoreOpinion(
        { AI: ai.binding, WORKERS_AI_TIMEOUT_MS: timeout },
        { jpeg: jpeg(4000), title: null, language: "en" },
      );
    ai.answerWith(() => '{"score": 140, "summary": "Too good."}');
    expect(await ask()).toBeNull();
    ai.answerWith(() => "A good thumbnail, 80/100.");
    expect(await ask()).toBeNull();
    ai.answerWith(() => '{"score": 80, "summary": "Good."}');
    ai.failNext("malformed");
    expect(await ask()).toBeNull();
    ai.failNext("error");
    expect(await ask()).toBeNull();
    ai.failNext("slow");
    const started = Date.now();
    expect(await ask(300)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await ask()).toEqual({ score: 80, summary: "Good." });
  });
});
