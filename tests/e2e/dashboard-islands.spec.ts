import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { addSamples, expect, javaScriptOn, openLivePage, test } from "./fixtures";

/**
 * The dashboard's card grid is a static island (docs/decisions/027-less-to-hydrate.md, The
 * dashboard): a document load hydrates none of the cards' elements, yet their links still open the
 * dialogs in the page, and the grid still follows live updates.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    live: "Atualizando ao vivo",
    addSamples: "Criar exemplos",
    delete: "Excluir",
    deleteDialog: "Excluir Thumbnail",
    cancel: "Cancelar",
  },
  en: {
    locale: "en-US",
    live: "Live updates on",
    addSamples: "Add samples",
    delete: "Delete",
    deleteDialog: "Delete Thumbnail",
    cancel: "Cancel",
  },
} as const;

const cards = (page: Page) => page.getByTestId("thumbnail-card");

/** The grid's inner elements, and how many of them React has hydrated or rendered. */
const gridNodes = (page: Page) =>
  page.evaluate(() => {
    const inner = [...document.querySelectorAll("[data-island='thumbnails'] *")];
    return {
      inner: inner.length,
      touched: inner.filter((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))).length,
    };
  });

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the dashboard's card grid in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("is not hydrated, yet opens dialogs in the page and follows live updates", async ({
      page,
    }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("grid");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await addSamples(page, copy.addSamples, 2);
      await expect(async () => {
        await page.goto("/dashboard");
        await expect(cards(page)).toHaveCount(2, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await openLivePage(page, { url: "/dashboard", connectedText: copy.live, withJavaScript: js });
      await expect(cards(page)).toHaveCount(2);
      const served = await gridNodes(page);
      expect(served.inner, "the cards are in the page's HTML").toBeGreaterThan(40);
      expect(served.touched, "card elements React hydrated").toBe(0);

      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await cards(page).first().getByRole("link", { name: copy.delete, exact: true }).click();
      const dialog = page.getByRole("alertdialog", { name: copy.deleteDialog });
      await expect(dialog).toBeVisible();
      const sameDocument = await page.evaluate(
        () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
      );
      expect(sameDocument, "the dialog opened without loading the page again").toBe(js);
      await dialog.getByRole("link", { name: copy.cancel }).click();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      if (!js) return;

      // Once the address changed, React renders the cards itself; a new thumbnail arrives live.
      expect((await gridNodes(page)).touched).toBeGreaterThan(40);
      await addSamples(page, copy.addSamples, 1);
      await expect(cards(page)).toHaveCount(3, { timeout: 15_000 });
    });
  });
}
