import { eq } from "drizzle-orm";
import { isPlanId, type PlanId } from "~/core/plans/catalog";
import type { Database } from "~/core/db/client.server";
import { profiles } from "~/core/db/schema";
import { refreshUsagePeriod } from "~/core/usage/metering.server";
import { permissionsFor } from "~/core/usage/permissions";

/**
 * The creator's plan and what it allows right now (the usage period brought up to date first), for
 * the tools that check before they queue a job. A missing profile reads as Free with nothing left.
 */
export async function currentPermissions(
  db: Database,
  d1: D1Database,
  userId: string,
): Promise<{ plan: PlanId; permissions: ReturnType<typeof permissionsFor> }> {
  await refreshUsagePeriod(d1, userId);
  const profile = await db.select().from(profiles).where(eq(profiles.id, userId)).get();
  return {
    plan: profile && isPlanId(profile.plan) ? profile.plan : "free",
    permissions: permissionsFor({
      usedThumbnails: profile?.usedThumbnails ?? 0,
      monthlyThumbnailsLimit: profile?.monthlyThumbnailsLimit ?? 0,
      usedAiCredits: profile?.usedAiCredits ?? 0,
      monthlyAiCredits: profile?.monthlyAiCredits ?? 0,
      bonusAiCredits: profile?.bonusAiCredits ?? 0,
      usedTrends: profile?.usedTrends ?? 0,
      monthlyTrendsLimit: profile?.monthlyTrendsLimit ?? 0,
      hasWatermark: profile?.hasWatermark ?? true,
    }),
  };
}
