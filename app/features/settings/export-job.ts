import { buildExport } from "~/features/settings/data-export.server";
import type { JobHandler } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";

/** "Download my data": the zip of the account's rows and thumbnails (app/features/settings/data-export.server.ts). */
export const dataExport: JobHandler = async ({ env, job }) => {
  if (!job.userId) throw new PermanentJobError("export job without a user");
  return buildExport(env, { id: job.id, userId: job.userId, payload: job.payload });
};
