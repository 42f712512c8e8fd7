import type { JobType } from "../../db/schema";

export interface JobContext {
  env: Env;
  job: {
    id: string;
    type: JobType;
    createdAt: number;
    payload: Record<string, unknown> | null;
    userId: string | null;
  };
}

/** A job handler returns the job's result. It must be safe to run again for the same job. */
export type JobHandler = (context: JobContext) => Promise<Record<string, unknown>>;

/**
 * The ping job: proves the path page → queue → consumer → D1 → UserLive → page. Its result is how
 * long the trip from enqueue to processing took.
 */
const ping: JobHandler = async ({ job }) => ({ latencyMs: Math.max(0, Date.now() - job.createdAt) });

export const jobHandlers: Partial<Record<JobType, JobHandler>> = { ping };
