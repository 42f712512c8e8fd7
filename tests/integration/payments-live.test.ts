/**
 * Live mode (provider keys set) inside workerd, with the real `stripe` and `mercadopago` libraries
 * pointed at local fakes of their APIs (tests/fakes/payments.ts): what Miniatura sends them, and what
 * it does with their answers.
 */
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  billingPortalUrl,
  cancelAtPeriodEnd,
  CheckoutError,
  startCheckout,
} from "~/features/billing/checkout.server";
import { signMercadoPagoNotification } from "~/features/billing/dev-webhooks.server";
import { handleMercadoPagoWebhook } from "~/features/billing/mercadopago-webhook.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import { createUserSession } from "~/core/auth/session.server";
import { action as subscriptionAction, loader as subscriptionLoader } from "~/routes/assinatura";
import { loader as devCheckoutLoader } from "~/routes/dev.checkout.$id";
import {
  fakePayments,
  liveBillingEnv,
  paymentRequestsSince,
  profileOf,
  signedInUser,
} from "./billing-helpers";
import { origin } from "./helpers";

const fake = fakePayments;
const live = liveBillingEnv;
const requestsSince = paymentRequestsSince;
const requestCount = async () => (await requestsSince(0)).length;

async function buyer(language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  return { ...user, buyer: { id: user.userId, email: user.email, fullName: "Live Buyer" } };
}

