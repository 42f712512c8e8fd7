/**
 * Ending every running subscription of a user at once, for an account that is being deleted: unlike
 * the one-click cancel (`cancelAtPeriodEnd` in checkout.server.ts), nothing is left to renew or to
 * charge, because nobody will be there to use the plan.
 */
import { cancelStripeSubscriptionNow } from "~/features/billing/period-end.server";
import { syncPlan } from "~/features/billing/plan-change.server";
import { providerMode } from "~/features/billing/providers.server";
import { CheckoutError } from "~/features/billing/stripe.server";

interface RunningSubscription {
  id: string;
  provider: "stripe" | "mercadopago";
  providerSubscriptionId: string;
}

/**
 * Cancels, at the provider and now, every subscription of the user that could still renew or charge:
 * - Stripe in live mode: the subscription is cancelled at Stripe immediately (no renewal, no
 *   end-of-period invoice); a subscription Stripe no longer knows counts as cancelled;
 * - Mercado Pago: a purchase never renews, so there is nothing to tell the provider;
 * - the local checkout (dev mode, no keys): the provider is this server, so ending the row is all.
 * The rows end now (status `canceled`, period over) and the plan follows. Throws when a provider
 * cannot be told (production without its keys, or its API failing): the caller must then keep the
 * account, or the creator would go on paying for an account that no longer exists.
 */
export async function cancelSubscriptionsNow(env: Env, userId: string): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT id, provider, provider_subscription_id AS providerSubscriptionId FROM subscriptions
     WHERE user_id = ?1 AND status IN ('pending', 'active', 'past_due')`,
  )
    .bind(userId)
    .all<RunningSubscription>();
  for (const subscription of results) {
    if (subscription.provider === "stripe") {
      const mode = providerMode(env, "stripe");
      if (mode === "off") throw new CheckoutError("Stripe is not configured: cannot cancel the subscription");
      // The same call a refund makes (period-end.server.ts): a subscription Stripe no longer has, or
      // has already cancelled, is taken as cancelled; any other failure is thrown.
      if (mode === "live") await cancelStripeSubscriptionNow(env, subscription.providerSubscriptionId);
    }
    const now = Date.now();
    await env.DB.prepare(
      `UPDATE subscriptions SET status = 'canceled', cancel_at_period_end = 0, current_period_end = ?2,
         updated_at = ?2 WHERE id = ?1`,
    )
      .bind(subscription.id, now)
      .run();
  }
  if (results.length > 0) await syncPlan(env.DB, userId);
}
