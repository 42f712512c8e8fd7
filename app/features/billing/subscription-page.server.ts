/**
 * What /assinatura shows (docs/product.md, Plans and Subscription and payments): the pricing cards with the
 * current plan, the subscription and its refund window (docs/decisions/009), a notice for 30 days
 * when a refund or a chargeback ended the plan, the payment-method dialog (`?plano=`), the cancel
 * and refund confirmations, and the way back from a provider's checkout (`?checkout=`).
 */
import type { Database } from "~/core/db/client.server";
import { isDevelopment } from "~/core/env.server";
import type { Language } from "~/core/i18n/config";
import { formatPrice, isPlanId, planCards, planName } from "~/core/plans/catalog";
import { billingFromUrl } from "~/features/billing/components/pricing-section";
import { latestEndedPeriod } from "~/features/billing/period-end.server";
import { mercadoPagoAmount, stripeAmount } from "~/features/billing/prices";
import { paymentProviders, providerMode, type PaymentProvider } from "~/features/billing/providers.server";
import { refundDeadline, refundGuaranteeUsed } from "~/features/billing/refund.server";
import { currentSubscription } from "~/features/billing/subscription-store.server";
import { currentPlan } from "~/core/usage/current-usage.server";
import { templateCounts } from "~/engines/render/templates";
import { dateFormat } from "~/core/i18n/formatters";

/** How long the page says that a refund or a chargeback ended the plan. */
const endedNoticeMs = 30 * 24 * 3600 * 1000;

export const formatLongDate = (time: number, language: Language) =>
  dateFormat(language, { dateStyle: "long" }).format(time);

/** The plan on the creator's profile (Free when there is none). */
/** The creator's plan: the one read of it in core/usage. */
export const currentPlanOf = currentPlan;

export async function loadSubscriptionPage(
  env: Env,
  db: Database,
  input: { userId: string; url: URL; language: Language },
) {
  const { userId, url, language } = input;
  const billing = billingFromUrl(url);
  const [currentPlan, subscription, ended] = await Promise.all([
    currentPlanOf(db, userId),
    currentSubscription(env.DB, userId),
    latestEndedPeriod(env.DB, userId),
  ]);
  const refundUntil = refundDeadline(
    subscription,
    Date.now(),
    subscription ? await refundGuaranteeUsed(env.DB, userId, subscription.id) : false,
  );
  const requested = url.searchParams.get("plano");
  const selected =
    isPlanId(requested) && requested !== "free" && requested !== currentPlan ? requested : null;
  const modes = Object.fromEntries(paymentProviders.map((p) => [p, providerMode(env, p)])) as Record<
    PaymentProvider,
    ReturnType<typeof providerMode>
  >;
  const stripe = selected ? stripeAmount(selected, billing) : null;
  const mercadoPago = selected ? mercadoPagoAmount(selected, billing, language) : null;
  return {
    cards: planCards(language, billing, templateCounts()),
    billing,
    currentPlan,
    currentPlanName: planName(currentPlan, language),
    subscription: subscription
      ? {
          provider: subscription.provider,
          period: subscription.period,
          status: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          endsOn: subscription.currentPeriodEnd
            ? formatLongDate(subscription.currentPeriodEnd, language)
            : null,
        }
      : null,
    canUsePortal: subscription?.provider === "stripe" && modes.stripe === "live",
    refund:
      refundUntil === null
        ? null
        : {
            until: formatLongDate(refundUntil, language),
            confirm: url.searchParams.get("reembolso") === "1",
          },
    // Shown for 30 days, unless a newer plan is running.
    endedNotice:
      ended && !subscription && Date.now() - ended.endedAt < endedNoticeMs
        ? {
            reason: ended.reason,
            plan: planName(isPlanId(ended.plan) ? ended.plan : "free", language),
            date: formatLongDate(ended.endedAt, language),
          }
        : null,
    confirmCancel: url.searchParams.get("cancelar") === "1" && subscription !== null,
    dialog: selected
      ? {
          plan: selected,
          planName: planName(selected, language),
          stripePrice: formatPrice(stripe!.amount, stripe!.currency, language),
          mercadoPagoPrice: formatPrice(mercadoPago!.amount, mercadoPago!.currency, language),
          recommended: (language === "pt" ? "mercadopago" : "stripe") as PaymentProvider,
        }
      : null,
    modes,
    checkout: url.searchParams.get("checkout"),
    devTools: isDevelopment(env) && (modes.stripe === "dev" || modes.mercadopago === "dev"),
  };
}

export type SubscriptionPage = Awaited<ReturnType<typeof loadSubscriptionPage>>;
