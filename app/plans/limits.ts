/**
 * What each plan allows: the limits half of the plan catalog (ARCHITECTURE.md, "Plans"; spec 1 §9).
 * Prices, names and feature copy join this module with the public site. Metering, gating and the
 * seed read only this. No imports with runtime effect: Node imports it directly (scripts/seed.mjs).
 */
export const planIds = ["free", "starter", "creator", "pro", "elite"] as const;
export type PlanId = (typeof planIds)[number];

export type ExportResolution = "HD" | "FHD" | "4K" | "8K";
export type Support = "email" | "priority" | "dedicated";

export interface PlanLimits {
  thumbnailsPerMonth: number;
  aiCreditsPerMonth: number;
  /** null = unlimited */
  trendAnalysesPerMonth: number | null;
  /** 0 = video analysis not available */
  videoMinutes: number;
  upscaleTo: "none" | "4K" | "8K";
  exportResolution: ExportResolution;
  batchSize: number;
  watermark: boolean;
  premiumTemplates: boolean;
  performanceAi: boolean;
  api: boolean;
  support: Support;
}

export const planLimits: Record<PlanId, PlanLimits> = {
  free: {
    thumbnailsPerMonth: 3,
    aiCreditsPerMonth: 30,
    trendAnalysesPerMonth: 1,
    videoMinutes: 0,
    upscaleTo: "none",
    exportResolution: "HD",
    batchSize: 1,
    watermark: true,
    premiumTemplates: false,
    performanceAi: false,
    api: false,
    support: "email",
  },
  starter: {
    thumbnailsPerMonth: 40,
    aiCreditsPerMonth: 800,
    trendAnalysesPerMonth: 15,
    videoMinutes: 2,
    upscaleTo: "none",
    exportResolution: "FHD",
    batchSize: 1,
    watermark: false,
    premiumTemplates: true,
    performanceAi: false,
    api: false,
    support: "priority",
  },
  creator: {
    thumbnailsPerMonth: 100,
    aiCreditsPerMonth: 1500,
    trendAnalysesPerMonth: 25,
    videoMinutes: 5,
    upscaleTo: "4K",
    exportResolution: "4K",
    batchSize: 5,
    watermark: false,
    premiumTemplates: true,
    performanceAi: false,
    api: false,
    support: "priority",
  },
  pro: {
    thumbnailsPerMonth: 200,
    aiCreditsPerMonth: 3500,
    trendAnalysesPerMonth: 40,
    videoMinutes: 10,
    upscaleTo: "4K",
    exportResolution: "4K",
    batchSize: 10,
    watermark: false,
    premiumTemplates: true,
    performanceAi: true,
    api: false,
    support: "priority",
  },
  elite: {
    thumbnailsPerMonth: 750,
    aiCreditsPerMonth: 15000,
    trendAnalysesPerMonth: null,
    videoMinutes: 30,
    upscaleTo: "8K",
    exportResolution: "8K",
    batchSize: 100,
    watermark: false,
    premiumTemplates: true,
    performanceAi: true,
    api: true,
    support: "dedicated",
  },
};

/** The limit columns of a profile on this plan (profiles table, spec 1 §3). */
export function profileLimitsFor(plan: PlanId) {
  const limits = planLimits[plan];
  return {
    plan,
    monthlyThumbnailsLimit: limits.thumbnailsPerMonth,
    monthlyAiCredits: limits.aiCreditsPerMonth,
    // The column is NOT NULL; -1 stores "unlimited".
    monthlyTrendsLimit: limits.trendAnalysesPerMonth ?? -1,
    hasWatermark: limits.watermark,
    maxExportResolution: limits.exportResolution,
    hasUpscaling: limits.upscaleTo !== "none",
    hasPremiumTemplates: limits.premiumTemplates,
    hasTrendAnalysis: limits.trendAnalysesPerMonth !== 0,
    hasAiPerformance: limits.performanceAi,
    hasBatchProcessing: limits.batchSize > 1,
    batchLimit: limits.batchSize,
  };
}
