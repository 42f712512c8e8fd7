/**
 * The thumbnail score's measures of pixels alone (docs/decisions/024-thumbnail-score.md): the
 * reduced copy every pixel measure works on (320×180, so the score stays within its 50 ms), the
 * WCAG luminance of each pixel, the edge density that stands for clutter, the colourfulness and
 * the contrast with YouTube's light and dark feeds. Pure JavaScript, no WASM.
 */
import { canvas, type Rect } from "~/engines/render/geometry";
import { coverCrop, type RgbaImage } from "~/engines/render/pixels";

/** The size the pixel measures work at: a 16:9 copy a quarter of the canvas wide. */
export const reducedSize = { width: 320, height: 180 } as const;

/** `image` shrunk by a whole `factor` each way, each pixel the mean of the factor² it covers. */
function boxShrink(image: RgbaImage, factor: number): RgbaImage {
  const width = image.width / factor;
  const height = image.height / factor;
  const src = image.pixels;
  const out = new Uint8Array(width * height * 4);
  const row = new Uint32Array(width * 3);
  const count = factor * factor;
  for (let oy = 0; oy < height; oy++) {
    row.fill(0);
    for (let y = oy * factor; y < (oy + 1) * factor; y++) {
      let i = y * image.width * 4;
      for (let ox = 0; ox < width; ox++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = 0; k < factor; k++, i += 4) {
          r += src[i]!;
          g += src[i + 1]!;
          b += src[i + 2]!;
        }
        row[ox * 3] = row[ox * 3]! + r;
        row[ox * 3 + 1] = row[ox * 3 + 1]! + g;
        row[ox * 3 + 2] = row[ox * 3 + 2]! + b;
      }
    }
    for (let ox = 0, o = oy * width * 4; ox < width; ox++, o += 4) {
      out[o] = row[ox * 3]! / count;
      out[o + 1] = row[ox * 3 + 1]! / count;
      out[o + 2] = row[ox * 3 + 2]! / count;
      out[o + 3] = 255;
    }
  }
  return { width, height, pixels: out };
}

/**
 * The image as the measures see it: 320×180, cover-cropped to 16:9 when its aspect differs. A
 * whole multiple of that size (the stored 1280×720) is box-averaged directly, several times faster.
 */
export function reduce(image: RgbaImage): RgbaImage {
  const { width, height } = reducedSize;
  if (image.width === width && image.height === height) return image;
  const factor = image.width / width;
  if (Number.isInteger(factor) && image.height === height * factor) return boxShrink(image, factor);
  return coverCrop(image, width, height);
}

/** sRGB channel (0–255) → linear light, as WCAG's relative luminance defines it. */
const linear = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** WCAG relative luminance of an sRGB colour (0 black, 1 white). */
export const relativeLuminance = (r: number, g: number, b: number) =>
  0.2126 * linear[r]! + 0.7152 * linear[g]! + 0.0722 * linear[b]!;

/** WCAG contrast ratio of two relative luminances (1 to 21). */
export function contrastOf(a: number, b: number): number {
  return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}

/** Every pixel's relative luminance, row by row. */
export function luminanceMap(image: RgbaImage): Float32Array {
  const p = image.pixels;
  const out = new Float32Array(image.width * image.height);
  for (let i = 0, o = 0; o < out.length; i += 4, o++) out[o] = relativeLuminance(p[i]!, p[i + 1]!, p[i + 2]!);
  return out;
}

/**
 * A Sobel gradient stronger than this (on 0–255 luma; a sharp black-to-white step gives 1020)
 * counts as an edge: a step of about 40 levels between neighbours, which JPEG noise and soft
 * gradients never reach but a hard shape, a letter or a busy texture always do.
 */
export const edgeThreshold = 160;

/**
 * The share (0–1) of the image's pixels on an edge (Sobel magnitude over `edgeThreshold`), the
 * pixels inside `exclude` (canvas px) left out.
 */
