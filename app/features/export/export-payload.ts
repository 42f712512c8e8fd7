/**
 * What an `image-export` job carries: which thumbnail, at which saved revision, size and variant
 * (watermarked or not). Shared by the pages and the API that queue it and the jobs Worker that runs
 * it; the cached file's key is derived from it (~/core/storage/keys), never stored apart.
 */
import { z } from "zod";
import { imageExportKey } from "~/core/storage/keys";
import { exportSizeIds } from "~/engines/render/export/export-sizes";

export const ImageExportPayload = z.object({
  thumbnailId: z.string().uuid(),
  revision: z.number().int().min(0),
  size: z.enum(exportSizeIds),
  variant: z.enum(["wm", "orig"]),
});
export type ImageExportPayload = z.infer<typeof ImageExportPayload>;

export const imageExportKeyOf = (payload: ImageExportPayload) =>
  imageExportKey(payload.thumbnailId, payload.variant, payload.size, payload.revision);
