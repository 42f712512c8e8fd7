/**
 * Stripe (international cards, in dollars): Checkout Sessions in subscription mode, the billing
 * portal, one-click cancellation, and the webhook that keeps subscriptions in D1.
 */
import Stripe from "stripe";
import { getConfig, type AppConfig } from "~/core/env.server";
import { isPlanId, type Billing, type PlanId } from "~/core/plans/catalog";
import { providerMode } from "~/features/billing/providers.server";

/** Raised when a checkout cannot start; `detail` is logged, the user sees the translated toast. */
export class CheckoutError extends Error {}

export function stripeClient(config: AppConfig) {
  if (!config.STRIPE_SECRET_KEY) throw new CheckoutError("STRIPE_SECRET_KEY is not set");
  const base = config.STRIPE_BASE_URL ? new URL(config.STRIPE_BASE_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

export const stripeCrypto = () => Stripe.createSubtleCryptoProvider();

const priceVariable = (plan: PlanId, period: Billing) =>
  `STRIPE_PRICE_${plan.toUpperCase()}_${period.toUpperCase()}` as keyof AppConfig;

const devPriceId = (plan: PlanId, period: Billing) => `price_dev_${plan}_${period}`;

/**
 * The Stripe price of a plan and period: from the environment in live mode (missing → the error in
 * docs/product.md, Subscription and payments), a fixed local id in dev mode.
 */
export function stripePriceId(env: Env, plan: PlanId, period: Billing): string {
  if (providerMode(env, "stripe") === "dev") return devPriceId(plan, period);
  const id = getConfig(env)[priceVariable(plan, period)];
  if (typeof id !== "string" || !id)
    throw new CheckoutError("Stripe priceId não configurado para este período");
  return id;
}

/** The plan and period a Stripe price stands for (so plan changes in the portal are understood). */
export function planForStripePrice(env: Env, priceId: string): { plan: PlanId; period: Billing } | null {
  const dev = /^price_dev_([a-z]+)_(monthly|annual)$/.exec(priceId);
  if (dev && isPlanId(dev[1])) return { plan: dev[1], period: dev[2] as Billing };
  const config = getConfig(env);
  for (const plan of ["starter", "creator", "pro", "elite"] as const)
    for (const period of ["monthly", "annual"] as const)
      if (config[priceVariable(plan, period)] === priceId) return { plan, period };
  return null;
}
