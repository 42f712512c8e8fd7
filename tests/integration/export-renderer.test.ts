/**
 * The export renderer inside workerd, on the jobs Worker's own engine (photon's workerd build,
 * resvg and satori from precompiled modules): a document exported at 1080p and 4K band by band,
 * a glowing rotated kicker included, the Free watermark drawn with the workerd photon
 * (docs/decisions/023-export-at-the-plans-resolution.md). Its pixels are checked in
 * app/engines/render/export/render-export.test.ts; here, that it runs where the jobs run.
 */
import * as photon from "@cf-wasm/photon";
import { describe, expect, it } from "vitest";
import { readJpegInfo } from "~/engines/media/jpeg-stream-decoder";
import { renderExport } from "~/engines/render/export/render-export";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { testHeadlineLayer } from "~/engines/render/test-documents";

function background() {
  const pixels = new Uint8Array(1280 * 720 * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([30, 40, 90, 255], i);
  const image = new photon.PhotonImage(pixels, 1280, 720);
  try {
    return image.get_bytes_jpeg(90);
  } finally {
    image.free();
  }
}

const layers = [
  testHeadlineLayer(),
  testHeadlineLayer({
    id: "kicker",
    role: "secondary",
    text: "Sem sova",
    size: 60,
    glow: { radius: 6, color: "#ff00aa" },
    rotation: -8,
    box: { x: 760, y: 80, width: 420, height: 160 },
  }),
];

async function exported(size: "1080p" | "4k", watermark: string | null) {
  const engine = await workerRenderEngine();
  const chunks: Uint8Array[] = [];
  const result = await renderExport(
    engine,
    { layers, background: background(), size, watermark },
    (chunk) => {
      chunks.push(chunk);
    },
  );
  const jpeg = new Uint8Array(result.bytes);
  let offset = 0;
  for (const chunk of chunks) {
    jpeg.set(chunk, offset);
    offset += chunk.length;
  }
  return { result, jpeg };
}

describe("the export renderer in workerd", () => {
  it("exports 1080p with the Free watermark: a JPEG of 1920×1080 whose text and mark are drawn", async () => {
    const { result, jpeg } = await exported("1080p", "Miniatura");
    expect(result).toMatchObject({ width: 1920, height: 1080 });
    const image = photon.PhotonImage.new_from_byteslice(jpeg);
    try {
      expect([image.get_width(), image.get_height()]).toEqual([1920, 1080]);
      const pixels = image.get_raw_pixels();
      const at = (x: number, y: number) =>
        Array.from(pixels.subarray((y * 1920 + x) * 4, (y * 1920 + x) * 4 + 3));
      // Somewhere in the headline's box the white fill, the yellow accent or the black outline is
      // drawn (the background is a flat dark blue, lightened at most 15% by the mark).
      let text = 0;
      for (let y = 200; y < 900; y += 4)
        for (let x = 100; x < 1100; x += 4) {
          const [r, g, b] = at(x, y) as [number, number, number];
          if ((r > 200 && g > 180) || r + g + b < 40) text += 1;
        }
      expect(text).toBeGreaterThan(1000);
      // Outside the text, the mark lightens some of the background.
      let marked = 0;
      for (let y = 700; y < 1080; y += 2)
        for (let x = 1300; x < 1920; x += 2) if (at(x, y)[2]! > 110) marked += 1;
      expect(marked).toBeGreaterThan(100);
    } finally {
      image.free();
    }
  }, 60_000);

  it("exports 4K band by band without the watermark", async () => {
    const { result, jpeg } = await exported("4k", null);
    expect(result).toMatchObject({ width: 3840, height: 2160 });
    expect(readJpegInfo(jpeg)).toMatchObject({ width: 3840, height: 2160 });
  }, 60_000);
});
