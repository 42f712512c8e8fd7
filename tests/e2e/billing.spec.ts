import type { Page } from "@playwright/test";
import { createAccount, logIn, uniqueEmail } from "./accounts";
import { expect, javaScriptOn, test } from "./fixtures";

/**
 * Plans and payments through the local checkout (no provider keys, development): a Free user
 * upgrades to Pro monthly and annual with each provider, sees the Pro plan and limits, cancels and
 * returns to Free when the period ends. With JavaScript the checkout opens in a new tab; without it
 * the browser goes there.
 */
const languages = {
  pt: {
    locale: "pt-BR",
    loginRequired: "Faça login para assinar um plano",
    getPro: "Assinar Pro",
    dialog: "Escolha o método de pagamento",
    providers: { stripe: "Cartão internacional", mercadopago: "Mercado Pago" },
    amounts: {
      stripe: { monthly: "US$ 20", annual: "US$ 204" },
      mercadopago: { monthly: "R$ 100", annual: "R$ 1.020" },
    },
    recommended: "mercadopago",
    pay: /^Pagar /,
    card: "Cartão de crédito",
    cardNumber: "Número do cartão (teste)",
    pixCode: "Código PIX copia e cola (teste)",
    pixStep: "Abra o app do seu banco e escolha Pix › Copia e cola.",
    pixPay: /^Simular PIX pago /,
    confirmed: "Pagamento confirmado!",
    currentPlan: "Plano atual",
    annual: "Anual",
    proBadge: "Plano Pro",
    proLimit: "Thumbnails deste mês: 0 de 200",
    freeLimit: "Thumbnails deste mês: 0 de 3",
    cancel: "Cancelar assinatura",
    confirmCancel: "Sim, cancelar",
    canceled: "Assinatura cancelada",
    endsOn: /Cancelada: você mantém o plano até/,
    endPeriod: "Encerrar o período pago agora",
    freeCta: "Começar grátis",
    alreadyFree: "Você já está no plano gratuito!",
  },
  en: {
    locale: "en-US",
    loginRequired: "Please login to subscribe",
    getPro: "Get Pro",
    dialog: "Choose a payment method",
    providers: { stripe: "International card", mercadopago: "Mercado Pago" },
    amounts: {
      stripe: { monthly: "$20", annual: "$204" },
      mercadopago: { monthly: "R$100", annual: "R$1,020" },
    },
    recommended: "stripe",
    pay: /^Pay /,
    card: "Credit card",
    cardNumber: "Card number (test)",
    pixCode: "PIX copy-and-paste code (test)",
    pixStep: "Open your bank's app and choose Pix › Copy and paste.",
    pixPay: /^Simulate a paid PIX /,
    confirmed: "Payment confirmed!",
    currentPlan: "Current Plan",
    annual: "Annual",
    proBadge: "Pro plan",
    proLimit: "Thumbnails this month: 0 of 200",
    freeLimit: "Thumbnails this month: 0 of 3",
    cancel: "Cancel subscription",
    confirmCancel: "Yes, cancel",
    canceled: "Subscription cancelled",
    endsOn: /Cancelled: you keep the plan until/,
    endPeriod: "End the paid period now",
    freeCta: "Start free",
    alreadyFree: "You're already on the free plan!",
  },
} as const;

type Copy = (typeof languages)[keyof typeof languages];
type Provider = keyof Copy["providers"];

const card = (page: Page, plan: string) => page.locator(`li[data-plan="${plan}"]`);

