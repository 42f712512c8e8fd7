import { eq } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { profiles } from "~/core/db/schema";

/**
 * Whether the creator may create API keys: the REST API is an Elite feature (docs/decisions/
 * 018-elite-rest-api.md); any plan may still see and revoke the keys it holds.
 */
export async function canCreateApiKeys(d1: D1Database, userId: string) {
  const profile = await createDb(d1)
    .select({ plan: profiles.plan })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  return profile?.plan === "elite";
}
