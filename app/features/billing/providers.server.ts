/**
 * Which payment providers work here (docs/product.md, Running without keys): "live" with the
 * provider's keys; "dev" with no keys in development, where the local checkout page stands in and
 * sends correctly signed webhooks to our own endpoints; "off" in production without keys.
 */
import { getConfig, isDevelopment } from "~/core/env.server";
import { sha256Hex } from "~/core/security/tokens.server";

export const paymentProviders = ["stripe", "mercadopago"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export type ProviderMode = "live" | "dev" | "off";

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return value === "stripe" || value === "mercadopago";
}

export function providerMode(env: Env, provider: PaymentProvider): ProviderMode {
  const config = getConfig(env);
  const key = provider === "stripe" ? config.STRIPE_SECRET_KEY : config.MERCADOPAGO_ACCESS_TOKEN;
  if (key) return "live";
  return isDevelopment(env) ? "dev" : "off";
}

/**
 * The secret webhooks are signed with: the provider's in production; in dev mode one derived from
 * SESSION_SECRET, known only to this server (the local checkout signs with it).
 */
export async function webhookSecret(env: Env, provider: PaymentProvider): Promise<string | null> {
  const config = getConfig(env);
  const mode = providerMode(env, provider);
  if (mode === "live")
    return (provider === "stripe" ? config.STRIPE_WEBHOOK_SECRET : config.MERCADOPAGO_WEBHOOK_SECRET) ?? null;
  if (mode === "dev")
    return `whsec_dev_${await sha256Hex(`${provider}-dev-webhook:${config.SESSION_SECRET}`)}`;
  return null;
}
