/**
 * What /templates shows (docs/product.md, Templates): the library filtered by the address's
 * niche, style, colour and tier, a page at a time, each card with its tier and, on a plan without
 * premium templates, the premium ones locked.
 */
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import { briefChoiceLabel } from "~/core/i18n/brief-labels";
import type { Language } from "~/core/i18n/config";
import type { PlanId } from "~/core/plans/catalog";
import { templateCounts, templates, type TemplateInfo } from "~/engines/render/templates";
import { templateLibraryVersion } from "~/features/templates/library-version";
import { isLocked, premiumTemplatesAllowed } from "~/features/templates/template-choice";
import { filterTemplates, pageOf, parseTemplateFilters } from "~/features/templates/template-filters";

export interface TemplateCardView {
  id: string;
  name: string;
  tier: "basic" | "premium";
  niche: TemplateInfo["niche"];
  style: TemplateInfo["style"];
  colour: TemplateInfo["colour"];
  locked: boolean;
}

export function templatesPage(url: URL, plan: PlanId, language: Language) {
  const filters = parseTemplateFilters(url.searchParams);
  const matching = filterTemplates(templates, filters);
  const { items, page, pages } = pageOf(matching, filters.page);
  const cards: TemplateCardView[] = items.map((template) => ({
    id: template.id,
    name: template.name[language],
    tier: template.tier,
    niche: template.niche,
    style: template.style,
    colour: template.colour,
    locked: isLocked(template, plan),
  }));
  return {
    filters: { ...filters, page },
    cards,
    /** How many templates match the filters (all pages). */
    matching: matching.length,
    pages,
    /** The whole library's counts, the same numbers the plan cards show. */
    library: templateCounts(),
    premiumAllowed: premiumTemplatesAllowed(plan),
    version: templateLibraryVersion,
    /** The styles' names (the interview's, so "style" means one thing across the app). */
    styleLabels: Object.fromEntries(
      thumbnailStyleIds.map((style) => [style, briefChoiceLabel("style", style, language) ?? style]),
    ) as Record<string, string>,
  };
}
