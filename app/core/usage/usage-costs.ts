import { aiCreditCosts } from "~/core/plans/catalog";

/**
 * What one use of each metered action counts against the plan (docs/product.md, Usage and
 * allowance).
 */
export interface UsageCost {
  thumbnails: number;
  aiCredits: number;
  trends: number;
}

export const usageCosts = {
  /** One generation = 3 variations: gated by the thumbnail quota alone. */
  generation: { thumbnails: 1, aiCredits: aiCreditCosts.generation, trends: 0 },
  videoAnalysis: { thumbnails: 0, aiCredits: aiCreditCosts.videoAnalysis, trends: 0 },
  upscale: { thumbnails: 0, aiCredits: aiCreditCosts.upscale, trends: 0 },
  trendAnalysis: { thumbnails: 0, aiCredits: 0, trends: 1 },
} as const satisfies Record<string, UsageCost>;

export type MeteredAction = keyof typeof usageCosts;
