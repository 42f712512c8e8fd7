import * as photon from "@cf-wasm/photon/node";
import { describe, expect, it } from "vitest";
import { fitWithin, upscaleToJpegStream } from "~/engines/media/upscale-stream";

/** A photo-like opaque RGBA source: a lit round subject with soft texture on a graded backdrop. */
function photoLike(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const subject = Math.hypot(x - width / 2, (y - height / 2) * 1.2) < Math.min(width, height) / 3;
      const light = 30 * Math.sin(x / 23) * Math.cos(y / 31);
      const pixel = subject
        ? [200 + light, 140 + 20 * Math.sin((x + y) / 11), 110 - light]
        : [40 + (90 * y) / height + light, 70 + 30 * Math.cos(x / 40), 150 + (60 * x) / width];
      data.set([...pixel, 255], (y * width + x) * 4);
    }
  return { width, height, data: new Uint8Array(data.buffer) };
}

async function upscale(source: ReturnType<typeof photoLike>, width: number, height: number) {
  const chunks: Uint8Array[] = [];
  const progress: number[] = [];
  const { bytes } = await upscaleToJpegStream({
    source,
    width,
    height,
    quality: 90,
    onData: (chunk) => void chunks.push(chunk),
    onProgress: (rows) => void progress.push(rows),
  });
  const jpeg = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    jpeg.set(chunk, at);
    at += chunk.length;
  }
  expect(at).toBe(bytes);
  return { jpeg, chunks, progress };
}

function psnr(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / ((a.length / 4) * 3)));
}

describe("fitWithin", () => {
  it.each([
    [1280, 720, 3840, 2160, 3840, 2160],
    [1024, 768, 3840, 2160, 2880, 2160], // 4:3 in the 4K box
    [720, 1280, 3840, 2160, 1215, 2160], // portrait
    [1000, 1000, 7680, 4320, 4320, 4320],
    [2000, 500, 3840, 2160, 3840, 960],
    [1920, 1080, 7680, 4320, 7680, 4320],
    [4000, 3000, 800, 800, 800, 600], // larger than the box: shrinks
    [1, 1000, 100, 100, 1, 100], // never below one pixel
    [333, 217, 3840, 2160, 3315, 2160], // 2160 · 333 / 217 = 3314.75
  ])("%i×%i in %i×%i is %i×%i", (sourceWidth, sourceHeight, maxWidth, maxHeight, width, height) => {
    expect(fitWithin(sourceWidth, sourceHeight, maxWidth, maxHeight)).toEqual({ width, height });
  });

  it("refuses empty sizes", () => {
    expect(() => fitWithin(0, 10, 100, 100)).toThrow(/sourceWidth/);
    expect(() => fitWithin(10, 10, 100, -1)).toThrow(/maxHeight/);
  });
});

describe("upscaleToJpegStream", () => {
  it("turns a 1280×720 source into a 3840×2160 JPEG that looks like it, streamed in chunks", async () => {
    const source = photoLike(1280, 720);
    const { jpeg, chunks, progress } = await upscale(source, 3840, 2160);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(256 * 1024);
    expect(progress.length).toBe(2160 / 16);
    expect(progress.at(-1)).toBe(2160);

    const decoded = photon.PhotonImage.new_from_byteslice(jpeg);
    try {
      expect([decoded.get_width(), decoded.get_height()]).toEqual([3840, 2160]);
      const back = photon.resize(decoded, 1280, 720, photon.SamplingFilter.Triangle);
      try {
        expect(psnr(back.get_raw_pixels(), source.data)).toBeGreaterThanOrEqual(28);
      } finally {
        back.free();
      }
    } finally {
      decoded.free();
    }
  });

  it("handles odd sizes end to end", async () => {
    const { jpeg } = await upscale(photoLike(33, 17), 101, 52);
    const decoded = photon.PhotonImage.new_from_byteslice(jpeg);
    try {
      expect([decoded.get_width(), decoded.get_height()]).toEqual([101, 52]);
    } finally {
      decoded.free();
    }
  });
});
