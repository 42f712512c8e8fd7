import { expect, test } from "./fixtures";

const notFoundLoad = /Failed to load resource: the server responded with a status of 404/;

test.describe("not-found page in English", () => {
  test.use({ locale: "en-US" });

  test("answers 404 with a way home", async ({ page, pageErrors }) => {
    const response = await page.goto("/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thumbnails that make viewers click");
    // The browser reports the 404 document itself; that one is expected.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !notFoundLoad.test(e)));
  });
});

test.describe("not-found page in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("is translated", async ({ page, pageErrors }) => {
    const response = await page.goto("/nao-existe/tambem");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Ops! Página não encontrada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !notFoundLoad.test(e)));
  });
});
