/**
 * The compressor's schedule (compress-to-target.ts) for JPEG photos too big to decode whole in a
 * Worker (a 10 MB, 12-megapixel phone photo: photon would need about 354 MiB). Each attempt streams
 * the photo through the band decoder, the downscaler when the attempt shrinks it, and the streaming
 * encoder: only a band of rows, the encoder's planes and the attempt's output are ever in memory.
 * Pure JavaScript, for the web Worker's no-JavaScript compressor and the benchmark alike.
 */
import { compressToTarget, type CompressionResult } from "~/engines/media/compress-to-target";
import { decodeJpegRows, readJpegInfo } from "~/engines/media/jpeg-stream-decoder";
import { createJpegStreamEncoder } from "~/engines/media/jpeg-stream-encoder";
import { createStreamDownscaler, scaledSize } from "~/engines/media/stream-downscale";

/** Photos up to this many pixels go through the bands (50 MP phone sensors and beyond are refused). */
export const maxBandPixels = 25_000_000;

/** Whether `bytes` is a JPEG the band decoder reads (sequential, not progressive) and not too big. */
export function compressibleInBands(bytes: Uint8Array): boolean {
  try {
    const info = readJpegInfo(bytes);
    return !info.progressive && info.width * info.height <= maxBandPixels;
  } catch {
    return false;
  }
}

function joined(chunks: Uint8Array[], size: number) {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * One pass through the bands: the photo decoded band by band, shrunk to `scale` when under 1, and
 * encoded at `quality` (1–100). Returns the JPEG and its size in pixels.
 */
async function encodeInBands(bytes: Uint8Array, scale: number, quality: number) {
  const { width, height } = readJpegInfo(bytes);
  const size = scale >= 1 ? { width, height } : scaledSize(width, height, scale);
  const chunks: Uint8Array[] = [];
  const encoder = createJpegStreamEncoder({ ...size, quality, onData: (chunk) => void chunks.push(chunk) });
  const downscaler =
    scale >= 1
      ? null
      : createStreamDownscaler({
          width,
          height,
          target: size,
          onRows: (rgb, rows) => encoder.writeRows(rgb, rows),
        });
  await decodeJpegRows(bytes, (rgb, _y, rows) =>
    downscaler ? downscaler.write(rgb, rows) : encoder.writeRows(rgb, rows),
  );
  await downscaler?.finish();
  await encoder.finish();
  return { bytes: joined(chunks, encoder.bytesWritten), ...size };
}

export async function compressInBands(
  bytes: Uint8Array,
  targetBytes: number,
): Promise<CompressionResult<Uint8Array> & { width: number; height: number }> {
  const { width, height } = readJpegInfo(bytes);
  const result = await compressToTarget(async ({ quality, scale }) => {
    const encoded = await encodeInBands(bytes, scale, Math.round(quality * 100));
    return { size: encoded.bytes.byteLength, data: encoded.bytes };
  }, targetBytes);
  const scale = Math.min(1, result.scale);
  return { ...result, ...(scale >= 1 ? { width, height } : scaledSize(width, height, scale)) };
}

/**
 * The photo shrunk so its longer side is at most `maxSide` (never enlarged), as a JPEG. For
 * references sent without JavaScript, which the browser would have shrunk.
 */
export function shrinkInBands(
  bytes: Uint8Array,
  maxSide: number,
  quality = 90,
): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { width, height } = readJpegInfo(bytes);
  return encodeInBands(bytes, Math.min(1, maxSide / Math.max(width, height)), quality);
}
