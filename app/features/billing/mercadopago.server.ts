/**
 * Mercado Pago (cards and PIX, in reais): a checkout preference per purchase, and the payment
 * lookup the webhook relies on. Live mode uses the `mercadopago` SDK (MERCADOPAGO_BASE_URL points
 * it elsewhere, for the tests' fake server); dev mode answers from the local checkout's records.
 */
import {
  Chargeback,
  MercadoPagoConfig,
  MPNotFoundError,
  Payment,
  PaymentRefund,
  Preference,
} from "mercadopago";
import { AppConfig as MercadoPagoSdkConfig } from "mercadopago/dist/utils/config";
import { and, eq } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { checkouts } from "~/core/db/schema";
import { getConfig } from "~/core/env.server";
import { CheckoutError } from "~/features/billing/stripe.server";

const defaultBaseUrl = "https://api.mercadopago.com";

export interface MercadoPagoPayment {
  id: string;
  status: string;
  externalReference: string | null;
  amount: number;
  currency: string;
  approvedAt: number | null;
  /** When Mercado Pago last changed the payment (a refund, a chargeback), in ms. */
  updatedAt: number | null;
}

export interface PreferenceInput {
  checkoutId: string;
  title: string;
  amount: number;
  payerEmail: string;
  origin: string;
}

function sdk(env: Env) {
  const config = getConfig(env);
  if (!config.MERCADOPAGO_ACCESS_TOKEN) throw new CheckoutError("MERCADOPAGO_ACCESS_TOKEN is not set");
  // The SDK reads one base URL for every call; it is the same for the whole Worker.
  (MercadoPagoSdkConfig as { BASE_URL: string }).BASE_URL = (
    config.MERCADOPAGO_BASE_URL ?? defaultBaseUrl
  ).replace(/\/$/, "");
  return new MercadoPagoConfig({
    accessToken: config.MERCADOPAGO_ACCESS_TOKEN,
    options: { timeout: 10_000 },
  });
}

export async function createPreference(env: Env, input: PreferenceInput): Promise<string> {
  const response = await new Preference(sdk(env)).create({
    body: {
      items: [
        {
          id: input.checkoutId,
          title: input.title,
          quantity: 1,
          unit_price: input.amount,
          currency_id: "BRL",
        },
      ],
      payer: { email: input.payerEmail },
      external_reference: input.checkoutId,
      back_urls: {
        success: `${input.origin}/assinatura?checkout=success`,
        pending: `${input.origin}/assinatura?checkout=pending`,
        failure: `${input.origin}/assinatura?checkout=failed`,
      },
      auto_return: "approved",
      notification_url: `${input.origin}/webhooks/mercadopago`,
      statement_descriptor: "MINIATURA",
    },
    requestOptions: { idempotencyKey: input.checkoutId },
  });
  if (!response.init_point) throw new CheckoutError("Mercado Pago answered without an init_point");
  return response.init_point;
}

/** Dev payments are named after the checkout they pay. */
export const devPaymentId = (checkoutId: string) => `dev-${checkoutId}`;

export async function fetchPayment(env: Env, id: string, live: boolean): Promise<MercadoPagoPayment | null> {
  if (live) {
    const payment = await new Payment(sdk(env)).get({ id }).catch((error: unknown) => {
      // An id Mercado Pago does not know: nothing to act on (and nothing to retry).
      if (error instanceof MPNotFoundError) return null;
      throw error;
    });
    if (!payment) return null;
    return {
      id: String(payment.id),
      status: payment.status ?? "unknown",
      externalReference: payment.external_reference ?? null,
      amount: Number(payment.transaction_amount ?? 0),
      currency: payment.currency_id ?? "",
      approvedAt: payment.date_approved ? Date.parse(payment.date_approved) : null,
      updatedAt: payment.date_last_updated ? Date.parse(payment.date_last_updated) : null,
    };
  }
  if (!id.startsWith("dev-")) return null;
  const checkout = await createDb(env.DB)
    .select({
      id: checkouts.id,
      amount: checkouts.amount,
      currency: checkouts.currency,
      status: checkouts.status,
    })
    .from(checkouts)
    .where(and(eq(checkouts.id, id.slice(4)), eq(checkouts.provider, "mercadopago")))
    .get();
  if (!checkout) return null;
  return {
    id,
    status: checkout.status === "paid" ? "approved" : checkout.status === "refunded" ? "refunded" : "pending",
    externalReference: checkout.id,
    amount: checkout.amount,
    currency: checkout.currency,
    approvedAt: null,
    updatedAt: null,
  };
}

/** A full refund of a payment (POST /v1/payments/{id}/refunds), once per payment. */
export async function refundPayment(env: Env, paymentId: string) {
  await new PaymentRefund(sdk(env)).total({
    payment_id: paymentId,
    requestOptions: { idempotencyKey: `refund-${paymentId}` },
  });
}

/** The payment a chargeback notification is about (null when Mercado Pago does not know it). */
export async function chargebackPaymentId(env: Env, chargebackId: string): Promise<string | null> {
  const chargeback = await new Chargeback(sdk(env)).get({ id: chargebackId }).catch((error: unknown) => {
    if (error instanceof MPNotFoundError) return null;
    throw error;
  });
  return chargeback?.payment_id ? String(chargeback.payment_id) : null;
}
