/**
 * What an `upscale` job carries (its pictures' keys: ~/core/storage/keys), shared by the page that queues
 * it and the jobs Worker that runs it.
 */
import { z } from "zod";
import { upscaleTargetIds, type UpscaleTarget } from "~/features/upscale/upscale-options";

export const UpscalePayload = z.object({
  sourceKey: z.string().min(1),
  target: z.enum(upscaleTargetIds as [UpscaleTarget, ...UpscaleTarget[]]),
  upload: z.string().uuid(),
});
export type UpscalePayload = z.infer<typeof UpscalePayload>;
