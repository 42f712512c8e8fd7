/**
 * A refund or a chargeback ends the paid period now (docs/decisions/009): the subscription row is
 * cancelled with the reason and never comes back, the profile returns to the plan its other
 * subscriptions still give (usually Free), the account and its thumbnails stay, and the creator is
 * told by e-mail, once, in the language they bought in. Stripe's subscription is cancelled at once in
 * live mode, so a refunded or disputed plan never renews.
 */
import { createInstance } from "i18next";
import Stripe from "stripe";
import { createMailer } from "~/core/email/create-mailer.server";
import { getConfig } from "~/core/env.server";
import { defaultLanguage, isLanguage, type Language } from "~/core/i18n/config";
import { defaultNamespace, loadTranslations } from "~/core/i18n/resources";
import { appUrl } from "~/core/http/app-url.server";
import { planName } from "~/core/plans/catalog";
import { syncPlan } from "~/features/billing/plan-change.server";
import { providerMode } from "~/features/billing/providers.server";
import { stripeClient } from "~/features/billing/stripe.server";
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { checkouts, profiles, subscriptions } from "~/core/db/schema";
import { subscriptionWhere, type SubscriptionRow } from "~/features/billing/subscription-store.server";

export type EndReason = "refund" | "chargeback";

type Obj = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" && value ? value : null);
const idOf = (value: unknown) => str(value) ?? str((value as Obj | null)?.id);

export const subscriptionById = (d1: D1Database, id: string) =>
  subscriptionWhere(d1, eq(subscriptions.id, id));

/**
 * Stops a Stripe subscription now (no renewal, no proration). A subscription Stripe no longer has or
 * has already cancelled answers 4xx: nothing left to stop. Anything else is thrown, so a webhook is
 * retried. (Account deletion has its own cancel-now; the two meet at merge.)
 */
export async function cancelStripeSubscriptionNow(env: Env, subscriptionId: string) {
  try {
    await stripeClient(getConfig(env)).subscriptions.cancel(subscriptionId, undefined, {
      idempotencyKey: `cancel-now-${subscriptionId}`,
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      console.warn(`billing: Stripe subscription ${subscriptionId} not cancelled: ${error.message}`);
      return;
    }
    throw error;
  }
}

async function translator(language: Language) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { [defaultNamespace]: await loadTranslations(language) } },
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

/** The language of the creator's latest purchase (Portuguese when none says). */
async function buyerLanguage(d1: D1Database, userId: string): Promise<Language> {
  const row = await createDb(d1)
    .select({ language: checkouts.language })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), isNotNull(checkouts.language)))
    .orderBy(desc(checkouts.createdAt))
    .limit(1)
    .get();
  return isLanguage(row?.language) ? row.language : defaultLanguage;
}

/** Which e-mail tells the creator why their plan ended. */
export const endedEmailKeys = { refund: "refunded", chargeback: "chargedBack" } as const;

async function sendPeriodEndedEmail(env: Env, subscription: SubscriptionRow, reason: EndReason) {
  const profile = await createDb(env.DB)
    .select({ email: profiles.email, name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, subscription.userId))
    .get();
  if (!profile) return;
  const language = await buyerLanguage(env.DB, subscription.userId);
  const t = await translator(language);
  const plan = planName(subscription.plan, language);
  const key = endedEmailKeys[reason];
  const text = [
    t("auth.emails.greeting", { name: profile.name ?? profile.email }),
    "",
    t(`billing.refund.email.${key}Body`, { plan }),
    "",
    t("billing.refund.email.kept"),
    "",
    appUrl(env, "/assinatura"),
    "",
    t("billing.refund.email.questions", { support: getConfig(env).SUPPORT_EMAIL }),
    "",
    "— " + t("auth.emails.signature"),
  ].join("\n");
  await createMailer(env).send({
    to: profile.email,
    subject: t(`billing.refund.email.${key}Subject`, { plan }),
    text,
  });
}

/**
 * Ends the subscription's paid period for `reason`. Acted on once: a second call (a redelivered or
 * second provider event, the webhook after the page's own refund) changes nothing and sends nothing.
 * `eventAt` (ms) is when the provider said so; older events about this subscription are then ignored.
 * Returns whether this call ended it.
 */
