import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * The 7-day refund on /assinatura through the local checkout (no provider keys, development): a
 * creator pays for Pro with the language's recommended method, sees the refund offered until a date,
 * confirms it, and is back on Free with a toast and a notice — with and without JavaScript.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    provider: "Mercado Pago",
    getPro: "Assinar Pro",
    dialog: "Escolha o método de pagamento",
    pay: /^Pagar /,
    confirmed: "Pagamento confirmado!",
    currentPlan: "Plano atual",
    window: /Garantia de 7 dias: você pode pedir o reembolso integral até \d/,
    ask: "Pedir reembolso",
    confirmTitle: "Pedir o reembolso?",
    confirm: "Sim, reembolsar",
    done: "Reembolso feito",
    notice: /O pagamento do plano Pro foi reembolsado em .* Sua conta e suas thumbnails continuam aqui/,
  },
  en: {
    locale: "en-US",
    provider: "International card",
    getPro: "Get Pro",
    dialog: "Choose a payment method",
    pay: /^Pay /,
    confirmed: "Payment confirmed!",
    currentPlan: "Current Plan",
    window: /7-day guarantee: you can ask for a full refund until \w/,
    ask: "Ask for a refund",
    confirmTitle: "Ask for the refund?",
    confirm: "Yes, refund",
    done: "Refund made",
    notice: /The payment for the Pro plan was refunded on .* Your account and your thumbnails stay/,
  },
} as const;

const card = (page: Page, plan: string) => page.locator(`li[data-plan="${plan}"]`);

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`the 7-day refund in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("a creator pays for Pro, asks for the refund within 7 days and is back on Free", async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      const js = javaScriptOn(testInfo.project.name);
      const email = uniqueEmail("refund");
      await createAccount(page.request, { email });
      await logIn(page, email);

      await page.goto("/assinatura");
      await card(page, "pro").getByRole("link", { name: copy.getPro }).click();
      const dialog = page.getByRole("dialog", { name: copy.dialog });
      const choose = dialog.getByRole("button", { name: new RegExp(`^${copy.provider} —`) });
      let checkout = page;
      if (js) [checkout] = await Promise.all([page.waitForEvent("popup"), choose.click()]);
      else await choose.click();
      await expect(checkout).toHaveURL(/\/dev\/checkout\//);
      await checkout.getByRole("button", { name: copy.pay }).click();
      await expect(checkout.getByTestId("checkout-banner")).toContainText(copy.confirmed);
      if (checkout !== page) await checkout.close();

      await page.goto("/assinatura");
      await expect(card(page, "pro").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
      await expect(page.getByTestId("refund-window")).toHaveText(copy.window);
      await page.getByRole("link", { name: copy.ask }).click();
      await expect(page).toHaveURL(/reembolso=1/);
      const confirmation = page.getByRole("alertdialog", { name: copy.confirmTitle });
      await expect(confirmation).toBeVisible();
      await confirmation.getByRole("button", { name: copy.confirm }).click();

      await expect(page.getByRole("status").filter({ hasText: copy.done })).toBeVisible();
      await expect(page).toHaveURL(/\/assinatura$/);
      await expect(card(page, "free").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
      await expect(page.getByTestId("period-ended-notice")).toHaveText(copy.notice);
      await expect(page.getByRole("link", { name: copy.ask })).toHaveCount(0);
    });
  });
}
