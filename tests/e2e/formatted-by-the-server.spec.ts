import type { Page } from "@playwright/test";
import { signedInCreator } from "./accounts";
import { expect, javaScriptOn, settle, startConversation, test } from "./fixtures";

/**
 * Dates, sizes and counts reach the browser already formatted: while a page hydrates it builds no
 * Intl.DateTimeFormat or Intl.NumberFormat. The first of either a page builds loads the locale's
 * data, one task of 15–28 ms on a desktop Chromium and several times that on a cheap phone, in the
 * middle of hydration (docs/decisions/027-less-to-hydrate.md, "Dates and numbers formatted by the
 * server"). Without JavaScript the same pages show the same figures, straight from the server. Each
 * page here shows such a figure, so the watch is not idle: the expert's history and
 * the trend history show a date each, the trend grid each video's views and score, the sessions
 * list when each browser signed in, the referral panel its counts, the help page its date.
 */

const copy = {
  pt: { locale: "pt-BR", niche: "Nicho", analyze: "Analisar", offline: "Análise offline" },
  en: { locale: "en-US", niche: "Niche", analyze: "Analyze", offline: "Offline analysis" },
} as const;

/** From now on every page notes each Intl date or number formatter it builds, with where from. */
async function watchFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as Window & { builtFormatters?: string[] }).builtFormatters = built;
    for (const kind of ["DateTimeFormat", "NumberFormat"] as const) {
      const Original = Intl[kind];
      const Watched = function (this: unknown, ...args: unknown[]) {
        built.push(`${kind} ${JSON.stringify(args)} ${new Error().stack?.split("\n")[2]?.trim() ?? ""}`);
        return new (Original as unknown as new (...a: unknown[]) => object)(...args);
      } as unknown as typeof Original;
      Object.setPrototypeOf(Watched, Original);
      (Watched as { prototype: unknown }).prototype = Original.prototype;
      Intl[kind] = Watched as never;
    }
  });
}

/**
 * Opens `path` and, with JavaScript, waits for hydration; returns the formatters built meanwhile
 * (none is watched without JavaScript: no script runs).
 */
async function open(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await settle(page, js);
  return page.evaluate(() => (window as Window & { builtFormatters?: string[] }).builtFormatters ?? []);
}

for (const [language, text] of Object.entries(copy)) {
  test.describe(`figures formatted by the server in ${language}`, () => {
    test.use({ locale: text.locale });

    test("pages show their dates and figures from the server; with JavaScript none builds an Intl formatter while it hydrates", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const js = javaScriptOn(testInfo.project.name);
      // With a YouTube key (the local stand-in answers), so the trend grid has videos.
      await signedInCreator(page, `formatters-${language}`);
      // One conversation in the expert's history: its first answer, sent as the form would.
      const conversationId = await startConversation(page, "Culinária");
      // One trend analysis (offline here): a history entry and a grid of videos with their figures.
      await page.goto("/analise-tendencias");
      await settle(page, js);
      await page.getByLabel(text.niche, { exact: true }).fill("air fryer");
      await page.getByRole("button", { name: text.analyze, exact: true }).click();
      await expect(page.getByTestId("trend-source")).toHaveText(text.offline, { timeout: 30_000 });
      const analysis = page.url();

      if (js) await watchFormatters(page);
      const pages: Array<[string, () => Promise<void>]> = [
        [
          `/thumbnail-expert?c=${conversationId}`,
          () => expect(page.getByTestId("conversation-list")).toContainText(/\d/),
        ],
        [
          new URL(analysis).pathname + new URL(analysis).search,
          async () => {
            await expect(page.getByTestId("trend-history")).toContainText(/\d/);
            await expect(page.getByTestId("works-now").getByRole("listitem").first()).toContainText("×");
          },
        ],
        ["/configuracoes/seguranca", () => expect(page.locator("time").first()).toHaveText(/\d/)],
        ["/configuracoes/afiliados", () => expect(page.getByTestId("referral-total")).toHaveText("0")],
        ["/ajuda", () => expect(page.getByText(/\d{4}/).first()).toBeVisible()],
        // The usage meters' counts.
        ["/dashboard", () => expect(page.getByTestId("usage-strip")).toContainText(/\d/)],
      ];
      for (const [path, shows] of pages) {
        const built = await open(page, path, js);
        await shows();
        if (js) expect(built, `formatters built while ${path} hydrated`).toEqual([]);
      }
    });
  });
}
