/**
 * The embedded default's webhooks (development only): events shaped like the providers', signed with
 * the dev secret, handed to the same webhook handlers as real deliveries — signature check included.
 */
import Stripe from "stripe";
import { handleMercadoPagoWebhook } from "~/features/billing/mercadopago-webhook.server";
import { webhookSecret } from "~/features/billing/providers.server";
import { stripeCrypto } from "~/features/billing/stripe.server";
import { handleStripeWebhook } from "~/features/billing/stripe-webhook.server";

export async function signStripePayload(payload: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp,
    cryptoProvider: stripeCrypto(),
  });
}

async function hmacHex(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The `x-signature` header Mercado Pago sends: `ts=…,v1=HMAC(id:…;request-id:…;ts:…;)`. */
export async function signMercadoPagoNotification(input: {
  dataId: string;
  requestId: string;
  secret: string;
  ts?: number;
}) {
  const ts = input.ts ?? Math.floor(Date.now() / 1000);
  const manifest = `id:${input.dataId};request-id:${input.requestId};ts:${ts};`;
  return `ts=${ts},v1=${await hmacHex(input.secret, manifest)}`;
}

export async function deliverDevStripeEvent(env: Env, origin: string, event: Record<string, unknown>) {
  const secret = await webhookSecret(env, "stripe");
  if (!secret) throw new Error("no Stripe webhook secret in dev mode");
  const payload = JSON.stringify(event);
  const request = new Request(`${origin}/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": await signStripePayload(payload, secret),
    },
    body: payload,
  });
  const response = await handleStripeWebhook(request, env);
  if (!response.ok) throw new Error(`dev Stripe webhook answered ${response.status}`);
}

export async function deliverDevMercadoPagoNotification(env: Env, origin: string, paymentId: string) {
  const secret = await webhookSecret(env, "mercadopago");
  if (!secret) throw new Error("no Mercado Pago webhook secret in dev mode");
  const requestId = crypto.randomUUID();
  const request = new Request(
    `${origin}/webhooks/mercadopago?${new URLSearchParams({ "data.id": paymentId, type: "payment" })}`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": requestId,
        "x-signature": await signMercadoPagoNotification({ dataId: paymentId, requestId, secret }),
      },
      body: JSON.stringify({ action: "payment.updated", type: "payment", data: { id: paymentId } }),
    },
  );
  const response = await handleMercadoPagoWebhook(request, env);
  if (!response.ok) throw new Error(`dev Mercado Pago webhook answered ${response.status}`);
}

let sequence = 0;
/** A Stripe-like event envelope. */
export function devStripeEvent(type: string, object: Record<string, unknown>) {
  sequence += 1;
  return {
    id: `evt_dev_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
    request: { id: `req_dev_${sequence}` },
  };
}
