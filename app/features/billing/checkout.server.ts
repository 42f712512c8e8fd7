/**
 * Starting, completing (dev only) and cancelling a subscription. The server decides everything: a
 * page never grants a plan; only a verified webhook does.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { checkouts, profiles, subscriptions } from "~/core/db/schema";
import { getConfig } from "~/core/env.server";
import type { Language } from "~/core/i18n/config";
import type { Billing, PlanId } from "~/core/plans/catalog";
import {
  deliverDevMercadoPagoNotification,
  deliverDevStripeEvent,
  devStripeEvent,
} from "~/features/billing/dev-webhooks.server";
import { createPreference, devPaymentId } from "~/features/billing/mercadopago.server";
import { syncPlan } from "~/features/billing/plan-change.server";
import { mercadoPagoAmount, mercadoPagoTitle, periodEnd, stripeAmount } from "~/features/billing/prices";
import { providerMode, type PaymentProvider } from "~/features/billing/providers.server";
import { CheckoutError, stripeClient, stripePriceId } from "~/features/billing/stripe.server";
import { currentSubscription, type SubscriptionRow } from "~/features/billing/subscription-store.server";

export { CheckoutError };

interface Buyer {
  id: string;
  email: string;
  fullName: string | null;
}

export interface CheckoutRecord {
  id: string;
  userId: string;
  provider: PaymentProvider;
  plan: PlanId;
  period: Billing;
  amount: number;
  currency: "USD" | "BRL";
  status: "open" | "paid" | "refunded";
  method: string | null;
}

async function stripeCustomer(env: Env, buyer: Buyer): Promise<string> {
  const db = createDb(env.DB);
  const row = await db
    .select({ id: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, buyer.id))
    .get();
  if (row?.id) return row.id;
  const customer = await stripeClient(getConfig(env)).customers.create(
    { email: buyer.email, name: buyer.fullName ?? undefined, metadata: { userId: buyer.id } },
    { idempotencyKey: `customer-${buyer.id}` },
  );
  await db
    .update(profiles)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(profiles.id, buyer.id), isNull(profiles.stripeCustomerId)));
  return customer.id;
}

/** Records the checkout and asks the provider for the page to pay on. Returns its URL. */
export async function startCheckout(
  env: Env,
  input: {
    buyer: Buyer;
    provider: PaymentProvider;
    plan: PlanId;
    period: Billing;
    language: Language;
    origin: string;
  },
): Promise<string> {
  const mode = providerMode(env, input.provider);
  if (mode === "off") throw new CheckoutError(`${input.provider} is not configured`);
  const price =
    input.provider === "stripe"
      ? stripeAmount(input.plan, input.period)
      : mercadoPagoAmount(input.plan, input.period, input.language);
  // Fails before anything is written when the Stripe price is missing.
  const priceId = input.provider === "stripe" ? stripePriceId(env, input.plan, input.period) : null;
  const checkoutId = crypto.randomUUID();
  await createDb(env.DB).insert(checkouts).values({
    id: checkoutId,
    userId: input.buyer.id,
    provider: input.provider,
    plan: input.plan,
    period: input.period,
    amount: price.amount,
    currency: price.currency,
    language: input.language,
  });
  if (mode === "dev") return `${input.origin}/dev/checkout/${checkoutId}`;

  if (input.provider === "mercadopago")
    return createPreference(env, {
      checkoutId,
      title: mercadoPagoTitle(input.plan, input.period, getConfig(env).APP_NAME),
      amount: price.amount,
      payerEmail: input.buyer.email,
      origin: input.origin,
    });

  const stripe = stripeClient(getConfig(env));
  const metadata = { userId: input.buyer.id, plan: input.plan, period: input.period, checkoutId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer: await stripeCustomer(env, input.buyer),
      line_items: [{ price: priceId!, quantity: 1 }],
      client_reference_id: input.buyer.id,
      metadata,
      subscription_data: { metadata },
      locale: input.language === "pt" ? "pt-BR" : "en",
      success_url: `${input.origin}/assinatura?checkout=success`,
      cancel_url: `${input.origin}/assinatura?checkout=canceled`,
    },
    { idempotencyKey: `checkout-${checkoutId}` },
  );
  if (!session.url) throw new CheckoutError("Stripe answered without a checkout URL");
  return session.url;
}

