/**
 * Refunds and chargebacks (docs/decisions/009): the providers' refund and dispute events end the paid
 * period once, in order, keeping the account and its thumbnails and telling the creator; the 7-day
 * refund button on /assinatura refunds through the provider within its window only, and once.
 * Development mode goes through the local checkout and its signed webhooks; live mode drives the real
 * `stripe` and `mercadopago` libraries against tests/fakes/payments.ts.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signMercadoPagoNotification, signStripePayload } from "~/features/billing/dev-webhooks.server";
import { devPaymentId } from "~/features/billing/mercadopago.server";
import { webhookSecret } from "~/features/billing/providers.server";
import { handleMercadoPagoWebhook } from "~/features/billing/mercadopago-webhook.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
import { startCheckout } from "~/features/billing/checkout.server";
import { createUserSession } from "~/core/auth/session.server";
import { action as subscriptionAction } from "~/routes/assinatura";
import { count, storedThumbnail } from "./api-helpers";
import {
  fakePayments,
  liveBillingEnv,
  paymentRequestsSince,
  profileOf,
  signedInUser,
  stripeEvent,
} from "./billing-helpers";
import { type Browser, origin } from "./helpers";

const day = 24 * 3600 * 1000;
const seconds = () => Math.floor(Date.now() / 1000);

async function postStripe(event: object) {
  const payload = JSON.stringify(event);
  const signature = await signStripePayload(payload, (await webhookSecret(env, "stripe"))!);
  return SELF.fetch(`${origin}/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

async function postMercadoPago(paymentId: string) {
  const secret = (await webhookSecret(env, "mercadopago"))!;
  const requestId = crypto.randomUUID();
  return SELF.fetch(`${origin}/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-request-id": requestId,
      "x-signature": await signMercadoPagoNotification({ dataId: paymentId, requestId, secret }),
    },
    body: JSON.stringify({ action: "payment.updated", type: "payment", data: { id: paymentId } }),
  });
}

/** Buys `plan` monthly on the local checkout, as the page does; returns the checkout id. */
async function buy(browser: Browser, provider: "stripe" | "mercadopago", plan = "pro") {
  const started = await browser.post("/assinatura", { intent: "checkout", provider, plan });
  const path = new URL(started.headers.get("Location")!).pathname;
  expect((await browser.post(path, { method: "card" })).headers.get("Location")).toBe(
    "/assinatura?checkout=success",
  );
  return path.split("/").pop()!;
}

