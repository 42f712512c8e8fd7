/**
 * The /templates filters (docs/product.md, Templates): niche, style, colour and tier, read from the
 * address so the grid works as a GET form without JavaScript and a filtered page can be shared.
 * Anything the library does not know is dropped rather than refused: an old or mistyped link
 * still opens the page, showing every template.
 */
import { thumbnailStyleIds, type ThumbnailStyle } from "~/core/brief/thumbnail-brief";
import { templateColours, templateNiches, type TemplateInfo } from "~/engines/render/templates";

export type TemplateNiche = (typeof templateNiches)[number];
export type TemplateColour = (typeof templateColours)[number];

export const templateTiers = ["basic", "premium"] as const;
export type TemplateTier = (typeof templateTiers)[number];

/** Cards per page: enough to browse, light enough for a phone (each preview is lazy and small). */
export const templatesPageSize = 24;

/** The address's parameter of each filter (in Portuguese, like /gerar's `nicho`). */
export const filterParams = {
  niche: "nicho",
  style: "estilo",
  colour: "cor",
  tier: "tipo",
  page: "pagina",
} as const;

export interface TemplateFilters {
  niche: TemplateNiche | null;
  style: ThumbnailStyle | null;
  colour: TemplateColour | null;
  tier: TemplateTier | null;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseTemplateFilters(params: URLSearchParams): TemplateFilters {
  const page = Number(params.get(filterParams.page));
  return {
    niche: oneOf(templateNiches, params.get(filterParams.niche)),
    style: oneOf(thumbnailStyleIds, params.get(filterParams.style)),
    colour: oneOf(templateColours, params.get(filterParams.colour)),
    tier: oneOf(templateTiers, params.get(filterParams.tier)),
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
  };
}

export function filterTemplates(list: readonly TemplateInfo[], filters: TemplateFilters): TemplateInfo[] {
  return list.filter(
    (template) =>
      (!filters.niche || template.niche === filters.niche) &&
      (!filters.style || template.style === filters.style) &&
      (!filters.colour || template.colour === filters.colour) &&
      (!filters.tier || template.tier === filters.tier),
  );
}

/** One page of the results; a page past the end shows the last one. */
export function pageOf<T>(list: readonly T[], page: number, size = templatesPageSize) {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(page, pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}

/** The address of the page with these filters (empty ones left out), e.g. for the paging links. */
export function templatesHref(filters: TemplateFilters) {
  const params = new URLSearchParams();
  if (filters.niche) params.set(filterParams.niche, filters.niche);
  if (filters.style) params.set(filterParams.style, filters.style);
  if (filters.colour) params.set(filterParams.colour, filters.colour);
  if (filters.tier) params.set(filterParams.tier, filters.tier);
  if (filters.page > 1) params.set(filterParams.page, String(filters.page));
  const query = params.toString();
  return query ? `/templates?${query}` : "/templates";
}
