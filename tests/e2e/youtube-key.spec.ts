import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test, waitForRouterIdle } from "./fixtures";

/**
 * Settings check a YouTube API key with YouTube before saving it (issue 29), against the e2e
 * stack's fake YouTube (tests/fakes/youtube.ts: "invalid-key" is refused). A refused key says so in
 * the creator's language and stays in the field as typed, with JavaScript on and off; a good key is
 * saved and shown by its last four characters.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    label: "YouTube API Key",
    save: "Salvar chave",
    refused: "O YouTube recusou esta chave.",
    none: "Nenhuma chave salva.",
    saved: "Chave salva, terminando em 0001.",
    success: "YouTube API Key verificada e salva!",
  },
  en: {
    locale: "en-US",
    label: "YouTube API Key",
    save: "Save key",
    refused: "YouTube refused this key.",
    none: "No key saved.",
    saved: "Key saved, ending in 0001.",
    success: "YouTube API key checked and saved!",
  },
} as const;

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the YouTube key in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("a key YouTube refuses is not saved, says so and stays in the field; a good one is saved", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("youtube-key");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/configuracoes/youtube");
      const field = page.getByLabel(copy.label);
      await field.fill("invalid-key");
      await page.getByRole("button", { name: copy.save }).click();
      await expect(page.getByText(copy.refused)).toBeVisible();
      await expect(field).toHaveValue("invalid-key");
      await expect(page.getByText(copy.none)).toBeVisible();
      // With JavaScript, the refused submit's revalidation settles before the next key is typed.
      if (javaScriptOn(testInfo.project.name)) await waitForRouterIdle(page);

      await field.fill("AIzaSyE2eGoodKey_checked_by_fake_0001");
      await page.getByRole("button", { name: copy.save }).click();
      await expect(page.getByText(copy.success)).toBeVisible();
      await expect(page.getByText(copy.saved)).toBeVisible();
      await expect(field).toHaveValue("");
    });
  });
}
