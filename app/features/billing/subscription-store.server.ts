/**
 * Writes to the subscriptions table shared by both providers. Every change carries the time of the
 * provider event behind it; an older event never overwrites a newer one (webhooks arrive out of order).
 */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { subscriptions } from "~/core/db/schema";
import type { Billing, PlanId } from "~/core/plans/catalog";
import type { PaymentProvider } from "~/features/billing/providers.server";

export type SubscriptionStatus = "pending" | "active" | "past_due" | "canceled" | "expired";

export interface SubscriptionFacts {
  userId: string;
  provider: PaymentProvider;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  plan: PlanId;
  period: Billing;
  status: SubscriptionStatus;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider created the event, in ms. */
  eventAt: number;
  /**
   * A payment started the current paid period at this time (ms), with this provider payment id (a
   * Stripe payment intent, a Mercado Pago payment; null when the event does not name it). Absent for
   * events that are not a payment. The 7-day refund (docs/decisions/009) reads both.
   */
  periodPaidAt?: number | null;
  periodPaymentId?: string | null;
}

export function upsertSubscriptionStatement(d1: D1Database, facts: SubscriptionFacts) {
  const now = Date.now();
  const s = subscriptions;
  return createDb(d1)
    .insert(s)
    .values({
      id: crypto.randomUUID(),
      userId: facts.userId,
      provider: facts.provider,
      providerSubscriptionId: facts.providerSubscriptionId,
      providerCustomerId: facts.providerCustomerId,
      plan: facts.plan,
      period: facts.period,
      status: facts.status,
      currentPeriodEnd: facts.currentPeriodEnd,
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
      lastEventAt: facts.eventAt,
      createdAt: now,
      updatedAt: now,
      periodPaidAt: facts.periodPaidAt ?? null,
      periodPaymentId: facts.periodPaidAt == null ? null : (facts.periodPaymentId ?? null),
    })
    .onConflictDoUpdate({
      target: [s.provider, s.providerSubscriptionId],
      set: {
        plan: sql`excluded.plan`,
        period: sql`excluded.period`,
        // A period ended by a refund or a chargeback stays ended, whatever event comes next.
        status: sql`CASE WHEN ${s.endedReason} IS NULL THEN excluded.status ELSE ${s.status} END`,
        // A new payment names the payment of the new period (or none: a stale one must not be refunded).
        periodPaymentId: sql`CASE WHEN excluded.period_paid_at IS NULL THEN ${s.periodPaymentId}
          ELSE excluded.period_payment_id END`,
        periodPaidAt: sql`COALESCE(excluded.period_paid_at, ${s.periodPaidAt})`,
        currentPeriodEnd: sql`COALESCE(excluded.current_period_end, ${s.currentPeriodEnd})`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        providerCustomerId: sql`COALESCE(excluded.provider_customer_id, ${s.providerCustomerId})`,
        lastEventAt: sql`excluded.last_event_at`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`excluded.last_event_at > ${s.lastEventAt}
        OR (excluded.last_event_at = ${s.lastEventAt} AND ${s.status} NOT IN ('canceled', 'expired'))`,
    });
}

/** A stored subscription: the facts of its newest event, and its own id. */
export type SubscriptionRow = Omit<SubscriptionFacts, "eventAt" | "periodPaidAt" | "periodPaymentId"> & {
  id: string;
  periodPaidAt: number | null;
  periodPaymentId: string | null;
  endedReason: "refund" | "chargeback" | null;
  endedAt: number | null;
  refundRequestedAt: number | null;
};

/** The columns of a SubscriptionRow, for every read of one. */
export const subscriptionFields = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  provider: subscriptions.provider,
  providerSubscriptionId: subscriptions.providerSubscriptionId,
  providerCustomerId: subscriptions.providerCustomerId,
  plan: subscriptions.plan,
  period: subscriptions.period,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  periodPaidAt: subscriptions.periodPaidAt,
  periodPaymentId: subscriptions.periodPaymentId,
  endedReason: subscriptions.endedReason,
  endedAt: subscriptions.endedAt,
  refundRequestedAt: subscriptions.refundRequestedAt,
};

/** The newest subscription matching `where`, if any. */
export async function subscriptionWhere(
  d1: D1Database,
  where: SQL | undefined,
): Promise<SubscriptionRow | null> {
  const row = await createDb(d1)
    .select(subscriptionFields)
    .from(subscriptions)
    .where(where)
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .get();
  return row ?? null;
}

export function findSubscription(d1: D1Database, provider: PaymentProvider, providerSubscriptionId: string) {
  return subscriptionWhere(
    d1,
    and(
      eq(subscriptions.provider, provider),
      eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
    ),
  );
}

/** The subscription that gives the user their plan now (newest first), if any. */
export function currentSubscription(d1: D1Database, userId: string, now = Date.now()) {
  return subscriptionWhere(
    d1,
    and(
      eq(subscriptions.userId, userId),
      inArray(subscriptions.status, ["active", "past_due"]),
      or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
    ),
  );
}
