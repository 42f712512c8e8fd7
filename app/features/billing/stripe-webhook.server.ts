/**
 * POST /webhooks/stripe: the signature is verified over the raw body (constructEventAsync with the
 * Web Crypto provider, 5-minute tolerance), each event id is acted on once, and the events that
 * matter update the subscription, the plan, the usage period and the referral reward; a refund or a
 * dispute ends the paid period (period-end.server.ts).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import Stripe from "stripe";
import { createDb } from "~/core/db/client.server";
import { checkouts, profiles } from "~/core/db/schema";
import { isPlanId, type Billing, type PlanId } from "~/core/plans/catalog";
import { claimWebhookEvent, releaseWebhookEvent } from "~/features/billing/webhook-events.server";
import {
  rewardReferrerStatements,
  startUsagePeriodStatement,
  syncPlan,
} from "~/features/billing/plan-change.server";
import { endStripePaidPeriod } from "~/features/billing/period-end.server";
import { webhookSecret } from "~/features/billing/providers.server";
import { planForStripePrice, stripeCrypto } from "~/features/billing/stripe.server";
import {
  findSubscription,
  upsertSubscriptionStatement,
  type SubscriptionFacts,
  type SubscriptionStatus,
} from "~/features/billing/subscription-store.server";

export const stripeSignatureToleranceSeconds = 300;

type Metadata = Record<string, string> | null | undefined;
type Obj = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" && value ? value : null);
const idOf = (value: unknown) => str(value) ?? str((value as Obj | null)?.id);
const num = (value: unknown) => (typeof value === "number" ? value : null);

const statusFromStripe = (status: unknown): SubscriptionStatus => {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "incomplete":
      return "pending";
    default:
      return "canceled";
  }
};

interface Change {
  facts: Partial<SubscriptionFacts> & { providerSubscriptionId: string; eventAt: number };
  metadata: Metadata;
  /** A payment went through: the usage period starts and the referrer is rewarded. */
  paidPeriodStart: number | null;
  checkoutId: string | null;
}

function planFromPrice(env: Env, price: unknown) {
  const priceId = idOf(price);
  return priceId ? planForStripePrice(env, priceId) : null;
}

