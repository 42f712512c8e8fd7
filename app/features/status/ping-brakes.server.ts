/**
 * Brakes on the status page's test job, which anyone may send without an account: a few a minute
 * per network address (the STATUS_PING_LIMIT binding in wrangler.toml), and none at all while many
 * are already waiting, however many addresses send them. The jobs travel on a queue of their own, so
 * even a flood that passes these never delays a creator's job (docs/decisions/003-queue-layout.md).
 */
import type { Database } from "~/core/db/client.server";
import { countWaitingPings } from "~/features/status/queries.server";

/** Past this many waiting test jobs, everyone is asked to come back in a minute. */
export const maxWaitingPings = 20;
/** A test job older than this no longer counts as waiting (its consumer is gone or stuck). */
const waitingWindowMs = 10 * 60 * 1000;

export const pingRefusals = ["address", "busy"] as const;
export type PingRefusal = (typeof pingRefusals)[number];

/** Why this request may not send a test job now, or null when it may. */
export async function pingRefusal(
  request: Request,
  env: Pick<Env, "STATUS_PING_LIMIT">,
  db: Database,
): Promise<PingRefusal | null> {
  // Without CF-Connecting-IP (not through Cloudflare's edge) every such request shares one allowance.
  const address = request.headers.get("CF-Connecting-IP") ?? "no-address";
  if (!(await env.STATUS_PING_LIMIT.limit({ key: `ping:${address}` })).success) return "address";
  if ((await countWaitingPings(db, waitingWindowMs)) >= maxWaitingPings) return "busy";
  return null;
}
