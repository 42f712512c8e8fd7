import type { LiveEvent, LiveHello } from "~/core/live/events";

/**
 * Whether a message on the live channel means the page's data is out of date. `dataSince` is when
 * the page's loader read its data (epoch ms, the server's clock, sent as `liveSince`).
 *
 * - A `revalidate` event: yes. The socket is open, so the change happened after the page loaded.
 * - The `hello` sent on (re)connecting: only if the channel had news after the data was read — a job
 *   the page started that finished while the socket was opening, or anything missed while the
 *   connection was down. Opening the socket by itself never reloads: a dashboard view makes one
 *   data request, not two (docs/decisions/010-dashboard-images-watermark-live.md).
 * - Anything else (keep-alive answers, chat deltas, another server's message): no.
 */
export function liveMessageMeansStale(raw: unknown, dataSince: number): boolean {
  if (typeof raw !== "string" || raw === "pong") return false;
  let message: LiveEvent | LiveHello;
  try {
    message = JSON.parse(raw) as LiveEvent | LiveHello;
  } catch {
    return false;
  }
  if (!message || typeof message !== "object") return false;
  if (message.type === "revalidate") return true;
  if (message.type === "hello") {
    return typeof message.lastEventAt === "number" && message.lastEventAt >= dataSince;
  }
  return false;
}
