/**
 * An upload's real type, read from its first bytes (never from the name or the browser's claim).
 * The images Miniatura accepts: PNG, JPEG and WebP.
 */
export type ImageMime = "image/png" | "image/jpeg" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export const imageExtension: Record<ImageMime, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Walks a JPEG's segments from the start to its end-of-image marker: each segment's length is
 * skipped; after a start-of-scan the compressed data runs to the next marker (inside it a 0xFF is
 * followed by 0x00 or a restart marker). Bytes after the end-of-image (a motion photo's video, a
 * camera's trailer) are not read, so they cannot pass for a marker.
 */
function jpegReachesEnd(bytes: Uint8Array) {
  const n = bytes.length;
  let i = 2;
  while (i + 2 <= n) {
    if (bytes[i] !== 0xff) return false;
    const marker = bytes[i + 1]!;
    if (marker === 0xd9) return true;
    if (marker === 0xff || marker === 0x01 || isRestart(marker)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    if (i + 4 > n) return false;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (length < 2) return false;
    i += 2 + length;
    if (marker !== 0xda) continue;
    while (i + 1 < n) {
      const next = bytes[i + 1]!;
      if (bytes[i] === 0xff && next !== 0x00 && next !== 0xff && !isRestart(next)) break;
      i += 1;
    }
    if (i + 1 >= n) return false;
  }
  return false;
}

/**
 * Whether the file holds the whole picture its header announces, checked from its structure before
 * anything decodes it (issue 24: a truncated upload was a 500): a PNG's chunks reach IEND; a
 * JPEG's segments and scans reach its end-of-image marker; a WebP is as long as its RIFF header
 * says.
 */
export function imageIsComplete(bytes: Uint8Array, mime: ImageMime): boolean {
  if (mime === "image/png") {
    // Chunk by chunk (length, type, data, CRC) until IEND; a chunk running past the end is a cut.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let offset = 8; offset + 12 <= bytes.length;) {
      const length = view.getUint32(offset);
      if (startsWith(bytes, [0x49, 0x45, 0x4e, 0x44], offset + 4)) return true;
      offset += 12 + length;
    }
    return false;
  }
  if (mime === "image/jpeg") return jpegReachesEnd(bytes);
  if (bytes.length < 12) return false;
  const riffSize = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
  return bytes.length >= riffSize + 8;
}
