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
    expect(pageGroupsFor("/dashboard")).toEqual(["dashboard", "export", "feedback"]);
    expect(pageGroupsFor("/dashboard.data")).toEqual(["dashboard", "export", "feedback"]);
    expect(pageGroupsFor("/exportar/0b6f3c1e-8f1a-4c2b-9d3e-2a1b0c9d8e7f")).toEqual(["export"]);
    expect(pageGroupsFor("/gerar/editor/x")).toContain("export");
    expect(pageGroupsFor("/thumbnail-expert")).toContain("export");
    expect(pageGroupsFor("/dev/thumbnails")).toEqual(["dashboard"]);
    expect(pageGroupsFor("/nao-existe")).toEqual([]);
    expect(pageGroupsFor("/loginx")).toEqual([]);
  });

  it("brings the score's strings to the dashboard only with its score dialog open", () => {
    const withScore = new URLSearchParams("score=0b6f3c1e-8f1a-4c2b-9d3e-2a1b0c9d8e7f");
    expect(pageGroupsFor("/dashboard", withScore)).toEqual([
      "dashboard",
      "export",
      "feedback",
      "score",
      "scorePanel",
    ]);
    expect(pageGroupsFor("/dashboard.data", withScore)).toContain("scorePanel");
    expect(pageGroupsFor("/gerar")).toContain("scorePanel");
    const closed = pickTranslations(en, "/dashboard?page=2");
    const open = pickTranslations(en, "/dashboard?page=2&score=x");
    expect(closed.score).toBeUndefined();
    expect(closed.scorePanel).toBeUndefined();
    expect(open.scorePanel).toBe(en.scorePanel);
    expect(closed.dashboard?.score).toBe("Score");
    // The dashboard's own strings do not bring the sign-in screens' or the status page's.
    expect(closed.auth).toBeUndefined();
    expect(closed.status).toBeUndefined();
  });

  it("never sends the e-mails' words to the browser", () => {
    for (const page of ["/login", "/cadastro", "/configuracoes/perfil", "/esqueci-senha"]) {
      const picked = pickTranslations(en, page);
      expect(picked.auth?.login).toBe(en.auth.login);
      expect(picked.auth).not.toHaveProperty("emails");
    }
    expect(en.auth.emails.signature).toBeTruthy();
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
