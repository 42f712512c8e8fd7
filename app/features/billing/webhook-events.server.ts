import { and, eq } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { processedWebhookEvents } from "~/core/db/schema";
import type { PaymentProvider } from "~/features/billing/providers.server";

/** Records an event as being handled; false when it already was (a redelivery). */
export async function claimWebhookEvent(
  d1: D1Database,
  provider: PaymentProvider,
  eventId: string,
  type: string,
) {
  const result = await createDb(d1)
    .insert(processedWebhookEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing({ target: [processedWebhookEvents.provider, processedWebhookEvents.eventId] })
    .run();
  return result.meta.changes === 1;
}

/** Handling failed: forget the event so the provider's next delivery is acted on. */
export async function releaseWebhookEvent(d1: D1Database, provider: PaymentProvider, eventId: string) {
  await createDb(d1)
    .delete(processedWebhookEvents)
    .where(and(eq(processedWebhookEvents.provider, provider), eq(processedWebhookEvents.eventId, eventId)));
}
