/**
 * What a `compress` job carries and where its pictures live in R2, shared by the page that queues
 * it and the jobs Worker that runs it.
 */
import { z } from "zod";
import { targetMbRange } from "~/engines/media/file-size";

export const compressKeyPrefix = (userId: string, upload: string) => `compress/${userId}/${upload}/`;
export const compressResultKey = (userId: string, upload: string) =>
  `${compressKeyPrefix(userId, upload)}compressed.jpg`;

export const CompressPayload = z.object({
  upload: z.string().uuid(),
  originalKey: z.string().min(1),
  targetMb: z.number().min(targetMbRange.min).max(targetMbRange.max),
});
export type CompressPayload = z.infer<typeof CompressPayload>;
