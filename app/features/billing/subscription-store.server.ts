/**
 * Writes to the subscriptions table shared by both providers. Every change carries the time of the
 * provider event behind it; an older event never overwrites a newer one (webhooks arrive out of order).
 */
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
  return d1
    .prepare(
      `INSERT INTO subscriptions (id, user_id, provider, provider_subscription_id, provider_customer_id, plan,
         period, status, current_period_end, cancel_at_period_end, last_event_at, created_at, updated_at,
         period_paid_at, period_payment_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12, ?13, ?14)
       ON CONFLICT(provider, provider_subscription_id) DO UPDATE SET
         plan = excluded.plan, period = excluded.period,
         -- A period ended by a refund or a chargeback stays ended, whatever event comes next.
         status = CASE WHEN subscriptions.ended_reason IS NULL THEN excluded.status ELSE subscriptions.status END,
         -- A new payment names the payment of the new period (or none: a stale one must not be refunded).
         period_payment_id = CASE WHEN excluded.period_paid_at IS NULL THEN subscriptions.period_payment_id
           ELSE excluded.period_payment_id END,
         period_paid_at = COALESCE(excluded.period_paid_at, subscriptions.period_paid_at),
         current_period_end = COALESCE(excluded.current_period_end, subscriptions.current_period_end),
         cancel_at_period_end = excluded.cancel_at_period_end,
         provider_customer_id = COALESCE(excluded.provider_customer_id, subscriptions.provider_customer_id),
         last_event_at = excluded.last_event_at, updated_at = excluded.updated_at
       WHERE excluded.last_event_at > subscriptions.last_event_at
          OR (excluded.last_event_at = subscriptions.last_event_at
              AND subscriptions.status NOT IN ('canceled', 'expired'))`,
    )
    .bind(
      crypto.randomUUID(),
      facts.userId,
      facts.provider,
      facts.providerSubscriptionId,
      facts.providerCustomerId,
      facts.plan,
      facts.period,
      facts.status,
      facts.currentPeriodEnd,
      facts.cancelAtPeriodEnd ? 1 : 0,
      facts.eventAt,
      Date.now(),
      facts.periodPaidAt ?? null,
      facts.periodPaidAt == null ? null : (facts.periodPaymentId ?? null),
    );
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

export const subscriptionColumns = `id, user_id AS userId, provider,
  provider_subscription_id AS providerSubscriptionId, provider_customer_id AS providerCustomerId, plan, period,
  status, current_period_end AS currentPeriodEnd, cancel_at_period_end AS cancelAtPeriodEnd,
  period_paid_at AS periodPaidAt, period_payment_id AS periodPaymentId, ended_reason AS endedReason,
  ended_at AS endedAt, refund_requested_at AS refundRequestedAt`;
const columns = subscriptionColumns;

export const toRow = (row: Record<string, unknown>) =>
  ({ ...row, cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd) }) as unknown as SubscriptionRow;

export async function findSubscription(
  d1: D1Database,
  provider: PaymentProvider,
  providerSubscriptionId: string,
) {
  const row = await d1
    .prepare(`SELECT ${columns} FROM subscriptions WHERE provider = ?1 AND provider_subscription_id = ?2`)
    .bind(provider, providerSubscriptionId)
    .first<Record<string, unknown>>();
  return row ? toRow(row) : null;
}

/** The subscription that gives the user their plan now (newest first), if any. */
export async function currentSubscription(d1: D1Database, userId: string, now = Date.now()) {
  const row = await d1
    .prepare(
      `SELECT ${columns} FROM subscriptions
       WHERE user_id = ?1 AND status IN ('active', 'past_due')
         AND (current_period_end IS NULL OR current_period_end > ?2)
       ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(userId, now)
    .first<Record<string, unknown>>();
  return row ? toRow(row) : null;
}
