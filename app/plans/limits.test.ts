import { describe, expect, it } from "vitest";
import { planIds, planLimits, profileLimitsFor, type PlanId } from "./limits";

const resolutionRank = { HD: 0, FHD: 1, "4K": 2, "8K": 3 } as const;
const upscaleRank = { none: 0, "4K": 1, "8K": 2 } as const;
const unlimited = Number.POSITIVE_INFINITY;

function pairs<T>(list: readonly T[]): Array<[T, T]> {
  return list.slice(1).map((item, i) => [list[i]!, item]);
}

describe("the plan catalog", () => {
  it("has five plans, from free to elite, and limits for each", () => {
    expect([...planIds]).toEqual(["free", "starter", "creator", "pro", "elite"]);
    expect(Object.keys(planLimits).sort()).toEqual([...planIds].sort());
  });

  it("Free: 3 thumbnails, 30 AI credits, 1 trend analysis, watermark, HD export", () => {
    expect(planLimits.free).toMatchObject({
      thumbnailsPerMonth: 3,
      aiCreditsPerMonth: 30,
      trendAnalysesPerMonth: 1,
      watermark: true,
      exportResolution: "HD",
      upscaleTo: "none",
      videoMinutes: 0,
      batchSize: 1,
    });
  });

  it("only Free has the watermark", () => {
    const watermarked = planIds.filter((id) => planLimits[id].watermark);
    expect(watermarked).toEqual(["free"]);
  });

  it("upscaling: Free and Starter none, Creator and Pro 4K, Elite 8K", () => {
    const upscale = Object.fromEntries(planIds.map((id) => [id, planLimits[id].upscaleTo]));
    expect(upscale).toEqual({ free: "none", starter: "none", creator: "4K", pro: "4K", elite: "8K" });
  });

  it("Creator analyses up to 5 video minutes; Free none", () => {
    expect(planLimits.creator.videoMinutes).toBe(5);
    expect(planLimits.free.videoMinutes).toBe(0);
  });

  it("Elite trend analyses are unlimited; every other plan has a positive limit", () => {
    expect(planLimits.elite.trendAnalysesPerMonth).toBeNull();
    for (const id of planIds.filter((p) => p !== "elite")) {
      expect(planLimits[id].trendAnalysesPerMonth).toBeGreaterThan(0);
    }
  });

  it.each(pairs(planIds))("%s → %s: nothing gets smaller when upgrading", (lower, higher) => {
    const a = planLimits[lower];
    const b = planLimits[higher];
    expect(b.thumbnailsPerMonth).toBeGreaterThan(a.thumbnailsPerMonth);
    expect(b.aiCreditsPerMonth).toBeGreaterThan(a.aiCreditsPerMonth);
    expect(b.trendAnalysesPerMonth ?? unlimited).toBeGreaterThanOrEqual(a.trendAnalysesPerMonth ?? unlimited);
    expect(b.videoMinutes).toBeGreaterThanOrEqual(a.videoMinutes);
    expect(b.batchSize).toBeGreaterThanOrEqual(a.batchSize);
    expect(resolutionRank[b.exportResolution]).toBeGreaterThanOrEqual(resolutionRank[a.exportResolution]);
    expect(upscaleRank[b.upscaleTo]).toBeGreaterThanOrEqual(upscaleRank[a.upscaleTo]);
    for (const flag of ["premiumTemplates", "performanceAi", "api"] as const) {
      if (a[flag]) expect(b[flag]).toBe(true);
    }
  });

  it("limits are whole, non-negative numbers", () => {
    for (const id of planIds) {
      const l = planLimits[id];
      for (const n of [
        l.thumbnailsPerMonth,
        l.aiCreditsPerMonth,
        l.videoMinutes,
        l.batchSize,
        l.trendAnalysesPerMonth ?? 0,
      ]) {
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      }
      expect(l.batchSize).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("profileLimitsFor", () => {
  it("stores Elite's unlimited trend analyses as -1 (the column is NOT NULL)", () => {
    expect(profileLimitsFor("elite").monthlyTrendsLimit).toBe(-1);
    expect(profileLimitsFor("elite").hasTrendAnalysis).toBe(true);
  });

  it("gives a new Free profile the Free limits", () => {
    expect(profileLimitsFor("free")).toEqual({
      plan: "free",
      monthlyThumbnailsLimit: 3,
      monthlyAiCredits: 30,
      monthlyTrendsLimit: 1,
      hasWatermark: true,
      maxExportResolution: "HD",
      hasUpscaling: false,
      hasPremiumTemplates: false,
      hasTrendAnalysis: true,
      hasAiPerformance: false,
      hasBatchProcessing: false,
      batchLimit: 1,
    });
  });

  it.each(planIds)("%s: the profile columns mirror the catalog", (id: PlanId) => {
    const limits = planLimits[id];
    const profile = profileLimitsFor(id);
    expect(profile.plan).toBe(id);
    expect(profile.monthlyThumbnailsLimit).toBe(limits.thumbnailsPerMonth);
    expect(profile.monthlyAiCredits).toBe(limits.aiCreditsPerMonth);
    expect(profile.monthlyTrendsLimit).toBe(limits.trendAnalysesPerMonth ?? -1);
    expect(profile.hasWatermark).toBe(limits.watermark);
    expect(profile.maxExportResolution).toBe(limits.exportResolution);
    expect(profile.hasUpscaling).toBe(limits.upscaleTo !== "none");
    expect(profile.hasBatchProcessing).toBe(limits.batchSize > 1);
    expect(profile.batchLimit).toBe(limits.batchSize);
  });

  it("upscaling is on from Creator up", () => {
    expect(planIds.filter((id) => profileLimitsFor(id).hasUpscaling)).toEqual(["creator", "pro", "elite"]);
  });
});
