import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { jobs, thumbnails } from "~/core/db/schema";
import { readUsage } from "~/core/usage/current-usage.server";

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

/**
 * The dashboard's side panel (docs/product.md, Dashboard): the plan, this month's usage bars, the
 * number of thumbnails and of jobs still running (the page refreshes itself while there are any).
 */
export async function dashboardSummary(db: Database, d1: D1Database, userId: string) {
  const [profile, total, pendingJobs] = await Promise.all([
    readUsage(db, d1, userId),
    countThumbnails(db, userId),
    countPendingJobs(db, userId),
  ]);
  return {
    plan: profile?.plan ?? "free",
    variant: (profile?.hasWatermark ?? true) ? ("wm" as const) : ("orig" as const),
    usage: {
      thumbnails: { used: profile?.usedThumbnails ?? 0, limit: profile?.monthlyThumbnailsLimit ?? 0 },
      credits: {
        used: profile?.usedAiCredits ?? 0,
        limit: (profile?.monthlyAiCredits ?? 0) + (profile?.bonusAiCredits ?? 0),
      },
      /** A limit of -1 is unlimited (Elite). */
      trends: { used: profile?.usedTrends ?? 0, limit: profile?.monthlyTrendsLimit ?? 0 },
    },
    total,
    pendingJobs,
  };
}
