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
      const corners = [
        [(y0 * source.width + x0) * 4, (1 - wx) * (1 - wy)],
        [(y0 * source.width + x1) * 4, wx * (1 - wy)],
        [(y1 * source.width + x0) * 4, (1 - wx) * wy],
        [(y1 * source.width + x1) * 4, wx * wy],
      ] as const;
      let a = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [i, w] of corners) {
        const weight = w * src[i + 3]!;
        a += weight;
        r += src[i]! * weight;
        g += src[i + 1]! * weight;
        b += src[i + 2]! * weight;
      }
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
  const pass = (count: number, length: number, at: (i: number, k: number) => number) => {
    for (let i = 0; i < count; i++) {
      let sum = 0;
      for (let k = 0; k < length; k++) line[k] = values[at(i, k)]!;
      for (let k = 0; k < Math.min(radius, length); k++) sum += line[k]!;
      for (let k = 0; k < length; k++) {
        if (k + radius < length) sum += line[k + radius]!;
        if (k - radius - 1 >= 0) sum -= line[k - radius - 1]!;
        values[at(i, k)] = sum / (radius * 2 + 1);
      }
    }
  };
  pass(height, width, (y, x) => y * width + x);
  pass(width, height, (x, y) => y * width + x);
}

/** Lays `colour` over `base` at `area`, with each pixel's opacity from `alpha` (0–1), in place. */
function tint(base: RgbaImage, area: Rect, alpha: Float32Array, colour: [number, number, number]) {
  for (let row = 0; row < area.height; row++) {
    for (let column = 0; column < area.width; column++) {
      const a = alpha[row * area.width + column]!;
      if (a <= 0.004) continue;
      const o = ((area.y + row) * base.width + area.x + column) * 4;
      for (let k = 0; k < 3; k++) base.pixels[o + k] = base.pixels[o + k]! + (colour[k]! - base.pixels[o + k]!) * a;
    }
  }
}

/**
 * The cut-out drawn on the opaque `base` (the canvas), in place: its glow, its outline, then the
 * subject itself, graded by `grade`.
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
  const size = area.width * area.height;
  const outline = new Float32Array(size);
  for (let i = 0; i < size; i++) outline[i] = subject.pixels[i * 4 + 3]! / 255;
  const glow = Float32Array.from(outline);
  // The glow: the silhouette blurred wide (twice, for a soft falloff), half strength.
  boxBlur(glow, area.width, area.height, spread);
  boxBlur(glow, area.width, area.height, spread);
  for (let i = 0; i < size; i++) glow[i] = Math.min(1, glow[i]! * 1.6) * 0.75;
  // The outline: the silhouette blurred by the stroke's width and pushed to opaque (a dilation).
  boxBlur(outline, area.width, area.height, stroke);
  for (let i = 0; i < size; i++) outline[i] = Math.min(1, outline[i]! * 3);
  tint(base, area, glow, hexToRgb(look.glow));
  tint(base, area, outline, hexToRgb(look.outline.color));
  const p = subject.pixels;
  for (let row = 0; row < area.height; row++) {
    for (let column = 0; column < area.width; column++) {
      const i = (row * area.width + column) * 4;
      const a = p[i + 3]! / 255;
      if (a === 0) continue;
      const o = ((area.y + row) * base.width + area.x + column) * 4;
      for (let k = 0; k < 3; k++) base.pixels[o + k] = base.pixels[o + k]! + (p[i + k]! - base.pixels[o + k]!) * a;
    }
  }
}
