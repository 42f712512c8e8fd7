/**
 * Usage metering (docs/decisions/009-payments-and-metering.md; docs/product.md, Usage and
 * allowance): a job holds its usage when it starts and the hold is charged when it succeeds or
 * released when it fails, so a failed job charges nothing. Every check and increment is one D1
 * batch (a transaction) with conditional statements, so concurrent requests can never pass a limit,
 * and each hold is keyed by the job, so a redelivered message never charges twice. The only raw SQL
 * left outside drizzle: ADR 009, "Where the metering keeps raw SQL", says why.
 */
import { usageCosts, type MeteredAction } from "~/core/usage/usage-costs";

/** Starts a new monthly usage period when a month has passed since the current one began. */
function resetExpiredPeriod(d1: D1Database, userId: string, now: number) {
  return d1
    .prepare(
      `UPDATE profiles SET
         bonus_ai_credits = MAX(0, bonus_ai_credits - MAX(0, used_ai_credits - monthly_ai_credits)),
         used_thumbnails = 0, used_ai_credits = 0, used_trends = 0, usage_period_start = ?2
       WHERE id = ?1
         AND ?2 >= CAST(strftime('%s', usage_period_start / 1000, 'unixepoch', '+1 month') AS INTEGER) * 1000`,
    )
    .bind(userId, now);
}

/** Brings the user's usage period up to date (a read of the usage bars calls this first). */
export async function refreshUsagePeriod(d1: D1Database, userId: string, now = Date.now()) {
  await resetExpiredPeriod(d1, userId, now).run();
}

export type HoldResult = { ok: true } | { ok: false; reason: "limit" | "released" };

/**
 * Holds the usage of one action (or `quantity` of them: a batch of titles) for `key` (a job id).
 * Succeeds only when all of it fits the plan:
 * generations within the thumbnail quota, AI tools within the AI credits (monthly + bonus), trend
 * analyses within their quota (-1 = unlimited). Holding the same key again answers as the first time.
 */
export async function holdUsage(
  d1: D1Database,
  input: { userId: string; key: string; action: MeteredAction; quantity?: number },
  now = Date.now(),
): Promise<HoldResult> {
  const quantity = Math.max(1, Math.floor(input.quantity ?? 1));
  const unit = usageCosts[input.action];
  const cost = {
    thumbnails: unit.thumbnails * quantity,
    aiCredits: unit.aiCredits * quantity,
    trends: unit.trends * quantity,
  };
  const fits =
    cost.thumbnails > 0
      ? "used_thumbnails + ?3 <= monthly_thumbnails_limit"
      : cost.trends > 0
        ? "(monthly_trends_limit < 0 OR used_trends + ?5 <= monthly_trends_limit)"
        : "used_ai_credits + ?4 <= monthly_ai_credits + bonus_ai_credits";
  const [, , , , row] = await d1.batch([
    resetExpiredPeriod(d1, input.userId, now),
    d1
      .prepare(
        `INSERT INTO usage_charges (id, user_id, thumbnails, ai_credits, trends, status, period_start)
         SELECT ?1, id, ?3, ?4, ?5, 'new', usage_period_start FROM profiles WHERE id = ?2 AND ${fits}
         ON CONFLICT(id) DO NOTHING`,
      )
      .bind(input.key, input.userId, cost.thumbnails, cost.aiCredits, cost.trends),
    d1
      .prepare(
        `UPDATE profiles SET used_thumbnails = used_thumbnails + ?3, used_ai_credits = used_ai_credits + ?4,
           used_trends = used_trends + ?5
         WHERE id = ?2 AND EXISTS (SELECT 1 FROM usage_charges WHERE id = ?1 AND status = 'new')`,
      )
      .bind(input.key, input.userId, cost.thumbnails, cost.aiCredits, cost.trends),
    d1.prepare(`UPDATE usage_charges SET status = 'held' WHERE id = ?1 AND status = 'new'`).bind(input.key),
    d1
      .prepare(`SELECT status FROM usage_charges WHERE id = ?1 AND user_id = ?2`)
      .bind(input.key, input.userId),
  ]);
  const status = (row?.results[0] as { status?: string } | undefined)?.status;
  if (status === "held" || status === "charged") return { ok: true };
  return { ok: false, reason: status === "released" ? "released" : "limit" };
}

/** The job succeeded: its held usage stays charged. Safe to call again. */
export async function chargeHeldUsage(d1: D1Database, key: string) {
  await d1
    .prepare(`UPDATE usage_charges SET status = 'charged' WHERE id = ?1 AND status = 'held'`)
    .bind(key)
    .run();
}

/** The job failed: its held usage is given back (only within the period it was taken from). */
export async function releaseHeldUsage(d1: D1Database, key: string) {
  await d1.batch([
    d1
      .prepare(
        `UPDATE profiles SET
           used_thumbnails = MAX(0, used_thumbnails - (SELECT thumbnails FROM usage_charges WHERE id = ?1)),
           used_ai_credits = MAX(0, used_ai_credits - (SELECT ai_credits FROM usage_charges WHERE id = ?1)),
           used_trends = MAX(0, used_trends - (SELECT trends FROM usage_charges WHERE id = ?1))
         WHERE id = (SELECT user_id FROM usage_charges WHERE id = ?1 AND status = 'held')
           AND usage_period_start = (SELECT period_start FROM usage_charges WHERE id = ?1)`,
      )
      .bind(key),
    d1.prepare(`UPDATE usage_charges SET status = 'released' WHERE id = ?1 AND status = 'held'`).bind(key),
  ]);
}

/** For actions that finish inside the request (a trend analysis): hold and charge at once. */
export async function chargeUsage(
  d1: D1Database,
  input: { userId: string; key: string; action: MeteredAction },
  now = Date.now(),
): Promise<HoldResult> {
  const held = await holdUsage(d1, input, now);
  if (held.ok) await chargeHeldUsage(d1, input.key);
  return held;
}
