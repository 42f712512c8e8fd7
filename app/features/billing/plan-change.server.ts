/**
 * Plan changes: the profile's plan and every limit and flag come from the plan catalog, in one
 * statement; the plan itself is derived from the user's subscriptions, which the webhooks keep.
 */
import { referralPurchaseBonusCredits } from "~/features/accounts/referral";
import { isPlanId, planIds, profileLimitsFor, type PlanId } from "~/core/plans/catalog";

/** The statement that puts a profile on `plan` with the catalog's limits and flags. */
export function applyPlanStatement(d1: D1Database, userId: string, plan: PlanId) {
  const l = profileLimitsFor(plan);
  return d1
    .prepare(
      `UPDATE profiles SET plan = ?2, monthly_thumbnails_limit = ?3, monthly_ai_credits = ?4,
         monthly_trends_limit = ?5, has_watermark = ?6, max_export_resolution = ?7, has_upscaling = ?8,
         has_premium_templates = ?9, has_trend_analysis = ?10, has_ai_performance = ?11,
         has_batch_processing = ?12, batch_limit = ?13, updated_at = ?14
       WHERE id = ?1`,
    )
    .bind(
      userId,
      l.plan,
      l.monthlyThumbnailsLimit,
      l.monthlyAiCredits,
      l.monthlyTrendsLimit,
      l.hasWatermark ? 1 : 0,
      l.maxExportResolution,
      l.hasUpscaling ? 1 : 0,
      l.hasPremiumTemplates ? 1 : 0,
      l.hasTrendAnalysis ? 1 : 0,
      l.hasAiPerformance ? 1 : 0,
      l.hasBatchProcessing ? 1 : 0,
      l.batchLimit,
      Date.now(),
    );
}

/**
 * A paid period began at `periodStart`: usage starts from zero, once (a later delivery of the same
 * payment finds the period already started and changes nothing).
 */
export function startUsagePeriodStatement(d1: D1Database, userId: string, periodStart: number) {
  return d1
    .prepare(
      `UPDATE profiles SET used_thumbnails = 0, used_ai_credits = 0, used_trends = 0, usage_period_start = ?2
       WHERE id = ?1 AND usage_period_start < ?2`,
    )
    .bind(userId, periodStart);
}

/**
 * The referred user's first payment is confirmed: the referrer gets the bonus once, whichever
 * provider and however often the webhook is retried (purchase_bonus_given flips in the same batch).
 */
export function rewardReferrerStatements(d1: D1Database, referredUserId: string) {
  return [
    d1
      .prepare(
        `UPDATE profiles SET bonus_ai_credits = bonus_ai_credits + ?2
         WHERE id = (SELECT referrer_id FROM referrals WHERE referred_id = ?1 AND purchase_bonus_given = 0)`,
      )
      .bind(referredUserId, referralPurchaseBonusCredits),
    d1
      .prepare(
        `UPDATE referrals SET purchase_bonus_given = 1 WHERE referred_id = ?1 AND purchase_bonus_given = 0`,
      )
      .bind(referredUserId),
  ];
}

const tier = (plan: PlanId) => planIds.indexOf(plan);

/** The plan a user's subscriptions give right now: the highest one still in force, else Free. */
export async function entitledPlan(d1: D1Database, userId: string, now = Date.now()): Promise<PlanId> {
  const { results } = await d1
    .prepare(
      `SELECT plan FROM subscriptions
       WHERE user_id = ?1 AND status IN ('active', 'past_due')
         AND (current_period_end IS NULL OR current_period_end > ?2)`,
    )
    .bind(userId, now)
    .all<{ plan: string }>();
  return results
    .map((r) => r.plan)
    .filter(isPlanId)
    .reduce<PlanId>((best, plan) => (tier(plan) > tier(best) ? plan : best), "free");
}

/** Puts the profile on the plan its subscriptions give (after any subscription change). */
export async function syncPlan(d1: D1Database, userId: string, now = Date.now()): Promise<PlanId> {
  const plan = await entitledPlan(d1, userId, now);
  await applyPlanStatement(d1, userId, plan).run();
  return plan;
}
