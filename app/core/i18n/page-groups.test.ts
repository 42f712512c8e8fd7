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
    expect(pageGroupsFor("/dashboard")).toEqual([
      "auth",
      "dashboard",
      "feedback",
      "score",
      "scorePanel",
      "status",
    ]);
    expect(pageGroupsFor("/dashboard.data")).toEqual([
      "auth",
      "dashboard",
      "feedback",
      "score",
      "scorePanel",
      "status",
    ]);
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