async function subscriptionOf(userId: string) {
  const row = await env.DB.prepare(
    `SELECT id, provider_subscription_id AS providerId, provider_customer_id AS customer, status,
       ended_reason AS endedReason, period_payment_id AS paymentId, period_paid_at AS paidAt
     FROM subscriptions WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(userId)
    .first<{
      id: string;
      providerId: string;
      customer: string | null;
      status: string;
      endedReason: string | null;
      paymentId: string | null;
      paidAt: number | null;
    }>();
  if (!row) throw new Error(`no subscription for ${userId}`);
  return row;
}

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    `SELECT subject, text FROM outbox WHERE recipient = ?1 ORDER BY created_at`,
  )
    .bind(email)
    .all<{ subject: string; text: string }>();
  return results;
}

/** The creator's latest paid period began `days` days ago. */
async function paidDaysAgo(userId: string, days: number) {
  await env.DB.prepare(`UPDATE subscriptions SET period_paid_at = ?2 WHERE user_id = ?1`)
    .bind(userId, Date.now() - days * day)
    .run();
}

function stripeSubscriptionUpdate(
  subscription: { providerId: string; customer: string | null },
  userId: string,
  created: number,
) {
  return stripeEvent(
    "customer.subscription.updated",
    {
      id: subscription.providerId,
      customer: subscription.customer,
      status: "active",
      cancel_at_period_end: false,
      metadata: { userId, plan: "pro", period: "monthly" },
      items: {
        data: [{ price: { id: "price_dev_pro_monthly" }, current_period_end: seconds() + 30 * 24 * 3600 }],
      },
    },
    created,
  );
}

describe("Stripe refunds and disputes", () => {
  it("a full refund ends the plan once, keeps the thumbnails, tells the creator, and no event brings it back", async () => {
    const { userId, email, browser } = await signedInUser({ language: "en" });
    await buy(browser, "stripe", "pro");
    expect((await profileOf(userId)).plan).toBe("pro");
    const thumbnail = await storedThumbnail(userId);
    const subscription = await subscriptionOf(userId);
    expect(subscription.paymentId).toMatch(/^pi_dev_/);

    const refunded = stripeEvent(
      "charge.refunded",
      {
        id: "ch_refunded_1",
        object: "charge",
        customer: subscription.customer,
        payment_intent: subscription.paymentId,
        amount: 2000,
        amount_refunded: 2000,
        refunded: true,
      },
      seconds() + 5,
    );
    expect((await postStripe(refunded)).status).toBe(200);
    let profile = await profileOf(userId);
    expect(profile.plan).toBe("free");
    expect(profile.thumbnailsLimit).toBe(3);
    expect(await subscriptionOf(userId)).toMatchObject({ status: "canceled", endedReason: "refund" });
    expect(await count(`SELECT COUNT(*) AS n FROM thumbnails WHERE id = ?1`, thumbnail.id)).toBe(1);
    expect(await env.MEDIA.head(thumbnail.key)).not.toBeNull();
    let mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Pro plan was refunded");
    expect(mails[0]!.text).toContain("Your account and your thumbnails stay");
    expect(mails[0]!.text).toContain("/assinatura");

    // The same delivery again, and the same refund under another event id: nothing more.
    const again = await postStripe(refunded);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect((await postStripe({ ...refunded, id: `${refunded.id}_copy` })).status).toBe(200);
    // An older update (delivered late) and a newer one both leave the plan ended.
    expect((await postStripe(stripeSubscriptionUpdate(subscription, userId, seconds() - 60))).status).toBe(
      200,
    );
    expect((await postStripe(stripeSubscriptionUpdate(subscription, userId, seconds() + 60))).status).toBe(
      200,
    );
    profile = await profileOf(userId);
    expect(profile.plan).toBe("free");
    expect((await subscriptionOf(userId)).status).toBe("canceled");
    mails = await mailsTo(email);
    expect(mails).toHaveLength(1);

    const page = await (await browser.get("/assinatura")).text();
    expect(page).toContain("The payment for the Pro plan was refunded on");
  });

  it("a dispute ends the plan and tells the creator in Portuguese; a partial refund or another payment's refund changes nothing", async () => {
    const { userId, email, browser } = await signedInUser({ language: "pt" });
    await buy(browser, "stripe", "creator");
    const subscription = await subscriptionOf(userId);

    const partial = stripeEvent("charge.refunded", {
      id: "ch_partial",
      object: "charge",
      customer: subscription.customer,
      payment_intent: subscription.paymentId,
      amount: 1000,
      amount_refunded: 300,
      refunded: false,
    });
    expect((await postStripe(partial)).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("creator");
    // A full refund of another (older) payment of the same customer does not end this period.
    const older = stripeEvent("charge.refunded", {
      id: "ch_older",
      object: "charge",
      customer: subscription.customer,
      payment_intent: "pi_an_older_period",
      refunded: true,
    });
    expect((await postStripe(older)).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("creator");

    const dispute = stripeEvent("charge.dispute.created", {
      id: "dp_1",
      object: "dispute",
      charge: "ch_disputed",
      payment_intent: subscription.paymentId,
      amount: 1000,
      reason: "fraudulent",
      status: "needs_response",
    });
    expect((await postStripe(dispute)).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await subscriptionOf(userId)).toMatchObject({ status: "canceled", endedReason: "chargeback" });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Seu plano Creator terminou após uma contestação"]);
    expect(await (await browser.get("/assinatura")).text()).toContain(
      "O pagamento do plano Creator foi contestado",
    );
  });
});

describe("Mercado Pago refunds", () => {
  it("a refunded payment ends its purchase once; a late approval does not grant it again", async () => {
    const { userId, email, browser } = await signedInUser({ language: "pt" });
    const checkout = await buy(browser, "mercadopago", "pro");
    expect((await profileOf(userId)).plan).toBe("pro");
    const thumbnail = await storedThumbnail(userId);

    // Mercado Pago refunded the payment (outside Miniatura) and notifies that it changed.
    await env.DB.prepare(`UPDATE checkouts SET status = 'refunded' WHERE id = ?1`).bind(checkout).run();
    expect((await postMercadoPago(devPaymentId(checkout))).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await subscriptionOf(userId)).toMatchObject({ status: "canceled", endedReason: "refund" });
    const again = await postMercadoPago(devPaymentId(checkout));
    expect(await again.json()).toMatchObject({ duplicate: true });

    await env.DB.prepare(`UPDATE checkouts SET status = 'paid' WHERE id = ?1`).bind(checkout).run();
    expect((await postMercadoPago(devPaymentId(checkout))).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await count(`SELECT COUNT(*) AS n FROM thumbnails WHERE id = ?1`, thumbnail.id)).toBe(1);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Seu plano Pro foi reembolsado"]);
  });
});

describe("the 7-day refund on /assinatura (local checkout)", () => {
  it("on day 6 offers the refund until its date, confirms, refunds once and returns to Free", async () => {
    const { userId, email, browser } = await signedInUser({ language: "pt" });
    const checkout = await buy(browser, "mercadopago", "pro");
    await paidDaysAgo(userId, 6);
    const thumbnail = await storedThumbnail(userId);

    let page = await (await browser.get("/assinatura")).text();
    expect(page).toMatch(
      /data-testid="refund-window"[^>]*>Garantia de 7 dias: você pode pedir o reembolso integral até \d/,
    );
    expect(page).toContain('href="/assinatura?reembolso=1"');
    expect(page).not.toContain('id="refund-title"');
    page = await (await browser.get("/assinatura?reembolso=1")).text();
    expect(page).toContain('id="refund-title"');
    expect(page).toMatch(/<button[^>]*name="intent"[^>]*value="refund"/);

    const refunded = await browser.post("/assinatura", { intent: "refund" });
    expect(refunded.status).toBe(302);
    expect(refunded.headers.get("Location")).toBe("/assinatura");
    page = await (await browser.get("/assinatura")).text();
    expect(page).toContain(">Reembolso feito</p>");
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await subscriptionOf(userId)).toMatchObject({ status: "canceled", endedReason: "refund" });
    // Through the simulated provider: its payment now reads refunded.
    expect(
      await env.DB.prepare(`SELECT status FROM checkouts WHERE id = ?1`).bind(checkout).first("status"),
    ).toBe("refunded");
    expect(await count(`SELECT COUNT(*) AS n FROM thumbnails WHERE id = ?1`, thumbnail.id)).toBe(1);
    // The refunded local checkout is closed: paying it again changes nothing.
    await browser.post(`/dev/checkout/${checkout}`, { method: "card" });
    expect(
      await env.DB.prepare(`SELECT status FROM checkouts WHERE id = ?1`).bind(checkout).first("status"),
    ).toBe("refunded");
    expect((await profileOf(userId)).plan).toBe("free");

    // A second click refunds nothing more.
    await browser.post("/assinatura", { intent: "refund" });
    page = await (await browser.get("/assinatura")).text();
    expect(page).toContain(">Este reembolso já foi pedido.</p>");
    expect(page).not.toContain('href="/assinatura?reembolso=1"');
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(["Seu plano Pro foi reembolsado"]);
  });

  it("is a guarantee once per account: a plan bought again after a refund is not refundable", async () => {
    const { userId, browser } = await signedInUser({ language: "pt" });
    await buy(browser, "mercadopago", "pro");
    await paidDaysAgo(userId, 1);
    await browser.post("/assinatura", { intent: "refund" });
    expect((await profileOf(userId)).plan).toBe("free");

    const second = await buy(browser, "mercadopago", "pro");
    expect((await profileOf(userId)).plan).toBe("pro");
    const page = await (await browser.get("/assinatura?reembolso=1")).text();
    expect(page).not.toContain('data-testid="refund-window"');
    expect(page).not.toContain('id="refund-title"');
    await browser.post("/assinatura", { intent: "refund" });
    expect(await (await browser.get("/assinatura")).text()).toContain(
      ">A garantia de 7 dias vale uma vez por conta, e você já a usou.</p>",
    );
    expect((await profileOf(userId)).plan).toBe("pro");
    expect(
      await env.DB.prepare(`SELECT status FROM checkouts WHERE id = ?1`).bind(second).first("status"),
    ).toBe("paid");
  });

  it("on day 8 offers nothing and refuses a direct POST, leaving the plan and the payment alone", async () => {
    const { userId, browser } = await signedInUser({ language: "en" });
    const checkout = await buy(browser, "stripe", "pro");
    await paidDaysAgo(userId, 8);
    const page = await (await browser.get("/assinatura?reembolso=1")).text();
    expect(page).not.toContain('data-testid="refund-window"');
    expect(page).not.toContain('href="/assinatura?reembolso=1"');
    expect(page).not.toContain('id="refund-title"');

    const refused = await browser.post("/assinatura", { intent: "refund" });
    expect(refused.headers.get("Location")).toBe("/assinatura");
    expect(await (await browser.get("/assinatura")).text()).toContain(
      ">The 7-day refund window for this period has passed.</p>",
    );
    expect((await profileOf(userId)).plan).toBe("pro");
    expect(await subscriptionOf(userId)).toMatchObject({ status: "active", endedReason: null });
    expect(
      await env.DB.prepare(`SELECT status FROM checkouts WHERE id = ?1`).bind(checkout).first("status"),
    ).toBe("paid");
  });

  it("refunds a Stripe plan through the simulated provider's webhooks in English", async () => {
    const { userId, email, browser } = await signedInUser({ language: "en" });
    await buy(browser, "stripe", "elite");
    await paidDaysAgo(userId, 1);
    expect(await (await browser.get("/assinatura")).text()).toContain('href="/assinatura?reembolso=1"');
    await browser.post("/assinatura", { intent: "refund" });
    expect(await (await browser.get("/assinatura")).text()).toContain(">Refund made</p>");
    expect((await profileOf(userId)).plan).toBe("free");
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(["Your Elite plan was refunded"]);
    // Stripe's charge.refunded and customer.subscription.deleted were both handled.
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM processed_webhook_events WHERE provider = 'stripe'
         AND type IN ('charge.refunded', 'customer.subscription.deleted') AND processed_at >= ?1`,
        Date.now() - 60_000,
      ),
    ).toBeGreaterThanOrEqual(2);
  });
});

