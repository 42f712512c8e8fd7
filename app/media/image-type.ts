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

function lastIndexOfPair(bytes: Uint8Array, first: number, second: number, from = bytes.length - 2) {
  for (let i = Math.min(from, bytes.length - 2); i >= 0; i -= 1)
    if (bytes[i] === first && bytes[i + 1] === second) return i;
  return -1;
}

/**
 * Whether the file holds the whole picture its header announces, checked from its structure before
 * anything decodes it (issue 24: a truncated upload was a 500): a PNG's chunks reach IEND; a
 * JPEG has an end-of-image marker after its last start-of-scan (inside the compressed data a 0xFF
 * byte is always followed by 0x00 or a restart marker, so neither marker can appear by chance; the
 * last SOS is the main picture's, after any EXIF thumbnail); a WebP is as long as its RIFF header says.
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
  if (mime === "image/jpeg") {
    const scan = lastIndexOfPair(bytes, 0xff, 0xda);
    return scan > 0 && lastIndexOfPair(bytes, 0xff, 0xd9) > scan;
  }
  if (bytes.length < 12) return false;
  const riffSize = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
  return bytes.length >= riffSize + 8;
}
