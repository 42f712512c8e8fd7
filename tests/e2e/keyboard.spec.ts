import type { Page } from "@playwright/test";
import { emailedLink, logIn, password, uniqueEmail, createAccount } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * Keyboard only: sign-up to the dashboard, the first answers to the Thumbnail Expert, and a
 * dashboard card's delete dialog. Every control is reached with Tab (no clicks, no filling by
 * locator), and the focused element is checked by its accessible name at each step.
 */
test.use({ locale: "pt-BR" });

/** The focused element's accessible name: its label, aria-label or text. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "";
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? el.getAttribute("aria-label") ?? el.textContent ?? "";
    return label.replace(/\s+/g, " ").trim();
  });
}

/** Presses Tab until the focused element's name matches (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`${name} was not reached with ${limit} presses of Tab (last: ${await focusedName(page)})`);
}

test("sign-up, confirmation and login to the dashboard with the keyboard only", async ({ page }) => {
  const email = uniqueEmail("keyboard");
  await page.goto("/cadastro");
  await tabTo(page, /^Nome completo/);
  await page.keyboard.type("Teca Teclado");
  await tabTo(page, /^Email/, 2);
  await page.keyboard.type(email);
  await tabTo(page, /^Senha/, 3);
  await page.keyboard.type(password);
  await tabTo(page, /^Confirmar senha/, 3);
  await page.keyboard.type(password);
  await tabTo(page, /Li e aceito/, 3);
  await page.keyboard.press("Space");
  await tabTo(page, /^Criar conta$/, 6);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Conta criada!")).toBeVisible();

  await page.goto(await emailedLink(page.request, email, "/confirmar-email"));
  await page.goto(`/login?email=${encodeURIComponent(email)}`);
  await tabTo(page, /^Senha/);
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("Olá, Teca Teclado!")).toBeVisible();
});

test("the first answers to the Thumbnail Expert with the keyboard only", async ({ page }, testInfo) => {
  // Two streamed replies: on a loaded 2-core machine each may take longer than the default allows.
  test.setTimeout(90_000);
  const js = javaScriptOn(testInfo.project.name);
  const email = uniqueEmail("keyboard-expert");
  await createAccount(page.request, { email });
  await logIn(page, email);
  await page.goto("/thumbnail-expert");
  if (js) await page.waitForLoadState("networkidle");
  for (const answer of ["Receitas veganas", "Pessoas que querem comer melhor"]) {
    const before = await page.getByTestId("chat-messages").locator("li").count();
    await tabTo(page, /^Sua resposta/);
    await page.keyboard.type(answer);
    if (js) await page.keyboard.press("Enter");
    else {
      await tabTo(page, /^Enviar$/, 8);
      await page.keyboard.press("Enter");
    }
    await expect(page.getByTestId("chat-messages")).toContainText(answer);
    await expect
      .poll(() => page.getByTestId("chat-messages").locator("li").count())
      .toBeGreaterThan(before + 1);
    // As a person does, answer once the next question has finished arriving.
    await expect(page.getByTestId("chat-messages")).toHaveAttribute("aria-busy", "false", {
      timeout: 30_000,
    });
  }
});

test("a dashboard card's delete dialog opens and closes with the keyboard, focus back on its button", async ({
  page,
}, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), "without JavaScript the confirmation is its own page");
  const email = uniqueEmail("keyboard-dashboard");
  await createAccount(page.request, { email });
  await logIn(page, email);
  const generated = await page.request.post("/gerar", {
    multipart: { intent: "generate", niche: "culinária" },
    maxRedirects: 0,
  });
  expect(generated.status()).toBe(303);
  await expect
    .poll(
      async () =>
        (await (await page.request.get("/dashboard")).text()).match(/data-testid="thumbnail-card"/g)
          ?.length ?? 0,
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0);
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  // Keys pressed before hydration belong to the page without JavaScript (Enter loads the
  // confirmation page, where Escape does nothing); this test is about the dialog.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabTo(page, /^Excluir/, 80);
  const opener = await page.evaluate(() => document.activeElement?.outerHTML);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Excluir Thumbnail" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(opener);
});