describe("Stripe, live", () => {
  it("creates the customer once and a subscription Checkout Session with the plan's price", async () => {
    const { buyer: who, userId } = await buyer("en");
    const before = await requestCount();
    const url = await startCheckout(live, {
      buyer: who,
      provider: "stripe",
      plan: "pro",
      period: "monthly",
      language: "en",
      origin,
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [customer, session] = await requestsSince(before);
    expect(customer).toMatchObject({ path: "/v1/customers", authorization: "Bearer sk_test_fake" });
    expect(customer!.body).toMatchObject({ email: who.email, "metadata[userId]": userId });
    expect(session).toMatchObject({ path: "/v1/checkout/sessions" });
    expect(session!.body).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_monthly",
      "line_items[0][quantity]": "1",
      client_reference_id: userId,
      "metadata[plan]": "pro",
      "subscription_data[metadata][userId]": userId,
      success_url: `${origin}/assinatura?checkout=success`,
      locale: "en",
    });
    expect((await profileOf(userId)).stripeCustomer).toMatch(/^cus_fake_/);

    const again = await requestCount();
    await startCheckout(live, {
      buyer: who,
      provider: "stripe",
      plan: "elite",
      period: "annual",
      language: "en",
      origin,
    });
    const reused = await requestsSince(again);
    expect(reused.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    expect(reused[0]!.body).toMatchObject({ "line_items[0][price]": "price_elite_annual" });
  });

  it("refuses a plan whose price id is missing, before calling Stripe or writing anything", async () => {
    const { buyer: who, userId } = await buyer();
    const before = await requestCount();
    const attempt = startCheckout(live, {
      buyer: who,
      provider: "stripe",
      plan: "creator",
      period: "annual",
      language: "pt",
      origin,
    });
    await expect(attempt).rejects.toThrow(CheckoutError);
    await expect(attempt).rejects.toThrow("Stripe priceId não configurado para este período");
    expect(await requestsSince(before)).toEqual([]);
    const { results } = await env.DB.prepare(`SELECT id FROM checkouts WHERE user_id = ?1`)
      .bind(userId)
      .all();
    expect(results).toHaveLength(0);
  });

  it("cancels at the period end and opens the billing portal for the customer", async () => {
    const { buyer: who, userId } = await buyer();
    await startCheckout(live, {
      buyer: who,
      provider: "stripe",
      plan: "pro",
      period: "monthly",
      language: "pt",
      origin,
    });
    await env.DB.prepare(
      `INSERT INTO subscriptions (id, user_id, provider, provider_subscription_id, plan, period, status)
       VALUES (?1, ?2, 'stripe', ?3, 'pro', 'monthly', 'active')`,
    )
      .bind(crypto.randomUUID(), userId, `sub_live_${userId.slice(0, 8)}`)
      .run();
    const before = await requestCount();
    const canceled = await cancelAtPeriodEnd(live, userId, origin);
    expect(canceled?.cancelAtPeriodEnd).toBe(true);
    const [update] = await requestsSince(before);
    expect(update).toMatchObject({ path: `/v1/subscriptions/sub_live_${userId.slice(0, 8)}` });
    expect(update!.body).toMatchObject({ cancel_at_period_end: "true" });
    expect(await billingPortalUrl(live, userId, origin)).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it("accepts only webhooks signed with STRIPE_WEBHOOK_SECRET", async () => {
    const payload = JSON.stringify({
      id: "evt_live_1",
      object: "event",
      type: "ping",
      created: 1,
      data: { object: {} },
    });
    const sign = (secret: string) =>
      Stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret,
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
    const post = async (secret: string) =>
      handleStripeWebhook(
        new Request(`${origin}/webhooks/stripe`, {
          method: "POST",
          headers: { "stripe-signature": await sign(secret) },
          body: payload,
        }),
        live,
      );
    expect((await post("whsec_dev_something")).status).toBe(400);
    expect((await post("whsec_live_secret")).status).toBe(200);
  });
});

describe("Mercado Pago, live", () => {
  async function notify(paymentId: string, secret = "mp-live-secret") {
    const requestId = crypto.randomUUID();
    return handleMercadoPagoWebhook(
      new Request(`${origin}/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
        method: "POST",
        headers: {
          "x-request-id": requestId,
          "x-signature": await signMercadoPagoNotification({ dataId: paymentId, requestId, secret }),
        },
        body: JSON.stringify({ type: "payment", data: { id: paymentId } }),
      }),
      live,
    );
  }
  async function latestCheckout(userId: string) {
    return env.DB.prepare(
      `SELECT id, amount FROM checkouts WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 1`,
    )
      .bind(userId)
      .first<{ id: string; amount: number }>();
  }
  const putPayment = (id: string, payment: object) =>
    fetch(`${fake}/__mp/payments/${id}`, {
      method: "PUT",
      body: JSON.stringify({ id: Number(id), ...payment }),
    });

  it("creates a preference titled and priced from the catalog, in reais (5 × the dollar price in English)", async () => {
    const { buyer: who } = await buyer("pt");
    const before = await requestCount();
    const url = await startCheckout(live, {
      buyer: who,
      provider: "mercadopago",
      plan: "pro",
      period: "monthly",
      language: "pt",
      origin,
    });
    expect(url).toMatch(/^https:\/\/www\.mercadopago\.test\/checkout\?pref_id=/);
    const [preference] = await requestsSince(before);
    expect(preference).toMatchObject({
      path: "/checkout/preferences",
      authorization: "Bearer TEST-fake-token",
    });
    const body = preference!.body as {
      items: { title: string; unit_price: number; currency_id: string }[];
      external_reference: string;
      notification_url: string;
    };
    expect(body.items[0]).toMatchObject({
      title: "Plano Pro (Mensal) - Miniatura",
      unit_price: 100,
      currency_id: "BRL",
    });
    expect(body.notification_url).toBe(`${origin}/webhooks/mercadopago`);
    expect(body.external_reference).toBe((await latestCheckout(who.id))!.id);

    const english = await buyer("en");
    const next = await requestCount();
    await startCheckout(live, {
      buyer: english.buyer,
      provider: "mercadopago",
      plan: "elite",
      period: "annual",
      language: "en",
      origin,
    });
    const [annual] = await requestsSince(next);
    expect((annual!.body as typeof body).items[0]).toMatchObject({
      title: "Plano Elite (Anual) - Miniatura",
      unit_price: 2550,
    });
  });

  it("grants the plan for an approved payment that matches its checkout, and nothing otherwise", async () => {
    const { buyer: who, userId } = await buyer();
    await startCheckout(live, {
      buyer: who,
      provider: "mercadopago",
      plan: "creator",
      period: "monthly",
      language: "pt",
      origin,
    });
    const checkout = (await latestCheckout(userId))!;
    const base = {
      external_reference: checkout.id,
      currency_id: "BRL",
      date_approved: new Date().toISOString(),
    };
    const id = () => String(Math.floor(Math.random() * 1e12));

    const pending = id();
    await putPayment(pending, { ...base, status: "pending", transaction_amount: checkout.amount });
    expect((await notify(pending)).status).toBe(200);
    const tampered = id();
    await putPayment(tampered, { ...base, status: "approved", transaction_amount: 1 });
    expect((await notify(tampered)).status).toBe(200);
    expect((await notify(id())).status).toBe(200);
    expect((await notify(pending, "forged")).status).toBe(400);
    expect((await profileOf(userId)).plan).toBe("free");

    const approved = id();
    await putPayment(approved, { ...base, status: "approved", transaction_amount: checkout.amount });
    expect((await notify(approved)).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("creator");
  });
});

describe("production without provider keys", () => {
  const production = { ...env, APP_ENV: "production" } as Env;
  const context = {
    cloudflare: { env: production, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
  };

  async function signedInRequest(path: string) {
    const { userId } = await signedInUser();
    const setCookie = await createUserSession(new Request(origin), env, { userId, persistent: false });
    return {
      userId,
      request: new Request(`${origin}${path}`, { headers: { Cookie: setCookie.split(";")[0]! } }),
    };
  }

  it("offers no payment method, starts no checkout and answers webhooks 503", async () => {
    const { userId, request } = await signedInRequest("/assinatura?plano=pro");
    const page = (await subscriptionLoader({ request, context, params: {} } as never)) as unknown as {
      modes: Record<string, string>;
      devTools: boolean;
      dialog: unknown;
    };
    expect(page.modes).toEqual({ stripe: "off", mercadopago: "off" });
    expect(page.devTools).toBe(false);
    expect(page.dialog).not.toBeNull();
    const buyerInfo = { id: userId, email: "x@example.com", fullName: null };
    for (const provider of ["stripe", "mercadopago"] as const)
      await expect(
        startCheckout(production, {
          buyer: buyerInfo,
          provider,
          plan: "pro",
          period: "monthly",
          language: "pt",
          origin,
        }),
      ).rejects.toThrow(CheckoutError);
    const webhook = (path: string) => new Request(`${origin}${path}`, { method: "POST", body: "{}" });
    expect((await handleStripeWebhook(webhook("/webhooks/stripe"), production)).status).toBe(503);
    expect((await handleMercadoPagoWebhook(webhook("/webhooks/mercadopago"), production)).status).toBe(503);
  });

  it("has no local checkout", async () => {
    const { userId, request } = await signedInRequest("/dev/checkout/x");
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO checkouts (id, user_id, provider, plan, period, amount, currency) VALUES (?1, ?2, 'stripe', 'pro', 'monthly', 20, 'USD')`,
    )
      .bind(id, userId)
      .run();
    const attempt = devCheckoutLoader({ request, context, params: { id } } as never);
    await expect(attempt).rejects.toMatchObject({ status: 404 });
  });
});

describe("/assinatura when a checkout cannot start", () => {
  const liveContext = {
    cloudflare: { env: live, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
  };

  async function post(fields: Record<string, string>, language = "pt-BR") {
    const { userId } = await signedInUser();
    const setCookie = await createUserSession(new Request(origin), env, { userId, persistent: false });
    const request = new Request(`${origin}/assinatura`, {
      method: "POST",
      headers: {
        Cookie: setCookie.split(";")[0]!,
        "Accept-Language": language,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
    return (await subscriptionAction({ request, context: liveContext, params: {} } as never)) as unknown;
  }

  it("keeps the dialog open with 'Erro ao criar sessão de pagamento' without JavaScript", async () => {
    const response = (await post({
      intent: "checkout",
      provider: "stripe",
      plan: "creator",
      billing: "annual",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/assinatura?plano=creator&billing=annual");
    const toast = response.headers.get("Set-Cookie")!;
    const page = await SELF.fetch(`${origin}/login`, { headers: { Cookie: toast.split(";")[0]! } });
    expect(await page.text()).toContain("Erro ao criar sessão de pagamento");
  });

  it("answers the page's script with no URL and the English toast", async () => {
    const result = (await post(
      { intent: "checkout", provider: "stripe", plan: "creator", billing: "annual", open: "tab" },
      "en-US",
    )) as { data: { checkoutUrl: string | null }; init: { status: number; headers: Record<string, string> } };
    expect(result.data).toEqual({ checkoutUrl: null });
    expect(result.init.status).toBe(502);
    const toast = result.init.headers["Set-Cookie"]!;
    const page = await SELF.fetch(`${origin}/login`, { headers: { Cookie: toast.split(";")[0]! } });
    expect(await page.text()).toContain("Error creating payment session");
  });

  it("answers with the checkout URL for the page's script when it can start", async () => {
    const result = (await post({ intent: "checkout", provider: "stripe", plan: "pro", open: "tab" })) as {
      data: { checkoutUrl: string | null };
    };
    expect(result.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});
