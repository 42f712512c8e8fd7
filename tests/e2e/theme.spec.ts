import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function bodyIsDark(page: Page) {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (color.match(/\d+/g) ?? []).map(Number);
  return (r + g + b) / 3 < 80;
}

test.describe("theme on a light system", () => {
  test.use({ colorScheme: "light", locale: "en-US" });

  test("starts light, switches to dark, and keeps it after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("class", /dark|light/);
    expect(await bodyIsDark(page)).toBe(false);
    await expect(page.getByRole("button", { name: "Use light theme" })).toBeHidden();

    await page.getByRole("button", { name: "Use dark theme" }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    expect(await bodyIsDark(page)).toBe(true);
    await expect(page.getByRole("button", { name: "Use dark theme" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Use light theme" })).toBeVisible();

    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    expect(await bodyIsDark(page)).toBe(true);
  });
});

test.describe("theme on a dark system", () => {
  test.use({ colorScheme: "dark", locale: "pt-BR" });

  test("is dark from the first paint with no choice stored, and can be switched to light", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("class", /dark|light/);
    expect(await bodyIsDark(page)).toBe(true);

    await page.getByRole("button", { name: "Usar tema claro" }).click();
    await expect(page.locator("html")).toHaveClass("light");
    expect(await bodyIsDark(page)).toBe(false);
    await expect(page.getByRole("button", { name: "Usar tema escuro" })).toBeVisible();
  });
});