/** Picks the method in the dialog and pays on the local checkout (a new tab with JavaScript). */
async function payFor(
  page: Page,
  copy: Copy,
  provider: Provider,
  billing: "monthly" | "annual",
  js: boolean,
) {
  const dialog = page.getByRole("dialog", { name: copy.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("form").first()).toContainText(copy.providers[copy.recommended]);
  await expect(dialog).toContainText(copy.amounts[provider][billing]);
  const choose = dialog.getByRole("button", { name: new RegExp(`^${copy.providers[provider]} —`) });
  let checkout = page;
  if (js) {
    [checkout] = await Promise.all([page.waitForEvent("popup"), choose.click()]);
  } else {
    await choose.click();
  }
  await expect(checkout).toHaveURL(/\/dev\/checkout\//);
  await expect(checkout.getByTestId("checkout-amount")).toHaveText(copy.amounts[provider][billing]);
  await checkout.getByRole("button", { name: copy.pay }).click();
  await expect(checkout).toHaveURL(/\/assinatura\?checkout=success/);
  await expect(checkout.getByTestId("checkout-banner")).toContainText(copy.confirmed);
  if (checkout !== page) {
    // The page that opened the tab sees the new plan by itself.
    await expect(card(page, "pro").getByRole("button", { name: copy.currentPlan })).toBeDisabled({
      timeout: 15_000,
    });
    await checkout.close();
  }
}

for (const [language, copy] of Object.entries(languages)) {
  test.describe(`plans and payments in ${language}`, () => {
    test.use({ locale: copy.locale });

    test("a visitor choosing a plan on the landing page is asked to log in", async ({ page }) => {
      await page.goto("/#planos");
      await card(page, "pro").getByRole("link", { name: copy.getPro }).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      await expect(page.getByRole("status").filter({ hasText: copy.loginRequired })).toBeVisible();
    });

    test("the local checkout shows a card's fields for a card and a PIX code for PIX (issue 29)", async ({
      page,
    }) => {
      const email = uniqueEmail("pix");
      await createAccount(page.request, { email });
      await logIn(page, email);
      const start = async (provider: "mercadopago" | "stripe") => {
        const checkout = await page.request.post("/assinatura", {
          form: { intent: "checkout", provider, plan: "pro", billing: "monthly" },
          maxRedirects: 0,
        });
        const location = checkout.headers()["location"] ?? "";
        expect(location, "checkout address").toMatch(/\/dev\/checkout\//);
        return new URL(location, "http://localhost").pathname;
      };

      // Stripe takes cards only.
      await page.goto(await start("stripe"));
      await expect(page.getByRole("link", { name: "PIX", exact: true })).toHaveCount(0);
      await expect(page.getByLabel(copy.cardNumber)).toHaveValue("4242 4242 4242 4242");

      // Mercado Pago: a card by default, PIX a link away (works without JavaScript).
      await page.goto(await start("mercadopago"));
      await expect(page.getByLabel(copy.cardNumber)).toHaveValue("4242 4242 4242 4242");
      await expect(page.getByRole("link", { name: copy.card, exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await page.getByRole("link", { name: "PIX", exact: true }).click();
      await expect(page).toHaveURL(/\?method=pix$/);
      await expect(page.getByRole("link", { name: "PIX", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const code = page.getByLabel(copy.pixCode);
      await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
      await expect(page.getByText(copy.pixStep)).toBeVisible();
      await expect(page.getByLabel(copy.cardNumber)).toHaveCount(0);
      await expect(page.getByText("4242")).toHaveCount(0);
      await page.getByRole("button", { name: copy.pixPay }).click();
      await expect(page).toHaveURL(/\/assinatura\?checkout=success/);
      await expect(page.getByTestId("checkout-banner")).toContainText(copy.confirmed);
    });

    for (const provider of ["mercadopago", "stripe"] as const) {
      test(`a Free user upgrades to Pro monthly and annual with ${provider}, cancels and returns to Free`, async ({
        page,
      }, testInfo) => {
        // Two payments on the local checkout (a new tab each with JavaScript) and a cancellation:
        // on a loaded 2-core machine this alone took 30 s.
        test.setTimeout(90_000);
        const js = javaScriptOn(testInfo.project.name);
        const email = uniqueEmail(`pay-${provider}`);
        await createAccount(page.request, { email });
        await logIn(page, email);

        await page.goto("/assinatura");
        await expect(card(page, "free").getByRole("button", { name: copy.currentPlan })).toBeDisabled();

        // Monthly.
        await card(page, "pro").getByRole("link", { name: copy.getPro }).click();
        await payFor(page, copy, provider, "monthly", js);
        await page.goto("/assinatura");
        await expect(card(page, "pro").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
        await page.goto("/dashboard");
        await expect(page.getByText(copy.proBadge, { exact: true })).toBeVisible();
        await expect(page.getByText(copy.proLimit)).toBeVisible();

        // One-click cancel (with its confirmation); the plan stays until the period ends.
        await page.goto("/assinatura");
        await page.getByRole("link", { name: copy.cancel }).click();
        await page.getByRole("button", { name: copy.confirmCancel }).click();
        await expect(page.getByRole("status").filter({ hasText: copy.canceled })).toBeVisible();
        await expect(page.getByTestId("subscription-status")).toHaveText(copy.endsOn);
        await expect(card(page, "pro").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
        await page.getByRole("button", { name: copy.endPeriod }).click();
        await expect(card(page, "free").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
        await page.goto("/dashboard");
        await expect(page.getByText(copy.freeLimit)).toBeVisible();

        // Annual.
        await page.goto("/assinatura?billing=annual");
        await card(page, "pro").getByRole("link", { name: copy.getPro }).click();
        await expect(page).toHaveURL(/billing=annual/);
        await payFor(page, copy, provider, "annual", js);
        await page.goto("/assinatura");
        await expect(page.locator("#subscription-title")).toContainText("Pro");
        await expect(page.getByRole("region", { name: /Pro/ })).toContainText(copy.annual);
        await expect(card(page, "pro").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
      });
    }

    test("a Free user choosing Free on the landing page is told they already have it", async ({ page }) => {
      const email = uniqueEmail("pay-free");
      await createAccount(page.request, { email });
      await logIn(page, email);
      await page.goto("/#planos");
      await card(page, "free").getByRole("button", { name: copy.freeCta }).click();
      await expect(page).toHaveURL(/\/assinatura$/);
      await expect(page.getByRole("status").filter({ hasText: copy.alreadyFree })).toBeVisible();
      await expect(card(page, "free").getByRole("button", { name: copy.currentPlan })).toBeDisabled();
    });
  });
}
