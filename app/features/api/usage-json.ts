import type { CurrentUsage } from "~/core/usage/current-usage.server";
import { usagePeriodEnd } from "~/core/usage/usage-meter";
import { apiRequestsPerMinute } from "~/features/api/operations";

/** GET /api/v1/usage's body: this period's usage against the plan (an unlimited limit is null). */
export function usageJson(usage: CurrentUsage) {
  const periodEnd = new Date(usagePeriodEnd(usage.usagePeriodStart));
  return {
    plan: usage.plan,
    period_start: new Date(usage.usagePeriodStart).toISOString(),
    period_end: periodEnd.toISOString(),
    thumbnails: { used: usage.usedThumbnails, limit: usage.monthlyThumbnailsLimit },
    ai_credits: { used: usage.usedAiCredits, limit: usage.monthlyAiCredits, bonus: usage.bonusAiCredits },
    trend_analyses: {
      used: usage.usedTrends,
      limit: usage.monthlyTrendsLimit < 0 ? null : usage.monthlyTrendsLimit,
    },
    rate_limit: { requests_per_minute: apiRequestsPerMinute },
  };
}
