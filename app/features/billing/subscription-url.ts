import type { Billing } from "~/core/plans/catalog";

/**
 * An address on /assinatura: its page states (`?plano=`, `?cancelar=1`, `?reembolso=1`) with the
 * billing period the cards show, so each works as a link without JavaScript.
 */
export function subscriptionPageUrl(billing: Billing, params: Record<string, string> = {}) {
  const search = new URLSearchParams(params);
  if (billing === "annual") search.set("billing", "annual");
  const query = search.toString();
  return `/assinatura${query ? `?${query}` : ""}`;
}