export async function endPaidPeriod(
  env: Env,
  subscriptionId: string,
  reason: EndReason,
  eventAt: number,
): Promise<boolean> {
  const subscription = await subscriptionById(env.DB, subscriptionId);
  if (!subscription || subscription.endedReason) return false;
  // Cancelled with Stripe first: if Stripe cannot be reached the webhook fails and is retried with the
  // row still open, so the cancellation is never skipped.
  if (subscription.provider === "stripe" && providerMode(env, "stripe") === "live")
    await cancelStripeSubscriptionNow(env, subscription.providerSubscriptionId);
  const now = Date.now();
  const result = await createDb(env.DB)
    .update(subscriptions)
    .set({
      status: "canceled",
      endedReason: reason,
      endedAt: now,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: now,
      lastEventAt: sql`MAX(${subscriptions.lastEventAt}, ${eventAt})`,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.endedReason)))
    .run();
  await syncPlan(env.DB, subscription.userId, now);
  const ended = result.meta.changes === 1;
  if (ended)
    await sendPeriodEndedEmail(env, subscription, reason).catch((error: unknown) =>
      console.error(`billing: the ${reason} e-mail for subscription ${subscription.id} failed`, error),
    );
  return ended;
}

/**
 * Stripe's `charge.refunded` (a full refund) and `charge.dispute.created`: the subscription whose
 * current period that payment paid ends. Found by the payment intent recorded from `invoice.paid`,
 * else by the customer's running subscription when its period's payment is not recorded (a refund of
 * an older period's payment, recorded as another intent, ends nothing).
 */
export async function endStripePaidPeriod(env: Env, event: Stripe.Event) {
  const object = event.data.object as unknown as Obj;
  const reason: EndReason = event.type === "charge.refunded" ? "refund" : "chargeback";
  if (reason === "refund" && object.refunded !== true) {
    console.info(`stripe webhook: partial refund of ${String(object.id)}; the plan stays`);
    return;
  }
  const paymentIntent = idOf(object.payment_intent);
  let subscription = paymentIntent
    ? await subscriptionWhere(
        env.DB,
        and(eq(subscriptions.provider, "stripe"), eq(subscriptions.periodPaymentId, paymentIntent)),
      )
    : null;
  if (!subscription) {
    let customer = idOf(object.customer);
    // A dispute names the charge, not the customer.
    const charge = idOf(object.charge);
    if (!customer && charge && providerMode(env, "stripe") === "live")
      customer = idOf((await stripeClient(getConfig(env)).charges.retrieve(charge)).customer);
    if (customer)
      subscription = await subscriptionWhere(
        env.DB,
        and(
          eq(subscriptions.provider, "stripe"),
          isNull(subscriptions.endedReason),
          inArray(subscriptions.status, ["active", "past_due"]),
          or(
            eq(subscriptions.providerCustomerId, customer),
            inArray(
              subscriptions.userId,
              createDb(env.DB)
                .select({ id: profiles.id })
                .from(profiles)
                .where(eq(profiles.stripeCustomerId, customer)),
            ),
          ),
          or(isNull(subscriptions.periodPaymentId), eq(subscriptions.periodPaymentId, paymentIntent ?? "")),
        ),
      );
  }
  if (!subscription) {
    console.warn(`stripe webhook: ${event.type} ${event.id} matches no subscription; ignored`);
    return;
  }
  await endPaidPeriod(env, subscription.id, reason, event.created * 1000);
}

/** A Mercado Pago payment refunded or charged back: the purchase it made ends. */
export async function endMercadoPagoPaidPeriod(
  env: Env,
  paymentId: string,
  reason: EndReason,
  eventAt: number,
) {
  const subscription = await subscriptionWhere(
    env.DB,
    and(eq(subscriptions.provider, "mercadopago"), eq(subscriptions.providerSubscriptionId, paymentId)),
  );
  if (!subscription) {
    console.warn(`mercadopago webhook: ${reason} of payment ${paymentId} matches no purchase; ignored`);
    return false;
  }
  return endPaidPeriod(env, subscription.id, reason, eventAt);
}

/** The latest period of the user's that a refund or chargeback ended (for the notice on /assinatura). */
export async function latestEndedPeriod(d1: D1Database, userId: string) {
  const row = await createDb(d1)
    .select({ plan: subscriptions.plan, reason: subscriptions.endedReason, endedAt: subscriptions.endedAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.endedReason)))
    .orderBy(desc(subscriptions.endedAt))
    .limit(1)
    .get();
  // Both are set together when a period is ended (endPaidPeriod).
  return row
    ? { plan: row.plan as string, reason: row.reason as EndReason, endedAt: row.endedAt as number }
    : null;
}
