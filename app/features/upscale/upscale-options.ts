/**
 * What the upscaler accepts and makes (docs/product.md, Image upscaling: Creator and
 * Pro up to 4K, Elite up to 8K, Free and Starter not at all): PNG, JPG or WEBP up to 10 MB whose
 * header says it can be decoded within a Worker's memory, and the output boxes per target.
 */
import type { ImageMime } from "~/engines/media/image-type";
import { planLimits, type PlanId } from "~/core/plans/catalog";

export const upscaleMaxBytes = 10 * 1024 * 1024;
export const upscaleTypes: readonly ImageMime[] = ["image/png", "image/jpeg", "image/webp"];

/** The box each target fills, keeping the picture's proportions. */
export const upscaleTargets = {
  "4K": { width: 3840, height: 2160 },
  "8K": { width: 7680, height: 4320 },
} as const;
export type UpscaleTarget = keyof typeof upscaleTargets;
export const upscaleTargetIds = Object.keys(upscaleTargets) as UpscaleTarget[];

/** The targets a plan may use, smallest first (none for Free and Starter). */
export function targetsForPlan(plan: PlanId): UpscaleTarget[] {
  const limit = planLimits[plan].upscaleTo;
  if (limit === "none") return [];
  return limit === "8K" ? ["4K", "8K"] : ["4K"];
}

/** The download's name (docs/product.md, Image upscaling). */
export const upscaledFileName = "upscaled-image.jpg";
