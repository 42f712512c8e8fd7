/** What a score page shows: the renderer's score and, with OPENAI_API_KEY, the vision model's. */
import type { Language } from "~/core/i18n/config";
import type { ThumbnailScore } from "~/engines/score/thumbnail-score";

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
