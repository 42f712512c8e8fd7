import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { jobs, thumbnails } from "~/core/db/schema";
import { readUsage } from "~/core/usage/current-usage.server";
import { usageMeter, usagePeriodEnd } from "~/core/usage/usage-meter";

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
 * The dashboard's usage (docs/product.md, Dashboard): the plan, this month's usage meters, the
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
    /** This period's meters, read once here (app/core/usage/usage-meter.ts says what each figure means). */
    usage: {
      thumbnails: usageMeter(
        "thumbnails",
        profile?.usedThumbnails ?? 0,
        profile?.monthlyThumbnailsLimit ?? 0,
      ),
      credits: usageMeter(
        "credits",
        profile?.usedAiCredits ?? 0,
        (profile?.monthlyAiCredits ?? 0) + (profile?.bonusAiCredits ?? 0),
      ),
      /** A limit of -1 is unlimited (Elite). */
      trends: usageMeter("trends", profile?.usedTrends ?? 0, profile?.monthlyTrendsLimit ?? 0),
    },
    /** When the counters start again (ms); the notes of a figure over the allowance name it. */
    periodEnds: profile ? usagePeriodEnd(profile.usagePeriodStart) : null,
    total,
    pendingJobs,
  };
}
