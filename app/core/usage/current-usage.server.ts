/**
 * The one read of a creator's plan and this period's usage, and what it allows for each metered tool
 * (docs/product.md, Usage and allowance; docs/decisions/009-payments-and-metering.md). Pages and
 * tools ask here before they queue work; the metering (metering.server.ts) then holds the usage in
 * one atomic batch, so this answers the page, and the hold is the guard.
 */
import { eq } from "drizzle-orm";
import { isPlanId, type PlanId } from "~/core/plans/catalog";
import type { Database } from "~/core/db/client.server";
import { profiles } from "~/core/db/schema";
import { refreshUsagePeriod } from "~/core/usage/metering.server";
import { permissionsFor, type UsageSnapshot } from "~/core/usage/permissions";
import { usageCosts, type MeteredAction } from "~/core/usage/usage-costs";

export interface CurrentUsage extends UsageSnapshot {
  plan: PlanId;
  /** When this monthly usage period began (ms). */
  usagePeriodStart: number;
}

/** The creator's plan (Free when the profile is missing or holds an unknown plan). */
export async function currentPlan(db: Database, userId: string): Promise<PlanId> {
  const row = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.id, userId)).get();
  return row && isPlanId(row.plan) ? row.plan : "free";
}

/** Whether the creator's pictures carry the watermark (the plan's flag; a missing profile does). */
export async function watermarked(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .select({ hasWatermark: profiles.hasWatermark })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  return row?.hasWatermark ?? true;
}

/** The plan and this period's usage, the period brought up to date first; null without a profile. */
export async function readUsage(db: Database, d1: D1Database, userId: string): Promise<CurrentUsage | null> {
  // A month after the usage period began, the counters start again from zero.
  await refreshUsagePeriod(d1, userId);
  const profile = await db.select().from(profiles).where(eq(profiles.id, userId)).get();
  if (!profile) return null;
  return {
    plan: isPlanId(profile.plan) ? profile.plan : "free",
    usagePeriodStart: profile.usagePeriodStart,
    usedThumbnails: profile.usedThumbnails,
    monthlyThumbnailsLimit: profile.monthlyThumbnailsLimit,
    usedAiCredits: profile.usedAiCredits,
    monthlyAiCredits: profile.monthlyAiCredits,
    bonusAiCredits: profile.bonusAiCredits,
    usedTrends: profile.usedTrends,
    monthlyTrendsLimit: profile.monthlyTrendsLimit,
    hasWatermark: profile.hasWatermark,
  };
}

/** What a missing profile reads as: Free with nothing left, watermarked. */
const noUsage: Omit<CurrentUsage, "usagePeriodStart"> = {
  plan: "free",
  usedThumbnails: 0,
  monthlyThumbnailsLimit: 0,
  usedAiCredits: 0,
  monthlyAiCredits: 0,
  bonusAiCredits: 0,
  usedTrends: 0,
  monthlyTrendsLimit: 0,
  hasWatermark: true,
};

/** The creator's plan and what it allows right now. A missing profile reads as Free with nothing left. */
export async function currentPermissions(
  db: Database,
  d1: D1Database,
  userId: string,
): Promise<{ plan: PlanId; permissions: ReturnType<typeof permissionsFor> }> {
  const usage = (await readUsage(db, d1, userId)) ?? noUsage;
  return { plan: usage.plan, permissions: permissionsFor(usage) };
}

export interface Allowance {
  plan: PlanId;
  /** One more use of the tool fits the plan this period. */
  allowed: boolean;
  /** This period's use of the quota the tool counts against, and its limit (-1 = unlimited). */
  used: number;
  limit: number;
  /** Uses of the quota left, never below 0 (read `limit < 0` first: an unlimited quota has no count). */
  remaining: number;
  hasWatermark: boolean;
}

/**
 * What the plan allows for one metered action now. The quota it counts against follows its cost, as
 * the metering's hold does: generations the thumbnail quota, trend analyses their own quota, the
 * other AI tools the AI credits (monthly + bonus).
 */
export async function allowanceFor(
  db: Database,
  d1: D1Database,
  userId: string,
  action: MeteredAction,
): Promise<Allowance> {
  const usage = (await readUsage(db, d1, userId)) ?? noUsage;
  const permissions = permissionsFor(usage);
  const cost = usageCosts[action];
  const quota =
    cost.thumbnails > 0
      ? {
          used: usage.usedThumbnails,
          limit: usage.monthlyThumbnailsLimit,
          allowed: permissions.canGenerateThumbnail,
        }
      : cost.trends > 0
        ? { used: usage.usedTrends, limit: usage.monthlyTrendsLimit, allowed: permissions.canAnalyzeTrend }
        : {
            used: usage.usedAiCredits,
            limit: usage.monthlyAiCredits + usage.bonusAiCredits,
            allowed: permissions.canUseAiCredits(cost.aiCredits),
          };
  return {
    plan: usage.plan,
    ...quota,
    remaining: Math.max(0, quota.limit - quota.used),
    hasWatermark: usage.hasWatermark,
  };
}
