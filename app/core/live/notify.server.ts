import { withDurableRetry } from "~/core/live/durable-retry";
import type { LiveEvent } from "~/core/live/events";

/**
 * Tells every page the channel has open (one UserLive object per channel) about a change.
 * Never throws: a missed live update only means the page refreshes later by itself.
 */
export async function notifyLive(
  env: Pick<Env, "USER_LIVE">,
  channel: string,
  event: LiveEvent,
): Promise<boolean> {
  try {
    await withDurableRetry(() => env.USER_LIVE.get(env.USER_LIVE.idFromName(channel)).broadcast(event));
    return true;
  } catch (error) {
    console.warn(`live: could not notify ${channel}`, error);
    return false;
  }
}
