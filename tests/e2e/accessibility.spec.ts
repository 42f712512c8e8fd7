import axe, { type RunOptions } from "axe-core";
import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, test, waitForRouterIdle } from "./fixtures";

/**
 * axe-core on every page, in Portuguese and English, light and dark: no serious or critical
 * violation. Run in the JavaScript-on project only (playwright.config.ts): the pages are the same
 * HTML without it, and the checks need the browser's computed styles either way.
 */
const publicPages = [
  "/",
  "/faq",
  "/ajuda",
  "/tutoriais",
  "/termos",
  "/terms-of-service",
  "/privacidade",
  "/cookies",
  "/api",
  "/status",
  "/login",
  "/cadastro",
  "/esqueci-senha",
  "/pagina-que-nao-existe",
];

const signedInPages = [
  "/dashboard",
  "/gerar",
  "/templates",
  "/templates?tipo=premium",
  "/thumbnail-expert",
  "/analise-tendencias",
  "/analise-canal",
  "/image-upscale",
  "/image-compress",
  "/video-analysis",
  "/assinatura",
  "/configuracoes/perfil",
  "/configuracoes/seguranca",
  "/configuracoes/seguranca?excluir=1",
  "/configuracoes/youtube",
  "/configuracoes/afiliados",
  "/configuracoes/api",
];

/** Every WCAG 2.0 and 2.1 A and AA rule: the light pass. */
const wcagRules: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
};
/**
 * The rules whose outcome depends on colours: the dark pass. The themes differ only in colours (the
 * same markup, styled by prefers-color-scheme when no theme is stored), so the rest would only repeat.
 */
const colourRules: RunOptions = {
  runOnly: { type: "rule", values: ["color-contrast", "link-in-text-block"] },
};

/** Runs axe-core in the page, injecting it once per document (through the debugger, so the CSP allows it). */
async function runAxe(page: Page, options: RunOptions) {
  type WithAxe = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
  return page.evaluate((options) => (window as WithAxe).axe!.run(document, options), options);
}

/**
 * The serious and critical violations on the page, one readable line each: every rule in the light
 * theme, then the colour rules in the dark theme, on one load of the page.
 */
async function violations(page: Page, path: string) {
  await page.goto(path); // returns once the page has hydrated (fixtures.ts)
  await waitForRouterIdle(page);
  const found: string[] = [];
  for (const [theme, options] of [
    ["light", wcagRules],
    ["dark", colourRules],
  ] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const results = await runAxe(page, options);
    found.push(
      ...results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .flatMap((violation) =>
          violation.nodes.map(
            (node) =>
              `${path} (${theme}): ${violation.id} (${violation.impact}) at ${node.target.join(" ")} — ${violation.help}`,
          ),
        ),
    );
  }
  return found;
}

for (const language of ["pt", "en"] as const) {
  test.describe(`accessibility in ${language}, light and dark`, () => {
    test.use({ locale: language === "pt" ? "pt-BR" : "en-US" });

    test("public pages have no serious or critical violations", async ({ page, pageErrors }) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      for (const path of publicPages) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
      // The not-found page is answered with a 404, which the browser logs; nothing else may be.
      const notFound = pageErrors.filter((e) => /status of 404 \(Not Found\)/.test(e));
      expect(notFound).toHaveLength(1);
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !notFound.includes(e)));
    });

    test("a creator's pages have no serious or critical violations", async ({ page }) => {
      test.setTimeout(300_000);
      const email = uniqueEmail("a11y");
      await createAccount(page.request, { email });
      await logIn(page, email);
      const found: string[] = [];
      for (const path of signedInPages) found.push(...(await violations(page, path)));
      expect(found).toEqual([]);
    });
  });
}
