import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * The dashboard (spec 2 §2): the feedback dialog, with JavaScript on and off, in both languages.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    open: "Enviar feedback",
    dialog: "Enviar feedback",
    type: "Tipo",
    typeOption: "Sugestão",
    subject: "Assunto",
    message: "Mensagem",
    send: "Enviar",
    subjectMin: "Assunto deve ter no mínimo 3 caracteres",
    messageMin: "Mensagem deve ter no mínimo 10 caracteres",
    success: "Feedback enviado com sucesso!",
  },
  en: {
    locale: "en-US",
    open: "Send feedback",
    dialog: "Send feedback",
    type: "Type",
    typeOption: "Suggestion",
    subject: "Subject",
    message: "Message",
    send: "Send",
    subjectMin: "Subject must be at least 3 characters",
    messageMin: "Message must be at least 10 characters",
    success: "Feedback sent successfully!",
  },
} as const;

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`dashboard in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("feedback: the spec's messages keep what was typed, then it is sent and the dialog closes", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("feedback");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/dashboard");
      await page.getByRole("link", { name: copy.open }).click();
      const dialog = page.getByRole("dialog", { name: copy.dialog });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(copy.type).selectOption({ label: copy.typeOption });
      await dialog.getByLabel(copy.subject).fill("oi");
      await dialog.getByLabel(copy.message).fill("curta");
      const js = javaScriptOn(testInfo.project.name);
      // With JavaScript the counter follows the typing; without it, the server counts what was sent.
      if (js) await expect(dialog.getByText("5/1000")).toBeVisible();
      await dialog.getByRole("button", { name: copy.send, exact: true }).click();
      await expect(dialog.getByText("5/1000")).toBeVisible();
      await expect(dialog.getByText(copy.subjectMin)).toBeVisible();
      await expect(dialog.getByText(copy.messageMin)).toBeVisible();
      await expect(dialog.getByLabel(copy.subject)).toHaveValue("oi");
      await expect(dialog.getByLabel(copy.message)).toHaveValue("curta");
      await expect(dialog.getByLabel(copy.type)).toHaveValue("suggestion");

      await dialog.getByLabel(copy.subject).fill("Modo escuro");
      await dialog.getByLabel(copy.message).fill("Seria ótimo exportar no modo escuro também.");
      if (js) await expect(dialog.getByText("43/1000")).toBeVisible();
      await dialog.getByRole("button", { name: copy.send, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: copy.success })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
