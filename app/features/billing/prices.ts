/**
 * What each provider charges for a plan, from the plan catalog (docs/product.md, Subscription and
 * payments): Stripe in dollars, Mercado Pago in reais, where an English-language purchase costs 5 ×
 * the dollar price.
 */
import type { Language } from "~/core/i18n/config";
import { planName, priceFor, type Billing, type PlanId } from "~/core/plans/catalog";

export function stripeAmount(plan: PlanId, billing: Billing) {
  return { amount: priceFor(plan, "USD", billing), currency: "USD" as const };
}

export function mercadoPagoAmount(plan: PlanId, billing: Billing, language: Language) {
  const amount = language === "pt" ? priceFor(plan, "BRL", billing) : 5 * priceFor(plan, "USD", billing);
  return { amount, currency: "BRL" as const };
}

/**
 * The Mercado Pago item title (docs/product.md, Subscription and payments): 'Plano {name}
 * (Anual|Mensal) - Miniatura'.
 */
export function mercadoPagoTitle(plan: PlanId, billing: Billing, appName = "Miniatura") {
  return `Plano ${planName(plan, "pt")} (${billing === "annual" ? "Anual" : "Mensal"}) - ${appName}`;
}

/** When a plan bought through Mercado Pago (a one-off payment) ends: one month or one year on. */
export function periodEnd(start: number, billing: Billing) {
  const end = new Date(start);
  if (billing === "annual") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end.getTime();
}
