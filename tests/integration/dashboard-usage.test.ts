/**
 * The dashboard's usage meters through the real Worker, in pt and en (issue 29): a Free account past
 * its AI credits reads what is beyond the plan (never "50 of 30"), a downgraded account is told that
 * earlier usage counts until the period ends (never a bare "4 of 3"), the all-time count and this
 * month's figures are labelled apart, and only thumbnails and credits warn.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { usagePeriodEnd } from "~/core/usage/usage-meter";
import { setUsage, signedInUser } from "./billing-helpers";

const locales = { pt: "pt-BR", en: "en-US" } as const;

/** Starts the user's usage period a day ago and returns its end as the page writes it. */
async function periodEndingSoon(userId: string, language: "pt" | "en") {
  const start = Date.now() - 24 * 60 * 60 * 1000;
  await env.DB.prepare(`UPDATE profiles SET usage_period_start = ?2 WHERE id = ?1`).bind(userId, start).run();
  return new Intl.DateTimeFormat(locales[language], { dateStyle: "medium", timeZone: "UTC" }).format(
    usagePeriodEnd(start),
  );
}

/** The markup of one meter (its data-testid block up to the next meter or the section's end). */
function meterHtml(html: string, kind: "thumbnails" | "credits" | "trends") {
  const start = html.indexOf(`data-testid="usage-${kind}"`);
  expect(start, `the ${kind} meter is on the page`).toBeGreaterThan(-1);
  const end = html.indexOf("data-testid=", start + 20);
  return html.slice(start, end);
}

const unescape = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

const copy = {
  pt: {
    creditsOver: "Créditos de IA deste mês: 50 usados (30 do plano + 20 além do plano)",
    creditsNote: (date: string) => `voltam quando a contagem recomeçar, em ${date}.`,
    stripCredits: "50 (20 além do plano)",
    thumbnailsWithin: "Thumbnails deste mês: 1 de 3",
    created: "Thumbnails criadas: 0",
    thumbnailsOver: "Thumbnails deste mês: 4 usadas; o plano atual inclui 3",
    downgradeNote: (date: string) =>
      `O que você usou antes de mudar de plano conta até o fim do período, em ${date}; depois a contagem recomeça.`,
    trendsOver: "Análises de tendências deste mês: 3 feitas; o plano atual inclui 1",
    broken: [/50 de 30/, /4 de 3/, /3 de 1\b/],
  },
  en: {
    creditsOver: "AI credits this month: 50 used (30 from your plan + 20 beyond it)",
    creditsNote: (date: string) => `come back when the count starts again on ${date}.`,
    stripCredits: "50 (20 beyond your plan)",
    thumbnailsWithin: "Thumbnails this month: 1 of 3",
    created: "Thumbnails created: 0",
    thumbnailsOver: "Thumbnails this month: 4 used; your current plan includes 3",
    downgradeNote: (date: string) =>
      `What you used before changing plans counts until the period ends on ${date}; then the count starts again.`,
    trendsOver: "Trend analyses this month: 3 done; your current plan includes 1",
    broken: [/50 of 30/, /4 of 3/, /3 of 1\b/],
  },
} as const;

describe.each(["pt", "en"] as const)("the dashboard's usage meters in %s", (language) => {
  const text = copy[language];

  it("a Free account after one generation shows the credits beyond the plan, not a broken fraction", async () => {
    const { userId, browser } = await signedInUser({ language });
    const ends = await periodEndingSoon(userId, language);
    await setUsage(userId, { thumbnails: 1, credits: 50 });
    const html = unescape(await (await browser.get("/dashboard")).text());

    expect(html).toContain(text.creditsOver);
    expect(html).toContain(text.creditsNote(ends));
    expect(html).toContain(text.stripCredits);
    expect(html).toContain(text.thumbnailsWithin);
    // "created" (all time) and "this month" are labelled apart.
    expect(html).toContain(text.created);
    for (const broken of text.broken) expect(html).not.toMatch(broken);
    // The credits bar warns (no credits left for the AI tools); the thumbnails bar does not.
    expect(meterHtml(html, "credits")).toContain('data-warning="true"');
    expect(meterHtml(html, "thumbnails")).not.toContain("data-warning");
  });

  it("after a downgrade, usage over the new plan is explained until the period ends; trends never warn", async () => {
    const { userId, browser } = await signedInUser({ language });
    const ends = await periodEndingSoon(userId, language);
    await applyPlanStatement(env.DB, userId, "pro").run();
    await setUsage(userId, { thumbnails: 4, credits: 10, trends: 3 });
    await applyPlanStatement(env.DB, userId, "free").run();
    const html = unescape(await (await browser.get("/dashboard")).text());

    expect(html).toContain(text.thumbnailsOver);
    expect(html).toContain(text.downgradeNote(ends));
    expect(html).toContain(text.trendsOver);
    for (const broken of text.broken) expect(html).not.toMatch(broken);
    expect(meterHtml(html, "thumbnails")).toContain('data-warning="true"');
    expect(meterHtml(html, "trends")).not.toContain("data-warning");
    expect(meterHtml(html, "trends")).not.toContain("bg-destructive");
  });
});
