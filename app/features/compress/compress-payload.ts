/**
 * What a `compress` job carries (its pictures' keys: ~/core/storage/keys), shared by the page that queues
 * it and the jobs Worker that runs it.
 */
import { z } from "zod";
import { targetMbRange } from "~/engines/media/file-size";

export const CompressPayload = z.object({
  upload: z.string().uuid(),
  originalKey: z.string().min(1),
  targetMb: z.number().min(targetMbRange.min).max(targetMbRange.max),
});
export type CompressPayload = z.infer<typeof CompressPayload>;
