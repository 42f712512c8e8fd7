/**
 * The arithmetic of the cut-out, apart from the browser so it can be tested: whether the model found
 * a person, the soft alpha of the edge, and the subject's box. `confidence` is one byte per pixel,
 * the segmentation model's certainty that the pixel is the person (0–255).
 */

/** Pixels at or above this count as the subject (half certain). */
const subjectLevel = 128;
/** Below this the pixel is background for certain; above `opaqueLevel` it is the person for certain. */
const transparentLevel = 26;
const opaqueLevel = 178;
/** Near-certain pixels, for telling a person (a crisp mask) from an object the model half-guesses. */
const certainLevel = 230;

export interface MaskVerdict {
  /** Share of the picture that is the subject. */
  coverage: number;
  /** Share of the mask's pixels (any certainty above background) that are near certain. */
  certainty: number;
  /** True when the mask is worth using: a person of sensible size, found with confidence. */
  usable: boolean;
}

/**
 * A person takes between 8 % and 95 % of a usable photo; less is a speck, more is a mask that took
 * everything. The selfie model also half-recognises objects (an espresso cup gives a blotchy mask:
 * 44 % of its mask is certain, against 92 % for a portrait), so a mask mostly uncertain is refused
 * and the creator's whole photo is kept.
 */
export const maskLimits = { minCoverage: 0.08, maxCoverage: 0.95, minCertainty: 0.7 } as const;

export function judgeMask(confidence: ArrayLike<number>): MaskVerdict {
  let subject = 0;
  let any = 0;
  let certain = 0;
  for (let i = 0; i < confidence.length; i += 1) {
    const value = confidence[i]!;
    if (value >= subjectLevel) subject += 1;
    if (value > transparentLevel) any += 1;
    if (value >= certainLevel) certain += 1;
  }
  const coverage = confidence.length ? subject / confidence.length : 0;
  const certainty = any ? certain / any : 0;
  return {
    coverage,
    certainty,
    usable:
      coverage >= maskLimits.minCoverage &&
      coverage <= maskLimits.maxCoverage &&
      certainty >= maskLimits.minCertainty,
  };
}

/**
 * The alpha of a pixel from the model's confidence: a small threshold drops the faint halo, and a
 * ramp instead of a cut keeps hair and shoulders soft rather than jagged.
 */
export function softAlpha(confidence: number): number {
  if (confidence <= transparentLevel) return 0;
  if (confidence >= opaqueLevel) return 255;
  return Math.round(((confidence - transparentLevel) / (opaqueLevel - transparentLevel)) * 255);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every subject pixel; null when there is none. */
export function subjectBox(confidence: ArrayLike<number>, width: number, height: number): Box | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (confidence[y * width + x]! < subjectLevel) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The box grown by `share` of the picture's longer side on every edge, kept inside the picture. */
export function withMargin(box: Box, width: number, height: number, share = 0.04): Box {
  const margin = Math.round(Math.max(width, height) * share);
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const right = Math.min(width, box.x + box.width + margin);
  const bottom = Math.min(height, box.y + box.height + margin);
  return { x, y, width: right - x, height: bottom - y };
}

/** The size a photo is segmented at: at most `maxSide` on its longer side, never enlarged. */
export function segmentationSize(width: number, height: number, maxSide = 1024) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
