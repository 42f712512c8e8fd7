/**
 * Pixel work done in plain JavaScript on RGBA buffers (faster here than photon's resize, and the
 * same in Node and workerd): cover-cropping a photo to a size, grading it toward the palette,
 * blurring, dulling the "before" half, laying the rendered overlay on top and adding film grain.
 */
import type { PhotoGrade } from "~/engines/render/art-direction";
import type { Rgb } from "~/engines/render/palettes";
import type { Random } from "~/engines/render/random";

/** Straight (not premultiplied) RGBA, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/**
 * The part of a `source.width`×`source.height` picture (in its px) that `coverCrop` shows at
 * `width`×`height`: the layouts use it to know where the subject of a photo lands.
 */
export function coverWindow(
  source: { width: number; height: number },
  width: number,
  height: number,
  focus = { x: 0.5, y: 0.5 },
  zoom = 1,
) {
  const aspect = width / height;
  let cropWidth: number;
  let cropHeight: number;
  if (source.width / source.height > aspect) {
    cropHeight = source.height / zoom;
    cropWidth = cropHeight * aspect;
  } else {
    cropWidth = source.width / zoom;
    cropHeight = cropWidth / aspect;
  }
  const left = Math.max(0, Math.min(source.width - cropWidth, focus.x * source.width - cropWidth / 2));
  const top = Math.max(0, Math.min(source.height - cropHeight, focus.y * source.height - cropHeight / 2));
  return { left, top, cropWidth, cropHeight };
}

/**
 * The part of `source` that covers `width`×`height` (like CSS object-fit: cover), centred on `focus`
 * (fractions of the source) and magnified by `zoom`, resampled: box-averaged when shrinking by 1.5×
 * or more, bilinear otherwise.
 */
