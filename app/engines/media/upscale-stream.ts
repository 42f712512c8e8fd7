/**
 * Upscaling to 4K/8K inside a Worker's 128 MB: the decoded source (at most ~4.2 MP, ~17 MB as RGBA) is
 * resampled band by band (16 rows, one JPEG MCU row) straight into the streaming JPEG encoder, whose
 * chunks go to `onData` (an R2 multipart upload), so the output image is never held: the memory beyond
 * the source is a few MB at 8K. See `strip-resample.ts` and `jpeg-stream-encoder.ts`.
 */
import { createJpegStreamEncoder } from "~/engines/media/jpeg-stream-encoder";
import { type RgbaImage, resampleInStrips } from "~/engines/media/strip-resample";

export type UpscaleToJpegOptions = {
  source: RgbaImage;
  width: number;
  height: number;
  /** JPEG quality, 1–100. */
  quality: number;
  /** Receives the JPEG in order, chunk by chunk (about 64 KB each); the chunks are the caller's. */
  onData: (chunk: Uint8Array) => void | Promise<void>;
  /** Called after each band is encoded with the output rows done so far (progress, memory probes). */
  onProgress?: (rowsDone: number) => void;
};

/** One MCU row of a 4:2:0 JPEG: bands of this height go through the encoder without a copy. */
const BAND_ROWS = 16;

export async function upscaleToJpegStream(options: UpscaleToJpegOptions): Promise<{ bytes: number }> {
  const { source, width, height, quality, onData, onProgress } = options;
  const encoder = createJpegStreamEncoder({ width, height, quality, onData });
  let rowsDone = 0;
  await resampleInStrips({
    source,
    width,
    height,
    bandRows: BAND_ROWS,
    onBand: async (rgb, rows) => {
      await encoder.writeRows(rgb, rows);
      rowsDone += rows;
      onProgress?.(rowsDone);
    },
  });
  await encoder.finish();
  return { bytes: encoder.bytesWritten };
}

/**
 * The largest size with the source's aspect ratio that fits in `maxWidth` × `maxHeight` (larger or
 * smaller than the source), rounded to whole pixels: a 4:3 source in the 4K box (3840×2160) becomes
 * 2880×2160. The side that touches the box is exact; neither side is below 1.
 */
export function fitWithin(
  sourceWidth: number,
  sourceHeight: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  for (const [name, value] of Object.entries({ sourceWidth, sourceHeight, maxWidth, maxHeight }))
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be positive, got ${value}`);
  // Compare the aspect ratios by cross-multiplying, so the touching side is not subject to rounding.
  if (sourceWidth * maxHeight >= sourceHeight * maxWidth) {
    return {
      width: maxWidth,
      height: Math.min(maxHeight, Math.max(1, Math.round((sourceHeight * maxWidth) / sourceWidth))),
    };
  }
  return {
    width: Math.min(maxWidth, Math.max(1, Math.round((sourceWidth * maxHeight) / sourceHeight))),
    height: maxHeight,
  };
}
