import { expect, test } from "./fixtures";

/**
 * "Continue with Google" on /login and /cadastro where Google sign-in is configured (the e2e stack
 * runs a fake Google, scripts/lib/fake-google.mjs): the button is usable and no "not available"
 * notice shows. The server without Google (the button disabled, with the notice and the help link)
 * is tests/integration/google-sign-in-pages.test.ts, since this stack always has it.
 */
const languages = {
  pt: { locale: "pt-BR", button: "Continuar com Google", notice: "não está disponível neste servidor" },
  en: { locale: "en-US", button: "Continue with Google", notice: "is not available on this server" },
} as const;

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the Google button in ${language}`, () => {
    test.use({ locale: copy.locale });

    for (const path of ["/login", "/cadastro"]) {
      test(`${path}: usable, without the not-available notice`, async ({ page }) => {
        await page.goto(path);
        const button = page.getByRole("button", { name: copy.button });
        await expect(button).toBeEnabled();
        await expect(page.getByText(copy.notice)).toHaveCount(0);
        await button.click();
        await expect(page).toHaveTitle(/Google Accounts \(fake\)/);
      });
    }
  });
}
