/**
 * A thumbnail exported at a plan's size (docs/decisions/023-export-at-the-plans-resolution.md):
 * the stored 1280×720 background is upscaled band by band (Catmull-Rom, `strip-resample.ts`), the
 * text layers are drawn again as vectors at the output size over each band (`text-overlay.ts`), the
 * Free watermark is laid at the output size, and each band goes straight into the streaming JPEG
 * encoder, whose bytes go to `sink` as they are made. Nothing holds the whole output: an 8K export
 * is 132 MB as RGBA. A finished 720p JPEG is never scaled up.
 */
import { createJpegStreamEncoder } from "~/engines/media/jpeg-stream-encoder";
import { resampleInStrips } from "~/engines/media/strip-resample";
import { applyWatermarkRows, textTile, watermarkFontSize } from "~/engines/media/watermark";
import { canvas } from "~/engines/render/geometry";
import { decodable } from "~/engines/render/image-size";
import { coverCrop } from "~/engines/render/pixels";
import type { RenderEngine } from "~/engines/render/render-engine";
import { exportSizes, isExportSizeId, type ExportSizeId } from "~/engines/render/export/export-sizes";
import { compositeOverRgb, prepareTextOverlay } from "~/engines/render/export/text-overlay";
import type { TextLayer } from "~/engines/render/thumbnail-document";

export interface ExportInput {
  /** The document's text layers (hidden ones are not drawn). */
  layers: TextLayer[];
  /** The stored 1280×720 background JPEG. */
  background: Uint8Array;
  size: ExportSizeId;
  /** The brand to draw (APP_NAME) or null for none. */
  watermark: string | null;
  /** JPEG quality, 1–100; 90 by default. */
  quality?: number;
}

/** Optional extras for callers that watch the work (a job's progress, the bench's memory probes). */
export interface ExportOptions {
  /** Called after each band is encoded with the output rows done so far and the total. */
  onProgress?: (rowsDone: number, height: number) => void;
  /** Output rows drawn and encoded at a time (a multiple of 16 keeps the encoder from copying). */
  bandRows?: number;
}

export const defaultExportQuality = 90;
/**
 * Rows per band, measured (docs/decisions/023-export-at-the-plans-resolution.md): at 8K, 64 rows keep
 * resvg's pixmap at 2 MB, so its WASM memory does not grow past what a 1280×720 render left it
 * (256 rows add 10 MiB, 512 add 34), for a few more parses of the text's SVG.
 */
export const defaultBandRows = 64;

/** The background as straight RGBA at 1280×720 (cover-cropped when it was stored at another size). */
function backgroundPixels(engine: RenderEngine, bytes: Uint8Array) {
  if (!decodable(bytes)) throw new Error("The document's background is not a picture that can be decoded");
  const decoded = engine.decode(bytes);
  const image =
    decoded.width === canvas.width && decoded.height === canvas.height
      ? decoded
      : coverCrop(decoded, canvas.width, canvas.height);
  return { width: image.width, height: image.height, data: image.pixels };
}

/**
 * Writes the export's JPEG bytes to `sink` in order, as they are made; resolves when done. A sink
 * that returns a promise (an R2 part upload) is awaited before the next chunk is made.
 */
export async function renderExport(
  engine: RenderEngine,
  input: ExportInput,
  sink: (chunk: Uint8Array) => void | Promise<void>,
  options: ExportOptions = {},
): Promise<{ width: number; height: number; bytes: number }> {
  if (!isExportSizeId(input.size)) throw new RangeError(`There is no export size "${String(input.size)}"`);
  const { width, height } = exportSizes[input.size];
  const quality = Math.min(100, Math.max(1, Math.round(input.quality ?? defaultExportQuality)));
  const bandRows = options.bandRows ?? defaultBandRows;
  const source = backgroundPixels(engine, input.background);
  const overlay = await prepareTextOverlay(engine, input.layers, width, height);
  const fontSize = watermarkFontSize(height);
  const tile = input.watermark ? textTile(engine.photon, input.watermark, fontSize) : null;
  const encoder = createJpegStreamEncoder({ width, height, quality, onData: sink });
  let top = 0;
  await resampleInStrips({
    source,
    width,
    height,
    bandRows,
    onBand: async (rgb, rows) => {
      const text = overlay.band(top, rows);
      if (text) compositeOverRgb(rgb, width, top, rows, text);
      if (tile) applyWatermarkRows({ pixels: rgb, channels: 3, width, height, top, rows, tile, fontSize });
      await encoder.writeRows(rgb, rows);
      top += rows;
      options.onProgress?.(top, height);
    },
  });
  await encoder.finish();
  return { width, height, bytes: encoder.bytesWritten };
}
