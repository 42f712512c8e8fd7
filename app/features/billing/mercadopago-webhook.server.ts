/**
 * POST /webhooks/mercadopago: verifies `x-signature` (HMAC-SHA256 over
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, 5-minute tolerance), fetches the payment from
 * Mercado Pago, and when it is approved and matches its checkout grants the plan for one month or
 * one year, once per payment. A payment refunded or charged back (and a chargebacks-topic notification)
 * ends the purchase it made, once (period-end.server.ts).
 */
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from "mercadopago";
import { and, eq } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { checkouts } from "~/core/db/schema";
import { isPlanId } from "~/core/plans/catalog";
import { chargebackPaymentId, fetchPayment } from "~/features/billing/mercadopago.server";
import { endMercadoPagoPaidPeriod, type EndReason } from "~/features/billing/period-end.server";
import {
  rewardReferrerStatements,
  startUsagePeriodStatement,
  syncPlan,
} from "~/features/billing/plan-change.server";
import { periodEnd } from "~/features/billing/prices";
import { providerMode, webhookSecret } from "~/features/billing/providers.server";
import { upsertSubscriptionStatement } from "~/features/billing/subscription-store.server";
import { claimWebhookEvent, releaseWebhookEvent } from "~/features/billing/webhook-events.server";

export const mercadoPagoToleranceSeconds = 300;

/** Mercado Pago signs the lower-cased id when it is alphanumeric. */
export function notificationDataId(request: Request, body: unknown): string | null {
  const fromQuery = new URL(request.url).searchParams.get("data.id");
  const fromBody = (body as { data?: { id?: unknown } } | null)?.data?.id;
  const id =
    fromQuery ?? (typeof fromBody === "string" || typeof fromBody === "number" ? String(fromBody) : null);
  if (!id) return null;
  return /^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id;
}

interface CheckoutRow {
  id: string;
  userId: string;
  plan: string;
  period: "monthly" | "annual";
  amount: number;
  currency: string;
}

async function grant(env: Env, paymentId: string, approvedAt: number, checkout: CheckoutRow) {
  const d1 = env.DB;
  const db = createDb(d1);
  if (!isPlanId(checkout.plan) || checkout.plan === "free") return;
  await db.batch([
    upsertSubscriptionStatement(d1, {
      userId: checkout.userId,
      provider: "mercadopago",
      providerSubscriptionId: paymentId,
      providerCustomerId: null,
      plan: checkout.plan,
      period: checkout.period,
      status: "active",
      currentPeriodEnd: periodEnd(approvedAt, checkout.period),
      cancelAtPeriodEnd: false,
      eventAt: approvedAt,
      periodPaidAt: approvedAt,
      periodPaymentId: paymentId,
    }),
    db.update(checkouts).set({ status: "paid" }).where(eq(checkouts.id, checkout.id)),
    startUsagePeriodStatement(d1, checkout.userId, approvedAt),
    ...rewardReferrerStatements(d1, checkout.userId),
  ]);
  await syncPlan(d1, checkout.userId);
}

