/**
 * Plans and payments inside workerd with the real migrations: metering under concurrency, both
 * providers' webhooks (forged, stale, replayed, reordered), plan changes, the referral reward, the
 * /assinatura actions and the local checkout, and the scheduled expiry.
 */
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { expireSubscriptions } from "~/features/billing/checkout.server";
import { signMercadoPagoNotification, signStripePayload } from "~/features/billing/dev-webhooks.server";
import { chargeHeldUsage, holdUsage, releaseHeldUsage } from "~/core/usage/metering.server";
import { devPaymentId } from "~/features/billing/mercadopago.server";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { webhookSecret } from "~/features/billing/providers.server";
import { profileOf, setUsage, signedInUser, stripeEvent } from "./billing-helpers";
import { origin } from "./helpers";

const now = () => Math.floor(Date.now() / 1000);

async function postStripe(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const secret = options.secret ?? (await webhookSecret(env, "stripe"))!;
  const signature = await signStripePayload(payload, secret, options.timestamp);
  return SELF.fetch(`${origin}/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

async function postMercadoPago(paymentId: string, options: { secret?: string; ts?: number } = {}) {
  const secret = options.secret ?? (await webhookSecret(env, "mercadopago"))!;
  const requestId = crypto.randomUUID();
  return SELF.fetch(`${origin}/webhooks/mercadopago?data.id=${paymentId}&type=payment`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-request-id": requestId,
      "x-signature": await signMercadoPagoNotification({
        dataId: paymentId,
        requestId,
        secret,
        ts: options.ts,
      }),
    },
    body: JSON.stringify({ action: "payment.updated", type: "payment", data: { id: paymentId } }),
  });
}

async function insertCheckout(
  userId: string,
  fields: {
    provider?: "stripe" | "mercadopago";
    plan?: string;
    period?: string;
    amount?: number;
    status?: string;
  } = {},
) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO checkouts (id, user_id, provider, plan, period, amount, currency, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
  )
    .bind(
      id,
      userId,
      fields.provider ?? "mercadopago",
      fields.plan ?? "pro",
      fields.period ?? "monthly",
      fields.amount ?? 100,
      fields.provider === "stripe" ? "USD" : "BRL",
      fields.status ?? "paid",
    )
    .run();
  return id;
}

async function subscriptionsOf(userId: string) {
  const { results } = await env.DB.prepare(
    `SELECT provider, plan, period, status, cancel_at_period_end AS cancelAtPeriodEnd, current_period_end AS periodEnd
     FROM subscriptions WHERE user_id = ?1`,
  )
    .bind(userId)
    .all<{
      provider: string;
      plan: string;
      period: string;
      status: string;
      cancelAtPeriodEnd: number;
      periodEnd: number | null;
    }>();
  return results;
}

function stripeSubscriptionEvents(userId: string, plan = "pro", period = "monthly") {
  const subscription = `sub_${crypto.randomUUID().slice(0, 12)}`;
  const metadata = { userId, plan, period };
  const t0 = now() - 30;
  const end = t0 + 30 * 24 * 3600;
  const item = {
    price: {
      id: `price_dev_${plan}_${period}`,
      recurring: { interval: period === "annual" ? "year" : "month" },
    },
    current_period_end: end,
  };
  return {
    subscription,
    completed: stripeEvent(
      "checkout.session.completed",
      {
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        client_reference_id: userId,
        customer: "cus_test_1",
        subscription,
        metadata,
      },
      t0,
    ),
    updated: stripeEvent(
      "customer.subscription.updated",
      {
        id: subscription,
        customer: "cus_test_1",
        status: "active",
        cancel_at_period_end: false,
        metadata,
        items: { data: [item] },
      },
      t0 + 1,
    ),
    canceling: stripeEvent(
      "customer.subscription.updated",
      {
        id: subscription,
        customer: "cus_test_1",
        status: "active",
        cancel_at_period_end: true,
        metadata,
        items: { data: [item] },
      },
      t0 + 2,
    ),
    deleted: stripeEvent(
      "customer.subscription.deleted",
      {
        id: subscription,
        customer: "cus_test_1",
        status: "canceled",
        cancel_at_period_end: true,
        metadata,
        items: { data: [item] },
      },
      t0 + 3,
    ),
  };
}

describe("usage metering", () => {
  it("lets exactly 3 of 20 concurrent generations through a limit of 3, and a failed job charges nothing", async () => {
    const { userId } = await signedInUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        holdUsage(env.DB, { userId, key: `job-${userId}-${i}`, action: "generation" }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    let profile = await profileOf(userId);
    expect(profile.usedThumbnails).toBe(3);
    expect(profile.usedAiCredits).toBe(150);

    const held = results.findIndex((r) => r.ok);
    const key = `job-${userId}-${held}`;
    // A redelivered job holds again: same answer, no second charge.
    expect(await holdUsage(env.DB, { userId, key, action: "generation" })).toEqual({ ok: true });
    expect((await profileOf(userId)).usedThumbnails).toBe(3);

    await releaseHeldUsage(env.DB, key);
    await releaseHeldUsage(env.DB, key);
    profile = await profileOf(userId);
    expect(profile.usedThumbnails).toBe(2);
    expect(profile.usedAiCredits).toBe(100);
    expect(await holdUsage(env.DB, { userId, key, action: "generation" })).toEqual({
      ok: false,
      reason: "released",
    });

    const other = `job-${userId}-${results.findIndex((r, i) => r.ok && i !== held)}`;
    await chargeHeldUsage(env.DB, other);
    await releaseHeldUsage(env.DB, other);
    expect((await profileOf(userId)).usedThumbnails).toBe(2);
  });

  it("gates AI tools by credits, trend analyses by their quota, and Elite's trend analyses not at all", async () => {
    const { userId } = await signedInUser();
    await setUsage(userId, { credits: 20 });
    expect((await holdUsage(env.DB, { userId, key: `${userId}-up`, action: "upscale" })).ok).toBe(false);
    await setUsage(userId, { credits: 10 });
    expect((await holdUsage(env.DB, { userId, key: `${userId}-up2`, action: "upscale" })).ok).toBe(true);
    expect((await holdUsage(env.DB, { userId, key: `${userId}-t1`, action: "trendAnalysis" })).ok).toBe(true);
    expect((await holdUsage(env.DB, { userId, key: `${userId}-t2`, action: "trendAnalysis" })).ok).toBe(
      false,
    );

    await applyPlanStatement(env.DB, userId, "elite").run();
    await setUsage(userId, { trends: 500 });
    const trends = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        holdUsage(env.DB, { userId, key: `${userId}-e${i}`, action: "trendAnalysis" }),
      ),
    );
    expect(trends.every((r) => r.ok)).toBe(true);
  });

  it("starts a new period a month after the last one began", async () => {
    const { userId } = await signedInUser();
    await setUsage(userId, { thumbnails: 3, credits: 150 });
    await env.DB.prepare(`UPDATE profiles SET usage_period_start = ?2 WHERE id = ?1`)
      .bind(userId, Date.now() - 32 * 24 * 3600 * 1000)
      .run();
    expect((await holdUsage(env.DB, { userId, key: `${userId}-new`, action: "generation" })).ok).toBe(true);
    const profile = await profileOf(userId);
    expect(profile.usedThumbnails).toBe(1);
    expect(profile.usedAiCredits).toBe(50);
  });
});

describe("Stripe webhooks", () => {
  it("refuses a forged signature and a stale timestamp, changing nothing", async () => {
    const { userId } = await signedInUser();
    const { completed } = stripeSubscriptionEvents(userId);
    const forged = await postStripe(completed, { secret: "whsec_not_ours" });
    expect(forged.status).toBe(400);
    const stale = await postStripe(completed, { timestamp: now() - 600 });
    expect(stale.status).toBe(400);
    const unsigned = await SELF.fetch(`${origin}/webhooks/stripe`, {
      method: "POST",
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await subscriptionsOf(userId)).toHaveLength(0);
  });

  it("applies each event once, whatever the order and however often it is delivered", async () => {
    const referrer = await signedInUser();
    const code = (await profileOf(referrer.userId)).referralCode;
    const { userId } = await signedInUser({ referralCode: code });
    const bonusBefore = (await profileOf(referrer.userId)).bonus;
    const events = stripeSubscriptionEvents(userId);

    for (const event of [events.updated, events.completed])
      expect((await postStripe(event)).status).toBe(200);
    let profile = await profileOf(userId);
    expect(profile.plan).toBe("pro");
    expect(profile.thumbnailsLimit).toBe(200);
    expect(profile.watermark).toBe(0);
    expect(profile.stripeCustomer).toBe("cus_test_1");

    // Usage after the upgrade: a replay must not reset it again.
    await setUsage(userId, { thumbnails: 2, credits: 100 });
    for (const event of [events.completed, events.updated, events.completed, events.updated]) {
      const response = await postStripe(event);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ duplicate: true });
    }
    profile = await profileOf(userId);
    expect(profile.usedThumbnails).toBe(2);
    expect(await subscriptionsOf(userId)).toHaveLength(1);
    expect((await profileOf(referrer.userId)).bonus).toBe(bonusBefore + 10);

    // Cancelled at period end, then deleted; a late copy of an older update changes nothing.
    expect((await postStripe(events.canceling)).status).toBe(200);
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ cancelAtPeriodEnd: 1, status: "active" });
    expect((await profileOf(userId)).plan).toBe("pro");
    expect((await postStripe(events.deleted)).status).toBe(200);
    const late = stripeEvent(
      "customer.subscription.updated",
      events.updated.data.object,
      events.updated.created,
    );
    expect((await postStripe(late)).status).toBe(200);
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ status: "canceled" });
    profile = await profileOf(userId);
    expect(profile.plan).toBe("free");
    expect(profile.thumbnailsLimit).toBe(3);
    expect(profile.watermark).toBe(1);
    expect((await profileOf(referrer.userId)).bonus).toBe(bonusBefore + 10);
  });

  it("starts a new usage period when a renewal invoice is paid, and marks a failed payment past due", async () => {
    const { userId } = await signedInUser();
    const events = stripeSubscriptionEvents(userId, "creator", "annual");
    await postStripe(events.completed);
    await setUsage(userId, { thumbnails: 40, credits: 2000 });
    const invoice = (type: string, start: number) =>
      stripeEvent(type, {
        object: "invoice",
        customer: "cus_test_1",
        parent: { subscription_details: { subscription: events.subscription, metadata: { userId } } },
        lines: {
          data: [
            {
              period: { start, end: start + 365 * 24 * 3600 },
              pricing: { price_details: { price: "price_dev_creator_annual" } },
            },
          ],
        },
      });
    const failed = invoice("invoice.payment_failed", now());
    expect((await postStripe(failed)).status).toBe(200);
    expect((await subscriptionsOf(userId))[0]).toMatchObject({
      status: "past_due",
      plan: "creator",
      period: "annual",
    });
    expect((await profileOf(userId)).plan).toBe("creator");
    const renewal = invoice("invoice.paid", now() + 1);
    renewal.created = now() + 2;
    expect((await postStripe(renewal)).status).toBe(200);
    expect((await postStripe(renewal)).status).toBe(200);
    const profile = await profileOf(userId);
    expect(profile.usedThumbnails).toBe(0);
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ status: "active" });
  });

  it("is verified with the stripe library's own test-header helper", async () => {
    const { userId } = await signedInUser();
    const { completed } = stripeSubscriptionEvents(userId, "starter");
    const payload = JSON.stringify(completed);
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: (await webhookSecret(env, "stripe"))!,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const response = await SELF.fetch(`${origin}/webhooks/stripe`, {
      method: "POST",
      headers: { "stripe-signature": header },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("starter");
  });
});

describe("Mercado Pago webhooks", () => {
  it("refuses a forged signature and a stale timestamp", async () => {
    const { userId } = await signedInUser();
    const checkout = await insertCheckout(userId);
    expect((await postMercadoPago(devPaymentId(checkout), { secret: "not-ours" })).status).toBe(400);
    expect((await postMercadoPago(devPaymentId(checkout), { ts: now() - 900 })).status).toBe(400);
    expect((await profileOf(userId)).plan).toBe("free");
  });

  it("grants an approved payment's plan once for a month, and rewards the referrer once across providers", async () => {
    const referrer = await signedInUser();
    const code = (await profileOf(referrer.userId)).referralCode;
    const { userId } = await signedInUser({ referralCode: code });
    const bonusBefore = (await profileOf(referrer.userId)).bonus;
    const checkout = await insertCheckout(userId, { plan: "pro", amount: 100 });
    for (let i = 0; i < 3; i++) expect((await postMercadoPago(devPaymentId(checkout))).status).toBe(200);
    const [subscription] = await subscriptionsOf(userId);
    expect(await subscriptionsOf(userId)).toHaveLength(1);
    expect(subscription).toMatchObject({ provider: "mercadopago", plan: "pro", status: "active" });
    const days = (subscription!.periodEnd! - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await profileOf(userId)).plan).toBe("pro");

    // A later Stripe payment by the same user is not a first payment.
    await postStripe(stripeSubscriptionEvents(userId, "elite").completed);
    expect((await profileOf(userId)).plan).toBe("elite");
    expect((await profileOf(referrer.userId)).bonus).toBe(bonusBefore + 10);
  });

  it("grants nothing for a payment that is not approved or not known (mismatched amounts: payments-live.test.ts)", async () => {
    const { userId } = await signedInUser();
    const pending = await insertCheckout(userId, { status: "open" });
    expect((await postMercadoPago(devPaymentId(pending))).status).toBe(200);
    expect((await postMercadoPago("dev-no-such-checkout")).status).toBe(200);
    expect((await postMercadoPago("123456")).status).toBe(200);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await subscriptionsOf(userId)).toHaveLength(0);
  });

  it("returns the user to Free when the paid period is over (the scheduled job)", async () => {
    const { userId } = await signedInUser();
    const checkout = await insertCheckout(userId, { plan: "starter", amount: 50 });
    await postMercadoPago(devPaymentId(checkout));
    expect((await profileOf(userId)).plan).toBe("starter");
    await expireSubscriptions(env, Date.now() + 40 * 24 * 3600 * 1000);
    expect((await profileOf(userId)).plan).toBe("free");
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ status: "expired" });
  });
});

describe("/assinatura", () => {
  it("sends a visitor to log in, with the reason", async () => {
    const response = await SELF.fetch(`${origin}/assinatura?plano=pro`, {
      redirect: "manual",
      headers: { "Accept-Language": "en-US" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/assinatura?plano=pro")}`,
    );
    const page = await SELF.fetch(`${origin}/login`, {
      headers: {
        "Accept-Language": "en-US",
        Cookie: response.headers.getSetCookie().join("; ").split(";")[0]!,
      },
    });
    expect(await page.text()).toContain("Please login to subscribe");
  });

  it("upgrades through the local checkout, disables the current plan, cancels and ends at the period's end", async () => {
    const { userId, browser } = await signedInUser({ language: "en" });
    let page = await (await browser.get("/assinatura?plano=pro&billing=annual")).text();
    expect(page).toContain("Choose a payment method");
    expect(page).toContain("$204");

    const started = await browser.post("/assinatura", {
      intent: "checkout",
      provider: "mercadopago",
      plan: "pro",
      billing: "annual",
    });
    expect(started.status).toBe(302);
    const checkoutPath = new URL(started.headers.get("Location")!).pathname;
    expect(checkoutPath).toMatch(/^\/dev\/checkout\//);
    expect((await profileOf(userId)).plan).toBe("free");
    expect(await (await browser.get(checkoutPath)).text()).toContain("R$");

    const paid = await browser.post(checkoutPath, { method: "pix" });
    expect(paid.headers.get("Location")).toBe("/assinatura?checkout=success");
    expect((await profileOf(userId)).plan).toBe("pro");
    const [subscription] = await subscriptionsOf(userId);
    expect(subscription).toMatchObject({ period: "annual" });
    expect((subscription!.periodEnd! - Date.now()) / (24 * 3600 * 1000)).toBeGreaterThan(360);

    page = await (await browser.get("/assinatura?checkout=success")).text();
    expect(page).toContain("Payment confirmed!");
    expect(page).toMatch(/<li[^>]*data-plan="pro"[\s\S]*?<button[^>]*disabled[^>]*>Current Plan<\/button>/);

    // Paying the same checkout again changes nothing.
    expect((await browser.post(checkoutPath, { method: "pix" })).status).toBe(302);
    expect(await subscriptionsOf(userId)).toHaveLength(1);

    const canceled = await browser.post("/assinatura", { intent: "cancel" });
    expect(canceled.status).toBe(302);
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ cancelAtPeriodEnd: 1 });
    expect((await profileOf(userId)).plan).toBe("pro");
    await browser.post("/assinatura", { intent: "dev-end-period" });
    expect((await profileOf(userId)).plan).toBe("free");
  });

  it("refreshes itself without JavaScript while a payment's confirmation is awaited", async () => {
    const { browser } = await signedInUser();
    const waiting = await (await browser.get("/assinatura?checkout=success")).text();
    expect(waiting).toContain('http-equiv="refresh"');
    expect(waiting).toContain("Estamos aguardando a confirmação do provedor");
    expect(await (await browser.get("/assinatura?checkout=canceled")).text()).not.toContain(
      'http-equiv="refresh"',
    );
  });

  it("tells a Free user choosing Free that they already have it", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const response = await browser.post("/assinatura", { intent: "free" });
    expect(response.headers.get("Location")).toBe("/assinatura");
    expect(await (await browser.get("/assinatura")).text()).toContain(
      "You&#x27;re already on the free plan!",
    );
  });

  it("upgrades through the local Stripe checkout and cancels with one click", async () => {
    const { userId, browser } = await signedInUser();
    const started = await browser.post("/assinatura", {
      intent: "checkout",
      provider: "stripe",
      plan: "creator",
    });
    const checkoutPath = new URL(started.headers.get("Location")!).pathname;
    expect(await (await browser.get(checkoutPath)).text()).toContain("US$");
    await browser.post(checkoutPath, { method: "card" });
    let profile = await profileOf(userId);
    expect(profile.plan).toBe("creator");
    expect(profile.stripeCustomer).toMatch(/^cus_dev_/);
    await browser.post("/assinatura", { intent: "cancel" });
    expect((await subscriptionsOf(userId))[0]).toMatchObject({ cancelAtPeriodEnd: 1, status: "active" });
    await browser.post("/assinatura", { intent: "dev-end-period" });
    profile = await profileOf(userId);
    expect(profile.plan).toBe("free");
  });

  it("refuses a bad choice and another user's checkout", async () => {
    const { browser } = await signedInUser({ language: "en" });
    const bad = await browser.post("/assinatura", { intent: "checkout", provider: "paypal", plan: "pro" });
    expect(bad.status).toBe(302);
    expect(await (await browser.get(bad.headers.get("Location")!)).text()).toContain(
      "Choose a valid paid plan and payment method.",
    );
    const other = await signedInUser();
    const started = await other.browser.post("/assinatura", {
      intent: "checkout",
      provider: "stripe",
      plan: "pro",
    });
    const checkoutPath = new URL(started.headers.get("Location")!).pathname;
    expect((await browser.get(checkoutPath)).status).toBe(404);
    expect((await browser.post(checkoutPath, { method: "card" })).status).toBe(404);
  });
});
