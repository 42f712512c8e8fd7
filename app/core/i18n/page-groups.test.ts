import { describe, expect, it } from "vitest";
import en from "~/core/i18n/locales/en";
import { pageGroupsFor, pickTranslations, sharedGroups } from "~/core/i18n/page-groups";

describe("translation groups per page", () => {
  it("sends each page the groups its screens use, and the shared ones everywhere", () => {
    expect(pageGroupsFor("/")).toEqual(["landing", "pricing"]);
    expect(pageGroupsFor("/faq")).toEqual(["docs", "faq"]);
    expect(pageGroupsFor("/termos")).toEqual(["docs"]);
    expect(pageGroupsFor("/login")).toEqual(["auth"]);
    expect(pageGroupsFor("/configuracoes/nova-senha")).toEqual(["auth", "settings"]);
    expect(pageGroupsFor("/configuracoes/perfil")).toEqual(["auth", "settings"]);
    // The download menu's sizes (docs/product.md, Export sizes) travel with every page that downloads.
    expect(pageGroupsFor("/dashboard")).toEqual([
      "auth",
      "dashboard",
      "export",
      "feedback",
      "score",
      "scorePanel",
      "status",
    ]);
    expect(pageGroupsFor("/dashboard.data")).toEqual([
      "auth",
      "dashboard",
      "export",
      "feedback",
      "score",
      "scorePanel",
      "status",
    ]);
    expect(pageGroupsFor("/exportar/0b6f3c1e-8f1a-4c2b-9d3e-2a1b0c9d8e7f")).toEqual(["export"]);
    expect(pageGroupsFor("/gerar/editor/x")).toContain("export");
    expect(pageGroupsFor("/thumbnail-expert")).toContain("export");
    expect(pageGroupsFor("/dev/thumbnails")).toEqual(["dashboard"]);
    expect(pageGroupsFor("/nao-existe")).toEqual([]);
    expect(pageGroupsFor("/loginx")).toEqual([]);
  });

  it("keeps the landing page free of the account screens' strings", () => {
    const picked = pickTranslations(en, "/");
    for (const group of sharedGroups) expect(picked[group]).toBe(en[group]);
    expect(picked.landing).toBe(en.landing);
    expect(picked.auth).toBeUndefined();
    expect(picked.settings).toBeUndefined();
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length * 0.6);
  });
});
