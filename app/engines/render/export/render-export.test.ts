import * as photon from "@cf-wasm/photon/node";
import { beforeAll, describe, expect, it } from "vitest";
import { resampleInStrips } from "~/engines/media/strip-resample";
import { watermarkImage } from "~/engines/media/watermark";
import { renderDocument } from "~/engines/render/render-document";
import type { RgbaImage } from "~/engines/render/pixels";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import {
  exportSizeIds,
  exportSizes,
  isExportSizeId,
  type ExportSizeId,
} from "~/engines/render/export/export-sizes";
import {
  boxShrink,
  gradientBackground,
  joined,
  meanDifference,
  shrunkJpeg,
} from "~/engines/render/export/test-exports";
import { renderExport } from "~/engines/render/export/render-export";
import { prepareTextOverlay } from "~/engines/render/export/text-overlay";

let engine: RenderEngine;
let background: Uint8Array;
beforeAll(async () => {
  engine = await nodeRenderEngine();
  background = gradientBackground(engine);
}, 60_000);

const layers = [testHeadlineLayer()];

async function exported(size: ExportSizeId, watermark: string | null, input = { layers, background }) {
  const chunks: Uint8Array[] = [];
  const result = await renderExport(engine, { ...input, size, watermark }, (chunk) => {
    chunks.push(chunk);
  });
  return { result, jpeg: joined(chunks) };
}

describe("export sizes", () => {
  it("are 16:9 at 720p, 1080p, 4K and 8K, with their labels", () => {
    expect(
      exportSizeIds.map((id) => [exportSizes[id].width, exportSizes[id].height, exportSizes[id].label]),
    ).toEqual([
      [1280, 720, "720p"],
      [1920, 1080, "1080p"],
      [3840, 2160, "4K"],
      [7680, 4320, "8K"],
    ]);
    expect(isExportSizeId("4k")).toBe(true);
    expect(isExportSizeId("4K")).toBe(false);
    expect(isExportSizeId("1440p")).toBe(false);
    expect(isExportSizeId(undefined)).toBe(false);
  });
});

describe("renderExport", () => {
  it.each(exportSizeIds)(
    "makes a %s JPEG of exactly its size that looks like the 1280×720 thumbnail",
    async (size) => {
      const { width, height } = exportSizes[size];
      const { result, jpeg } = await exported(size, null);
      expect(result).toEqual({ width, height, bytes: jpeg.length });
      const { image, size: decoded } = await shrunkJpeg(jpeg, 320, 180);
      expect(decoded).toEqual({ width, height });
      const reference = boxShrink(engine.decode(await renderDocument(engine, { layers, background })), 4);
      expect(meanDifference(image, reference)).toBeLessThan(3);
    },
    60_000,
  );
});

/** Luma of packed RGB. */
const luma = (rgb: Uint8Array, i: number) => 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;

/**
 * How steep the text's edges are: the 99th percentile of the horizontal luma step between
 * neighbouring pixels in columns [left, right) of packed RGB rows `width` wide.
 */
function edgeSteepness(rgb: Uint8Array, width: number, left: number, right: number) {
  const steps: number[] = [];
  for (let row = 0; row < rgb.length / 3 / width; row++)
    for (let x = left; x < right - 1; x++) {
      const i = (row * width + x) * 3;
      steps.push(Math.abs(luma(rgb, i + 3) - luma(rgb, i)));
    }
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length * 0.99)]!;
}

