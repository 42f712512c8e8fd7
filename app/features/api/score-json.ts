/**
 * A thumbnail's score as the API shows it (GET /thumbnails/{id}; docs/product.md, Performance AI):
 * snake_case, each fix's message in the request's language (its numbers and lists as it writes them), the vision model's opinion labelled
 * as a second opinion.
 */
import type { TFunction } from "i18next";
import type { Language } from "~/core/i18n/config";
import type { ScoreResult } from "~/features/score/score-result";
import { translateFix } from "~/features/score/score-text";

export function scoreJson(result: ScoreResult | null, t: TFunction, language: Language) {
  if (!result) return { score: null };
  const { score, opinion } = result;
  return {
    score: {
      score: score.score,
      formula: score.formula,
      sub_scores: score.subScores.map((sub) => ({
        id: sub.id,
        score: sub.score,
        weight: sub.weight,
        measured: sub.measured,
        fix: sub.fix
          ? {
              message: translateFix(t, sub.fix, language),
              layer_id: sub.fix.layerId,
              patch: sub.fix.patch,
            }
          : null,
      })),
    },
    ...(opinion
      ? {
          score_opinion: {
            score: opinion.score,
            summary: opinion.summary,
            label: t("scorePanel.opinionTitle"),
          },
        }
      : {}),
  };
}
