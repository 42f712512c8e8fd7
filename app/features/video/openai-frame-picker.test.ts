import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/fakes/openai";
import {
  InvalidVideoAnalysisError,
  pickFrameWithOpenAi,
  VIDEO_PROMPT_START,
  VideoAnalysisRefusedError,
} from "~/features/video/openai-frame-picker";

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

/** JPEG-looking bytes of a given size (the fake picks the biggest frame, the model sees them as images). */
const jpeg = (size: number) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

const frames = [
  { index: 0, time: 5, jpeg: jpeg(300) },
  { index: 1, time: 15, jpeg: jpeg(900) },
  { index: 2, time: 25, jpeg: jpeg(400) },
];

const pick = (language: "pt" | "en" = "pt", title?: string) =>
  pickFrameWithOpenAi({
    apiKey: "sk-test",
    baseURL: fake.baseURL,
    language,
    durationSeconds: 30,
    title,
    frames,
  });

describe("the vision model's frame pick", () => {
  it("sends the prompt, the frames numbered from 1 with their times and the title, and one low-detail JPEG each", async () => {
    await pick("pt", "Testei o celular mais barato");
    const body = fake.requests.at(-1)!.body as {
      messages: { role: string; content: unknown }[];
      response_format: { type: string };
    };
    expect(body.response_format).toEqual({ type: "json_object" });
    const system = body.messages[0]!;
    expect(system.role).toBe("system");
    expect(String(system.content).startsWith(VIDEO_PROMPT_START)).toBe(true);
    expect(String(system.content)).toContain("Brazilian Portuguese");
    const parts = body.messages[1]!.content as (
      { type: "text"; text: string } | { type: "image_url"; image_url: { url: string; detail: string } }
    )[];
    expect(JSON.parse((parts[0] as { text: string }).text)).toEqual({
      language: "pt",
      durationSeconds: 30,
      title: "Testei o celular mais barato",
      frames: [
        { frame: 1, time: 5 },
        { frame: 2, time: 15 },
        { frame: 3, time: 25 },
      ],
    });
    const images = parts.slice(1) as { image_url: { url: string; detail: string } }[];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      expect(image.image_url.detail).toBe("low");
    }
  });

  it("answers the chosen frame's index with the reason and the text in the creator's language", async () => {
    expect(await pick("pt")).toEqual({
      index: 1,
      reason: "O quadro 2 tem o assunto mais nítido e as cores mais fortes.",
      suggestedText: "OLHA ISSO!",
    });
    expect(await pick("en")).toMatchObject({ index: 1, suggestedText: "LOOK AT THIS!" });
  });

  it("accepts a fenced answer and cuts a long text at a word, within 40 characters", async () => {
    fake.replyWith(
      '```json\n{"bestFrame": 3, "reason": "Rosto em destaque.", "suggestedText": "o melhor celular barato que você pode comprar hoje"}\n```',
    );
    const picked = await pick();
    expect(picked.index).toBe(2);
    expect(picked.suggestedText).toBe("o melhor celular barato que você pode");
    expect(picked.suggestedText.length).toBeLessThanOrEqual(40);
  });

  it("refuses answers it cannot use: not JSON, no reason, an unknown frame", async () => {
    fake.replyWith("Eu escolheria o segundo quadro.");
    await expect(pick()).rejects.toBeInstanceOf(InvalidVideoAnalysisError);
    fake.replyWith('{"bestFrame": 2, "suggestedText": "OLHA"}');
    await expect(pick()).rejects.toBeInstanceOf(InvalidVideoAnalysisError);
    fake.replyWith('{"bestFrame": 0, "reason": "x", "suggestedText": "OLHA"}');
    await expect(pick()).rejects.toBeInstanceOf(InvalidVideoAnalysisError);
    fake.replyWith('{"bestFrame": 9, "reason": "x", "suggestedText": "OLHA"}');
    await expect(pick()).rejects.toBeInstanceOf(InvalidVideoAnalysisError);
  });

  it("stops on an error field, keeping the model's words", async () => {
    fake.replyWith('{"error": "Todos os quadros estão pretos."}');
    const refused = await pick().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VideoAnalysisRefusedError);
    expect((refused as Error).message).toBe("Todos os quadros estão pretos.");
  });

  it("rejects when the API answers with an error status", async () => {
    fake.failNext(500);
    await expect(pick()).rejects.toMatchObject({ status: 500 });
  });
});
