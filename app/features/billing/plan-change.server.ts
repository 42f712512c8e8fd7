/**
 * Plan changes: the profile's plan and every limit and flag come from the plan catalog, in one
 * statement; the plan itself is derived from the user's subscriptions, which the webhooks keep.
 */
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { profiles, referrals, subscriptions } from "~/core/db/schema";
import { referralPurchaseBonusCredits } from "~/features/accounts/referral";
import { isPlanId, planIds, profileLimitsFor, type PlanId } from "~/core/plans/catalog";

/** The statement that puts a profile on `plan` with the catalog's limits and flags. */
export function applyPlanStatement(d1: D1Database, userId: string, plan: PlanId) {
  return createDb(d1)
    .update(profiles)
    .set({ ...profileLimitsFor(plan), updatedAt: Date.now() })
    .where(eq(profiles.id, userId));
}

/**
 * A paid period began at `periodStart`: usage starts from zero, once (a later delivery of the same
 * payment finds the period already started and changes nothing).
 */
export function startUsagePeriodStatement(d1: D1Database, userId: string, periodStart: number) {
  return createDb(d1)
    .update(profiles)
    .set({ usedThumbnails: 0, usedAiCredits: 0, usedTrends: 0, usagePeriodStart: periodStart })
    .where(and(eq(profiles.id, userId), lt(profiles.usagePeriodStart, periodStart)));
}

/**
 * The referred user's first payment is confirmed: the referrer gets the bonus once, whichever
 * provider and however often the webhook is retried (purchase_bonus_given flips in the same batch).
 */
export function rewardReferrerStatements(d1: D1Database, referredUserId: string) {
  const db = createDb(d1);
  const unrewarded = and(eq(referrals.referredId, referredUserId), eq(referrals.purchaseBonusGiven, false));
  return [
    db
      .update(profiles)
      .set({ bonusAiCredits: sql`${profiles.bonusAiCredits} + ${referralPurchaseBonusCredits}` })
      .where(
        eq(profiles.id, sql`(${db.select({ id: referrals.referrerId }).from(referrals).where(unrewarded)})`),
      ),
    db.update(referrals).set({ purchaseBonusGiven: true }).where(unrewarded),
  ] as const;
}

const tier = (plan: PlanId) => planIds.indexOf(plan);

/** The plan a user's subscriptions give right now: the highest one still in force, else Free. */
export async function entitledPlan(d1: D1Database, userId: string, now = Date.now()): Promise<PlanId> {
  const results = await createDb(d1)
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ["active", "past_due"]),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    );
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
