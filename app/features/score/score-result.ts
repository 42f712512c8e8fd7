/** What a score page shows: the renderer's score and, with OPENAI_API_KEY, the vision model's. */
import type { Language } from "~/core/i18n/config";
import type { TFunction } from "i18next";
import type { ScoreFix, ThumbnailScore } from "~/engines/score/thumbnail-score";

/** The vision model's judgement, labelled as a second opinion wherever it is shown. */
export interface ScoreOpinion {
  score: number;
  summary: string;
  language: Language;
}

export interface ScoreResult {
  score: ThumbnailScore;
  opinion: ScoreOpinion | null;
}

/** A 0–100 in words: strong from 80, fair from 60 (docs/product.md, Performance AI). */
export const scoreBands = ["strong", "fair", "weak"] as const;
export const scoreBand = (score: number): (typeof scoreBands)[number] =>
  score >= 80 ? "strong" : score >= 60 ? "fair" : "weak";

/** A fix's sentence: its key (the engine's `score.fix.*`) is chosen at run time, so it is looked up untyped. */
export function translateFix(t: TFunction, fix: Pick<ScoreFix, "key" | "values">): string {
  const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  return translate(fix.key, fix.values);
}
