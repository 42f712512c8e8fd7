import { createDb } from "~/core/db/client.server";
import { currentPlan } from "~/core/usage/current-usage.server";

/**
 * Whether the creator may create API keys: the REST API is an Elite feature (docs/decisions/
 * 018-elite-rest-api.md); any plan may still see and revoke the keys it holds.
 */
export async function canCreateApiKeys(d1: D1Database, userId: string) {
  return (await currentPlan(createDb(d1), userId)) === "elite";
}
