import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { jobs, profiles, thumbnails } from "~/core/db/schema";
import { isPlanId } from "~/core/plans/catalog";

/** How many thumbnails the creator has (the dashboard's count; the development samples' offset). */
export async function countThumbnails(db: Database, userId: string) {
  const [total] = await db.select({ value: count() }).from(thumbnails).where(eq(thumbnails.userId, userId));
  return total?.value ?? 0;
}

async function countPendingJobs(db: Database, userId: string) {
  const [pending] = await db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), inArray(jobs.status, ["queued", "running"])));
  return pending?.value ?? 0;
}

function readUsage(db: Database, userId: string) {
  return db
    .select({
      plan: profiles.plan,
      usedThumbnails: profiles.usedThumbnails,
      thumbnailsLimit: profiles.monthlyThumbnailsLimit,
      usedAiCredits: profiles.usedAiCredits,
      aiCredits: profiles.monthlyAiCredits,
      bonusAiCredits: profiles.bonusAiCredits,
      usedTrends: profiles.usedTrends,
      trendsLimit: profiles.monthlyTrendsLimit,
      hasWatermark: profiles.hasWatermark,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
}

/**
 * The dashboard's side panel (docs/product.md, Dashboard): the plan, this month's usage bars, the
 * number of thumbnails and of jobs still running (the page refreshes itself while there are any).
 */
export async function dashboardSummary(db: Database, userId: string) {
  const [profile, total, pendingJobs] = await Promise.all([
    readUsage(db, userId),
    countThumbnails(db, userId),
    countPendingJobs(db, userId),
  ]);
  return {
    plan: profile && isPlanId(profile.plan) ? profile.plan : "free",
    variant: (profile?.hasWatermark ?? true) ? ("wm" as const) : ("orig" as const),
    usage: {
      thumbnails: { used: profile?.usedThumbnails ?? 0, limit: profile?.thumbnailsLimit ?? 0 },
      credits: {
        used: profile?.usedAiCredits ?? 0,
        limit: (profile?.aiCredits ?? 0) + (profile?.bonusAiCredits ?? 0),
      },
      /** A limit of -1 is unlimited (Elite). */
      trends: { used: profile?.usedTrends ?? 0, limit: profile?.trendsLimit ?? 0 },
    },
    total,
    pendingJobs,
  };
}
