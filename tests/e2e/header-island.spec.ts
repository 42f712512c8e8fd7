import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, markDocument, sameDocument, test } from "./fixtures";

/**
 * The site header is a static island (docs/decisions/027-less-to-hydrate.md): the server renders it,
 * React leaves its DOM alone when the page hydrates, and its links and forms still behave as React's
 * would, through the island's delegated handlers. Run with JavaScript on and off (the projects).
 */
const languages = {
  pt: {
    locale: "pt-BR",
    logIn: "Entrar",
    getStarted: "Começar grátis",
    dashboard: "Dashboard",
    logOut: "Sair",
    faqTitle: "Perguntas frequentes",
    languageMenu: "Mudar idioma",
    otherLanguage: { choice: "English", lang: "en", logIn: "Login" },
  },
  en: {
    locale: "en-US",
    logIn: "Login",
    getStarted: "Get Started Free",
    dashboard: "Dashboard",
    logOut: "Log out",
    faqTitle: "Frequently asked questions",
    languageMenu: "Change language",
    otherLanguage: { choice: "Português", lang: "pt", logIn: "Entrar" },
  },
} as const;

/** The header's inner elements, and how many of them React has touched. */
function headerNodes(page: Page) {
  return page.evaluate(() => {
    const touched = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    const island = document.querySelector("header [data-island='site-header']");
    const inner = island ? [...island.querySelectorAll("*")] : [];
    return {
      found: island !== null,
      island: island ? touched(island) : false,
      inner: inner.length,
      innerTouched: inner.filter(touched).length,
    };
  });
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the site header in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("is served whole, signed out and signed in, and React leaves it alone when the page hydrates", async ({
      page,
    }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      await page.goto("/login");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: copy.logIn, exact: true })).toBeVisible();
      await expect(header.getByRole("link", { name: copy.getStarted, exact: true })).toBeVisible();
      const signedOut = await headerNodes(page);
      expect(signedOut.found).toBe(true);
      expect(signedOut.inner).toBeGreaterThan(20);
      expect(signedOut.island).toBe(js);
      expect(signedOut.innerTouched, "elements React hydrated inside the header").toBe(0);

      const email = uniqueEmail("header-island");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/dashboard");
      await expect(header.getByRole("link", { name: copy.dashboard, exact: true })).toBeVisible();
      await expect(header.getByRole("button", { name: copy.logOut })).toBeVisible();
      expect((await headerNodes(page)).innerTouched, "elements React hydrated inside the header").toBe(0);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("a link in the menu opens its page, in the same document with JavaScript, and closes the menu", async ({
        page,
      }, testInfo) => {
        const js = javaScriptOn(testInfo.project.name);
        await page.goto("/login");
        await markDocument(page);
        const menu = page.getByTestId("phone-menu");
        await menu.getByText("Menu", { exact: true }).click();
        await menu.getByRole("link", { name: "FAQ", exact: true }).click();
        await expect(page).toHaveURL(/\/faq$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.faqTitle);
        await expect(menu).not.toHaveAttribute("open");
        await expect(menu.getByRole("navigation")).toBeHidden();
        expect(await sameDocument(page)).toBe(js);
      });
    });

    test("switching the language translates the header and keeps the focus on the chosen language", async ({
      page,
    }, testInfo) => {
      const js = javaScriptOn(testInfo.project.name);
      await page.goto("/login");
      await page.locator("summary", { hasText: copy.languageMenu }).click();
      await page.getByRole("button", { name: copy.otherLanguage.choice }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", copy.otherLanguage.lang);
      await expect(
        page.getByRole("banner").getByRole("link", { name: copy.otherLanguage.logIn, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      if (js) {
        // React rendered the header anew in the other language; the button pressed keeps the focus.
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest("header")
            ? `${active.getAttribute("name")}=${active.getAttribute("value")}`
            : null;
        });
        expect(focused).toBe(`language=${copy.otherLanguage.lang}`);
      }
    });
  });
}
