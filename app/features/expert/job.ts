import { asc, eq } from "drizzle-orm";
import { aiConfig } from "~/core/ai/ai-config.server";
import { createAiUsageMeter } from "~/core/ai/usage-meter";
import { createDb } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import type { JobContext } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";
import { withDurableRetry } from "~/core/live/durable-retry";
import { chatSessionName } from "~/core/live/events";
import { chargeHeldUsage, holdUsage } from "~/core/usage/metering.server";
import { renderThumbnailVariationSet } from "~/engines/render/render-document";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { appendMessage, findConversation, listMessages } from "~/features/expert/conversation-store.server";
import { createExpertAi } from "~/features/expert/create-expert-ai";
import { generatedMessage } from "~/features/expert/generated-message";
import { ExpertGenerationPayload } from "~/features/expert/generation-payload";
import { briefFromConversation } from "~/features/expert/interview/brief-from-conversation";
import { readReferenceImage } from "~/features/expert/reference-images.server";
import { transcriptOf } from "~/features/expert/transcript";
import { saveRenderedSet } from "~/features/generator/rendered-set.server";

/**
 * The Thumbnail Expert's generation (docs/product.md, Thumbnail Expert; ADR 012): 3 variations
 * from the conversation's answers, saved to R2 and the dashboard, shown in the conversation,
 * charged once on success. Safe to run again for the same job: the hold, the rows (job, variant)
 * and the message (job id) are each keyed by the job. The quick generator's jobs share the type
 * `generation`; workers/jobs/registry.ts sends each payload to its feature.
 */
export async function expertGeneration({ env, job }: JobContext) {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("generation job without a user");
  const payload = ExpertGenerationPayload.parse(job.payload ?? {});
  const held = await holdUsage(env.DB, { userId, key: job.id, action: "generation" });
  if (!held.ok) throw new PermanentJobError(held.reason === "limit" ? "plan_limit" : "usage_released");

  const db = createDb(env.DB);
  if (!(await findConversation(db, userId, payload.conversationId)))
    throw new PermanentJobError("conversation_deleted");
  const messages = await listMessages(db, payload.conversationId);
  const brief = briefFromConversation(transcriptOf(messages), payload.language);
  const referenceKey = [...messages].reverse().find((m) => m.referenceImage)?.referenceImage;
  const reference = referenceKey ? await readReferenceImage(env, userId, referenceKey) : null;

  const ai = createExpertAi(aiConfig(env));
  const meter = createAiUsageMeter({ jobId: job.id });
  const backgrounds = await ai.backgrounds({ brief, reference, count: 3, seed: job.id, meter });
  const options = await renderThumbnailVariationSet(await workerRenderEngine(), {
    brief,
    backgrounds: backgrounds ?? undefined,
    reference,
    seed: job.id,
  });
  await saveRenderedSet(env, {
    userId,
    jobId: job.id,
    set: 0,
    title: brief.title,
    niche: brief.niche || null,
    options,
  });
  // The rows this job owns, whichever attempt inserted them.
  const saved = await db
    .select({ id: thumbnails.id })
    .from(thumbnails)
    .where(eq(thumbnails.jobId, job.id))
    .orderBy(asc(thumbnails.variant));
  const ids = saved.map((row) => row.id);
  await appendMessage(db, {
    conversationId: payload.conversationId,
    role: "assistant",
    content: generatedMessage(payload.language),
    images: ids,
    clientMessageId: `job:${job.id}`,
  });
  await chargeHeldUsage(env.DB, job.id);
  await notifyConversation(env, userId, payload.conversationId);
  // The neurons Workers AI spent on this job, kept with it (ADR 028); absent for other providers.
  const aiUsage = meter.summary();
  return { thumbnails: ids, provider: ai.name, ...(aiUsage && { aiUsage }) };
}

/** Tells the conversation's open pages to reload it (the generating message becomes the images). */
async function notifyConversation(env: Env, userId: string, conversationId: string) {
  try {
    await withDurableRetry(() =>
      env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(chatSessionName(userId, conversationId))).broadcast({
        type: "revalidate",
        reason: "thumbnails",
      }),
    );
  } catch (error) {
    console.warn(`chat ${conversationId}: could not notify`, error);
  }
}
