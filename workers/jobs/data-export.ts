import { buildExport } from "../../app/settings/data-export.server";
import type { JobHandler } from "./handlers";
import { PermanentJobError } from "./job-errors";

/** "Download my data": the zip of the account's rows and thumbnails (app/settings/data-export.server.ts). */
export const dataExport: JobHandler = async ({ env, job }) => {
  if (!job.userId) throw new PermanentJobError("export job without a user");
  return buildExport(env, { id: job.id, userId: job.userId, payload: job.payload });
};
