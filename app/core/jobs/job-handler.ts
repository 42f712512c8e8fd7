/**
 * What a job handler is: the jobs Worker's registry (workers/jobs/registry.ts) maps each job type
 * to one, and each feature's `job.ts` implements its own.
 */
import type { JobType } from "~/core/db/schema";

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
