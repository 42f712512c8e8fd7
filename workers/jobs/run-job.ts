import { and, eq, inArray, sql } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";
import { releaseHeldUsage } from "~/core/usage/metering.server";
import { notifyLive } from "~/core/live/notify.server";
import { jobHandlers } from "./registry";
import { PermanentJobError } from "~/core/jobs/job-errors";

export type JobOutcome = "succeeded" | "failed" | "skipped" | "retry";

async function notifyJob(env: Env, jobId: string) {
  const db = createDb(env.DB);
  const row = await db.select({ liveChannel: jobs.liveChannel }).from(jobs).where(eq(jobs.id, jobId)).get();
  if (row) await notifyLive(env, row.liveChannel, { type: "revalidate", reason: "job", jobId });
}

/**
 * Runs one job message. Idempotent: a job that already finished is skipped, and the final update is
 * conditional, so a redelivered message never records (or charges) anything twice.
 */
export async function runJob(env: Env, jobId: string): Promise<JobOutcome> {
  const db = createDb(env.DB);
  const job = await db.select().from(jobs).where(eq(jobs.id, jobId)).get();
  if (!job || job.status === "succeeded" || job.status === "failed") return "skipped";

  await db
    .update(jobs)
    .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, updatedAt: Date.now() })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["queued", "running"])));
  await notifyJob(env, jobId);

  const handler = jobHandlers[job.type];
  if (!handler) {
    await finish(env, jobId, { status: "failed", error: `no handler for job type ${job.type}` });
    return "failed";
  }
  try {
    const result = await handler({
      env,
      job: {
        id: job.id,
        type: job.type,
        createdAt: job.createdAt,
        payload: job.payload ?? null,
        userId: job.userId,
      },
    });
    await finish(env, jobId, { status: "succeeded", result });
    return "succeeded";
  } catch (error) {
    if (error instanceof PermanentJobError) {
      console.warn(`job ${jobId} (${job.type}) failed for good: ${error.message}`);
      await finish(env, jobId, { status: "failed", error: error.message });
      return "failed";
    }
    console.error(`job ${jobId} (${job.type}) failed, will retry`, error);
    await db
      .update(jobs)
      .set({
        status: "queued",
        error: error instanceof Error ? error.message : String(error),
        updatedAt: Date.now(),
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "running")));
    return "retry";
  }
}

/** Marks a job that exhausted its retries (it reached the dead-letter queue) as failed. */
export async function failJob(env: Env, jobId: string, reason: string): Promise<JobOutcome> {
  const changed = await finish(env, jobId, { status: "failed", error: reason });
  return changed ? "failed" : "skipped";
}

async function finish(
  env: Env,
  jobId: string,
  outcome: { status: "succeeded"; result: Record<string, unknown> } | { status: "failed"; error: string },
): Promise<boolean> {
  const db = createDb(env.DB);
  const now = Date.now();
  const updated = await db
    .update(jobs)
    .set(
      outcome.status === "succeeded"
        ? { status: "succeeded", result: outcome.result, error: null, finishedAt: now, updatedAt: now }
        : { status: "failed", error: outcome.error, finishedAt: now, updatedAt: now },
    )
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["queued", "running"])))
    .returning({ id: jobs.id });
  // A failed job charges nothing: whatever usage it held goes back (a no-op for jobs without one).
  if (outcome.status === "failed") await releaseHeldUsage(env.DB, jobId);
  if (updated.length > 0) await notifyJob(env, jobId);
  return updated.length > 0;
}
