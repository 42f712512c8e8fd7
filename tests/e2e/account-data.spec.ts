import { readFile } from "node:fs/promises";
import { createAccount, logIn, password, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";

/**
 * "Your data" in Configurações › Segurança, in pt and en, with JavaScript on and off (the two
 * projects): the data export (a job the page follows live, or by reloading itself) and its download,
 * and the account deletion's confirm step, wrong password and deletion.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    prepare: "Preparar meus dados",
    ready: "Seu arquivo está pronto",
    download: "Baixar o arquivo .zip",
    open: "Excluir minha conta…",
    confirmTitle: "Excluir sua conta para sempre?",
    passwordLabel: "Sua senha, para confirmar",
    confirm: "Excluir minha conta para sempre",
    wrong: "Senha incorreta. Nada foi excluído.",
    deleted: "Sua conta e seus dados foram apagados.",
    google: "Continuar com Google",
    googleFresh: "Você entrou com o Google há pouco: pode confirmar a exclusão.",
  },
  en: {
    locale: "en-US",
    prepare: "Prepare my data",
    ready: "Your file is ready",
    download: "Download the .zip file",
    open: "Delete my account…",
    confirmTitle: "Delete your account for good?",
    passwordLabel: "Your password, to confirm",
    confirm: "Delete my account for good",
    wrong: "Wrong password. Nothing was deleted.",
    deleted: "Your account and your data were erased.",
    google: "Continue with Google",
    googleFresh: "You signed in with Google a moment ago: you can confirm the deletion.",
  },
} as const;

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`your data in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("download my data: the job, then an owner-only zip", async ({ page }) => {
      const email = uniqueEmail(`export-${language}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/configuracoes/seguranca");
      await page.getByRole("button", { name: copy.prepare }).click();
      // With JavaScript the live channel brings the result; without, the page reloads itself.
      await expect(page.getByText(copy.ready)).toBeVisible({ timeout: 30_000 });
      const link = page.getByRole("link", { name: copy.download });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^miniatura-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const bytes = await readFile((await download.path())!);
      // A ZIP: its local header first, its end record last, and the JSON of the account inside.
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(bytes.toString("latin1")).toContain("miniatura-data.json");
      expect(bytes.toString("utf8")).toContain(email);

      // Someone else cannot fetch it.
      const href = (await link.getAttribute("href"))!;
      const stranger = await page.context().browser()!.newContext();
      expect((await stranger.request.get(href, { maxRedirects: 0 })).status()).toBe(404);
      await stranger.close();
    });

    test("delete account: the confirm step, a wrong password, then the deletion", async ({ page }) => {
      const email = uniqueEmail(`delete-${language}`);
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/configuracoes/seguranca");
      await page.getByRole("link", { name: copy.open }).click();
      await expect(page).toHaveURL(/\?excluir=1/);
      await expect(page.getByRole("heading", { name: copy.confirmTitle })).toBeVisible();

      await page.getByLabel(copy.passwordLabel).fill("not-the-password");
      await page.getByRole("button", { name: copy.confirm }).click();
      await expect(page.getByText(copy.wrong)).toBeVisible();

      await page.getByLabel(copy.passwordLabel).fill(password);
      await page.getByRole("button", { name: copy.confirm }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByText(copy.deleted)).toBeVisible();

      // Signed out, and the account is gone: its password opens nothing.
      await page.goto("/configuracoes/seguranca");
      await expect(page).toHaveURL(/\/login/);
      const login = await page.request.post("/login", { form: { email, password }, maxRedirects: 0 });
      // Refused as any wrong e-mail or password is (a 4xx answer, no session).
      expect(login.status()).toBeGreaterThanOrEqual(400);
      expect(login.status()).toBeLessThan(500);
    });

    test("delete a Google-only account right after a Google sign-in, without a password", async ({
      page,
    }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: copy.google }).click();
      await expect(page).toHaveTitle(/Google Accounts \(fake\)/);
      await page.getByLabel("Email").fill(uniqueEmail(`google-delete-${language}`));
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL("/dashboard");
      await page.goto("/configuracoes/seguranca?excluir=1");
      await expect(page.getByText(copy.googleFresh)).toBeVisible();
      await expect(page.getByLabel(copy.passwordLabel)).toHaveCount(0);
      await page.getByRole("button", { name: copy.confirm }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByText(copy.deleted)).toBeVisible();
    });
  });
}
