/**
 * The Free plan's watermark (docs/product.md, Plans): the brand name repeated diagonally at -30°, font size
 * max(height / 15, 30), white at 15% opacity. Photon (Rust compiled to WASM) decodes the image,
 * rasterises the text once and encodes the JPEG; the pattern is laid over the pixels here, one pass
 * over the image, so the memory used is the decoded image and one small text tile.
 *
 * The photon module is passed in, so the Worker (workerd build) and the Node benchmark (node build)
 * share this code.
 */
import type * as Photon from "@cf-wasm/photon";

export type PhotonModule = Pick<typeof Photon, "PhotonImage" | "Rgba" | "draw_text_with_color">;

export const watermarkStyle = {
  angleDegrees: -30,
  opacity: 0.15,
  /** Space between repetitions, in font sizes: along the text and between rows. */
  gapAlong: 2.5,
  gapAcross: 3,
  minFontSize: 30,
  jpegQuality: 90,
} as const;

export const watermarkFontSize = (height: number) =>
  Math.max(Math.round(height / 15), watermarkStyle.minFontSize);

export interface TextTile {
  width: number;
  height: number;
  /** Coverage 0–255 per pixel, row by row. */
  coverage: Uint8Array;
}

/** The text drawn once, white on transparent, cropped to its ink (an export draws it at its own size). */
export function textTile(photon: PhotonModule, text: string, fontSize: number): TextTile {
  const canvasWidth = Math.ceil(fontSize * 0.75 * text.length + fontSize);
  const canvasHeight = Math.ceil(fontSize * 1.6);
  const canvas = new photon.PhotonImage(
    new Uint8Array(canvasWidth * canvasHeight * 4),
    canvasWidth,
    canvasHeight,
  );
  try {
    // The colour is moved into WASM by the call (and freed there).
    photon.draw_text_with_color(canvas, text, 0, 0, fontSize, new photon.Rgba(255, 255, 255, 255));
    const pixels = canvas.get_raw_pixels();
    let minX = canvasWidth;
    let maxX = -1;
    let minY = canvasHeight;
    let maxY = -1;
    for (let y = 0; y < canvasHeight; y++) {
      for (let x = 0; x < canvasWidth; x++) {
        if (pixels[(y * canvasWidth + x) * 4 + 3]! > 0) {
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
        }
      }
    }
    if (maxX < 0) return { width: 1, height: 1, coverage: new Uint8Array(1) };
    const width = maxX - minX + 1;
    const height = maxY - minY + 1;
    const coverage = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        coverage[y * width + x] = pixels[((y + minY) * canvasWidth + x + minX) * 4 + 3]!;
      }
    }
    return { width, height, coverage };
  } finally {
    canvas.free();
  }
}

/**
 * Lays the repeated text over RGBA pixels in place. Each pixel is mapped into the rotated pattern's
 * coordinates (u along the text, v across it); rows are offset by half a period, like bricks.
 */
export function applyWatermarkPattern(
  pixels: Uint8Array,
  width: number,
  height: number,
  tile: TextTile,
  fontSize: number,
) {
  applyWatermarkRows({ pixels, channels: 4, width, height, top: 0, rows: height, tile, fontSize });
}

/**
 * The same pattern on `rows` rows of a `width`×`height` image that start at row `top`, held in
 * `pixels` (RGBA or packed RGB, `channels` 4 or 3): an export watermarks its output band by band
 * (docs/decisions/023-export-at-the-plans-resolution.md) and gets exactly the mark a whole image
 * of that size would get.
 */
export function applyWatermarkRows(band: {
  pixels: Uint8Array;
  channels: 3 | 4;
  width: number;
  height: number;
  top: number;
  rows: number;
  tile: TextTile;
  fontSize: number;
}) {
  const { pixels, channels, width, height, top, rows, tile, fontSize } = band;
  const angle = (watermarkStyle.angleDegrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const periodU = tile.width + fontSize * watermarkStyle.gapAlong;
  const periodV = tile.height + fontSize * watermarkStyle.gapAcross;
  const alphaScale = watermarkStyle.opacity / 255;
  const cx = width / 2;
  const cy = height / 2;
  for (let r = 0; r < rows; r++) {
    const dy = top + r - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      // Rotate the pixel back by the pattern's angle: the text runs along u.
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      const row = Math.floor(v / periodV);
      const tv = Math.floor(v - row * periodV);
      if (tv >= tile.height) continue;
      const shifted = u + (row & 1 ? periodU / 2 : 0);
      const tu = Math.floor(shifted - Math.floor(shifted / periodU) * periodU);
      if (tu >= tile.width) continue;
      const ink = tile.coverage[tv * tile.width + tu]!;
      if (ink === 0) continue;
      const a = ink * alphaScale;
      const i = (r * width + x) * channels;
      pixels[i] = pixels[i]! + (255 - pixels[i]!) * a;
      pixels[i + 1] = pixels[i + 1]! + (255 - pixels[i + 1]!) * a;
      pixels[i + 2] = pixels[i + 2]! + (255 - pixels[i + 2]!) * a;
    }
  }
}

/** A JPEG (or PNG, WebP) in, the watermarked JPEG out. */
export function watermarkImage(photon: PhotonModule, image: Uint8Array, text: string): Uint8Array {
  const source = photon.PhotonImage.new_from_byteslice(image);
  let width: number;
  let height: number;
  let pixels: Uint8Array;
  try {
    width = source.get_width();
    height = source.get_height();
    pixels = source.get_raw_pixels();
  } finally {
    source.free();
  }
  const fontSize = watermarkFontSize(height);
  applyWatermarkPattern(pixels, width, height, textTile(photon, text, fontSize), fontSize);
  const output = new photon.PhotonImage(pixels, width, height);
  try {
    return output.get_bytes_jpeg(watermarkStyle.jpegQuality);
  } finally {
    output.free();
  }
}
