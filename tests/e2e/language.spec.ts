import type { Page } from "@playwright/test";
import { expect, javaScriptOn, openStatusPage, test } from "./fixtures";

/** Opens the language menu (a <details> disclosure) by its label and picks a language. */
async function chooseLanguage(page: Page, menuLabel: string, language: string) {
  const menu = page.locator("summary", { hasText: menuLabel });
  await menu.click();
  await expect(page.getByTestId("language-menu")).toHaveAttribute("open", "");
  await page.getByRole("button", { name: language }).click();
}

test.describe("language for a Portuguese browser", () => {
  test.use({ locale: "pt-BR" });

  test("starts in Portuguese, switches to English on the same page, and remembers it", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails que fazem o público clicar");

    await chooseLanguage(page, "Mudar idioma", "English");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails that make viewers click");

    // The browser still says pt-BR; the stored choice wins on the next load.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails that make viewers click");

    await chooseLanguage(page, "Change language", "Português");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails que fazem o público clicar");
  });

  test("switching on the status page returns to the status page, and back", async ({ page }, testInfo) => {
    const withJavaScript = javaScriptOn(testInfo.project.name);
    await openStatusPage(page, { language: "pt", withJavaScript });
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status do sistema");

    await chooseLanguage(page, "Mudar idioma", "English");
    await expect(page).toHaveURL("/status");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("System status");

    // A fresh load of another page keeps English.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await openStatusPage(page, { language: "en", withJavaScript });

    await chooseLanguage(page, "Change language", "Português");
    await expect(page).toHaveURL("/status");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status do sistema");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  });
});

test.describe("language for an English browser", () => {
  test.use({ locale: "en-US" });

  test("renders English and keeps the query string when switching", async ({ page }, testInfo) => {
    const url = "/status?job=00000000-0000-4000-8000-000000000000";
    await openStatusPage(page, { url, language: "en", withJavaScript: javaScriptOn(testInfo.project.name) });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("That test job does not exist or has expired.")).toBeVisible();

    await chooseLanguage(page, "Change language", "Português");
    await expect(page).toHaveURL("/status?job=00000000-0000-4000-8000-000000000000");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByText("Essa tarefa de teste não existe ou já expirou.")).toBeVisible();
  });
});
