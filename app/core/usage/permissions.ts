/**
 * What a creator may do right now, derived from the profile's limits and this period's usage
 * (docs/product.md, Usage and allowance). Pure, so pages and the metering share one reading.
 */
export interface UsageSnapshot {
  usedThumbnails: number;
  monthlyThumbnailsLimit: number;
  usedAiCredits: number;
  monthlyAiCredits: number;
  bonusAiCredits: number;
  usedTrends: number;
  /** -1 = unlimited (Elite). */
  monthlyTrendsLimit: number;
  hasWatermark: boolean;
}

/** Whether the plan still allows a generation this period (the thumbnail quota alone gates it). */
export const canGenerateThumbnail = (
  usage: Pick<UsageSnapshot, "usedThumbnails" | "monthlyThumbnailsLimit">,
) => usage.usedThumbnails < usage.monthlyThumbnailsLimit;

export function permissionsFor(usage: UsageSnapshot) {
  return {
    canGenerateThumbnail: canGenerateThumbnail(usage),
    canAnalyzeTrend: usage.monthlyTrendsLimit < 0 || usage.usedTrends < usage.monthlyTrendsLimit,
    canUseAiCredits: (credits: number) =>
      usage.usedAiCredits + credits <= usage.monthlyAiCredits + usage.bonusAiCredits,
    hasWatermark: usage.hasWatermark,
  };
}

/** A usage bar's fill, capped at 100%, and whether it is drawn as a warning (80% and over). */
export function usageLevel(used: number, limit: number) {
  const percent = limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return { percent, warning: percent >= 80 };
}
