import { beforeAll, describe, expect, it } from "vitest";
import { renderDocument } from "~/engines/render/render-document";
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
} from "~/engines/render/export/export-test-helpers";
import { renderExport } from "~/engines/render/export/render-export";

let engine: RenderEngine;
let background: Uint8Array;
beforeAll(async () => {
  engine = await nodeRenderEngine();
  background = gradientBackground(engine);
}, 60_000);

const layers = [testHeadlineLayer()];

async function exported(size: ExportSizeId, watermark: string | null, input = { layers, background }) {
  const chunks: Uint8Array[] = [];
  const started = performance.now();
  const result = await renderExport(engine, { ...input, size, watermark }, (chunk) => {
    chunks.push(chunk);
  });
  return { result, jpeg: joined(chunks), chunks, ms: performance.now() - started };
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
      const { result, jpeg, ms } = await exported(size, null);
      expect(result).toEqual({ width, height, bytes: jpeg.length });
      const { image, size: decoded } = await shrunkJpeg(jpeg, 320, 180);
      expect(decoded).toEqual({ width, height });
      const reference = boxShrink(engine.decode(await renderDocument(engine, { layers, background })), 4);
      console.log(size, ms.toFixed(0), "ms", jpeg.length, meanDifference(image, reference));
      expect(meanDifference(image, reference)).toBeLessThan(3);
    },
    60_000,
  );
});