/** What an event says about a subscription, or null for events Miniatura does not act on. */
function readEvent(env: Env, event: Stripe.Event): Change | null {
  const object = event.data.object as unknown as Obj;
  const eventAt = event.created * 1000;
  switch (event.type) {
    case "checkout.session.completed": {
      const subscriptionId = idOf(object.subscription);
      if (object.mode !== "subscription" || !subscriptionId) return null;
      const metadata = object.metadata as Metadata;
      const paid = object.payment_status === "paid" || object.payment_status === "no_payment_required";
      return {
        facts: {
          providerSubscriptionId: subscriptionId,
          providerCustomerId: idOf(object.customer),
          userId: str(object.client_reference_id) ?? metadata?.userId,
          status: paid ? "active" : "pending",
          eventAt,
        },
        metadata,
        paidPeriodStart: paid ? eventAt : null,
        checkoutId: metadata?.checkoutId ?? null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const item = ((object.items as Obj | undefined)?.data as Obj[] | undefined)?.[0];
      const fromPrice = planFromPrice(env, item?.price);
      const end = num(item?.current_period_end) ?? num(object.current_period_end);
      return {
        facts: {
          providerSubscriptionId: String(object.id),
          providerCustomerId: idOf(object.customer),
          userId: (object.metadata as Metadata)?.userId,
          plan: fromPrice?.plan,
          period: fromPrice?.period,
          status:
            event.type === "customer.subscription.deleted" ? "canceled" : statusFromStripe(object.status),
          currentPeriodEnd: end === null ? null : end * 1000,
          cancelAtPeriodEnd: object.cancel_at_period_end === true,
          eventAt,
        },
        metadata: object.metadata as Metadata,
        paidPeriodStart: null,
        checkoutId: null,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const details = (object.parent as Obj | null)?.subscription_details as Obj | undefined;
      const subscriptionId = idOf(details?.subscription) ?? idOf(object.subscription);
      if (!subscriptionId) return null;
      const line = ((object.lines as Obj | undefined)?.data as Obj[] | undefined)?.[0];
      const period = line?.period as Obj | undefined;
      const pricing = (line?.pricing as Obj | undefined)?.price_details as Obj | undefined;
      const fromPrice = planFromPrice(env, pricing?.price ?? line?.price);
      const start = num(period?.start);
      const end = num(period?.end);
      const paid = event.type === "invoice.paid";
      // The invoice's payment intent, when the event carries its payments (docs/decisions/009).
      const payment = ((object.payments as Obj | undefined)?.data as Obj[] | undefined)?.[0]?.payment as
        Obj | undefined;
      return {
        facts: {
          providerSubscriptionId: subscriptionId,
          providerCustomerId: idOf(object.customer),
          userId: (details?.metadata as Metadata)?.userId,
          plan: fromPrice?.plan,
          period: fromPrice?.period,
          status: paid ? "active" : "past_due",
          currentPeriodEnd: paid && end !== null ? end * 1000 : null,
          eventAt,
          periodPaidAt: paid ? (start ?? event.created) * 1000 : null,
          periodPaymentId: paid ? idOf(payment?.payment_intent) : null,
        },
        metadata: details?.metadata as Metadata,
        paidPeriodStart: paid ? (start ?? event.created) * 1000 : null,
        checkoutId: null,
      };
    }
    default:
      return null;
  }
}

async function applyChange(env: Env, change: Change) {
  const d1 = env.DB;
  const existing = await findSubscription(d1, "stripe", change.facts.providerSubscriptionId);
  const metadataPlan = change.metadata?.plan;
  const metadataPeriod = change.metadata?.period;
  const facts: SubscriptionFacts = {
    provider: "stripe",
    providerSubscriptionId: change.facts.providerSubscriptionId,
    providerCustomerId: change.facts.providerCustomerId ?? existing?.providerCustomerId ?? null,
    userId: existing?.userId ?? change.facts.userId ?? "",
    plan: (change.facts.plan ??
      existing?.plan ??
      (isPlanId(metadataPlan) ? metadataPlan : undefined)) as PlanId,
    period: (change.facts.period ??
      existing?.period ??
      (metadataPeriod === "annual" || metadataPeriod === "monthly" ? metadataPeriod : undefined)) as Billing,
    status: change.facts.status ?? existing?.status ?? "active",
    currentPeriodEnd: change.facts.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: change.facts.cancelAtPeriodEnd ?? existing?.cancelAtPeriodEnd ?? false,
    eventAt: change.facts.eventAt,
    periodPaidAt: change.facts.periodPaidAt ?? null,
    periodPaymentId: change.facts.periodPaymentId ?? null,
  };
  if (!facts.userId || !facts.plan || !facts.period || facts.plan === "free") {
    console.warn(
      `stripe webhook: subscription ${facts.providerSubscriptionId} has no known user or plan; ignored`,
    );
    return;
  }
  const db = createDb(d1);
  const user = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, facts.userId)).get();
  if (!user) {
    console.warn(`stripe webhook: no profile for subscription ${facts.providerSubscriptionId}; ignored`);
    return;
  }
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    upsertSubscriptionStatement(d1, facts),
  ];
  if (facts.providerCustomerId)
    statements.push(
      db
        .update(profiles)
        .set({ stripeCustomerId: facts.providerCustomerId })
        .where(and(eq(profiles.id, facts.userId), isNull(profiles.stripeCustomerId))),
    );
  if (change.paidPeriodStart !== null) {
    statements.push(startUsagePeriodStatement(d1, facts.userId, change.paidPeriodStart));
    statements.push(...rewardReferrerStatements(d1, facts.userId));
  }
  if (change.checkoutId)
    statements.push(
      db
        .update(checkouts)
        .set({ status: "paid" })
        .where(and(eq(checkouts.id, change.checkoutId), eq(checkouts.userId, facts.userId))),
    );
  await db.batch(statements);
  await syncPlan(d1, facts.userId);
}

export async function handleStripeWebhook(request: Request, env: Env): Promise<Response> {
  const secret = await webhookSecret(env, "stripe");
  if (!secret) {
    console.error("stripe webhook: no webhook secret configured (STRIPE_WEBHOOK_SECRET)");
    return new Response("Stripe webhooks are not configured", { status: 503 });
  }
  const signature = request.headers.get("stripe-signature");
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing Stripe-Signature header");
    event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      stripeSignatureToleranceSeconds,
      stripeCrypto(),
    );
  } catch (error) {
    console.warn("stripe webhook: refused", error instanceof Error ? error.message : error);
    return new Response("Invalid signature", { status: 400 });
  }
  if (!(await claimWebhookEvent(env.DB, "stripe", event.id, event.type)))
    return Response.json({ received: true, duplicate: true });
  try {
    if (event.type === "charge.refunded" || event.type === "charge.dispute.created")
      await endStripePaidPeriod(env, event);
    else {
      const change = readEvent(env, event);
      if (change) await applyChange(env, change);
    }
  } catch (error) {
    // Let Stripe deliver it again.
    await releaseWebhookEvent(env.DB, "stripe", event.id);
    console.error(`stripe webhook: ${event.type} ${event.id} failed`, error);
    return new Response("Processing failed", { status: 500 });
  }
  return Response.json({ received: true });
}
