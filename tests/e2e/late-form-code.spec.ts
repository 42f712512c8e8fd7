import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, scriptsHolding, test } from "./fixtures";

/**
 * zod and conform (24 KiB gzip) are not downloaded with any page: the sign-in, password, settings,
 * generator and analysis forms fetch them on the first blur or submit, the dashboard's feedback
 * dialog when it opens.
 */

/** The app's scripts the page has downloaded that hold zod or conform. */
// zod names its error class; conform's intents travel under "__intent__".
const formCodeWatcher = (page: Page) => scriptsHolding(page, /ZodError|__intent__/);

const copy = {
  pt: {
    locale: "pt-BR",
    email: "Email",
    invalidEmail: "Email inválido",
    feedback: "Enviar feedback",
    fullName: "Nome completo",
    nameRequired: "Por favor, preencha o nome completo",
  },
  en: {
    locale: "en-US",
    email: "E-mail",
    invalidEmail: "Invalid e-mail",
    feedback: "Send feedback",
    fullName: "Full name",
    nameRequired: "Please fill in your full name",
  },
} as const;

for (const [language, words] of Object.entries(copy)) {
  test.describe(`form code loads late, ${language}`, () => {
    test.use({ locale: words.locale });

    for (const path of ["/login", "/cadastro", "/esqueci-senha"]) {
      test(`${path} fetches zod and conform on the first blur, then says what is wrong`, async ({
        page,
      }, testInfo) => {
        test.skip(
          !javaScriptOn(testInfo.project.name),
          "without JavaScript no script loads at all; the server validates every form",
        );
        const loaded = formCodeWatcher(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(loaded, "zod/conform on the first load").toEqual([]);
        await page.getByLabel(words.email).fill("nao-e-um-email");
        await page.getByLabel(words.email).press("Tab");
        await expect(page.getByText(words.invalidEmail)).toBeVisible();
        await expect.poll(() => loaded.length, { message: "zod/conform after the blur" }).toBeGreaterThan(0);
      });
    }

    test("/dashboard and /thumbnail-expert fetch them only when a dialog opens", async ({
      page,
    }, testInfo) => {
      test.skip(
        !javaScriptOn(testInfo.project.name),
        "without JavaScript no script loads at all; the server validates every form",
      );
      const email = uniqueEmail("late-code");
      await createAccount(page.request, { email });
      await logIn(page, email);
      const loaded = formCodeWatcher(page);
      await page.goto("/thumbnail-expert");
      await page.waitForLoadState("networkidle");
      expect(loaded, "zod/conform on the expert's first load").toEqual([]);
      await page.goto("/dashboard");
      await page.waitForLoadState("networkidle");
      expect(loaded, "zod/conform on the dashboard's first load").toEqual([]);
      await page.getByRole("link", { name: words.feedback }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect
        .poll(() => loaded.length, { message: "zod/conform once the dialog opens" })
        .toBeGreaterThan(0);
    });

    test("the signed-in forms fetch them only when a field is left or the form is sent", async ({
      page,
    }, testInfo) => {
      test.skip(
        !javaScriptOn(testInfo.project.name),
        "without JavaScript no script loads at all; the server validates every form",
      );
      test.setTimeout(60_000);
      const email = uniqueEmail("late-forms");
      await createAccount(page.request, { email });
      await logIn(page, email);
      const loaded = formCodeWatcher(page);
      for (const path of [
        "/gerar",
        "/analise-tendencias",
        "/configuracoes/youtube",
        "/configuracoes/seguranca",
        "/configuracoes/perfil",
      ]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(loaded, `zod/conform on ${path}'s first load`).toEqual([]);
      }
      // The profile's name, emptied and left: the schema's message, in the page's language.
      await page.getByLabel(words.fullName).fill("");
      await page.getByLabel(words.fullName).press("Tab");
      await expect(page.getByText(words.nameRequired)).toBeVisible();
      await expect.poll(() => loaded.length, { message: "zod/conform after the blur" }).toBeGreaterThan(0);
    });
  });
}