export function edgeDensity(image: RgbaImage, exclude: Rect[] = []): number {
  const { width: w, height: h, pixels: p } = image;
  const scale = w / canvas.width;
  const skip = new Uint8Array(w * h);
  for (const rect of exclude) {
    const x0 = Math.max(0, Math.floor(rect.x * scale));
    const x1 = Math.min(w, Math.ceil((rect.x + rect.width) * scale));
    const y0 = Math.max(0, Math.floor(rect.y * scale));
    const y1 = Math.min(h, Math.ceil((rect.y + rect.height) * scale));
    for (let y = y0; y < y1; y++) skip.fill(1, y * w + x0, y * w + Math.max(x0, x1));
  }
  const luma = new Float32Array(w * h);
  for (let i = 0, o = 0; o < luma.length; i += 4, o++)
    luma[o] = 0.2126 * p[i]! + 0.7152 * p[i + 1]! + 0.0722 * p[i + 2]!;
  let edges = 0;
  let counted = 0;
  const limit = edgeThreshold * edgeThreshold;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (skip[i]) continue;
      counted++;
      const a = luma[i - w - 1]!;
      const b = luma[i - w]!;
      const c = luma[i - w + 1]!;
      const d = luma[i - 1]!;
      const f = luma[i + 1]!;
      const g = luma[i + w - 1]!;
      const k = luma[i + w]!;
      const l = luma[i + w + 1]!;
      const gx = c + 2 * f + l - (a + 2 * d + g);
      const gy = g + 2 * k + l - (a + 2 * b + c);
      if (gx * gx + gy * gy > limit) edges++;
    }
  }
  return counted ? edges / counted : 0;
}

/**
 * Hasler and Süsstrunk's colourfulness (2003): the spread and the mean of the opponent channels
 * rg = R − G and yb = (R + G)/2 − B. About 0 for grey, 15 "slightly", 33 "moderately", 45
 * "quite", 59 "highly" and 82 "extremely" colourful, by their observers' ratings.
 */
export function colourfulness(image: RgbaImage): number {
  const p = image.pixels;
  const n = image.width * image.height;
  let sumRg = 0;
  let sumYb = 0;
  let sqRg = 0;
  let sqYb = 0;
  for (let i = 0; i < p.length; i += 4) {
    const rg = p[i]! - p[i + 1]!;
    const yb = (p[i]! + p[i + 1]!) / 2 - p[i + 2]!;
    sumRg += rg;
    sumYb += yb;
    sqRg += rg * rg;
    sqYb += yb * yb;
  }
  const meanRg = sumRg / n;
  const meanYb = sumYb / n;
  const varRg = Math.max(0, sqRg / n - meanRg * meanRg);
  const varYb = Math.max(0, sqYb / n - meanYb * meanYb);
  return Math.sqrt(varRg + varYb) + 0.3 * Math.hypot(meanRg, meanYb);
}

/** YouTube's feed backgrounds: the light theme's white and the dark theme's #0f0f0f. */
export const feedLuminance = { light: 1, dark: relativeLuminance(15, 15, 15) } as const;

/**
 * How the thumbnail stands out from each feed: the WCAG ratio between the feed's colour and the
 * mean luminance of the thumbnail's outer band (its outer tenth each side, where it meets the feed).
 */
export function feedContrast(luminance: Float32Array, width: number, height: number) {
  const bandX = Math.round(width / 10);
  const bandY = Math.round(height / 10);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    const inBandRow = y < bandY || y >= height - bandY;
    for (let x = 0; x < width; x++) {
      if (!inBandRow && x >= bandX && x < width - bandX) continue;
      sum += luminance[y * width + x]!;
      count++;
    }
  }
  const mean = sum / Math.max(1, count);
  return { light: contrastOf(mean, feedLuminance.light), dark: contrastOf(mean, feedLuminance.dark) };
}
