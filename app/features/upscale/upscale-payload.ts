/**
 * What an `upscale` job carries and where its pictures live in R2, shared by the page that queues
 * it and the jobs Worker that runs it.
 */
import { z } from "zod";
import { upscaleTargetIds, type UpscaleTarget } from "~/features/upscale/upscale-options";

export const upscaleKeyPrefix = (userId: string, upload: string) => `upscale/${userId}/${upload}/`;
export const upscaleResultKey = (userId: string, upload: string) =>
  `${upscaleKeyPrefix(userId, upload)}result.jpg`;

export const UpscalePayload = z.object({
  sourceKey: z.string().min(1),
  target: z.enum(upscaleTargetIds as [UpscaleTarget, ...UpscaleTarget[]]),
  upload: z.string().uuid(),
});
export type UpscalePayload = z.infer<typeof UpscalePayload>;
