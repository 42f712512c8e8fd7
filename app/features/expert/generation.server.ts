import { allowanceFor } from "~/core/usage/current-usage.server";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { userLiveChannel } from "~/core/live/events";
import type { Database } from "~/core/db/client.server";
import { latestGeneration } from "~/features/expert/conversation-store.server";
import type { ExpertGenerationPayload } from "~/features/expert/generation-payload";

/** Whether the plan still allows a generation this period (docs/product.md, Usage and allowance). */
export async function canGenerate(db: Database, d1: D1Database, userId: string) {
  return (await allowanceFor(db, d1, userId, "generation")).allowed;
}

export type GenerationStart = "queued" | "pending" | "limit";

/**
 * Queues the conversation's generation job unless the plan has no thumbnails left or one is already
 * on its way. Usage is held by the job when it starts and charged only when it succeeds.
 */
export async function startGeneration(
  db: Database,
  env: Pick<Env, "DB" | "GENERATION_QUEUE" | "VIDEO_ANALYSIS_QUEUE" | "UPSCALE_QUEUE">,
  input: { userId: string } & ExpertGenerationPayload,
): Promise<GenerationStart> {
  const latest = await latestGeneration(db, input.userId, input.conversationId);
  if (latest && (latest.status === "queued" || latest.status === "running")) return "pending";
  if (!(await canGenerate(db, env.DB, input.userId))) return "limit";
  const payload: ExpertGenerationPayload = { conversationId: input.conversationId, language: input.language };
  await enqueueJob(db, env as Env, {
    type: "generation",
    userId: input.userId,
    liveChannel: userLiveChannel(input.userId),
    payload: { ...payload },
  });
  return "queued";
}

/** Words that ask for a generation: typed while the plan is exhausted, they get 'Limite atingido'. */
export const asksToGenerate = (text: string) => /\b(gerar|gere|generate)\b/i.test(text);
