/**
 * Whether a creator may use a template (docs/product.md, Templates): it must be in the library, and
 * a premium one needs a plan with premium templates (the catalog's `premiumTemplates`). The page
 * hides the way to choose a locked one; this check is what the generator's loader and action rely
 * on, so a typed address or a hand-made POST is refused too.
 */
import { planLimits, type PlanId } from "~/core/plans/catalog";
import { findTemplate, type TemplateInfo } from "~/engines/render/templates";

export type TemplateChoice =
  | { ok: true; template: TemplateInfo }
  | { ok: false; reason: "unknown" | "premium"; template: TemplateInfo | null };

/** Longest template id the forms accept (ids are short slugs; anything longer is unknown). */
export const templateIdMaxLength = 64;

export const premiumTemplatesAllowed = (plan: PlanId) => planLimits[plan].premiumTemplates;

/** Whether a template on this plan is shown locked. */
export const isLocked = (template: Pick<TemplateInfo, "tier">, plan: PlanId) =>
  template.tier === "premium" && !premiumTemplatesAllowed(plan);

/** The creator's choice checked against the library and the plan; null when nothing was chosen. */
export function chooseTemplate(id: string | null | undefined, plan: PlanId): TemplateChoice | null {
  if (!id) return null;
  const template = id.length <= templateIdMaxLength ? findTemplate(id) : null;
  if (!template) return { ok: false, reason: "unknown", template: null };
  if (isLocked(template, plan)) return { ok: false, reason: "premium", template };
  return { ok: true, template };
}
