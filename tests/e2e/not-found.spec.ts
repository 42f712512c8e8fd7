import { expect, test } from "./fixtures";

// Chromium logs the 404 document itself as a console error; that one is the point of these tests.
const notFoundLoad = /Failed to load resource: the server responded with a status of 404/;

const copy = {
  en: {
    locale: "en-US",
    title: "Oops! Page not found",
    home: "Return to Home",
    homeHeading: "Thumbnails that make viewers click",
  },
  pt: {
    locale: "pt-BR",
    title: "Ops! Página não encontrada",
    home: "Voltar ao início",
    homeHeading: "Thumbnails que fazem o público clicar",
  },
} as const;

for (const language of ["en", "pt"] as const) {
  const t = copy[language];

  test.describe(`not-found page (${language})`, () => {
    test.use({ locale: t.locale });

    test("answers 404 with a way home", async ({ page, pageErrors }) => {
      const response = await page.goto("/nao-existe");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

      const home = page.getByRole("link", { name: t.home });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.homeHeading);

      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !notFoundLoad.test(e)));
    });
  });
}
