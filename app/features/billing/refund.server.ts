/**
 * The 7-day refund of the terms as a button on /assinatura (docs/decisions/009): within 7 days of the
 * payment that started the current paid period the creator can ask for the money back; the payment is
 * refunded with its provider and the period ends as it does for the provider's refund webhook
 * (period-end.server.ts). Without provider keys in development, the local checkout's simulated
 * provider delivers the signed webhooks the real one would.
 */
import { and, eq, gt, isNotNull, isNull, ne, or } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { checkouts, subscriptions } from "~/core/db/schema";
import { getConfig } from "~/core/env.server";
import {
  checkoutForDevSubscription,
  devCustomerId,
  devSubscriptionObject,
  findCheckout,
} from "~/features/billing/checkout.server";
import {
  deliverDevMercadoPagoNotification,
  deliverDevStripeEvent,
  devStripeEvent,
} from "~/features/billing/dev-webhooks.server";
import { refundPayment } from "~/features/billing/mercadopago.server";
import { endPaidPeriod } from "~/features/billing/period-end.server";
import { providerMode } from "~/features/billing/providers.server";
import { CheckoutError, stripeClient } from "~/features/billing/stripe.server";
import { currentSubscription, type SubscriptionRow } from "~/features/billing/subscription-store.server";

export const refundWindowDays = 7;
const refundWindowMs = refundWindowDays * 24 * 3600 * 1000;

/**
 * Until when (ms) the current period can be refunded, or null when it cannot. The guarantee is the
 * first purchase's ("após a primeira compra" on the pricing cards): once an account has had a period
 * refunded, a plan bought again is not — else buy, use the allowance, refund, repeat.
 */
export function refundDeadline(
  subscription: SubscriptionRow | null,
  now = Date.now(),
  guaranteeUsed = false,
): number | null {
  if (guaranteeUsed) return null;
  if (!subscription || subscription.status !== "active" || subscription.endedReason) return null;
  if (subscription.refundRequestedAt !== null || subscription.periodPaidAt === null) return null;
  const deadline = subscription.periodPaidAt + refundWindowMs;
  return now < deadline ? deadline : null;
}

/** Whether another of the user's periods was already refunded (by the button or by the provider). */
export async function refundGuaranteeUsed(d1: D1Database, userId: string, exceptSubscriptionId = "") {
  const row = await createDb(d1)
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.id, exceptSubscriptionId),
        or(isNotNull(subscriptions.refundRequestedAt), eq(subscriptions.endedReason, "refund")),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/** The payment intent of the subscription's latest paid invoice, asked of Stripe. */
