/**
 * The offline "vision model" of the video-to-thumbnail tool (docs/product.md, Video to thumbnail):
 * scores each extracted frame from its RGBA pixels and picks the one to build the thumbnail from,
 * with a short reason in the user's language. No network, no model weights, deterministic: the same
 * pixels always give the same scores and the same sentence.
 *
 * Each frame is first averaged down to a grid at most 160 px wide (4 × 4 blocks for the 640 px
 * frames of frame-plan.ts), which keeps scoring to about a millisecond a frame. On that grid:
 *
 * - sharpness: variance of the 4-neighbour Laplacian of luma (Rec. 601, 0–255), on a log scale:
 *   min(1, ln(1 + variance) / ln(1 + 4000)). Each doubling of a blur's radius divides the variance
 *   by roughly ten, so the log scale charges every step of blur about the same. Measured on the
 *   640 px example thumbnails in public/examples: crisp 2900–6400 (≈ 1), Gaussian blur of radius 2
 *   400–1200 (≈ 0.7–0.85), radius 4 50–230 (≈ 0.45–0.65), radius 8 4–14 (≈ 0.2–0.35); flat 0.
 * - contrast: standard deviation of luma (RMS contrast), normalised as min(1, sd / 70): a spread
 *   of 70 levels or more counts as full contrast (a flat frame is 0).
 * - colourfulness: Hasler & Süsstrunk (2003), M = σ_rgyb + 0.3 μ_rgyb over rg = R - G and
 *   yb = (R + G) / 2 - B, normalised as min(1, M / 109), their "extremely colourful" level (33 is
 *   moderately, 59 quite, 82 highly colourful; a grey frame is 0).
 * - exposure: the product of two terms. Brightness: min(1, mean / 60, (255 - mean) / 60), so frames
 *   darker than luma 60 on average (fade-ins, night) or brighter than 195 (blown out) lose points.
 *   Clipping: the share of pixels with luma ≤ 16 or ≥ 240 is tolerated up to 25% (letterbox bars,
 *   dark backgrounds), then the term falls linearly to 0 when every pixel is clipped.
 *
 * score = 0.35 sharpness + 0.2 contrast + 0.2 colourfulness + 0.25 exposure: sharpness matters most
 * (a blurred frame makes a bad thumbnail whatever its colours), and exposure is weighted enough that
 * a black, faded or washed-out frame loses to a normally exposed one of the same scene.
 */
import type { Language } from "~/core/i18n/config";

export interface RgbaFrame {
  width: number;
  height: number;
  /** RGBA bytes, row by row (ImageData.data); alpha is ignored. */
  data: ArrayLike<number>;
}

export interface FrameScores {
  sharpness: number;
  contrast: number;
  colourfulness: number;
  exposure: number;
  score: number;
}

export const frameScoreWeights = {
  sharpness: 0.35,
  contrast: 0.2,
  colourfulness: 0.2,
  exposure: 0.25,
} as const;

const maxGridWidth = 160;
const sharpnessFull = 4000;
const contrastFull = 70;
const colourfulnessFull = 109;
const brightnessMargin = 60;
const clipDark = 16;
const clipBright = 240;
const clipTolerated = 0.25;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

interface Grid {
  width: number;
  height: number;
  r: Float64Array;
  g: Float64Array;
  b: Float64Array;
  luma: Float64Array;
}

/** Box-averages the frame into blocks of step × step pixels, step = ceil(width / 160). */
function downsample({ width, height, data }: RgbaFrame): Grid {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`Frame size must be positive integers, got ${width} × ${height}`);
  if (data.length < width * height * 4)
    throw new RangeError(`Frame data holds ${data.length} bytes, expected ${width * height * 4}`);
  const step = Math.ceil(width / maxGridWidth);
  const gw = Math.max(1, Math.floor(width / step));
  const gh = Math.max(1, Math.floor(height / step));
  const size = gw * gh;
  const grid: Grid = {
    width: gw,
    height: gh,
    r: new Float64Array(size),
    g: new Float64Array(size),
    b: new Float64Array(size),
    luma: new Float64Array(size),
  };
  const area = step * step;
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = gy * step; y < (gy + 1) * step; y++) {
        let offset = (y * width + gx * step) * 4;
        for (let x = 0; x < step; x++, offset += 4) {
          r += data[offset] ?? 0;
          g += data[offset + 1] ?? 0;
          b += data[offset + 2] ?? 0;
        }
      }
      const i = gy * gw + gx;
      grid.r[i] = r / area;
      grid.g[i] = g / area;
      grid.b[i] = b / area;
      grid.luma[i] = (0.299 * r + 0.587 * g + 0.114 * b) / area;
    }
  }
  return grid;
}

