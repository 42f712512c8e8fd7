import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const copy = {
  en: { locale: "en-US", toDark: "Use dark theme", toLight: "Use light theme" },
  pt: { locale: "pt-BR", toDark: "Usar tema escuro", toLight: "Usar tema claro" },
} as const;

/** Whether the page is painted dark: the computed background of <body>, not just a class name. */
async function bodyIsDark(page: Page) {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3 < 80;
}

for (const language of ["en", "pt"] as const) {
  const t = copy[language];

  test.describe(`theme on a light system (${language})`, () => {
    test.use({ colorScheme: "light", locale: t.locale });

    test("starts light, switches to dark, and keeps it after a reload", async ({ page }) => {
      await page.goto("/");
      const html = page.locator("html");
      await expect(html).toHaveAttribute("lang", language);
      expect(await html.getAttribute("class"), "no theme class before a choice").toBeNull();
      expect(await bodyIsDark(page)).toBe(false);
      await expect(page.getByRole("button", { name: t.toLight })).toBeHidden();

      await page.getByRole("button", { name: t.toDark }).click();
      await expect(html).toHaveClass("dark");
      await expect(page.getByRole("button", { name: t.toLight })).toBeVisible();
      await expect(page.getByRole("button", { name: t.toDark })).toBeHidden();
      expect(await bodyIsDark(page)).toBe(true);

      await page.reload();
      await expect(html).toHaveClass("dark");
      expect(await bodyIsDark(page)).toBe(true);
      await expect(page.getByRole("button", { name: t.toLight })).toBeVisible();
    });
  });

  test.describe(`theme on a dark system (${language})`, () => {
    test.use({ colorScheme: "dark", locale: t.locale });

    // Runs in the js-off project too: the dark page comes from CSS alone, no script involved.
    test("is dark from the first paint with no choice stored, and can be switched to light", async ({
      page,
    }) => {
      await page.goto("/");
      const html = page.locator("html");
      expect(await html.getAttribute("class"), "no theme class before a choice").toBeNull();
      expect(await bodyIsDark(page)).toBe(true);
      await expect(page.getByRole("button", { name: t.toDark })).toBeHidden();

      await page.getByRole("button", { name: t.toLight }).click();
      await expect(html).toHaveClass("light");
      expect(await bodyIsDark(page)).toBe(false);
      await expect(page.getByRole("button", { name: t.toDark })).toBeVisible();
    });
  });
}
