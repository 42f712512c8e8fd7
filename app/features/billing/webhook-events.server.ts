import type { PaymentProvider } from "~/features/billing/providers.server";

/** Records an event as being handled; false when it already was (a redelivery). */
export async function claimWebhookEvent(
  d1: D1Database,
  provider: PaymentProvider,
  eventId: string,
  type: string,
) {
  const result = await d1
    .prepare(
      `INSERT INTO processed_webhook_events (provider, event_id, type) VALUES (?1, ?2, ?3)
       ON CONFLICT(provider, event_id) DO NOTHING`,
    )
    .bind(provider, eventId, type)
    .run();
  return result.meta.changes === 1;
}

/** Handling failed: forget the event so the provider's next delivery is acted on. */
export async function releaseWebhookEvent(d1: D1Database, provider: PaymentProvider, eventId: string) {
  await d1
    .prepare(`DELETE FROM processed_webhook_events WHERE provider = ?1 AND event_id = ?2`)
    .bind(provider, eventId)
    .run();
}
