/**
 * Who sees the thumbnail score (docs/product.md, Performance AI): the plans whose catalog entry
 * sells "IA de performance" (`performanceAi`). Every surface and every direct request asks here,
 * so the card, the pages and the gate cannot disagree.
 */
import type { Language } from "~/core/i18n/config";
import { planIds, planLimits, planName, type PlanId } from "~/core/plans/catalog";

/** Whether the plan includes the score. */
export const scoreIncluded = (plan: PlanId) => planLimits[plan].performanceAi;

/** The plans that include it, cheapest first (the teaser names them). */
export const plansWithScore = planIds.filter(scoreIncluded);

/** "Pro e Elite" / "Pro and Elite": the names of the plans that include it, from the catalog. */
export function scorePlanNames(language: Language) {
  const names = plansWithScore.map((plan) => planName(plan, language));
  const and = language === "pt" ? " e " : " and ";
  return names.length > 1 ? `${names.slice(0, -1).join(", ")}${and}${names.at(-1)}` : (names[0] ?? "");
}
