/**
 * Which download sizes each plan gets (docs/product.md, Export sizes), read from the catalog's
 * `exportResolution`, the same field the plan cards print as "Exportação até …", so the cards and
 * the gates can never disagree. Pure: pages, the export's action, the API and the jobs Worker share it.
 */
import { exportSizeIds, type ExportSizeId } from "~/engines/render/export/export-sizes";
import { planIds, planLimits, planName, type ExportResolution, type PlanId } from "~/core/plans/catalog";
import type { Language } from "~/core/i18n/config";

/** The largest size each catalog resolution stands for. */
const largestSize: Record<ExportResolution, ExportSizeId> = {
  HD: "720p",
  FHD: "1080p",
  "4K": "4k",
  "8K": "8k",
};

/** The largest size the plan may download. */
export const largestExportSize = (plan: PlanId): ExportSizeId =>
  largestSize[planLimits[plan].exportResolution];

/** Every size the plan may download, smallest first (720p for everyone). */
export function exportSizesForPlan(plan: PlanId): ExportSizeId[] {
  return exportSizeIds.slice(0, exportSizeIds.indexOf(largestExportSize(plan)) + 1);
}

export const planAllowsExportSize = (plan: PlanId, size: ExportSizeId) =>
  exportSizesForPlan(plan).includes(size);

/** The cheapest plan that downloads this size (the one a locked size points to). */
export function cheapestPlanForExportSize(size: ExportSizeId): PlanId {
  return planIds.find((plan) => planAllowsExportSize(plan, size)) ?? "elite";
}

/**
 * What a download menu offers at each size: 720p is today's direct download; a larger size the
 * plan has is an export (a job) when the thumbnail has a layer document to re-render, and is
 * explained when it has none (older thumbnails, samples); a size above the plan is a way to the
 * plan that has it, never a broken link.
 */
export type ExportOffer =
  | { size: ExportSizeId; kind: "direct" }
  | { size: ExportSizeId; kind: "export" }
  | { size: ExportSizeId; kind: "needs-document" }
  | { size: ExportSizeId; kind: "locked"; plan: PlanId };

export function exportOffers(plan: PlanId, editable: boolean): ExportOffer[] {
  return exportSizeIds.map((size): ExportOffer => {
    if (size === "720p") return { size, kind: "direct" };
    if (!planAllowsExportSize(plan, size))
      return { size, kind: "locked", plan: cheapestPlanForExportSize(size) };
    return { size, kind: editable ? "export" : "needs-document" };
  });
}

/** An offer as a download menu shows it: a locked size names the plan that has it, in the reader's language. */
export type MenuOffer =
  | Exclude<ExportOffer, { kind: "locked" }>
  | (Extract<ExportOffer, { kind: "locked" }> & { planName: string });

/**
 * A page's download menus, for thumbnails with a layer document (`editable`) and without (`fixed`).
 * Worked out by the loaders, so pages show the menus without shipping the plan catalog.
 */
export interface DownloadOffers {
  editable: MenuOffer[];
  fixed: MenuOffer[];
}

export function downloadOffers(plan: PlanId, language: Language): DownloadOffers {
  const named = (offers: ExportOffer[]) =>
    offers.map((offer): MenuOffer =>
      offer.kind === "locked" ? { ...offer, planName: planName(offer.plan, language) } : offer,
    );
  return { editable: named(exportOffers(plan, true)), fixed: named(exportOffers(plan, false)) };
}
