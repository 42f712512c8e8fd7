/**
 * Ending every running subscription of a user at once, for an account that is being deleted: unlike
 * the one-click cancel (`cancelAtPeriodEnd` in checkout.server.ts), nothing is left to renew or to
 * charge, because nobody will be there to use the plan.
 */
import { and, eq, inArray } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { subscriptions } from "~/core/db/schema";
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
  const db = createDb(env.DB);
  const results: RunningSubscription[] = await db
    .select({
      id: subscriptions.id,
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["pending", "active", "past_due"])),
    );
  for (const subscription of results) {
    if (subscription.provider === "stripe") {
      const mode = providerMode(env, "stripe");
      if (mode === "off") throw new CheckoutError("Stripe is not configured: cannot cancel the subscription");
      // The same call a refund makes (period-end.server.ts): a subscription Stripe no longer has, or
      // has already cancelled, is taken as cancelled; any other failure is thrown.
      if (mode === "live") await cancelStripeSubscriptionNow(env, subscription.providerSubscriptionId);
    }
    const now = Date.now();
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: now, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
  }
  if (results.length > 0) await syncPlan(env.DB, userId);
}
