/**
 * The thumbnail score's shape and formula (docs/decisions/024-thumbnail-score.md): the sub-scores,
 * their weights, the thresholds that map each measure to 0–100, the fixes' keys, and the helpers
 * every sub-score is built with. `thumbnail-score.ts` re-exports what callers need.
 */
import type { TextPosition } from "~/engines/render/thumbnail-document";

export const subScoreIds = [
  "legibility",
  "contrast",
  "words",
  "subject",
  "clutter",
  "colour",
  "corner",
  "title",
] as const;
export type SubScoreId = (typeof subScoreIds)[number];

/** Fields of a `TextLayer` a fix sets (applied with `{ ...layer, ...patch }`). */
export interface LayerPatch {
  size?: number;
  color?: string;
  outline?: { width: number; color: string };
  text?: string;
  position?: TextPosition;
  hidden?: boolean;
}

/** Every fix the score gives (each an i18n key under `score.fix`, in pt and en). */
export const scoreFixKeys = [
  "legibility",
  "legibilityShorten",
  "contrast",
  "words",
  "wordsHide",
  "subjectMissing",
  "subjectBackdrop",
  "subjectCut",
  "subjectSmall",
  "clutter",
  "colourDull",
  "colourLightFeed",
  "colourDarkFeed",
  "corner",
  "cornerSubject",
  "title",
] as const;

export interface ScoreFix {
  /**
   * An i18n key (`score.fix.*`), translated with `values`: numbers are written as the reader's
   * language writes them, a list of words as it lists them (app/features/score/score-text.ts).
   */
  key: string;
  values?: Record<string, string | number | string[]>;
  /** The document layer it concerns (`TextLayer.id`), or null for the picture as a whole. */
  layerId: string | null;
  /** The one-click change, when one exists. */
  patch: LayerPatch | null;
}

export interface SubScore {
  id: SubScoreId;
  /** 0–100, whole. */
  score: number;
  /** Its share of the overall score: the weights of the sub-scores given sum to 1. */
  weight: number;
  /** What was measured, in the units its name says (e.g. `xHeightPx`, `ratio`, `percent`). */
  measured: Record<string, number>;
  /** Set when `score` is below `lowScore`. */
  fix: ScoreFix | null;
}

export interface ThumbnailScore {
  /** 0–100, whole: the weighted mean of the sub-scores. */
  score: number;
  subScores: SubScore[];
  /** The formula's version (ADR 024): scores of different versions are not compared. */
  formula: number;
}

export const scoreFormulaVersion = 1;

/** Below this a sub-score is low and gets a fix. */
export const lowScore = 60;

/**
 * Each sub-score's weight before the ones left out are dropped and the rest renormalised (ADR 024,
 * "Weights"): reading the text at phone size matters most, then the subject and the contrast.
 */
export const subScoreWeights: Record<SubScoreId, number> = {
  legibility: 20,
  contrast: 15,
  words: 10,
  subject: 15,
  clutter: 10,
  colour: 10,
  corner: 10,
  title: 10,
};

/** Letter height at phone feed size scoring 0 and 100, in px (ADR 024, "Legibility"). */
export const legibilityPx = { zero: 3, full: 8 } as const;
/** WCAG ratios scoring 0 and 100 (ADR 024, "Contrast"). */
export const contrastRatios = { zero: 1.5, full: 4.5 } as const;
/** Words scoring 100; each further word costs `wordCost` (ADR 024, "Words"). */
export const freeWords = 3;
export const wordCost = 12;
/** Edge densities scoring 100 and 0 (ADR 024, "Clutter"). */
export const edgeDensities = { full: 0.1, zero: 0.4 } as const;
/** Colourfulness scoring 0 and 100, and the feed contrast ratio scoring 0 and 100 (ADR 024, "Colour"). */
export const colourfulnessRange = { zero: 10, full: 50 } as const;
export const feedRatios = { zero: 1.15, full: 2 } as const;

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
/** `value` mapped linearly from [zero, full] to 0–100 (either order), clamped. */
export const ramp = (value: number, zero: number, full: number) =>
  100 * clamp01((value - zero) / (full - zero));
export const round1 = (v: number) => Math.round(v * 10) / 10;

export type Part = Omit<SubScore, "weight">;

/** A sub-score; its fix is only worked out (some fixes refit the layer) when the score is low. */
export function part(
  id: SubScoreId,
  score: number,
  measured: Record<string, number>,
  fix: () => ScoreFix | null,
): Part {
  const whole = Math.round(score);
  return { id, score: whole, measured, fix: whole < lowScore ? fix() : null };
}
