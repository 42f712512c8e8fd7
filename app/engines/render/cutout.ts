/**
 * The creator's cut-out laid on the picture in JavaScript (docs/decisions/022-creator-photo-as-hero.md):
 * the cut-out resampled to where the layout placed it, graded, over a glow and an outline that
 * follow its silhouette (its alpha blurred wide and narrow, tinted). Only the part of the canvas
 * around the cut-out is worked on, in a few buffers of that size.
 */
import { canvas, type Rect } from "~/engines/render/geometry";
import { hexToRgb } from "~/engines/render/palettes";
import type { RgbaImage } from "~/engines/render/pixels";

export interface CutoutLook {
  /** Where the whole picture goes (canvas px; may pass the edges). */
  rect: Rect;
  outline: { color: string; width: number };
  glow: string;
}

/**
 * `source` resampled (bilinear, alpha-weighted so the transparent background does not bleed into
 * the edge) to where it lands in `area` of the canvas: straight RGBA of `area`'s size.
 */
export function placeScaled(source: RgbaImage, rect: Rect, area: Rect): RgbaImage {
  const out = new Uint8Array(area.width * area.height * 4);
  const sx = source.width / rect.width;
  const sy = source.height / rect.height;
  const src = source.pixels;
  const maxX = source.width - 1;
  const maxY = source.height - 1;
  for (let row = 0; row < area.height; row++) {
    const fy = (area.y + row - rect.y + 0.5) * sy - 0.5;
    if (fy < -0.5 || fy > maxY + 0.5) continue;
    const cy = Math.max(0, Math.min(maxY, fy));
    const y0 = Math.floor(cy);
    const y1 = Math.min(maxY, y0 + 1);
    const wy = cy - y0;
    for (let column = 0; column < area.width; column++) {
      const fx = (area.x + column - rect.x + 0.5) * sx - 0.5;
      if (fx < -0.5 || fx > maxX + 0.5) continue;
      const cx = Math.max(0, Math.min(maxX, fx));
      const x0 = Math.floor(cx);
      const x1 = Math.min(maxX, x0 + 1);
      const wx = cx - x0;
      // The four neighbours, each weighted by its share and its opacity.
      const i00 = (y0 * source.width + x0) * 4;
      const i01 = (y0 * source.width + x1) * 4;
      const i10 = (y1 * source.width + x0) * 4;
      const i11 = (y1 * source.width + x1) * 4;
      const w00 = (1 - wx) * (1 - wy) * src[i00 + 3]!;
      const w01 = wx * (1 - wy) * src[i01 + 3]!;
      const w10 = (1 - wx) * wy * src[i10 + 3]!;
      const w11 = wx * wy * src[i11 + 3]!;
      const a = w00 + w01 + w10 + w11;
      const r = src[i00]! * w00 + src[i01]! * w01 + src[i10]! * w10 + src[i11]! * w11;
      const g = src[i00 + 1]! * w00 + src[i01 + 1]! * w01 + src[i10 + 1]! * w10 + src[i11 + 1]! * w11;
      const b = src[i00 + 2]! * w00 + src[i01 + 2]! * w01 + src[i10 + 2]! * w10 + src[i11 + 2]! * w11;
      const o = (row * area.width + column) * 4;
      if (a > 0) {
        out[o] = r / a;
        out[o + 1] = g / a;
        out[o + 2] = b / a;
      }
      out[o + 3] = a;
    }
  }
  return { width: area.width, height: area.height, pixels: out };
}

/** A box blur of `radius` px each way, horizontal then vertical, in place (running sums). */
function boxBlur(values: Float32Array, width: number, height: number, radius: number) {
  const line = new Float32Array(Math.max(width, height));
  const scale = 1 / (radius * 2 + 1);
  // One line of `length` values, `stride` apart from `start`.
  const blurLine = (start: number, stride: number, length: number) => {
    for (let k = 0, i = start; k < length; k++, i += stride) line[k] = values[i]!;
    let sum = 0;
    for (let k = 0; k < Math.min(radius, length); k++) sum += line[k]!;
    for (let k = 0, i = start; k < length; k++, i += stride) {
      if (k + radius < length) sum += line[k + radius]!;
      if (k > radius) sum -= line[k - radius - 1]!;
      values[i] = sum * scale;
    }
  };
  for (let y = 0; y < height; y++) blurLine(y * width, 1, width);
  for (let x = 0; x < width; x++) blurLine(x, width, height);
}

/** `alpha` (width×height) averaged over blocks of `factor`×`factor`: a smaller mask to blur wide. */
function shrink(alpha: Float32Array, width: number, height: number, factor: number) {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const out = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.floor(x / factor);
      out[cell] = out[cell]! + alpha[y * width + x]!;
    }
  }
  const area = factor * factor;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / area;
  return { values: out, width: w, height: h };
}

/**
 * The cut-out drawn on the opaque `base` (the canvas), in place: its glow (the silhouette blurred
 * wide, worked on a quarter-size mask), its outline (blurred by the stroke's width and pushed to
 * opaque: a dilation), then the subject itself, graded by `grade`.
 */
export function drawCutout(
  base: RgbaImage,
  source: RgbaImage,
  look: CutoutLook,
  grade: (image: RgbaImage) => void,
) {
  const { rect } = look;
  const stroke = Math.max(1, Math.round(look.outline.width));
  const spread = stroke * 4;
  const x0 = Math.max(0, Math.floor(rect.x) - spread);
  const y0 = Math.max(0, Math.floor(rect.y) - spread);
  const x1 = Math.min(canvas.width, Math.ceil(rect.x + rect.width) + spread);
  const y1 = Math.min(canvas.height, Math.ceil(rect.y + rect.height) + spread);
  if (x1 <= x0 || y1 <= y0) return;
  const area = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  const subject = placeScaled(source, rect, area);
  grade(subject);
  const { width, height } = area;
  const size = width * height;
  const outline = new Float32Array(size);
  for (let i = 0; i < size; i++) outline[i] = subject.pixels[i * 4 + 3]! / 255;
  const factor = 4;
  const glow = shrink(outline, width, height, factor);
  const wide = Math.round(spread / factor);
  boxBlur(glow.values, glow.width, glow.height, wide);
  boxBlur(glow.values, glow.width, glow.height, wide);
  boxBlur(outline, width, height, stroke);
  const glowColour = hexToRgb(look.glow);
  const outlineColour = hexToRgb(look.outline.color);
  const p = subject.pixels;
  const out = base.pixels;
  for (let row = 0; row < height; row++) {
    const glowRow = Math.floor(row / factor) * glow.width;
    for (let column = 0; column < width; column++) {
      const i = row * width + column;
      const g = Math.min(1, glow.values[glowRow + Math.floor(column / factor)]! * 1.6) * 0.75;
      const line = Math.min(1, outline[i]! * 3);
      const a = p[i * 4 + 3]! / 255;
      if (g <= 0.004 && line <= 0.004 && a === 0) continue;
      const o = ((area.y + row) * base.width + area.x + column) * 4;
      for (let k = 0; k < 3; k++) {
        let v = out[o + k]!;
        v += (glowColour[k]! - v) * g;
        v += (outlineColour[k]! - v) * line;
        v += (p[i * 4 + k]! - v) * a;
        out[o + k] = v;
      }
    }
  }
}
