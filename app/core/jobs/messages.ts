import { z } from "zod";
import { jobTypes } from "~/core/db/schema";

/** What travels on a queue: a pointer to a row in `jobs`, never the work itself. */
export const JobMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("job"), jobId: z.string().uuid(), type: z.enum(jobTypes) }),
  /** Sent by /healthz to prove the producer answers; the consumer acknowledges it and does nothing. */
  z.object({ kind: z.literal("healthcheck"), sentAt: z.number() }),
]);
export type JobMessage = z.infer<typeof JobMessageSchema>;
