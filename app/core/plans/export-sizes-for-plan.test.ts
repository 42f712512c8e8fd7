import { describe, expect, it } from "vitest";
import { planFeatures, planIds, planName } from "~/core/plans/catalog";
import {
  cheapestPlanForExportSize,
  downloadOffers,
  exportOffers,
  exportSizesForPlan,
  largestExportSize,
  planAllowsExportSize,
} from "~/core/plans/export-sizes-for-plan";

describe("export sizes per plan", () => {
  it("gives Free 720p, Starter up to 1080p, Creator and Pro up to 4K, Elite up to 8K", () => {
    expect(exportSizesForPlan("free")).toEqual(["720p"]);
    expect(exportSizesForPlan("starter")).toEqual(["720p", "1080p"]);
    expect(exportSizesForPlan("creator")).toEqual(["720p", "1080p", "4k"]);
    expect(exportSizesForPlan("pro")).toEqual(["720p", "1080p", "4k"]);
    expect(exportSizesForPlan("elite")).toEqual(["720p", "1080p", "4k", "8k"]);
  });

  it("refuses sizes above the plan and points each size at the cheapest plan that has it", () => {
    expect(planAllowsExportSize("starter", "4k")).toBe(false);
    expect(planAllowsExportSize("pro", "8k")).toBe(false);
    expect(planAllowsExportSize("elite", "8k")).toBe(true);
    expect(cheapestPlanForExportSize("720p")).toBe("free");
    expect(cheapestPlanForExportSize("1080p")).toBe("starter");
    expect(cheapestPlanForExportSize("4k")).toBe("creator");
    expect(cheapestPlanForExportSize("8k")).toBe("elite");
  });

  it("keeps every card's 'Export up to' line true: it names the plan's largest size", () => {
    const named = { "720p": "720p", "1080p": "1080p", "4k": "4K", "8k": "8K" } as const;
    const library = { basic: 60, premium: 210 };
    for (const plan of planIds) {
      const lines = [...planFeatures(plan, "pt", library), ...planFeatures(plan, "en", library)].filter(
        (feature) => /Exportação até|Export up to/.test(feature),
      );
      expect(lines, plan).toHaveLength(2);
      for (const line of lines) expect(line).toContain(named[largestExportSize(plan)]);
    }
  });
});

describe("a download menu's offers", () => {
  it("offers Starter 1080p as an export and 4K and 8K as ways to Creator and Elite", () => {
    expect(exportOffers("starter", true)).toEqual([
      { size: "720p", kind: "direct" },
      { size: "1080p", kind: "export" },
      { size: "4k", kind: "locked", plan: "creator" },
      { size: "8k", kind: "locked", plan: "elite" },
    ]);
  });

  it("keeps 720p for a thumbnail without a layer document and says why for the larger sizes", () => {
    expect(exportOffers("elite", false).map((offer) => offer.kind)).toEqual([
      "direct",
      "needs-document",
      "needs-document",
      "needs-document",
    ]);
    expect(exportOffers("free", true).map((offer) => offer.kind)).toEqual([
      "direct",
      "locked",
      "locked",
      "locked",
    ]);
  });
});

describe("the offers a page's loader sends its download menus", () => {
  it("names the plan behind each locked size in the reader's language, for both kinds of thumbnail", () => {
    for (const language of ["pt", "en"] as const) {
      const offers = downloadOffers("starter", language);
      expect(offers.editable).toEqual([
        { size: "720p", kind: "direct" },
        { size: "1080p", kind: "export" },
        { size: "4k", kind: "locked", plan: "creator", planName: planName("creator", language) },
        { size: "8k", kind: "locked", plan: "elite", planName: planName("elite", language) },
      ]);
      expect(offers.fixed.map((offer) => offer.kind)).toEqual([
        "direct",
        "needs-document",
        "locked",
        "locked",
      ]);
    }
  });
});