export async function findCheckout(env: Env, id: string): Promise<CheckoutRecord | null> {
  const row = await createDb(env.DB)
    .select({
      id: checkouts.id,
      userId: checkouts.userId,
      provider: checkouts.provider,
      plan: checkouts.plan,
      period: checkouts.period,
      amount: checkouts.amount,
      currency: checkouts.currency,
      status: checkouts.status,
      method: checkouts.method,
    })
    .from(checkouts)
    .where(eq(checkouts.id, id))
    .get();
  return row ?? null;
}

export const devCustomerId = (userId: string) => `cus_dev_${userId.replaceAll("-", "").slice(0, 16)}`;
const devSubscriptionId = (checkoutId: string) => `sub_dev_${checkoutId.replaceAll("-", "").slice(0, 20)}`;
/** The local checkout's first invoice is paid by this payment intent (a refund names it). */
export const devPaymentIntentId = (checkoutId: string) => `pi_dev_${checkoutId.replaceAll("-", "")}`;

export function devSubscriptionObject(
  checkout: CheckoutRecord,
  extra: { cancelAtPeriodEnd: boolean; status: string; end: number },
) {
  return {
    id: devSubscriptionId(checkout.id),
    object: "subscription",
    customer: devCustomerId(checkout.userId),
    status: extra.status,
    cancel_at_period_end: extra.cancelAtPeriodEnd,
    metadata: {
      userId: checkout.userId,
      plan: checkout.plan,
      period: checkout.period,
      checkoutId: checkout.id,
    },
    items: {
      data: [
        {
          price: {
            id: `price_dev_${checkout.plan}_${checkout.period}`,
            recurring: { interval: checkout.period === "annual" ? "year" : "month" },
          },
          current_period_end: Math.floor(extra.end / 1000),
        },
      ],
    },
  };
}

/**
 * The local checkout's "Pay" (development only): marks the checkout paid by `method` and delivers the
 * provider's signed webhooks to our own handlers, which grant the plan as in production.
 */
export async function payDevCheckout(
  env: Env,
  checkout: CheckoutRecord,
  method: "card" | "pix",
  origin: string,
) {
  if (providerMode(env, checkout.provider) !== "dev") throw new CheckoutError("the local checkout is off");
  if (checkout.provider === "mercadopago") {
    await createDb(env.DB)
      .update(checkouts)
      .set({ status: "paid", method })
      .where(eq(checkouts.id, checkout.id));
    await deliverDevMercadoPagoNotification(env, origin, devPaymentId(checkout.id));
    return;
  }
  await createDb(env.DB).update(checkouts).set({ method: "card" }).where(eq(checkouts.id, checkout.id));
  const now = Date.now();
  const metadata = {
    userId: checkout.userId,
    plan: checkout.plan,
    period: checkout.period,
    checkoutId: checkout.id,
  };
  await deliverDevStripeEvent(
    env,
    origin,
    devStripeEvent("checkout.session.completed", {
      id: `cs_dev_${checkout.id.replaceAll("-", "")}`,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      client_reference_id: checkout.userId,
      customer: devCustomerId(checkout.userId),
      subscription: devSubscriptionId(checkout.id),
      metadata,
    }),
  );
  await deliverDevStripeEvent(
    env,
    origin,
    devStripeEvent("invoice.paid", {
      id: `in_dev_${checkout.id.replaceAll("-", "")}`,
      object: "invoice",
      customer: devCustomerId(checkout.userId),
      billing_reason: "subscription_create",
      parent: { subscription_details: { subscription: devSubscriptionId(checkout.id), metadata } },
      payments: {
        object: "list",
        data: [
          {
            object: "invoice_payment",
            payment: { type: "payment_intent", payment_intent: devPaymentIntentId(checkout.id) },
          },
        ],
      },
      lines: {
        data: [
          {
            period: {
              start: Math.floor(now / 1000),
              end: Math.floor(periodEnd(now, checkout.period) / 1000),
            },
            pricing: { price_details: { price: `price_dev_${checkout.plan}_${checkout.period}` } },
          },
        ],
      },
    }),
  );
}