async function latestStripePaymentIntent(env: Env, subscriptionId: string): Promise<string | null> {
  const invoices = await stripeClient(getConfig(env)).invoices.list({
    subscription: subscriptionId,
    status: "paid",
    limit: 1,
    expand: ["data.payments"],
  });
  const payment = invoices.data[0]?.payments?.data[0]?.payment;
  const intent = payment?.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

async function refundWithProvider(env: Env, subscription: SubscriptionRow, origin: string) {
  const mode = providerMode(env, subscription.provider);
  if (subscription.provider === "mercadopago") {
    if (mode === "live") return refundPayment(env, subscription.providerSubscriptionId);
    if (mode !== "dev") throw new CheckoutError("Mercado Pago is not configured");
    // The local checkout's payment is refunded; Mercado Pago would now notify that it changed.
    const checkoutId = subscription.providerSubscriptionId.replace(/^dev-/, "");
    const setStatus = (status: "paid" | "refunded") =>
      createDb(env.DB)
        .update(checkouts)
        .set({ status })
        .where(
          and(
            eq(checkouts.id, checkoutId),
            eq(checkouts.userId, subscription.userId),
            eq(checkouts.provider, "mercadopago"),
          ),
        );
    await setStatus("refunded");
    try {
      await deliverDevMercadoPagoNotification(env, origin, subscription.providerSubscriptionId);
    } catch (error) {
      // Not refunded after all: the simulated payment reads approved again.
      await setStatus("paid");
      throw error;
    }
    return;
  }
  if (mode === "live") {
    const intent =
      subscription.periodPaymentId ??
      (await latestStripePaymentIntent(env, subscription.providerSubscriptionId));
    if (!intent) throw new CheckoutError(`no payment found for ${subscription.providerSubscriptionId}`);
    await stripeClient(getConfig(env)).refunds.create(
      {
        payment_intent: intent,
        reason: "requested_by_customer",
        metadata: { userId: subscription.userId, subscription: subscription.providerSubscriptionId },
      },
      { idempotencyKey: `refund-${intent}` },
    );
    return;
  }
  if (mode !== "dev") throw new CheckoutError("Stripe is not configured");
  const checkout = await checkoutForDevSubscription(env, subscription);
  const full = checkout ? await findCheckout(env, checkout.id) : null;
  if (!full) throw new CheckoutError("no local checkout behind this subscription");
  const amount = Math.round(full.amount * 100);
  // What Stripe sends for a full refund, then for the subscription it cancels in return.
  await deliverDevStripeEvent(
    env,
    origin,
    devStripeEvent("charge.refunded", {
      id: `ch_dev_${full.id.replaceAll("-", "")}`,
      object: "charge",
      customer: devCustomerId(full.userId),
      payment_intent: subscription.periodPaymentId,
      amount,
      amount_refunded: amount,
      refunded: true,
    }),
  );
  await deliverDevStripeEvent(
    env,
    origin,
    devStripeEvent(
      "customer.subscription.deleted",
      devSubscriptionObject(full, { cancelAtPeriodEnd: false, status: "canceled", end: Date.now() }),
    ),
  );
}

export type RefundOutcome =
  | { kind: "refunded"; subscription: SubscriptionRow }
  | { kind: "outside-window" }
  | { kind: "already-requested" }
  | { kind: "guarantee-used" };

/**
 * Refunds the current period if it is within the window. The request is claimed in D1 first, so two
 * clicks (or two tabs) refund once; a provider failure gives the claim back and is thrown.
 */
export async function refundCurrentPeriod(
  env: Env,
  userId: string,
  origin: string,
  now = Date.now(),
): Promise<RefundOutcome> {
  const subscription = await currentSubscription(env.DB, userId, now);
  if (!subscription) {
    // A second click after the refund went through finds the period already ended.
    const recent = await createDb(env.DB)
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), gt(subscriptions.refundRequestedAt, now - refundWindowMs)))
      .limit(1)
      .get();
    return recent ? { kind: "already-requested" } : { kind: "outside-window" };
  }
  if (subscription.refundRequestedAt) return { kind: "already-requested" };
  if (await refundGuaranteeUsed(env.DB, userId, subscription.id)) return { kind: "guarantee-used" };
  if (refundDeadline(subscription, now) === null) return { kind: "outside-window" };
  const claim = await createDb(env.DB)
    .update(subscriptions)
    .set({ refundRequestedAt: now })
    .where(
      and(
        eq(subscriptions.id, subscription.id),
        isNull(subscriptions.refundRequestedAt),
        isNull(subscriptions.endedReason),
      ),
    )
    .run();
  if (claim.meta.changes !== 1) return { kind: "already-requested" };
  try {
    await refundWithProvider(env, subscription, origin);
  } catch (error) {
    await createDb(env.DB)
      .update(subscriptions)
      .set({ refundRequestedAt: null })
      .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.endedReason)));
    throw error;
  }
  // The provider's webhook ends the period too (in development it already has); whichever comes
  // first acts, the other changes nothing. The money is already on its way back: if ending the
  // period here fails (Stripe unreachable for the cancellation), the webhook finishes it.
  await endPaidPeriod(env, subscription.id, "refund", now).catch((error: unknown) =>
    console.error(`billing: refunded ${subscription.id}, but ending its period failed`, error),
  );
  return { kind: "refunded", subscription };
}
