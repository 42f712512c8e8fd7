/**
 * Trend analysis through the real Worker (offline analyst) against the fake YouTube Data API:
 * validation in pt and en with the typed text kept, grounding in the niche's and the competitors'
 * videos, plan limits charged only on success, a resubmitted form charged once, the history
 * (reopen, delete, other people's ids), and hostile markdown shown as text.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import pt from "~/core/i18n/locales/pt";
import { action as trendsAction } from "~/routes/analise-tendencias";
import { fakeYoutube } from "../fakes/youtube";
import { profileOf, setUsage, signedInUser } from "./billing-helpers";
import { origin, type Browser } from "./helpers";

async function creator(options: { key?: string | null; language?: "pt" | "en" } = {}) {
  const user = await signedInUser({ language: options.language });
  if (options.key !== null) {
    const saved = await user.browser.post("/configuracoes/youtube", { apiKey: options.key ?? "creator-key" });
    expect(saved.status).toBe(303);
  }
  return user;
}

function analyze(browser: Browser, fields: Record<string, string>, requestId = crypto.randomUUID()) {
  return browser.post("/analise-tendencias", { intent: "analyze", requestId, ...fields });
}

async function analysesOf(userId: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, niche, source, data_status AS dataStatus, videos, analysis FROM trend_analyses WHERE user_id = ?1`,
  )
    .bind(userId)
    .all<{
      id: string;
      niche: string;
      source: string;
      dataStatus: string;
      videos: string;
      analysis: string;
    }>();
  return results;
}

describe("trend analysis", () => {
  it("asks for the niche in pt and en, keeps what was typed and charges nothing", async () => {
    for (const language of ["pt", "en"] as const) {
      const { browser, userId } = await creator({ language });
      const response = await analyze(browser, {
        niche: "   ",
        targetAudience: "Mães que trabalham fora",
        goals: "Mais inscritos",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(
        language === "pt" ? "Preencha pelo menos o campo de nicho" : "Please fill at least the niche field",
      );
      expect(html).toContain('value="Mães que trabalham fora"');
      expect(html).toContain("Mais inscritos</textarea>");
      expect((await profileOf(userId)).usedTrends).toBe(0);
      expect(await analysesOf(userId)).toHaveLength(0);
    }
  });

  it("refuses a competitor line that isn't a YouTube channel", async () => {
    const { browser } = await creator();
    const response = await analyze(browser, {
      niche: "air fryer",
      competitors: "@cozinhadavovó\nhttps://vimeo.com/x",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Cada linha deve ser um canal do YouTube");
  });

  it("grounds the analysis in the niche's and the competitors' videos, labelled offline", async () => {
    const { browser, userId } = await creator();
    const response = await analyze(browser, {
      niche: "air fryer",
      targetAudience: "Iniciantes",
      contentType: "Receitas",
      goals: "Mais visualizações\nMais inscritos",
      competitors: "@cozinhadavovó\n@ninguem-aqui",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/analise-tendencias\?a=[0-9a-f-]{36}$/);
    const [stored] = await analysesOf(userId);
    expect(stored).toMatchObject({ niche: "air fryer", source: "offline", dataStatus: "ok" });
    const videos = JSON.parse(stored!.videos) as { videoId: string; source: string; outlier: number }[];
    expect(videos.some((video) => video.source === "niche")).toBe(true);
    expect(videos.some((video) => video.source === "competitor")).toBe(true);
    expect((await profileOf(userId)).usedTrends).toBe(1);

    const page = await (await browser.get(location)).text();
    expect(page).toContain("Análise: air fryer");
    expect(page).toContain("Análise offline");
    expect(page).toContain("O que está funcionando agora");
    // The grid: outliers first, each with its thumbnail, views and score.
    const top = [...videos].sort((a, b) => b.outlier - a.outlier)[0]!;
    expect(page).toContain(`${env.FAKE_YOUTUBE_URL}/vi/${top.videoId}/mqdefault.jpg`);
    expect(page).toContain(`https://www.youtube.com/watch?v=${top.videoId}`);
    expect(page).toMatch(/× a mediana/);
    // The form comes back filled in with what was analysed, and the history lists it.
    expect(page).toContain('value="air fryer"');
    expect(page).toContain(`href="/analise-tendencias?a=${stored!.id}"`);
  });

  it("charges a resubmitted form once and stops at the plan's limit with an upgrade link", async () => {
    const { browser, userId } = await creator();
    const requestId = crypto.randomUUID();
    expect((await analyze(browser, { niche: "air fryer" }, requestId)).status).toBe(303);
    const again = await analyze(browser, { niche: "air fryer" }, requestId);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(`/analise-tendencias?a=${requestId}`);
    expect(await analysesOf(userId)).toHaveLength(1);
    expect((await profileOf(userId)).usedTrends).toBe(1);

    // Free allows 1 a month: the next is refused, the text kept, nothing charged.
    const refused = await analyze(browser, { niche: "bolo de pote" });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain("Limite de análises atingido");
    expect(html).toContain('href="/assinatura"');
    expect(html).toContain('value="bolo de pote"');
    expect(await analysesOf(userId)).toHaveLength(1);
    expect((await profileOf(userId)).usedTrends).toBe(1);
    const page = await (await browser.get("/analise-tendencias")).text();
    expect(page).toContain("Análises este mês: 1 de 1");
    // The dashboard's usage panel counts them too.
    expect(await (await browser.get("/dashboard")).text()).toContain(
      "Análises de tendências deste mês: 1 de 1",
    );
  });

  it("is unlimited on Elite", async () => {
    const { browser, userId } = await creator({ language: "en" });
    await applyPlanStatement(env.DB, userId, "elite").run();
    await setUsage(userId, { trends: 500 });
    expect((await analyze(browser, { niche: "air fryer" })).status).toBe(303);
    expect((await profileOf(userId)).usedTrends).toBe(501);
    expect(await (await browser.get("/analise-tendencias")).text()).toContain(
      "Unlimited analyses on your plan",
    );
    expect(await (await browser.get("/dashboard")).text()).toContain(
      "Trend analyses this month: 501 (unlimited)",
    );
  });

  it("without a YouTube key still analyses the inputs, saying where to add one", async () => {
    const { browser, userId } = await creator({ key: null, language: "en" });
    const response = await analyze(browser, { niche: "air fryer" });
    expect(response.status).toBe(303);
    const [stored] = await analysesOf(userId);
    expect(stored).toMatchObject({ dataStatus: "no_key", videos: "[]" });
    const page = await (await browser.get(response.headers.get("Location")!)).text();
    expect(page).toContain("No YouTube data in this analysis");
    expect(page).toContain('href="/configuracoes/youtube"');
    expect(page).toContain("Offline analysis");
  });

  it("keeps the analysis when YouTube's quota is spent, saying so", async () => {
    const { browser, userId } = await creator({ key: fakeYoutube.keys.quota });
    expect((await analyze(browser, { niche: "air fryer" })).status).toBe(303);
    const [stored] = await analysesOf(userId);
    expect(stored!.dataStatus).toBe("quota_exceeded");
    const page = await (await browser.get(`/analise-tendencias?a=${stored!.id}`)).text();
    expect(page).toContain("A cota diária da API do YouTube acabou");
  });

  it("charges nothing when the AI provider fails, and the form keeps what was typed", async () => {
    const { browser, userId } = await creator();
    const broken = { ...env, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" } as Env;
    const body = new URLSearchParams({
      intent: "analyze",
      requestId: crypto.randomUUID(),
      niche: "air fryer",
    });
    const result = await trendsAction({
      request: new Request(`${origin}/analise-tendencias`, {
        method: "POST",
        body,
        headers: {
          Cookie: browser.cookieHeader,
          "Accept-Language": "pt-BR",
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
        },
      }),
      context: { cloudflare: { env: broken } } as never,
      params: {},
    });
    const response = result as unknown as {
      init: ResponseInit;
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(response.init.status).toBe(502);
    // The action answers the message's key (app/core/i18n/error-message.ts); the page translates it.
    expect(response.data.result.error?.[""]).toEqual(["trends.errorBody"]);
    expect(pt.trends.errorBody).toContain("Nada foi cobrado");
    expect((await profileOf(userId)).usedTrends).toBe(0);
    expect(await analysesOf(userId)).toHaveLength(0);
  });

  it("has OpenAI write the analysis from the fetched videos when a key is set", async () => {
    const { browser, userId } = await creator({ language: "en" });
    const withOpenAi = {
      ...env,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: `${env.FAKE_OPENAI_URL}/v1`,
    } as Env;
    const niche = "air fryer <script>alert(1)</script>";
    const result = await trendsAction({
      request: new Request(`${origin}/analise-tendencias`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "analyze",
          requestId: crypto.randomUUID(),
          niche,
          competitors: "@cozinhadavovó",
        }),
        headers: {
          Cookie: browser.cookieHeader,
          "Accept-Language": "en-US",
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
        },
      }),
      context: { cloudflare: { env: withOpenAi } } as never,
      params: {},
    });
    expect((result as Response).status).toBe(303);
    const [stored] = await analysesOf(userId);
    expect(stored).toMatchObject({ source: "openai", dataStatus: "ok" });
    // The fake answers with the niche it was sent and the titles of the videos it was given.
    expect(stored!.analysis).toContain(`## Trend analysis: ${niche}`);
    expect(stored!.analysis).toContain("- Pudim na air fryer? Testei!");
    expect((await profileOf(userId)).usedTrends).toBe(1);
    const page = await (await browser.get(`/analise-tendencias?a=${stored!.id}`)).text();
    expect(page).toContain("AI analysis");
    expect(page).not.toContain("Offline analysis</span>");
    expect(page).toContain("Trend analysis: air fryer &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
  });

  it("shows hostile markdown as text", async () => {
    const { browser, userId } = await creator({ key: null });
    await applyPlanStatement(env.DB, userId, "elite").run();
    const niche = "Receitas <script>alert(1)</script> <img src=x onerror=alert(2)>";
    const response = await analyze(browser, { niche, competitors: "" });
    expect(response.status).toBe(303);
    const page = await (await browser.get(response.headers.get("Location")!)).text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toMatch(/<img[^>]*onerror/);
  });

  it("reopens and deletes only the creator's own analyses", async () => {
    const owner = await creator({ key: null });
    const response = await analyze(owner.browser, { niche: "air fryer" });
    const id = new URL(response.headers.get("Location")!, origin).searchParams.get("a")!;
    const stranger = await creator({ key: null });
    expect((await stranger.browser.get(`/analise-tendencias?a=${id}`)).status).toBe(404);
    expect((await owner.browser.get("/analise-tendencias?a=not-an-id")).status).toBe(404);
    const refused = await stranger.browser.post("/analise-tendencias", { intent: "delete", id });
    expect(refused.status).toBe(404);
    expect(await analysesOf(owner.userId)).toHaveLength(1);
    const removed = await owner.browser.post("/analise-tendencias", { intent: "delete", id });
    expect(removed.status).toBe(303);
    expect(await analysesOf(owner.userId)).toHaveLength(0);
    expect((await owner.browser.get(`/analise-tendencias?a=${id}`)).status).toBe(404);
  });

  it("sends a signed-out visitor to the login", async () => {
    const { Browser } = await import("./helpers");
    const response = await new Browser().get("/analise-tendencias");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/analise-tendencias" })}`,
    );
  });
});
