/**
 * The compression helper (docs/product.md, Image compressor): re-encode an image as JPEG with less and less quality, then
 * at smaller and smaller sizes, until it fits a target number of bytes. Pure and encoder-agnostic,
 * so the browser (canvas.toBlob) and a Worker (photon) run the same schedule and tests can drive it
 * with a fake encoder.
 *
 * The schedule as first specified: "starting quality 0.92 and scale 1, up to 10 attempts. Steps:
 * lower quality by 0.1 down to 0.5, then lower scale by 0.1 while resetting quality, then lower
 * both by 0.05. Stops when scale is below 0.2 or quality below 0.1." How the ambiguous points are
 * read here:
 *
 * 1. Quality phase: quality drops by 0.1 from 0.92 as long as it stays at or above 0.5, so the
 *    qualities tried at scale 1 are 0.92, 0.82, 0.72, 0.62, 0.52 ("down to 0.5" is a floor never
 *    crossed: 0.42 is not tried).
 * 2. Scale phase: each step drops scale by 0.1 and resets quality to the starting 0.92, as long as
 *    the scale stays at or above 0.5 (the same floor as the quality phase; without a floor this
 *    phase would run into the 0.2 stop and the third phase could never happen). Quality is not
 *    lowered again within this phase, so the scales tried are 0.9, 0.8, 0.7, 0.6, 0.5 at 0.92.
 * 3. Both phase: from where the scale phase ended, quality and scale each drop by 0.05 per step
 *    ((0.87, 0.45), (0.82, 0.4), ...). Nothing is raised again, so from the start of the scale phase
 *    on, every attempt is at most as large as the one before. (The reset to 0.92 when entering the
 *    scale phase is the one step that can grow the output; docs/product.md, Image compressor, asks
 *    for it.)
 * 4. The stop rule applies to the next settings before encoding them: settings with scale below 0.2
 *    or quality below 0.1 are never tried. In phase 3 the scale reaches 0.2 first, so with enough
 *    attempts the last one is (0.62, 0.2); the quality guard stays for completeness.
 * 5. "Up to 10 attempts" counts encodings; with the default 10 the schedule is the five qualities
 *    at scale 1 and the five scales at 0.92. The search stops at the first result at or under the
 *    target; when none is, the smallest result wins (the earliest on a tie) and `reachedTarget` is
 *    false.
 *
 * Every step is rounded to 2 decimals, so 0.92 - 0.1 is 0.82 and never 0.8200000000000001.
 */

export interface CompressionSettings {
  /** JPEG quality, 0–1. */
  quality: number;
  /** Factor applied to both the width and the height, 0–1. */
  scale: number;
}

export interface CompressionAttempt extends CompressionSettings {
  /** Bytes of the encoded result. */
  size: number;
}

export interface CompressionResult<T> extends CompressionAttempt {
  data: T;
  /** Every encoding tried, in order. */
  attempts: CompressionAttempt[];
  /** Whether `size` is at or under the target; false means the smallest result was kept. */
  reachedTarget: boolean;
}

export type Encoder<T> = (settings: CompressionSettings) => Promise<{ size: number; data: T }>;

export const compressionRules = {
  startQuality: 0.92,
  startScale: 1,
  maxAttempts: 10,
  qualityStep: 0.1,
  /** Lowest quality of the quality phase. */
  qualityFloor: 0.5,
  scaleStep: 0.1,
  /** Lowest scale of the scale phase. */
  scaleFloor: 0.5,
  bothStep: 0.05,
  /** Settings under these are never tried. */
  minScale: 0.2,
  minQuality: 0.1,
} as const;

/** The compression helper's default target when the caller names none: 10 MB (docs/product.md, Image compressor). */
export const defaultCompressionTargetBytes = 10 * 1024 * 1024;

const round2 = (value: number) => Math.round(value * 100) / 100;

type Phase = "quality" | "scale" | "both";

function nextStep(
  current: CompressionSettings,
  phase: Phase,
): { settings: CompressionSettings; phase: Phase } {
  const r = compressionRules;
  if (phase === "quality") {
    const quality = round2(current.quality - r.qualityStep);
    if (quality >= r.qualityFloor) return { settings: { quality, scale: current.scale }, phase };
  }
  if (phase !== "both") {
    const scale = round2(current.scale - r.scaleStep);
    if (scale >= r.scaleFloor) return { settings: { quality: r.startQuality, scale }, phase: "scale" };
  }
  return {
    settings: { quality: round2(current.quality - r.bothStep), scale: round2(current.scale - r.bothStep) },
    phase: "both",
  };
}

/**
 * The settings the helper tries, in order, when no attempt reaches the target: at most
 * `maxAttempts` of them, fewer when the stop rule ends the schedule first.
 */
export function compressionSchedule(
  maxAttempts: number = compressionRules.maxAttempts,
): CompressionSettings[] {
  const r = compressionRules;
  const schedule: CompressionSettings[] = [];
  let step: { settings: CompressionSettings; phase: Phase } = {
    settings: { quality: r.startQuality, scale: r.startScale },
    phase: "quality",
  };
  while (schedule.length < maxAttempts) {
    const { quality, scale } = step.settings;
    if (scale < r.minScale || quality < r.minQuality) break;
    schedule.push(step.settings);
    step = nextStep(step.settings, step.phase);
  }
  return schedule;
}

/**
 * Encodes with each scheduled setting until a result is at most `targetBytes`; returns that result,
 * or the smallest one when none fits. Encoder errors propagate unchanged.
 */
export async function compressToTarget<T>(
  encode: Encoder<T>,
  targetBytes: number,
  options: { maxAttempts?: number } = {},
): Promise<CompressionResult<T>> {
  const maxAttempts = options.maxAttempts ?? compressionRules.maxAttempts;
  if (!(targetBytes > 0) || !Number.isFinite(targetBytes))
    throw new RangeError(`targetBytes must be a positive number, got ${targetBytes}`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);

  const attempts: CompressionAttempt[] = [];
  let best: (CompressionAttempt & { data: T }) | null = null;
  for (const settings of compressionSchedule(maxAttempts)) {
    const { size, data } = await encode({ ...settings });
    attempts.push({ ...settings, size });
    if (best === null || size < best.size) best = { ...settings, size, data };
    if (size <= targetBytes) break;
  }
  // The schedule always holds the starting settings, so at least one encoding ran.
  const result = best!;
  return { ...result, attempts, reachedTarget: result.size <= targetBytes };
}