describe("the text at an export's size", () => {
  it("is drawn again as vectors at 4K: its edges are far sharper than the 1280×720 render upscaled", async () => {
    const flat = gradientBackground(engine, [40, 40, 40]);
    const document = { layers: [testHeadlineLayer({ shadow: null, plate: null })], background: flat };
    // Rows through the headline, at 4K (×3 the canvas), and the columns of its box.
    const keep = { top: 3 * 260, rows: 3 * 200 };
    const [left, right] = [3 * 64, 3 * (64 + 700)];
    const { jpeg } = await exported("4k", null, document);
    const { kept } = await shrunkJpeg(jpeg, 320, 180, keep);

    const finished = engine.decode(await renderDocument(engine, document));
    const upscaled = new Uint8Array(keep.rows * 3840 * 3);
    let top = 0;
    await resampleInStrips({
      source: { width: finished.width, height: finished.height, data: finished.pixels },
      width: 3840,
      height: 2160,
      onBand: (rgb, rows) => {
        for (let r = 0; r < rows; r++) {
          const y = top + r;
          if (y >= keep.top && y < keep.top + keep.rows)
            upscaled.set(rgb.subarray(r * 3840 * 3, (r + 1) * 3840 * 3), (y - keep.top) * 3840 * 3);
        }
        top += rows;
      },
    });
    const redrawn = edgeSteepness(kept!, 3840, left, right);
    const scaledUp = edgeSteepness(upscaled, 3840, left, right);
    expect(redrawn).toBeGreaterThan(scaledUp * 1.5);
  }, 60_000);

  it("is the same drawn band by band as drawn whole: no seams, no ink lost, glows kept", async () => {
    const tilted = [
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
    const [width, height] = [1920, 1080];
    const overlay = await prepareTextOverlay(engine, tilted, width, height);
    const all = overlay.band(0, height)!;
    // The whole overlay at full width (the piece covers the columns with ink).
    const whole = new Uint8Array(width * height * 4);
    for (let y = 0; y < all.height; y++)
      whole.set(
        all.pixels.subarray(y * all.width * 4, (y + 1) * all.width * 4),
        ((all.y + y) * width + all.x) * 4,
      );
    // Bands of 64 rows: most of them are far from the glow (resvg must not see it there).
    const stitched = new Uint8Array(whole.length);
    for (let top = 0; top < height; top += 64) {
      const rows = Math.min(64, height - top);
      const piece = overlay.band(top, rows);
      if (!piece) continue;
      expect(piece.y).toBeLessThanOrEqual(top);
      expect(piece.y + piece.height).toBeLessThanOrEqual(top + rows);
      for (let y = top; y < top + rows; y++)
        stitched.set(
          piece.pixels.subarray((y - piece.y) * piece.width * 4, (y - piece.y + 1) * piece.width * 4),
          (y * width + piece.x) * 4,
        );
    }
    let inked = 0;
    let lost = 0;
    let far = 0;
    let total = 0;
    for (let i = 0; i < whole.length; i++) {
      const difference = Math.abs(stitched[i]! - whole[i]!);
      total += difference;
      if (whole[i]! > 0) inked += 1;
      if (i % 4 === 3 && whole[i]! > 128 && stitched[i]! < 64) lost += 1;
      if (difference > 16) far += 1;
    }
    // Along the bands' edges, as close as anywhere else: no seam.
    let edge = 0;
    let edgeCount = 0;
    for (let top = 64; top < height; top += 64)
      for (const y of [top - 1, top])
        for (let i = y * width * 4; i < (y + 1) * width * 4; i++) {
          edge += Math.abs(stitched[i]! - whole[i]!);
          edgeCount += 1;
        }
    expect(inked).toBeGreaterThan(100_000);
    expect(lost).toBe(0);
    // resvg flattens curves a little differently when they cross the band's edge, which moves a few
    // antialiased pixels; nothing more (the glow is there: leaving it out would change thousands).
    expect(far / inked).toBeLessThan(0.002);
    expect(total / whole.length).toBeLessThan(0.05);
    expect(edge / edgeCount).toBeLessThan(0.1);
  }, 60_000);

  it("leaves out hidden layers", async () => {
    const hidden = [testHeadlineLayer({ hidden: true })];
    const { jpeg } = await exported("1080p", null, { layers: hidden, background });
    const { image } = await shrunkJpeg(jpeg, 320, 180);
    const bare = boxShrink(engine.decode(background), 4);
    const withText = boxShrink(engine.decode(await renderDocument(engine, { layers, background })), 4);
    expect(meanDifference(image, bare)).toBeLessThan(1.5);
    expect(meanDifference(image, withText)).toBeGreaterThan(5);
  }, 60_000);

  it("hands out bytes while it works, not all at the end", async () => {
    const arrivals: number[] = [];
    let rowsDone = 0;
    await renderExport(
      engine,
      { layers, background, size: "4k", watermark: null },
      () => {
        arrivals.push(rowsDone);
      },
      { onProgress: (rows) => (rowsDone = rows) },
    );
    expect(arrivals.length).toBeGreaterThan(2);
    expect(arrivals[0]).toBeLessThan(2160 / 2);
    expect(rowsDone).toBe(2160);
  }, 60_000);
});

/** The Pearson correlation of two equally long series. */
function correlation(a: number[], b: number[]) {
  const mean = (v: number[]) => v.reduce((sum, x) => sum + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

/** How much brighter each shrunk pixel of `marked` is than the same of `clean` (red channel). */
const brightening = (marked: RgbaImage, clean: RgbaImage) =>
  Array.from({ length: marked.pixels.length / 4 }, (_, p) => marked.pixels[p * 4]! - clean.pixels[p * 4]!);

describe("the sink", () => {
  it("is awaited: a slow upload holds the export back, one chunk at a time", async () => {
    let inFlight = 0;
    let most = 0;
    let chunks = 0;
    await renderExport(engine, { layers, background, size: "1080p", watermark: null }, async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      chunks += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
    });
    expect(chunks).toBeGreaterThan(1);
    expect(most).toBe(1);
  }, 60_000);

  it("refuses a size that is not an export size", async () => {
    await expect(
      renderExport(
        engine,
        { layers, background, size: "1440p" as ExportSizeId, watermark: null },
        () => undefined,
      ),
    ).rejects.toThrow(RangeError);
  });
});

describe("the Free watermark at an export's size", () => {
  const grey = () => gradientBackground(engine, [60, 60, 60]);
  const none: never[] = [];
  /** The 720p mark's share of lit pixels and its pattern, shrunk to 320×180. */
  let reference: { share: number; pattern: number[] };
  const marks = async (size: ExportSizeId) => {
    const flat = grey();
    const shrink = async (watermark: string | null) =>
      shrunkJpeg(
        (await exported(size, watermark, { layers: none, background: flat })).jpeg,
        320,
        180,
        undefined,
        75,
      );
    const [marked, clean] = [await shrink("Miniatura"), await shrink(null)];
    const { width, height } = exportSizes[size];
    return {
      marked,
      clean,
      share: marked.lit / (width * height),
      pattern: brightening(marked.image, clean.image),
    };
  };
  beforeAll(async () => {
    reference = await marks("720p");
  }, 60_000);

  it("is the mark the 1280×720 download gets", async () => {
    const flat = grey();
    const download = engine.decode(watermarkImage(photon, flat, "Miniatura"));
    const { jpeg } = await exported("720p", "Miniatura", { layers: none, background: flat });
    const ours = engine.decode(jpeg);
    const bare = engine.decode(flat);
    expect(meanDifference(download, bare)).toBeGreaterThan(1);
    expect(meanDifference(ours, download)).toBeLessThan(meanDifference(download, bare) / 4);
  }, 60_000);

  it.each(exportSizeIds)(
    "is on every %s export asked for, in proportion, and on none without it",
    async (size) => {
      const { clean, share, pattern } = await marks(size);
      expect(clean.lit).toBe(0);
      // Ink on a few percent of the picture, the same share at every size, laid where the 720p mark is.
      expect(share).toBeGreaterThan(0.01);
      expect(share / reference.share).toBeCloseTo(1, 0);
      expect(correlation(pattern, reference.pattern)).toBeGreaterThan(0.8);
    },
    60_000,
  );
});
