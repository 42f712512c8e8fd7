/** The billing feature as the web Worker's entry sees it: the payment webhooks and the daily expiry. */
export { expireSubscriptions } from "~/features/billing/checkout.server";
export { handleMercadoPagoWebhook } from "~/features/billing/mercadopago-webhook.server";
export { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";