// ── Live mode: the real libraries against the fakes ──────────────────────────────────────────────

const fake = fakePayments;
const live = liveBillingEnv;
const liveContext = {
  cloudflare: { env: live, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
};

const requestsSince = paymentRequestsSince;
const requestCount = async () => (await requestsSince(0)).length;
const put = (path: string, body: unknown) =>
  fetch(`${fake}${path}`, { method: "PUT", body: JSON.stringify(body) });

async function liveStripe(event: object) {
  const payload = JSON.stringify(event);
  const signature = await signStripePayload(payload, "whsec_live_secret");
  return handleStripeWebhook(
    new Request(`${origin}/webhooks/stripe`, {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: payload,
    }),
    live,
  );
}

async function liveMercadoPago(type: string, dataId: string) {
  const requestId = crypto.randomUUID();
  return handleMercadoPagoWebhook(
    new Request(`${origin}/webhooks/mercadopago?data.id=${dataId}&type=${type}`, {
      method: "POST",
      headers: {
        "x-request-id": requestId,
        "x-signature": await signMercadoPagoNotification({ dataId, requestId, secret: "mp-live-secret" }),
      },
      body: JSON.stringify({ type, data: { id: dataId } }),
    }),
    live,
  );
}

/** A live Stripe Pro subscription paid by invoice (naming its payment intent unless `intent` is null). */
async function liveStripeSubscription(userId: string, intent: string | null) {
  const subscription = `sub_live_${crypto.randomUUID().slice(0, 8)}`;
  const customer = `cus_live_${crypto.randomUUID().slice(0, 8)}`;
  const start = seconds() - 60;
  const response = await liveStripe(
    stripeEvent(
      "invoice.paid",
      {
        object: "invoice",
        customer,
        parent: {
          subscription_details: { subscription, metadata: { userId, plan: "pro", period: "monthly" } },
        },
        lines: {
          data: [
            {
              period: { start, end: start + 30 * 24 * 3600 },
              pricing: { price_details: { price: "price_pro_monthly" } },
            },
          ],
        },
        ...(intent ? { payments: { object: "list", data: [{ payment: { payment_intent: intent } }] } } : {}),
      },
      start,
    ),
  );
  expect(response.status).toBe(200);
  expect((await profileOf(userId)).plan).toBe("pro");
  return { subscription, customer };
}

async function liveRefundPost(userId: string, language = "pt-BR") {
  const setCookie = await createUserSession(new Request(origin), env, { userId, persistent: false });
  const request = new Request(`${origin}/assinatura`, {
    method: "POST",
    headers: {
      Cookie: setCookie.split(";")[0]!,
      "Accept-Language": language,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
    },
    body: new URLSearchParams({ intent: "refund" }),
  });
  const response = (await subscriptionAction({
    request,
    context: liveContext,
    params: {},
  } as never)) as Response;
  const toast = response.headers.get("Set-Cookie")!;
  const page = await SELF.fetch(`${origin}/login`, {
    headers: { Cookie: toast.split(";")[0]!, "Accept-Language": language },
  });
  return { response, page: await page.text() };
}

describe("live Stripe", () => {
  it("a refund webhook cancels the subscription at Stripe now", async () => {
    const { userId } = await signedInUser();
    const { subscription, customer } = await liveStripeSubscription(userId, "pi_live_1");
    const before = await requestCount();
    const refunded = stripeEvent("charge.refunded", {
      id: "ch_live_1",
      object: "charge",
      customer,
      payment_intent: "pi_live_1",
      refunded: true,
    });
    expect((await liveStripe(refunded)).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("free");
    const calls = await requestsSince(before);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /v1/subscriptions/${subscription}`]);
  });

  it("a dispute that names only the charge finds the customer through Stripe", async () => {
    const { userId } = await signedInUser();
    const { customer } = await liveStripeSubscription(userId, null);
    await put("/__stripe/charges/ch_live_dispute", { id: "ch_live_dispute", object: "charge", customer });
    const dispute = stripeEvent("charge.dispute.created", {
      id: "dp_live",
      object: "dispute",
      charge: "ch_live_dispute",
      payment_intent: "pi_unknown",
    });
    expect((await liveStripe(dispute)).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await subscriptionOf(userId)).toMatchObject({ endedReason: "chargeback" });
  });

  it("the button refunds the period's payment intent once and cancels the subscription", async () => {
    const { userId, email } = await signedInUser();
    const { subscription } = await liveStripeSubscription(userId, "pi_live_button");
    const before = await requestCount();
    const { response, page } = await liveRefundPost(userId);
    expect(response.status).toBe(302);
    expect(page).toContain(">Reembolso feito</p>");
    const calls = await requestsSince(before);
    const refund = calls.find((c) => c.path === "/v1/refunds");
    expect(refund).toMatchObject({ method: "POST", idempotencyKey: "refund-pi_live_button" });
    expect(refund!.body).toMatchObject({ payment_intent: "pi_live_button", reason: "requested_by_customer" });
    expect(calls.some((c) => c.method === "DELETE" && c.path === `/v1/subscriptions/${subscription}`)).toBe(
      true,
    );
    expect((await profileOf(userId)).plan).toBe("free");

    // Stripe's own charge.refunded for it arrives afterwards: nothing more happens.
    const after = await requestCount();
    const refunded = stripeEvent("charge.refunded", {
      id: "ch_b",
      object: "charge",
      payment_intent: "pi_live_button",
      refunded: true,
    });
    expect((await liveStripe(refunded)).status).toBe(200);
    const second = await liveRefundPost(userId);
    expect(second.page).toContain(">Este reembolso já foi pedido.</p>");
    expect((await requestsSince(after)).filter((c) => c.path === "/v1/refunds")).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("asks Stripe for the paid invoice's payment intent when the webhook did not name it", async () => {
    const { userId } = await signedInUser();
    const { subscription } = await liveStripeSubscription(userId, null);
    await put(`/__stripe/invoices/${subscription}`, [
      {
        id: "in_live",
        object: "invoice",
        payments: { object: "list", data: [{ payment: { payment_intent: "pi_from_list" } }] },
      },
    ]);
    const before = await requestCount();
    await liveRefundPost(userId);
    const calls = await requestsSince(before);
    expect(calls.find((c) => c.path === "/v1/invoices")).toBeDefined();
    expect(calls.find((c) => c.path === "/v1/refunds")!.body).toMatchObject({
      payment_intent: "pi_from_list",
    });
    expect((await profileOf(userId)).plan).toBe("free");
  });
});

describe("live Mercado Pago", () => {
  async function livePurchase(plan: "pro" | "starter" = "pro") {
    const user = await signedInUser();
    await startCheckout(live, {
      buyer: { id: user.userId, email: user.email, fullName: null },
      provider: "mercadopago",
      plan,
      period: "monthly",
      language: "pt",
      origin,
    });
    const checkout = (await env.DB.prepare(
      `SELECT id, amount FROM checkouts WHERE user_id = ?1 ORDER BY created_at DESC LIMIT 1`,
    )
      .bind(user.userId)
      .first<{ id: string; amount: number }>())!;
    const paymentId = String(Math.floor(Math.random() * 1e12));
    const payment = {
      id: Number(paymentId),
      status: "approved",
      external_reference: checkout.id,
      currency_id: "BRL",
      transaction_amount: checkout.amount,
      date_approved: new Date().toISOString(),
    };
    await put(`/__mp/payments/${paymentId}`, payment);
    expect((await liveMercadoPago("payment", paymentId)).status).toBe(200);
    expect((await profileOf(user.userId)).plan).toBe(plan);
    return { ...user, paymentId, payment };
  }

  it("the button refunds with POST /v1/payments/{id}/refunds once; Mercado Pago's notification after changes nothing", async () => {
    const { userId, email, paymentId } = await livePurchase();
    const before = await requestCount();
    const { page } = await liveRefundPost(userId);
    expect(page).toContain(">Reembolso feito</p>");
    const refunds = (await requestsSince(before)).filter(
      (c) => c.path === `/v1/payments/${paymentId}/refunds`,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: "POST", idempotencyKey: `refund-${paymentId}` });
    expect((await profileOf(userId)).plan).toBe("free");

    expect(await (await liveMercadoPago("payment", paymentId)).json()).toMatchObject({ ended: false });
    const after = await requestCount();
    await liveRefundPost(userId);
    expect((await requestsSince(after)).filter((c) => c.path.endsWith("/refunds"))).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("a provider failure refunds nothing, keeps the plan and lets the creator try again", async () => {
    const { userId } = await livePurchase();
    await env.DB.prepare(
      `UPDATE subscriptions SET provider_subscription_id = 'no-such-payment' WHERE user_id = ?1`,
    )
      .bind(userId)
      .run();
    const { page } = await liveRefundPost(userId);
    expect(page).toContain(
      ">Não foi possível fazer o reembolso agora. Nada mudou; tente novamente em alguns minutos.</p>",
    );
    expect((await profileOf(userId)).plan).toBe("pro");
    expect(
      await env.DB.prepare(`SELECT refund_requested_at AS at FROM subscriptions WHERE user_id = ?1`)
        .bind(userId)
        .first("at"),
    ).toBeNull();
  });

  it("a charged-back payment and a chargebacks-topic notification each end their purchase", async () => {
    const first = await livePurchase();
    await put(`/__mp/payments/${first.paymentId}`, { ...first.payment, status: "charged_back" });
    expect((await liveMercadoPago("payment", first.paymentId)).status).toBe(200);
    expect((await profileOf(first.userId)).plan).toBe("free");
    expect(await subscriptionOf(first.userId)).toMatchObject({ endedReason: "chargeback" });

    const second = await livePurchase("starter");
    await put(`/__mp/chargebacks/cb_${second.paymentId}`, {
      id: `cb_${second.paymentId}`,
      payment_id: Number(second.paymentId),
      status: "new",
    });
    expect((await liveMercadoPago("topic_chargebacks_wh", `cb_${second.paymentId}`)).status).toBe(200);
    expect((await profileOf(second.userId)).plan).toBe("free");
    expect((await mailsTo(second.email)).map((m) => m.subject)).toEqual([
      "Seu plano Starter terminou após uma contestação",
    ]);
  });
});
