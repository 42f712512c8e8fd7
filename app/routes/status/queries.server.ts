import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { jobs } from "../../../db/schema";

/** The test job, only when it belongs to this browser's live channel. */
export async function findPingJob(db: Database, jobId: string, liveChannel: string) {
  return db
    .select({
      id: jobs.id,
      status: jobs.status,
      result: jobs.result,
      error: jobs.error,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.liveChannel, liveChannel), eq(jobs.type, "ping")))
    .get();
}
