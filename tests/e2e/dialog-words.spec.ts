import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, startConversation, test } from "./fixtures";

/**
 * Every dialog of the Thumbnail Expert and the dashboard speaks the page's language, with
 * JavaScript on and off: no text in it is a raw translation key such as "feedback.close" (issue 29:
 * the expert's rename and delete dialogs showed it, their page lacking the group the close link's
 * key lived in).
 */
const languages = {
  pt: { locale: "pt-BR", close: "Fechar" },
  en: { locale: "en-US", close: "Close" },
} as const;

/** A dotted lower-case path with nothing else around it reads as a key the page could not find. */
const rawKey = /^[a-z]+(\.[a-zA-Z_]+)+$/;

/** Every text node and every accessible label on the page that reads like a raw key. */
async function rawKeysOn(page: Page) {
  return page.evaluate((pattern) => {
    const looksRaw = new RegExp(pattern);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (looksRaw.test(text)) found.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder]"))
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name)?.trim() ?? "";
        if (looksRaw.test(value)) found.push(`${name}=${value}`);
      }
    return found;
  }, rawKey.source);
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`dialogs in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("the expert's and the dashboard's dialogs show no raw translation key", async ({ page }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail("dialogs");
      await createAccount(page.request, { email });
      await logIn(page, email);

      // A conversation (its first message creates it) and one thumbnail on the dashboard.
      const conversationId = await startConversation(
        page,
        language === "pt" ? "Culinária vegana" : "Vegan cooking",
      );
      const samples = await page.request.post("/dev/thumbnails", { form: { count: "1" } });
      expect(samples.ok(), "the sample job is queued").toBe(true);
      let thumbnailId = "";
      await expect
        .poll(async () => {
          const html = await (await page.request.get("/dashboard")).text();
          thumbnailId = /[?&]delete=([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
          return thumbnailId;
        }, "a thumbnail on the dashboard")
        .not.toBe("");

      const dialogs = [
        { url: `/thumbnail-expert?c=${conversationId}&rename=${conversationId}`, role: "dialog" },
        { url: `/thumbnail-expert?c=${conversationId}&delete=${conversationId}`, role: "alertdialog" },
        { url: "/dashboard?feedback=1", role: "dialog" },
        { url: `/dashboard?delete=${thumbnailId}`, role: "alertdialog" },
        { url: `/dashboard?download=${thumbnailId}`, role: "dialog" },
        { url: `/dashboard?score=${thumbnailId}`, role: "dialog" },
      ] as const;
      for (const { url, role } of dialogs) {
        await page.goto(url);
        const dialog = page.getByRole(role).first();
        await expect(dialog, url).toBeVisible();
        await expect(dialog.getByRole("link", { name: copy.close, exact: true }), url).toBeVisible();
        expect(await rawKeysOn(page), url).toEqual([]);
      }
    });
  });
}
