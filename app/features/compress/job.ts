import { CompressDecodeError, compressStored } from "~/features/compress/compress-store.server";
import { CompressPayload } from "~/features/compress/compress-payload";
import { photonTools } from "~/engines/media/photon-tools.server";
import type { JobHandler } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";
import { isOwnedCompressKey } from "~/core/storage/keys";

/**
 * The compressor's server path (issue 24, finding 3): the original the page stored is compressed
 * here, on the image tools' queue, so a burst of big photos never makes page requests wait
 * (docs/decisions/015-upscaling-within-a-worker.md). Free of charge like the page it replaces;
 * safe to run again (a result already written is kept).
 */
export const compress: JobHandler = async ({ env, job }) => {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("compress job without a user");
  const payload = CompressPayload.safeParse(job.payload ?? {});
  if (!payload.success || !isOwnedCompressKey(userId, payload.data.originalKey))
    throw new PermanentJobError("compress job without a valid payload");
  try {
    return await compressStored(env, photonTools, { userId, payload: payload.data });
  } catch (error) {
    if (error instanceof CompressDecodeError) {
      console.warn(`compress ${job.id}: ${error.message}`);
      throw new PermanentJobError("not_an_image");
    }
    throw error;
  }
};