export function coverCrop(
  source: RgbaImage,
  width: number,
  height: number,
  focus = { x: 0.5, y: 0.5 },
  zoom = 1,
): RgbaImage {
  const { left, top, cropWidth, cropHeight } = coverWindow(source, width, height, focus, zoom);
  const out = new Uint8Array(width * height * 4);
  const sx = cropWidth / width;
  const sy = cropHeight / height;
  const src = source.pixels;
  const stride = source.width * 4;
  if (sx >= 1.5) {
    for (let oy = 0; oy < height; oy++) {
      const y0 = Math.floor(top + oy * sy);
      const y1 = Math.min(source.height, Math.max(y0 + 1, Math.floor(top + (oy + 1) * sy)));
      for (let ox = 0; ox < width; ox++) {
        const x0 = Math.floor(left + ox * sx);
        const x1 = Math.min(source.width, Math.max(x0 + 1, Math.floor(left + (ox + 1) * sx)));
        let r = 0;
        let g = 0;
        let b = 0;
        for (let y = y0; y < y1; y++) {
          let i = y * stride + x0 * 4;
          for (let x = x0; x < x1; x++, i += 4) {
            r += src[i]!;
            g += src[i + 1]!;
            b += src[i + 2]!;
          }
        }
        const count = (y1 - y0) * (x1 - x0);
        const o = (oy * width + ox) * 4;
        out[o] = r / count;
        out[o + 1] = g / count;
        out[o + 2] = b / count;
        out[o + 3] = 255;
      }
    }
    return { width, height, pixels: out };
  }
  const maxX = source.width - 1;
  const maxY = source.height - 1;
  for (let oy = 0; oy < height; oy++) {
    const fy = Math.max(0, Math.min(maxY, top + (oy + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(maxY, y0 + 1);
    const wy = fy - y0;
    for (let ox = 0; ox < width; ox++) {
      const fx = Math.max(0, Math.min(maxX, left + (ox + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(maxX, x0 + 1);
      const wx = fx - x0;
      const a = y0 * stride + x0 * 4;
      const b = y0 * stride + x1 * 4;
      const c = y1 * stride + x0 * 4;
      const d = y1 * stride + x1 * 4;
      const o = (oy * width + ox) * 4;
      for (let k = 0; k < 3; k++) {
        const top = src[a + k]! + (src[b + k]! - src[a + k]!) * wx;
        const low = src[c + k]! + (src[d + k]! - src[c + k]!) * wx;
        out[o + k] = top + (low - top) * wy;
      }
      out[o + 3] = 255;
    }
  }
  return { width, height, pixels: out };
}

/** Whether any pixel is not fully opaque (a cut-out), looked at every `step`-th pixel. */
function hasTransparency(image: RgbaImage, step = 7): boolean {
  const p = image.pixels;
  for (let i = 3; i < p.length; i += 4 * step) if (p[i]! < 255) return true;
  return false;
}

/**
 * `source` shrunk to `width`×`height` keeping its transparency: each pixel the box average of the
 * pixels it covers, colours weighted by their opacity (so the colour hidden under a transparent
 * background does not fringe the subject).
 */
function shrinkWithAlpha(source: RgbaImage, width: number, height: number): RgbaImage {
  const out = new Uint8Array(width * height * 4);
  const sx = source.width / width;
  const sy = source.height / height;
  const src = source.pixels;
  for (let oy = 0; oy < height; oy++) {
    const y0 = Math.floor(oy * sy);
    const y1 = Math.min(source.height, Math.max(y0 + 1, Math.floor((oy + 1) * sy)));
    for (let ox = 0; ox < width; ox++) {
      const x0 = Math.floor(ox * sx);
      const x1 = Math.min(source.width, Math.max(x0 + 1, Math.floor((ox + 1) * sx)));
      let a = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0, i = (y * source.width + x0) * 4; x < x1; x++, i += 4) {
          const w = src[i + 3]!;
          a += w;
          r += src[i]! * w;
          g += src[i + 1]! * w;
          b += src[i + 2]! * w;
        }
      }
      const o = (oy * width + ox) * 4;
      if (a > 0) {
        out[o] = r / a;
        out[o + 1] = g / a;
        out[o + 2] = b / a;
      }
      out[o + 3] = a / ((y1 - y0) * (x1 - x0));
    }
  }
  return { width, height, pixels: out };
}

/**
 * A smaller copy whose longer side is at most `maxSide` (the same image when already small); a
 * cut-out keeps its transparency.
 */
export function limitSize(source: RgbaImage, maxSide: number): RgbaImage {
  const scale = maxSide / Math.max(source.width, source.height);
  if (scale >= 1) return source;
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  return hasTransparency(source) ? shrinkWithAlpha(source, width, height) : coverCrop(source, width, height);
}

/**
 * Grades in place: contrast and brightness, saturation, then a pull toward the palette's duotone
 * (shadows to `dark`, highlights to `light`) by `grade.tint`.
 */
export function gradePhoto(image: RgbaImage, grade: PhotoGrade, dark: Rgb, light: Rgb) {
  const p = image.pixels;
  const curve = new Float32Array(256);
  for (let v = 0; v < 256; v++)
    curve[v] = clamp255(((v / 255 - 0.5) * grade.contrast + 0.5) * grade.brightness * 255);
  const { saturation, tint } = grade;
  for (let i = 0; i < p.length; i += 4) {
    let r = curve[p[i]!]!;
    let g = curve[p[i + 1]!]!;
    let b = curve[p[i + 2]!]!;
    const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    r = lum + (r - lum) * saturation;
    g = lum + (g - lum) * saturation;
    b = lum + (b - lum) * saturation;
    if (tint > 0) {
      const t = lum / 255;
      r += (dark[0] + (light[0] - dark[0]) * t - r) * tint;
      g += (dark[1] + (light[1] - dark[1]) * t - g) * tint;
      b += (dark[2] + (light[2] - dark[2]) * t - b) * tint;
    }
    p[i] = clamp255(r);
    p[i + 1] = clamp255(g);
    p[i + 2] = clamp255(b);
  }
}

/** Multiplies the colours in place (0.6 darkens by 40%). */
export function darken(image: RgbaImage, factor: number) {
  const p = image.pixels;
  for (let i = 0; i < p.length; i += 4) {
    p[i] = p[i]! * factor;
    p[i + 1] = p[i + 1]! * factor;
    p[i + 2] = p[i + 2]! * factor;
  }
}

/** The "before" look, in place: nearly grey, flat and a little dark. */
export function dull(image: RgbaImage) {
  const p = image.pixels;
  for (let i = 0; i < p.length; i += 4) {
    const lum = 0.2126 * p[i]! + 0.7152 * p[i + 1]! + 0.0722 * p[i + 2]!;
    const flat = 60 + lum * 0.55;
    p[i] = flat + (p[i]! - lum) * 0.12;
    p[i + 1] = flat + (p[i + 1]! - lum) * 0.12;
    p[i + 2] = flat + 6 + (p[i + 2]! - lum) * 0.12;
  }
}

/**
 * `coverCrop`, softly blurred: the crop is taken `factor` times smaller (box-averaged), smoothed
 * with a 3×3 mean, and scaled up bilinearly — a wide blur for the cost of a small image.
 */
export function blurredCover(
  source: RgbaImage,
  width: number,
  height: number,
  focus = { x: 0.5, y: 0.5 },
  zoom = 1,
  factor = 14,
): RgbaImage {
  const small = coverCrop(
    source,
    Math.max(2, Math.round(width / factor)),
    Math.max(2, Math.round(height / factor)),
    focus,
    zoom,
  );
  const { width: w, height: h, pixels } = small;
  const copy = new Uint8Array(pixels);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const yy = y + dy;
            const xx = x + dx;
            if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
            sum += copy[(yy * w + xx) * 4 + k]!;
            count++;
          }
        }
        pixels[(y * w + x) * 4 + k] = sum / count;
      }
    }
  }
  return coverCrop(small, width, height);
}

