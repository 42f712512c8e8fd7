/** What the export tests share: a background, the export collected, decoded band by band and shrunk. */
import { decodeJpegRows } from "~/engines/media/jpeg-stream-decoder";
import type { RgbaImage } from "~/engines/render/pixels";
import type { RenderEngine } from "~/engines/render/render-engine";

/** A 1280×720 background JPEG: a dark diagonal gradient (so an upscale has something to keep). */
export function gradientBackground(engine: RenderEngine, rgb: [number, number, number] | null = null) {
  const width = 1280;
  const height = 720;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const t = (x + y) / (width + height);
      pixels[i] = rgb ? rgb[0] : 20 + 60 * t;
      pixels[i + 1] = rgb ? rgb[1] : 30 + 40 * t;
      pixels[i + 2] = rgb ? rgb[2] : 70 + 50 * (1 - t);
      pixels[i + 3] = 255;
    }
  return engine.encodeJpeg({ width, height, pixels }, 92);
}

/** The chunks a sink received, joined. */
export function joined(chunks: Uint8Array[]) {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * A JPEG decoded band by band (never whole) and box-averaged to `width`×`height` (which must divide
 * its size), plus the rows `keep` asks for at full size: how an 8K export is checked in a test.
 */
export async function shrunkJpeg(
  jpeg: Uint8Array,
  width: number,
  height: number,
  keep?: { top: number; rows: number },
  litAbove = 255,
): Promise<{
  image: RgbaImage;
  size: { width: number; height: number };
  kept: Uint8Array | null;
  /** Full-size pixels whose red, green and blue are all above `litAbove`. */
  lit: number;
}> {
  let lit = 0;
  let sums: Float64Array | null = null;
  let factor = 0;
  let kept: Uint8Array | null = null;
  let fullWidth = 0;
  const size = await decodeJpegRows(jpeg, (rgb, y, rows) => {
    if (!sums) {
      fullWidth = rgb.length / 3 / rows;
      factor = fullWidth / width;
      sums = new Float64Array(width * height * 3);
      if (keep) kept = new Uint8Array(keep.rows * fullWidth * 3);
    }
    for (let r = 0; r < rows; r++) {
      const row = y + r;
      const target = Math.floor(row / factor) * width * 3;
      for (let x = 0; x < fullWidth; x++) {
        const t = target + Math.floor(x / factor) * 3;
        const s = (r * fullWidth + x) * 3;
        const into = sums!;
        if (rgb[s]! > litAbove && rgb[s + 1]! > litAbove && rgb[s + 2]! > litAbove) lit += 1;
        into[t] = into[t]! + rgb[s]!;
        into[t + 1] = into[t + 1]! + rgb[s + 1]!;
        into[t + 2] = into[t + 2]! + rgb[s + 2]!;
      }
      if (keep && kept && row >= keep.top && row < keep.top + keep.rows)
        kept.set(rgb.subarray(r * fullWidth * 3, (r + 1) * fullWidth * 3), (row - keep.top) * fullWidth * 3);
    }
  });
  const pixels = new Uint8Array(width * height * 4);
  const area = factor * factor;
  for (let p = 0; p < width * height; p++) {
    for (let k = 0; k < 3; k++) pixels[p * 4 + k] = Math.round(sums![p * 3 + k]! / area);
    pixels[p * 4 + 3] = 255;
  }
  return { image: { width, height, pixels }, size: { width: size.width, height: size.height }, kept, lit };
}

/** Mean absolute difference of two same-sized RGBA images, 0–255. */
export function meanDifference(a: RgbaImage, b: RgbaImage) {
  let sum = 0;
  for (let i = 0; i < a.pixels.length; i += 4)
    for (let k = 0; k < 3; k++) sum += Math.abs(a.pixels[i + k]! - b.pixels[i + k]!);
  return sum / ((a.pixels.length / 4) * 3);
}

/** An RGBA image box-averaged by a whole `factor`. */
export function boxShrink(image: RgbaImage, factor: number): RgbaImage {
  const width = image.width / factor;
  const height = image.height / factor;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++)
          for (let dx = 0; dx < factor; dx++)
            sum += image.pixels[((y * factor + dy) * image.width + x * factor + dx) * 4 + k]!;
        pixels[o + k] = Math.round(sum / factor / factor);
      }
      pixels[o + 3] = 255;
    }
  return { width, height, pixels };
}
