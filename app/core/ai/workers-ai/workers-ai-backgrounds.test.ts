import { describe, expect, it } from "vitest";
import { createFakeWorkersAi } from "../../../../tests/fakes/workers-ai";
import { solidPng } from "../../../../tests/fakes/openai";
import { createBackgroundPainter } from "~/core/ai/create-background-painter";
import { createAiUsageMeter } from "~/core/ai/usage-meter";
import { WorkersAiError } from "~/core/ai/workers-ai/run.server";
import { BACKGROUNDS_FILTERED } from "~/core/ai/background-painter";
import {
  BackgroundsFilteredError,
  createWorkersAiBackgrounds,
  FLUX_STEPS,
  imageModelInputs,
} from "~/core/ai/workers-ai/workers-ai-backgrounds";
import {
  DEFAULT_WORKERS_AI_CHAT_MODEL,
  DEFAULT_WORKERS_AI_IMAGE_MODEL,
  DEFAULT_WORKERS_AI_VISION_MODEL,
  type WorkersAiBinding,
} from "~/core/ai/workers-ai/workers-ai-defaults";
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { PermanentJobError } from "~/core/jobs/job-errors";
import { imageSize } from "~/engines/render/image-size";

const brief: ThumbnailBrief = {
  language: "pt",
  niche: "Culinária",
  title: "Pão caseiro em 10 minutos",
  headline: "Pão em 10 min",
  audience: "Iniciantes",
  style: "bold",
  palette: "yellow-black",
  effects: ["glow"],
  highlight: "product",
  platform: "both",
  mood: "curiosity",
  restrictions: "",
};

const painterWith = (ai: WorkersAiBinding, imageModel = DEFAULT_WORKERS_AI_IMAGE_MODEL, timeoutMs?: number) =>
  createWorkersAiBackgrounds({
    ai,
    imageModel,
    chatModel: DEFAULT_WORKERS_AI_CHAT_MODEL,
    visionModel: DEFAULT_WORKERS_AI_VISION_MODEL,
    timeoutMs,
  });

describe("textless backgrounds on Workers AI", () => {
  it("paints one image per call, each a different composition of the brief, with no text asked for", async () => {
    const fake = createFakeWorkersAi();
    const painter = painterWith(fake.binding);
    expect(painter.name).toBe("workers-ai");
    const meter = createAiUsageMeter();
    const images = await painter.backgrounds({ brief, count: 3, seed: "job-1", meter });
    expect(images).toHaveLength(3);
    for (const image of images!) {
      expect(image.mime).toBe("image/jpeg");
      expect(imageSize(image.bytes)).toMatchObject({ width: 64, height: 64 });
    }
    expect(fake.calls.map((call) => call.model)).toEqual(
      Array(3).fill("@cf/black-forest-labs/flux-1-schnell"),
    );
    const prompts = fake.calls.map((call) => String(call.inputs.prompt));
    expect(new Set(prompts).size).toBe(3);
    for (const call of fake.calls) {
      expect(Object.keys(call.inputs).sort()).toEqual(["prompt", "steps"]);
      expect(call.inputs.steps).toBe(FLUX_STEPS);
      const prompt = String(call.inputs.prompt);
      expect(prompt).toContain("Pão caseiro em 10 minutos");
      expect(prompt).toContain("absolutely no text");
      expect(prompt).toContain("only its middle 16:9 band is used");
    }
    // FLUX.1 [schnell]: 4.8 neurons per 512×512 tile and 9.6 per step; the fake's 64×64 is one tile.
    expect(meter.summary()?.neurons).toBeCloseTo(3 * (4.8 + FLUX_STEPS * 9.6), 5);
    expect(meter.summary()?.calls.map((call) => call.task)).toEqual(["images", "images", "images"]);
  });

  it("asks the other catalog models for a landscape size, and reads a Stable Diffusion PNG stream", async () => {
    const png = new Uint8Array(solidPng(1280, 720, [20, 90, 200]));
    const calls: Record<string, unknown>[] = [];
    const sdxl: WorkersAiBinding = {
      async run(_model, inputs) {
        calls.push(inputs);
        return new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(png.slice(0, 500));
            controller.enqueue(png.slice(500));
            controller.close();
          },
        });
      },
    };
    const painter = painterWith(sdxl, "@cf/stabilityai/stable-diffusion-xl-base-1.0");
    const meter = createAiUsageMeter();
    const images = await painter.backgrounds({ brief, count: 2, seed: "job-2", meter });
    expect(images?.map((image) => image.mime)).toEqual(["image/png", "image/png"]);
    expect(images![0]!.bytes).toEqual(png);
    expect(calls[0]).toMatchObject({ width: 1280, height: 720 });
    expect(String(calls[0]!.negative_prompt)).toContain("text");
    // No published neuron rate for this model: no figure rather than a wrong one.
    expect(meter.summary()?.calls.map((call) => call.neurons)).toEqual([undefined, undefined]);
    expect(imageModelInputs("@cf/leonardo/lucid-origin", "a scene")).toEqual({
      prompt: "a scene",
      width: 1280,
      height: 720,
    });
  });

  it("fails the job for good with image_filtered when the safety filter refuses the prompt", async () => {
    const fake = createFakeWorkersAi();
    fake.failNext("nsfw");
    const error = await painterWith(fake.binding)
      .backgrounds({ brief, count: 3, seed: "job-3" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackgroundsFilteredError);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toBe(BACKGROUNDS_FILTERED);
  });

  it("fails the attempt (for the queue to retry) on an answer that is not an image, or no answer in time", async () => {
    const fake = createFakeWorkersAi();
    fake.failNext("malformed");
    const malformed = await painterWith(fake.binding)
      .backgrounds({ brief, count: 1, seed: "job-4" })
      .catch((caught: unknown) => caught);
    expect(malformed).toBeInstanceOf(WorkersAiError);
    expect(malformed).not.toBeInstanceOf(PermanentJobError);
    expect((malformed as WorkersAiError).kind).toBe("malformed");

    const notAnImage: WorkersAiBinding = { run: async () => ({ image: btoa("<html>no</html>") }) };
    const wrongBytes = await painterWith(notAnImage)
      .backgrounds({ brief, count: 1, seed: "job-5" })
      .catch((caught: unknown) => caught);
    expect((wrongBytes as WorkersAiError).kind).toBe("malformed");

    fake.failNext("slow");
    const started = Date.now();
    const slow = await painterWith(fake.binding, undefined, 200)
      .backgrounds({ brief, count: 1, seed: "job-6" })
      .catch((caught: unknown) => caught);
    expect((slow as WorkersAiError).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("the background painter for the environment", () => {
  const fake = createFakeWorkersAi();
  it("is Workers AI with the AI binding and no OpenAI key, or when AI_PROVIDER asks for it", () => {
    expect(createBackgroundPainter({ AI: fake.binding }).name).toBe("workers-ai");
    expect(createBackgroundPainter({ AI: fake.binding, OPENAI_API_KEY: "sk-test" }).name).toBe("openai");
    expect(
      createBackgroundPainter({ AI: fake.binding, OPENAI_API_KEY: "sk-test", AI_PROVIDER: "workers-ai" })
        .name,
    ).toBe("workers-ai");
    expect(createBackgroundPainter({ AI: fake.binding, AI_PROVIDER: "offline" }).name).toBe("offline");
    expect(() => createBackgroundPainter({ AI_PROVIDER: "workers-ai" })).toThrow(/AI binding/);
  });
});
