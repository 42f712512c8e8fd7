import { describe, expect, it } from "vitest";
import { FAKE_WORKERS_AI_JPEG_BASE64 } from "../../../../tests/fakes/workers-ai";
import { solidPng } from "../../../../tests/fakes/openai";
import { base64ToBytes, sniffMime } from "~/core/ai/image-data";
import { imageAnswer, imageAnswerBytes } from "~/core/ai/workers-ai/image-output";
import { imageSize } from "~/engines/render/image-size";

/** A stream that gives `bytes` in pieces of `size`, as the binding streams a PNG. */
function streamOf(bytes: Uint8Array, size = 1000) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe("a Workers AI image model's answer", () => {
  it("decodes FLUX's { image: base64 JPEG } (bare or as a data URL) to the JPEG's bytes", async () => {
    for (const image of [
      FAKE_WORKERS_AI_JPEG_BASE64,
      `data:image/jpeg;base64,${FAKE_WORKERS_AI_JPEG_BASE64}`,
    ]) {
      const answer = imageAnswer({ image });
      expect(answer?.kind).toBe("base64");
      const bytes = await imageAnswerBytes(answer!, 1000);
      expect(sniffMime(bytes)).toBe("image/jpeg");
      expect(imageSize(bytes)).toMatchObject({ width: 64, height: 64 });
    }
  });

  it("reads Stable Diffusion's PNG stream, piece by piece, to the whole PNG", async () => {
    const png = new Uint8Array(solidPng(1280, 720, [200, 40, 40]));
    const answer = imageAnswer(streamOf(png, 777));
    expect(answer?.kind).toBe("stream");
    const bytes = await imageAnswerBytes(answer!, 1000);
    expect(bytes).toEqual(png);
    expect(imageSize(bytes)).toMatchObject({ width: 1280, height: 720 });
  });

  it("takes bytes given whole", async () => {
    const jpeg = base64ToBytes(FAKE_WORKERS_AI_JPEG_BASE64);
    expect(await imageAnswerBytes(imageAnswer(jpeg)!, 1000)).toEqual(jpeg);
    expect(await imageAnswerBytes(imageAnswer(jpeg.slice().buffer)!, 1000)).toEqual(jpeg);
  });

  it("is no image answer when it has another shape", () => {
    for (const answer of [
      null,
      undefined,
      "an image",
      { image: 42 },
      { image: "" },
      { image: "not base64!" },
      { response: "I can't draw that." },
      { result: { image: FAKE_WORKERS_AI_JPEG_BASE64 } },
      new Uint8Array(0),
    ])
      expect(imageAnswer(answer), JSON.stringify(answer) ?? String(answer)).toBeNull();
  });

  it("fails on an empty stream, and on one that stops mid-image within the limit", async () => {
    await expect(imageAnswerBytes(imageAnswer(streamOf(new Uint8Array(0)))!, 1000)).rejects.toThrow(/empty/);
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
      },
      pull() {
        return new Promise(() => {});
      },
    });
    const started = Date.now();
    await expect(imageAnswerBytes(imageAnswer(stalled)!, 200)).rejects.toThrow(/within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
