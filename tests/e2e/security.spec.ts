import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * What a creator's browser does with Miniatura's protections: a form on another site cannot act on
 * their account, no other site can frame Miniatura, and the pages' own scripts still run under the
 * strict Content-Security-Policy (any violation would be logged, and the fixtures fail on console
 * errors).
 */
const copy = {
  pt: { locale: "pt-BR", refused: "Pedido recusado", fullName: "Nome completo" },
  en: { locale: "en-US", refused: "Request refused", fullName: "Full name" },
} as const;

/** A page on another site (served by the test, not the app), with the given HTML. */
async function openOtherSite(page: Page, html: string) {
  await page.route("http://other-site.test/**", (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await page.goto("http://other-site.test/");
}

for (const language of ["pt", "en"] as const) {
  const t = copy[language];

  test.describe(`protections in ${language}`, () => {
    test.use({ locale: t.locale });

    test("a form on another site cannot change the creator's profile", async ({ page, baseURL }) => {
      const email = uniqueEmail("csrf");
      await createAccount(page.request, { email, fullName: "Nome Original" });
      await logIn(page, email);

      await openOtherSite(
        page,
        `<form method="post" action="${baseURL}/configuracoes/perfil">
           <input type="hidden" name="intent" value="profile">
           <input type="hidden" name="fullName" value="Nome Trocado">
           <button>Ganhe um prêmio</button>
         </form>`,
      );
      await page.getByRole("button", { name: "Ganhe um prêmio" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.refused);

      await page.goto("/configuracoes/perfil");
      await expect(page.getByLabel(t.fullName)).toHaveValue("Nome Original");
    });

    test("no other site can show Miniatura in a frame", async ({ page, baseURL }) => {
      await openOtherSite(page, `<iframe src="${baseURL}/login" title="framed"></iframe>`);
      // The browser refuses to render it (frame-ancestors 'none'): the frame ends on the browser's
      // error page, and the login form never appears in it.
      await expect.poll(() => page.frames()[1]?.url() ?? "").toMatch(/^chrome-error:/);
      await expect(page.frameLocator("iframe").locator('input[name="email"]')).toHaveCount(0);
    });

    test("the pages' own scripts run under the policy", async ({ page }, testInfo) => {
      const response = await page.goto("/");
      const policy = response?.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
      if (javaScriptOn(testInfo.project.name)) {
        // Hydrated: Remix's router is running, so every module the page needs was allowed.
        await page.waitForFunction(() => "__remixRouter" in window);
      }
    });
  });
}
