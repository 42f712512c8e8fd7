import { describe, expect, it } from "vitest";
import { templates } from "~/engines/render/templates";
import { chooseTemplate, isLocked } from "~/features/templates/template-choice";
import {
  filterTemplates,
  pageOf,
  parseTemplateFilters,
  templatesHref,
  templatesPageSize,
} from "~/features/templates/template-filters";

const premium = templates.find((t) => t.tier === "premium")!;
const basic = templates.find((t) => t.tier === "basic")!;

describe("the library's filters", () => {
  it("keeps what the library knows from the address and drops the rest", () => {
    const params = new URLSearchParams({
      nicho: basic.niche,
      estilo: basic.style,
      cor: "no-such",
      tipo: "gold",
      pagina: "3",
    });
    expect(parseTemplateFilters(params)).toEqual({
      niche: basic.niche,
      style: basic.style,
      colour: null,
      tier: null,
      page: 3,
    });
    expect(parseTemplateFilters(new URLSearchParams("pagina=-2")).page).toBe(1);
    expect(parseTemplateFilters(new URLSearchParams("pagina=1.5")).page).toBe(1);
  });

  it("narrows the library to the templates matching every filter", () => {
    const none = parseTemplateFilters(new URLSearchParams());
    expect(filterTemplates(templates, none)).toHaveLength(templates.length);
    const filters = { ...none, niche: premium.niche, colour: premium.colour, tier: "premium" as const };
    const found = filterTemplates(templates, filters);
    expect(found).toContain(premium);
    expect(
      found.every((t) => t.niche === premium.niche && t.colour === premium.colour && t.tier === "premium"),
    ).toBe(true);
    const byTier = (tier: "basic" | "premium") => filterTemplates(templates, { ...none, tier }).length;
    expect(byTier("basic") + byTier("premium")).toBe(templates.length);
  });

  it("pages the results, a page past the end showing the last one", () => {
    const list = Array.from({ length: templatesPageSize * 2 + 5 }, (_, i) => i);
    expect(pageOf(list, 1)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOf(list, 1).items).toHaveLength(templatesPageSize);
    expect(pageOf(list, 9)).toMatchObject({ page: 3, pages: 3, items: [48, 49, 50, 51, 52] });
    expect(pageOf([], 1)).toMatchObject({ page: 1, pages: 1, items: [] });
  });

  it("writes an address that reads back as the same filters", () => {
    const filters = {
      niche: basic.niche,
      style: basic.style,
      colour: basic.colour,
      tier: "basic" as const,
      page: 2,
    };
    const href = templatesHref(filters);
    expect(href.startsWith("/templates?")).toBe(true);
    expect(parseTemplateFilters(new URL(href, "http://x").searchParams)).toEqual(filters);
    expect(templatesHref({ niche: null, style: null, colour: null, tier: null, page: 1 })).toBe("/templates");
  });
});

describe("choosing a template", () => {
  it("refuses a premium one on Free, allows it on the paid plans, and refuses an unknown id", () => {
    expect(chooseTemplate(premium.id, "free")).toMatchObject({ ok: false, reason: "premium" });
    expect(isLocked(premium, "free")).toBe(true);
    for (const plan of ["starter", "creator", "pro", "elite"] as const) {
      expect(chooseTemplate(premium.id, plan)).toMatchObject({ ok: true, template: { id: premium.id } });
      expect(isLocked(premium, plan)).toBe(false);
    }
    expect(chooseTemplate(basic.id, "free")).toMatchObject({ ok: true, template: { id: basic.id } });
    expect(chooseTemplate("no-such-template", "elite")).toMatchObject({ ok: false, reason: "unknown" });
    expect(chooseTemplate("x".repeat(500), "elite")).toMatchObject({ ok: false, reason: "unknown" });
    expect(chooseTemplate("", "free")).toBeNull();
    expect(chooseTemplate(null, "free")).toBeNull();
  });
});
