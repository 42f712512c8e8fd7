import { describe, expect, it } from "vitest";
import { createFakeWorkersAi, type FakeWorkersAiCall } from "../../../tests/fakes/workers-ai";
import { createAiUsageMeter, type AiUsageMeter } from "~/core/ai/usage-meter";
import { WorkersAiError } from "~/core/ai/workers-ai/run.server";
import { DEFAULT_WORKERS_AI_VISION_MODEL } from "~/core/ai/workers-ai/workers-ai-defaults";
import { InvalidVideoAnalysisError, VideoAnalysisRefusedError } from "~/features/video/openai-frame-picker";
import {
  FRAME_RATING_PROMPT_START,
  parseFrameRating,
  pickFrameWithWorkersAi,
  type FrameRatingPayload,
} from "~/features/video/workers-ai-frame-picker";

/** JPEG-looking bytes of a given size. */
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

const payloadOf = (call: FakeWorkersAiCall) =>
  JSON.parse(String((call.inputs.messages as { content: string }[])[1]!.content)) as FrameRatingPayload;

/** A vision model that rates each frame by `ratings[frame number]` (or answers `raw` for it). */
function visionModel(answers: Record<number, number | string>) {
  const fake = createFakeWorkersAi();
  fake.answerWith((call) => {
    const { frame, language } = payloadOf(call);
    const answer = answers[frame]!;
    if (typeof answer === "string") return answer;
    return JSON.stringify({
      rating: answer,
      reason: language === "pt" ? `Quadro ${frame}: rosto nítido.` : `Frame ${frame}: a sharp face.`,
      suggestedText: language === "pt" ? `Texto do quadro ${frame}` : `Frame ${frame} text`,
    });
  });
  return fake;
}

const pick = (
  fake: ReturnType<typeof createFakeWorkersAi>,
  language: "pt" | "en" = "pt",
  timeoutMs?: number,
  meter?: AiUsageMeter,
) =>
  pickFrameWithWorkersAi({
    ai: fake.binding,
    model: DEFAULT_WORKERS_AI_VISION_MODEL,
    timeoutMs,
    language,
    durationSeconds: 30,
    title: "  Testei o celular mais barato ",
    frames,
    meter,
  });

describe("the frame pick on Workers AI", () => {
  it("shows the vision model each frame on its own with the reviewer's prompt, and picks the best rated", async () => {
    const fake = visionModel({ 1: 4, 2: 6, 3: 9 });
    const meter = createAiUsageMeter();
    const picked = await pick(fake, "pt", undefined, meter);
    expect(picked).toMatchObject({
      index: 2,
      reason: "Quadro 3: rosto nítido.",
      suggestedText: "Texto do quadro 3",
    });
    expect(fake.calls).toHaveLength(3);
    for (const [at, call] of fake.calls.entries()) {
      expect(call.model).toBe("@cf/meta/llama-3.2-11b-vision-instruct");
      const [system] = call.inputs.messages as { role: string; content: string }[];
      expect(system!.content.startsWith(FRAME_RATING_PROMPT_START)).toBe(true);
      expect(system!.content).toContain("Brazilian Portuguese");
      expect(payloadOf(call)).toEqual({
        language: "pt",
        durationSeconds: 30,
        title: "Testei o celular mais barato",
        frame: at + 1,
        of: 3,
        time: frames[at]!.time,
      });
      expect(String(call.inputs.image).startsWith("data:image/jpeg;base64,/9j/")).toBe(true);
    }
    // The fake reports tokens, so each rating's neurons are estimated at the catalog's rate.
    const calls = meter.summary()!.calls;
    expect(calls.map((call) => call.task)).toEqual(["framePick", "framePick", "framePick"]);
    expect(calls.every((call) => (call.neurons ?? 0) > 0)).toBe(true);
  });

  it("breaks a tie with the larger frame, and answers in English for English", async () => {
    const fake = visionModel({ 1: 7, 2: 7, 3: 7 });
    const picked = await pick(fake, "en");
    expect(picked.index).toBe(1);
    expect(picked.reason).toBe("Frame 2: a sharp face.");
    expect(String((fake.calls[0]!.inputs.messages as { content: string }[])[0]!.content)).toContain(
      "English",
    );
  });

  it("drops a frame whose answer is unusable, and reads an answer fenced or after a sentence", async () => {
    const fake = visionModel({
      1: "I think this frame is nice.",
      2: 'Here is my rating: {"rating": 5, "reason": "Boa luz.", "suggestedText": "Olha isso"}',
      3: '```json\n{"rating": "3", "reason": "Escuro.", "suggestedText": "Vale a pena?"}\n```',
    });
    expect(await pick(fake)).toMatchObject({ index: 1, reason: "Boa luz.", suggestedText: "Olha isso" });
  });

  it("is an invalid analysis when no frame got a usable answer, as OpenAI's unusable answer is", async () => {
    const fake = visionModel({
      1: "{}",
      2: '{"rating": 11, "reason": "x", "suggestedText": "y"}',
      3: "nope",
    });
    await expect(pick(fake)).rejects.toBeInstanceOf(InvalidVideoAnalysisError);
    const malformed = visionModel({ 1: 5, 2: 5, 3: 5 });
    malformed.failNext("malformed", 3);
    await expect(pick(malformed)).rejects.toBeInstanceOf(InvalidVideoAnalysisError);
  });

  it("is refused with the model's words when every frame is unusable", async () => {
    const error = '{"error": "Todos os quadros estão pretos."}';
    const fake = visionModel({ 1: error, 2: error, 3: error });
    await expect(pick(fake)).rejects.toEqual(new VideoAnalysisRefusedError("Todos os quadros estão pretos."));
  });

  it("rethrows a model that does not answer in time (the job then uses the offline scorer)", async () => {
    const fake = visionModel({ 1: 5, 2: 5, 3: 5 });
    fake.failNext("slow");
    const started = Date.now();
    const error = await pick(fake, "pt", 200).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkersAiError);
    expect((error as WorkersAiError).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("one frame's rating", () => {
  it("keeps the suggested text within the limit, cut at a word", () => {
    const rating = parseFrameRating(
      JSON.stringify({
        rating: 8,
        reason: "Ok.",
        suggestedText: "Um texto muito longo que passa do limite de caracteres",
      }),
    );
    expect(rating.kind).toBe("rated");
    expect((rating as { suggestedText: string }).suggestedText.length).toBeLessThanOrEqual(40);
  });

  it("is invalid without a reason, text or a rating within 0–10", () => {
    for (const reply of [
      '{"rating": 8, "reason": " ", "suggestedText": "x"}',
      '{"rating": 8, "reason": "ok", "suggestedText": ""}',
      '{"rating": -1, "reason": "ok", "suggestedText": "x"}',
      '{"reason": "ok", "suggestedText": "x"}',
      "",
    ])
      expect(parseFrameRating(reply).kind, reply).toBe("invalid");
  });
});