function meanAndVariance(values: ArrayLike<number>): { mean: number; variance: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, variance: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] ?? 0;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((values[i] ?? 0) - mean) ** 2;
  return { mean, variance: squares / n };
}

function laplacianVariance({ width, height, luma }: Grid): number {
  if (width < 3 || height < 3) return 0;
  const at = (x: number, y: number) => luma[y * width + x] ?? 0;
  const responses = new Float64Array((width - 2) * (height - 2));
  let k = 0;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++)
      responses[k++] = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y);
  return meanAndVariance(responses).variance;
}

function colourfulnessMetric({ r, g, b }: Grid): number {
  const rg = new Float64Array(r.length);
  const yb = new Float64Array(r.length);
  for (let i = 0; i < r.length; i++) {
    const red = r[i] ?? 0;
    const green = g[i] ?? 0;
    rg[i] = red - green;
    yb[i] = (red + green) / 2 - (b[i] ?? 0);
  }
  const a = meanAndVariance(rg);
  const c = meanAndVariance(yb);
  return Math.sqrt(a.variance + c.variance) + 0.3 * Math.sqrt(a.mean ** 2 + c.mean ** 2);
}

function exposureScore(luma: Float64Array, mean: number): number {
  const brightness = Math.min(1, mean / brightnessMargin, (255 - mean) / brightnessMargin);
  let clipped = 0;
  for (const value of luma) if (value <= clipDark || value >= clipBright) clipped++;
  const share = luma.length ? clipped / luma.length : 0;
  const clipping = 1 - Math.max(0, share - clipTolerated) / (1 - clipTolerated);
  return clamp01(brightness) * clamp01(clipping);
}

/** The four qualities of one frame, each 0–1, and their weighted sum (see the module comment). */
export function scoreFrame(frame: RgbaFrame): FrameScores {
  const grid = downsample(frame);
  const { mean, variance } = meanAndVariance(grid.luma);
  const sharpness = clamp01(Math.log1p(laplacianVariance(grid)) / Math.log1p(sharpnessFull));
  const contrast = clamp01(Math.sqrt(variance) / contrastFull);
  const colourfulness = clamp01(colourfulnessMetric(grid) / colourfulnessFull);
  const exposure = exposureScore(grid.luma, mean);
  const w = frameScoreWeights;
  const score =
    w.sharpness * sharpness + w.contrast * contrast + w.colourfulness * colourfulness + w.exposure * exposure;
  return { sharpness, contrast, colourfulness, exposure, score };
}

/** m:ss, as a video player shows it: 42.7 → "0:42", 125 → "2:05". */
export function formatFrameTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

type Quality = Exclude<keyof FrameScores, "score">;

/** The order qualities are named in: the weightiest first, as in "the sharpest, with good contrast". */
const qualityOrder: Quality[] = ["sharpness", "colourfulness", "contrast", "exposure"];

const phrases: Record<Language, Record<Quality, { best: string; good: string }>> = {
  pt: {
    sharpness: { best: "é o mais nítido", good: "boa nitidez" },
    colourfulness: { best: "tem as cores mais vivas", good: "cores vivas" },
    contrast: { best: "tem o maior contraste", good: "bom contraste" },
    exposure: { best: "é o mais bem iluminado", good: "boa iluminação" },
  },
  en: {
    sharpness: { best: "is the sharpest", good: "good sharpness" },
    colourfulness: { best: "has the most vivid colours", good: "vivid colours" },
    contrast: { best: "has the most contrast", good: "good contrast" },
    exposure: { best: "is the best lit", good: "good lighting" },
  },
};

const copy: Record<
  Language,
  { frameAt: string; picture: string; and: string; with: string; has: string; balance: string; only: string }
