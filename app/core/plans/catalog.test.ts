import { describe, expect, it } from "vitest";
import { supportedLanguages } from "~/core/i18n/config";
import {
  annualDiscountPercent,
  currencies,
  currencyFor,
  formatPrice,
  isPlanId,
  planCard,
  planCards,
  planFeatures,
  planIds,
  planLimits,
  priceFor,
  profileLimitsFor,
  type PlanId,
} from "~/core/plans/catalog";

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

describe("prices", () => {
  it("monthly prices follow docs/product.md (Plans and pricing) in dollars and reais", () => {
    const monthly = (currency: "USD" | "BRL") =>
      Object.fromEntries(planIds.map((id) => [id, priceFor(id, currency, "monthly")]));
    expect(monthly("USD")).toEqual({ free: 0, starter: 10, creator: 15, pro: 20, elite: 50 });
    expect(monthly("BRL")).toEqual({ free: 0, starter: 50, creator: 75, pro: 100, elite: 250 });
  });

  it("annual = round(monthly × 12 × 0.85)", () => {
    for (const id of planIds) {
      for (const currency of currencies) {
        const monthly = priceFor(id, currency, "monthly");
        expect(priceFor(id, currency, "annual")).toBe(Math.round(monthly * 12 * 0.85));
      }
    }
    expect(priceFor("starter", "USD", "annual")).toBe(102);
    expect(priceFor("starter", "BRL", "annual")).toBe(510);
    expect(priceFor("creator", "USD", "annual")).toBe(153);
    expect(priceFor("elite", "BRL", "annual")).toBe(2550);
    expect(annualDiscountPercent).toBe(15);
  });

  it("Portuguese visitors see reais, English visitors dollars", () => {
    expect(currencyFor("pt")).toBe("BRL");
    expect(currencyFor("en")).toBe("USD");
  });

  it("formats amounts the way each language writes money", () => {
    expect(formatPrice(102, "USD", "en")).toBe("$102");
    expect(formatPrice(8.5, "USD", "en")).toBe("$8.50");
    // Intl separates "R$" from the number with a no-break space.
    expect(formatPrice(510, "BRL", "pt").replace(/\s/g, " ")).toBe("R$ 510");
    expect(formatPrice(42.5, "BRL", "pt").replace(/\s/g, " ")).toBe("R$ 42,50");
    expect(formatPrice(2550, "BRL", "pt").replace(/\s/g, " ")).toBe("R$ 2.550");
  });
});

/** A library of any size: the cards must say whatever it holds. */
const library = { basic: 62, premium: 212 };

describe("plan cards", () => {
  it.each(supportedLanguages)("%s: five cards, Pro alone marked most popular", (language) => {
    const cards = planCards(language, "monthly", library);
    expect(cards.map((c) => c.id)).toEqual([...planIds]);
    expect(cards.filter((c) => c.popular).map((c) => c.id)).toEqual(["pro"]);
    expect(cards.find((c) => c.id === "pro")?.badge).toBe(
      language === "pt" ? "Mais popular" : "Most popular",
    );
    for (const card of cards) {
      expect(card.name.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(0);
      expect(card.cta.length).toBeGreaterThan(0);
      expect(card.features.length).toBeGreaterThanOrEqual(6);
    }
  });

  it("an annual card charges the annual price and shows what it comes to per month", () => {
    const en = planCard("starter", "en", "annual", library);
    expect(en).toMatchObject({ price: 102, priceText: "$102", currency: "USD", perMonthText: "$8.50" });
    expect(en.fullPriceText).toBe("$120");
    const pt = planCard("starter", "pt", "annual", library);
    expect(pt.priceText.replace(/\s/g, " ")).toBe("R$ 510");
    expect(planCard("free", "en", "annual", library)).toMatchObject({
      price: 0,
      perMonthText: null,
      fullPriceText: null,
    });
    expect(planCard("pro", "en", "monthly", library).perMonthText).toBeNull();
  });

  it("feature lists are written from the limits, so they never contradict gating", () => {
    expect(planFeatures("free", "en", library)).toEqual(
      expect.arrayContaining([
        "3 thumbnails a month",
        "30 AI credits a month",
        "1 trend analysis a month",
        "Export up to 720p (1280×720)",
        "Watermarked",
        "E-mail support",
      ]),
    );
    expect(planFeatures("starter", "pt", library)).toEqual(
      expect.arrayContaining(["40 thumbnails por mês", "Sem marca d'água", "Análise de vídeos de até 2 min"]),
    );
    expect(planFeatures("creator", "en", library)).toEqual(
      expect.arrayContaining(["Upscaling up to 4K", "Video analysis up to 5 min", "Batches of 5 thumbnails"]),
    );
    expect(planFeatures("elite", "en", library)).toEqual(
      expect.arrayContaining([
        "15,000 AI credits a month",
        "Unlimited trend analyses",
        "Export up to 8K",
        "Full API",
        "Dedicated 24/7 support (reply within 1 hour)",
        "Monthly consultant",
      ]),
    );
    expect(planFeatures("elite", "pt", library)).toContain("15.000 créditos de IA por mês");
    expect(planFeatures("starter", "en", library).some((f) => /upscal/i.test(f))).toBe(false);
  });

  it("the template line says the library's real counts, never a number typed by hand", () => {
    expect(planFeatures("free", "pt", library)).toContain("62 templates básicos");
    expect(planFeatures("free", "en", library)).toContain("62 basic templates");
    expect(planFeatures("pro", "en", library)).toContain("274 templates, 212 of them premium");
    expect(planFeatures("starter", "pt", library)).toContain("274 templates, 212 deles premium");
    // A smaller library: the cards shrink with it.
    const small = { basic: 12, premium: 30 };
    expect(planFeatures("free", "en", small)).toContain("12 basic templates");
    expect(planFeatures("elite", "pt", small)).toContain("42 templates, 30 deles premium");
    expect(planFeatures("free", "en", small).join(" ")).not.toMatch(/50\+|200\+/);
  });

  it("pt and en cards list the same number of features", () => {
    for (const id of planIds) {
      expect(planFeatures(id, "pt", library)).toHaveLength(planFeatures(id, "en", library).length);
    }
  });

  it("recognises plan ids", () => {
    expect(isPlanId("pro")).toBe(true);
    expect(isPlanId("premium")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});
