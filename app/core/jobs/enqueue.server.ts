import { eq } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { jobs, type JobType } from "~/core/db/schema";
import type { JobMessage } from "~/core/jobs/messages";

type QueueFor = Record<
  JobType,
  keyof Pick<Env, "GENERATION_QUEUE" | "VIDEO_ANALYSIS_QUEUE" | "UPSCALE_QUEUE" | "STATUS_QUEUE">
>;

/** Which queue carries each job type (docs/decisions/003-queue-layout.md). */
export const queueForJob: QueueFor = {
  // Anyone may send the status page's test job: it never shares a queue with a creator's work.
  ping: "STATUS_QUEUE",
  generation: "GENERATION_QUEUE",
  "video-analysis": "VIDEO_ANALYSIS_QUEUE",
  upscale: "UPSCALE_QUEUE",
  // The server-side compressor is an image tool like the upscale (docs/decisions/003).
  compress: "UPSCALE_QUEUE",
  samples: "GENERATION_QUEUE",
  export: "UPSCALE_QUEUE",
  // A large download is an image tool too: it renders and streams like the upscale.
  "image-export": "UPSCALE_QUEUE",
};

export interface NewJob {
  type: JobType;
  liveChannel: string;
  userId?: string | null;
  payload?: Record<string, unknown>;
  /**
   * The job's id when the caller derives it from what the job is for (a video's frame set): a
   * second request for the same thing queues nothing and answers with the same id.
   */
  id?: string;
}

/**
 * Writes the job row, then puts a pointer to it on its queue. If the queue refuses, the row is
 * marked failed (so no page waits forever) and the error is rethrown for the caller to report.
 */
export async function enqueueJob(db: Database, env: Env, job: NewJob): Promise<string> {
  const id = job.id ?? crypto.randomUUID();
  const inserted = await db
    .insert(jobs)
    .values({
      id,
      type: job.type,
      liveChannel: job.liveChannel,
      userId: job.userId ?? null,
      payload: job.payload ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (inserted.length === 0) return id;
  const message: JobMessage = { kind: "job", jobId: id, type: job.type };
  try {
    await env[queueForJob[job.type]].send(message, { contentType: "json" });
  } catch (error) {
    await db
      .update(jobs)
      .set({ status: "failed", error: "queue_unavailable", finishedAt: Date.now(), updatedAt: Date.now() })
      .where(eq(jobs.id, id));
    throw error;
  }
  return id;
}