> = {
  pt: {
    frameAt: "O quadro em",
    picture: "O quadro",
    and: "e",
    with: "com",
    has: "tem",
    balance: "tem o melhor equilíbrio entre nitidez, contraste, cores e iluminação",
    only: "é o único disponível",
  },
  en: {
    frameAt: "The frame at",
    picture: "Frame",
    and: "and",
    with: "with",
    has: "has",
    balance: "has the best balance of sharpness, contrast, colour and lighting",
    only: "is the only one available",
  },
};

/** "a", "a e b", "a, b e c" */
function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

const epsilon = 1e-9;
/** A quality is called "good" when at least this high and above the other frames' average. */
const goodFloor = 0.3;
const maxBest = 2;
const maxGood = 2;

/**
 * Why the winner won: the qualities where it beats or ties every other frame (and is strictly ahead
 * of at least one: a quality all frames share says nothing), named first, at most two; then up to
 * two more where it is above the others' average and at least 0.3 ("with good contrast"). When it
 * leads in nothing, it "has the best balance". A lone frame is described by its good qualities only.
 */
function explain(
  winner: FrameScores,
  others: FrameScores[],
  at: { index: number; time: number | null },
  language: Language,
): string {
  const p = phrases[language];
  const c = copy[language];
  const best: Quality[] = [];
  const good: Quality[] = [];
  for (const quality of qualityOrder) {
    const value = winner[quality];
    const values = others.map((s) => s[quality]);
    const leads =
      values.length > 0 &&
      value > epsilon &&
      values.every((v) => value >= v - epsilon) &&
      values.some((v) => value > v + epsilon);
    const average = values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;
    if (leads && best.length < maxBest) best.push(quality);
    else if (value >= goodFloor && value >= average - epsilon) good.push(quality);
  }
  const goodText = joinList(
    good.slice(0, maxGood).map((q) => p[q].good),
    c.and,
  );
  let rest: string;
  if (best.length) {
    const lead = joinList(
      best.map((q) => p[q].best),
      c.and,
    );
    rest = goodText ? `${lead}, ${c.with} ${goodText}` : lead;
  } else if (others.length) rest = c.balance;
  else rest = goodText ? `${c.has} ${goodText}` : c.only;
  const subject =
    at.time === null ? `${c.picture} ${at.index + 1}` : `${c.frameAt} ${formatFrameTime(at.time)}`;
  return `${subject} ${rest}.`;
}

export interface CandidateFrame extends RgbaFrame {
  /** The frame's number in the extraction (kept as given). */
  index: number;
  /** Seconds into the video. */
  time: number;
}

export interface BestFrame {
  index: number;
  time: number | null;
  scores: FrameScores;
  reason: string;
}

export interface ScoredFrame {
  index: number;
  /** Seconds into the video; null for pictures uploaded without a video (named by number). */
  time: number | null;
  scores: FrameScores;
}

/**
 * The highest scoring of frames already scored (the earliest in the list on a tie) with a
 * one-sentence reason in `language`: the jobs Worker scores each frame as it decodes it, so only
 * one frame's pixels are held at a time. Throws a RangeError when given no frames.
 */
export function pickBestScored(scored: ScoredFrame[], language: Language): BestFrame {
  if (scored.length === 0) throw new RangeError("pickBestFrame needs at least one frame");
  let winner = 0;
  scored.forEach(({ scores }, i) => {
    if (scores.score > (scored[winner]?.scores.score ?? -Infinity) + epsilon) winner = i;
  });
  const { index, time, scores } = scored[winner]!;
  const others = scored.filter((_, i) => i !== winner).map((s) => s.scores);
  return { index, time, scores, reason: explain(scores, others, { index, time }, language) };
}

/**
 * Scores every frame and returns the highest scoring one (the earliest in the list on a tie) with a
 * one-sentence reason in `language`. Throws a RangeError when given no frames.
 */
export function pickBestFrame(frames: CandidateFrame[], language: Language): BestFrame {
  return pickBestScored(
    frames.map((frame) => ({ index: frame.index, time: frame.time, scores: scoreFrame(frame) })),
    language,
  );
}
