import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * axe-core on every page, in Portuguese and English, light and dark: no serious or critical
 * violation. Run with JavaScript on (the pages are the same HTML without it; the checks need the
 * browser's computed styles either way).
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
  "/thumbnail-expert",
  "/analise-tendencias",
  "/analise-canal",
  "/image-upscale",
  "/image-compress",
  "/video-analysis",
  "/assinatura",
  "/configuracoes/perfil",
  "/configuracoes/seguranca",
  "/configuracoes/youtube",
  "/configuracoes/afiliados",
  "/configuracoes/api",
];

/** The serious and critical violations on the page, one readable line each. */
async function violations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${path}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")} — ${violation.help}`,
      ),
    );
}

for (const language of ["pt", "en"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`accessibility in ${language}, ${theme}`, () => {
      test.use({ locale: language === "pt" ? "pt-BR" : "en-US", colorScheme: theme });

      test("public pages have no serious or critical violations", async ({ page, pageErrors }, testInfo) => {
        test.skip(!javaScriptOn(testInfo.project.name), "the same pages are checked with JavaScript on");
        test.setTimeout(300_000);
        const found: string[] = [];
        for (const path of publicPages) found.push(...(await violations(page, path)));
        expect(found).toEqual([]);
        // The not-found page is answered with a 404, which the browser logs; nothing else may be.
        const notFound = pageErrors.filter((e) => /status of 404 \(Not Found\)/.test(e));
        expect(notFound).toHaveLength(1);
        pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !notFound.includes(e)));
      });

      test("a creator's pages have no serious or critical violations", async ({ page }, testInfo) => {
        test.skip(!javaScriptOn(testInfo.project.name), "the same pages are checked with JavaScript on");
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
}