export async function handleMercadoPagoWebhook(request: Request, env: Env): Promise<Response> {
  const secret = await webhookSecret(env, "mercadopago");
  if (!secret) {
    console.error("mercadopago webhook: no webhook secret configured (MERCADOPAGO_WEBHOOK_SECRET)");
    return new Response("Mercado Pago webhooks are not configured", { status: 503 });
  }
  const text = await request.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return new Response("Invalid JSON", { status: 400 });
  }
  const dataId = notificationDataId(request, body);
  try {
    WebhookSignatureValidator.validate({
      xSignature: request.headers.get("x-signature"),
      xRequestId: request.headers.get("x-request-id"),
      dataId,
      secret,
      toleranceSeconds: mercadoPagoToleranceSeconds,
    });
  } catch (error) {
    const reason = error instanceof InvalidWebhookSignatureError ? error.reason : String(error);
    console.warn(`mercadopago webhook: refused (${reason})`);
    return new Response("Invalid signature", { status: 400 });
  }
  const url = new URL(request.url);
  const type = (body as { type?: unknown } | null)?.type ?? url.searchParams.get("type");
  // Webhooks name the chargebacks topic `topic_chargebacks_wh`; older notifications said "chargebacks".
  if ((type === "topic_chargebacks_wh" || type === "chargebacks") && dataId)
    return handleChargeback(env, dataId);
  if (type !== "payment" || !dataId) return Response.json({ received: true, ignored: true });

  const payment = await fetchPayment(env, dataId, providerMode(env, "mercadopago") === "live").catch(
    (error) => {
      console.error(`mercadopago webhook: could not fetch payment ${dataId}`, error);
      return undefined;
    },
  );
  if (payment === undefined) return new Response("Payment lookup failed", { status: 502 });
  if (payment?.status === "refunded" || payment?.status === "charged_back")
    return endPurchase(
      env,
      payment.id,
      payment.status === "refunded" ? "refund" : "chargeback",
      `payment:${payment.id}:${payment.status}`,
      payment.updatedAt ?? Date.now(),
    );
  if (!payment || payment.status !== "approved" || !payment.externalReference)
    return Response.json({ received: true, status: payment?.status ?? "unknown" });

  const checkout: CheckoutRow | undefined = await createDb(env.DB)
    .select({
      id: checkouts.id,
      userId: checkouts.userId,
      plan: checkouts.plan,
      period: checkouts.period,
      amount: checkouts.amount,
      currency: checkouts.currency,
    })
    .from(checkouts)
    .where(and(eq(checkouts.id, payment.externalReference), eq(checkouts.provider, "mercadopago")))
    .get();
  if (
    !checkout ||
    checkout.currency !== payment.currency ||
    Math.abs(checkout.amount - payment.amount) > 0.001
  ) {
    console.error(`mercadopago webhook: payment ${payment.id} does not match its checkout; no plan granted`);
    return Response.json({ received: true, granted: false });
  }
  const eventId = `payment:${payment.id}`;
  if (!(await claimWebhookEvent(env.DB, "mercadopago", eventId, "payment.approved")))
    return Response.json({ received: true, duplicate: true });
  try {
    await grant(env, payment.id, payment.approvedAt ?? Date.now(), checkout);
  } catch (error) {
    await releaseWebhookEvent(env.DB, "mercadopago", eventId);
    console.error(`mercadopago webhook: granting payment ${payment.id} failed`, error);
    return new Response("Processing failed", { status: 500 });
  }
  return Response.json({ received: true, granted: true });
}

/** A refund or chargeback ends the purchase the payment made, once per payment and outcome. */
async function endPurchase(env: Env, paymentId: string, reason: EndReason, eventId: string, eventAt: number) {
  if (!(await claimWebhookEvent(env.DB, "mercadopago", eventId, `payment.${reason}`)))
    return Response.json({ received: true, duplicate: true });
  try {
    const ended = await endMercadoPagoPaidPeriod(env, paymentId, reason, eventAt);
    return Response.json({ received: true, ended });
  } catch (error) {
    await releaseWebhookEvent(env.DB, "mercadopago", eventId);
    console.error(`mercadopago webhook: ending payment ${paymentId} (${reason}) failed`, error);
    return new Response("Processing failed", { status: 500 });
  }
}

async function handleChargeback(env: Env, chargebackId: string) {
  if (providerMode(env, "mercadopago") !== "live") return Response.json({ received: true, ignored: true });
  const paymentId = await chargebackPaymentId(env, chargebackId).catch((error: unknown) => {
    console.error(`mercadopago webhook: could not fetch chargeback ${chargebackId}`, error);
    return undefined;
  });
  if (paymentId === undefined) return new Response("Chargeback lookup failed", { status: 502 });
  if (!paymentId) return Response.json({ received: true, status: "unknown" });
  return endPurchase(env, paymentId, "chargeback", `chargeback:${chargebackId}`, Date.now());
}
