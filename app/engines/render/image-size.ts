/**
 * A picture's size read from its header, before decoding it: photon decodes a picture whole, at
 * about 13 bytes of WASM memory per pixel at its peak (a 12-megapixel photo takes photon to 157 MB,
 * past a Worker's 128 MB), so pictures larger than `maxDecodedPixels` are left out.
 */

/** 4.2 megapixels (2732×1536, a little over 1440p): photon peaks near 55 MB for it. */
export const maxDecodedPixels = 4_200_000;

export interface ImageSize {
  width: number;
  height: number;
}

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The width and height of a PNG, JPEG or WebP, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG")
    return { width: u32(bytes, 16), height: u32(bytes, 20) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1; // fill byte
        continue;
      }
      // Start of frame (any coding except the DHT, JPG and DAC markers in that range).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: u16(bytes, i + 7), height: u16(bytes, i + 5) };
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      i += 2 + u16(bytes, i + 2);
    }
    return null;
  }
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === "VP8 ") return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = le16(bytes, 21) | (le16(bytes, 23) << 16);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  }
  return null;
}

/** Whether the picture may be decoded within the memory budget. */
export function decodable(bytes: Uint8Array): boolean {
  const size = imageSize(bytes);
  return size !== null && size.width > 0 && size.height > 0 && size.width * size.height <= maxDecodedPixels;
}