/** A solid image of one colour. */
export function solid(width: number, height: number, [r, g, b]: Rgb): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
    pixels[i + 3] = 255;
  }
  return { width, height, pixels };
}

/** Copies `part` into `target` at (x, y), in place. */
export function paste(target: RgbaImage, part: RgbaImage, x: number, y: number) {
  for (let row = 0; row < part.height; row++) {
    const ty = y + row;
    if (ty < 0 || ty >= target.height) continue;
    const from = Math.max(0, -x);
    const to = Math.min(part.width, target.width - x);
    if (to <= from) continue;
    target.pixels.set(
      part.pixels.subarray((row * part.width + from) * 4, (row * part.width + to) * 4),
      (ty * target.width + x + from) * 4,
    );
  }
}

/** Lays premultiplied RGBA (resvg's output) over the opaque `base`, in place. */
export function compositeOver(base: RgbaImage, overlay: Uint8Array) {
  const p = base.pixels;
  for (let i = 0; i < p.length; i += 4) {
    const a = overlay[i + 3]!;
    if (a === 0) continue;
    if (a === 255) {
      p[i] = overlay[i]!;
      p[i + 1] = overlay[i + 1]!;
      p[i + 2] = overlay[i + 2]!;
      continue;
    }
    const keep = (255 - a) / 255;
    p[i] = overlay[i]! + p[i]! * keep;
    p[i + 1] = overlay[i + 1]! + p[i + 1]! * keep;
    p[i + 2] = overlay[i + 2]! + p[i + 2]! * keep;
  }
}

/** Film grain in place: one seeded noise value per pixel, ±amount on all three channels. */
export function addGrain(image: RgbaImage, amount: number, random: Random) {
  if (amount <= 0) return;
  const p = image.pixels;
  let state = Math.floor(random() * 0xffffffff) | 1;
  for (let i = 0; i < p.length; i += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state >>> 0) / 0xffffffff - 0.5) * 2 * amount;
    p[i] = clamp255(p[i]! + noise);
    p[i + 1] = clamp255(p[i + 1]! + noise);
    p[i + 2] = clamp255(p[i + 2]! + noise);
  }
}

/** Base64 of bytes, in chunks (no Buffer in workerd without nodejs_compat). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