export async function checkoutForDevSubscription(env: Env, subscription: SubscriptionRow) {
  const rows = await createDb(env.DB)
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, subscription.userId),
        eq(checkouts.provider, "stripe"),
        eq(checkouts.status, "paid"),
      ),
    )
    .orderBy(desc(checkouts.createdAt));
  const match = rows.find((r) => devSubscriptionId(r.id) === subscription.providerSubscriptionId);
  return match ? findCheckout(env, match.id) : null;
}

/**
 * One-click cancel: the plan stays until the end of the paid period. Stripe is told to cancel at the
 * period end (its webhook confirms); a Mercado Pago purchase simply does not renew.
 */
export async function cancelAtPeriodEnd(
  env: Env,
  userId: string,
  origin: string,
): Promise<SubscriptionRow | null> {
  const subscription = await currentSubscription(env.DB, userId);
  if (!subscription) return null;
  const markCanceled = () =>
    createDb(env.DB)
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, updatedAt: Date.now() })
      .where(eq(subscriptions.id, subscription.id));
  if (subscription.provider === "mercadopago") {
    await markCanceled();
  } else if (providerMode(env, "stripe") === "live") {
    await stripeClient(getConfig(env)).subscriptions.update(subscription.providerSubscriptionId, {
      cancel_at_period_end: true,
    });
    await markCanceled();
  } else {
    const checkout = await checkoutForDevSubscription(env, subscription);
    if (!checkout) throw new CheckoutError("no local checkout behind this subscription");
    await deliverDevStripeEvent(
      env,
      origin,
      devStripeEvent(
        "customer.subscription.updated",
        devSubscriptionObject(checkout, {
          cancelAtPeriodEnd: true,
          status: "active",
          end: subscription.currentPeriodEnd ?? periodEnd(Date.now(), checkout.period),
        }),
      ),
    );
  }
  return { ...subscription, cancelAtPeriodEnd: true };
}

/** The Stripe billing portal (cancel, change plan, card), for subscribers with a Stripe customer. */
export async function billingPortalUrl(env: Env, userId: string, origin: string): Promise<string> {
  const row = await createDb(env.DB)
    .select({ id: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  if (!row?.id) throw new CheckoutError("no Stripe customer for this user");
  const session = await stripeClient(getConfig(env)).billingPortal.sessions.create({
    customer: row.id,
    return_url: `${origin}/assinatura`,
  });
  return session.url;
}

/**
 * Development only: the current paid period ends now, as if the calendar had reached it — Stripe
 * sends customer.subscription.deleted for a subscription cancelled at period end; a Mercado Pago
 * purchase is expired by the same code as the scheduled job.
 */
export async function endDevPeriodNow(env: Env, userId: string, origin: string) {
  const subscription = await currentSubscription(env.DB, userId);
  if (!subscription || providerMode(env, subscription.provider) !== "dev") return false;
  const now = Date.now();
  if (subscription.provider === "stripe") {
    // A Stripe subscription that is not cancelled renews at its period end: nothing to simulate.
    const checkout = subscription.cancelAtPeriodEnd
      ? await checkoutForDevSubscription(env, subscription)
      : null;
    if (!checkout) return false;
    const object = devSubscriptionObject(checkout, { cancelAtPeriodEnd: true, status: "canceled", end: now });
    await deliverDevStripeEvent(env, origin, devStripeEvent("customer.subscription.deleted", object));
    return true;
  }
  await createDb(env.DB)
    .update(subscriptions)
    .set({ currentPeriodEnd: now - 1 })
    .where(eq(subscriptions.id, subscription.id));
  await expireSubscriptions(env, now);
  return true;
}

/**
 * The scheduled job: subscriptions whose paid period is over (Mercado Pago purchases, Stripe ones
 * cancelled at period end whose deletion never arrived) expire, and their users return to the plan
 * they are still entitled to — usually Free.
 */
export async function expireSubscriptions(env: Env, now = Date.now()) {
  const results = await createDb(env.DB)
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        inArray(subscriptions.status, ["active", "past_due"]),
        isNotNull(subscriptions.currentPeriodEnd),
        lte(subscriptions.currentPeriodEnd, now),
        or(eq(subscriptions.provider, "mercadopago"), eq(subscriptions.cancelAtPeriodEnd, true)),
      ),
    )
    .returning({ userId: subscriptions.userId });
  const users = [...new Set(results.map((r) => r.userId))];
  for (const userId of users) await syncPlan(env.DB, userId, now);
  return users.length;
}
