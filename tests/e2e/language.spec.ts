import { expect, test } from "./fixtures";

test.describe("language", () => {
  test.use({ locale: "pt-BR" });

  test("follows a Portuguese browser, switches to English and back, and remembers the choice", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails que fazem o público clicar");

    await page.getByLabel("Mudar idioma").click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails that make viewers click");

    // The browser still says pt-BR; the stored choice wins on a fresh load.
    await page.goto("/status");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("System status");

    await page.getByLabel("Change language").click();
    await page.getByRole("button", { name: "Português" }).click();
    await expect(page).toHaveURL("/status");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status do sistema");
  });
});

test.describe("language for an English browser", () => {
  test.use({ locale: "en-US" });

  test("renders English and keeps the query string when switching", async ({ page }) => {
    await page.goto("/status?job=00000000-0000-4000-8000-000000000000");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("That test job does not exist or has expired.")).toBeVisible();
    await page.getByLabel("Change language").click();
    await page.getByRole("button", { name: "Português" }).click();
    await expect(page).toHaveURL("/status?job=00000000-0000-4000-8000-000000000000");
    await expect(page.getByText("Essa tarefa de teste não existe ou já expirou.")).toBeVisible();
  });
});
