import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";

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

/** Test jobs from anyone still waiting or running, among those sent in the last `withinMs`. */
export async function countWaitingPings(db: Database, withinMs: number, now = Date.now()) {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, "ping"),
        inArray(jobs.status, ["queued", "running"]),
        gt(jobs.createdAt, now - withinMs),
      ),
    );
  return row?.n ?? 0;
}
