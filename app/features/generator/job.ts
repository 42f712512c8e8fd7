import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { chargeHeldUsage, holdUsage } from "~/core/usage/metering.server";
import { aiConfig } from "~/core/ai/ai-config.server";
import { appendMessage, findConversation, listMessages } from "~/features/expert/conversation-store.server";
import { createExpertAi } from "~/features/expert/create-expert-ai";
import { generatedMessage } from "~/features/expert/generated-message";
import { briefFromConversation } from "~/features/expert/interview/brief-from-conversation";
import { transcriptOf } from "~/features/expert/transcript";
import { readReferenceImage } from "~/features/expert/reference-images.server";
import { chatSessionName } from "~/core/live/events";
import { withDurableRetry } from "~/core/live/durable-retry";
import { quickBrief, quickOptions } from "~/features/generator/quick-brief";
import { QuickGenerationPayload, setsOf } from "~/features/generator/quick-payload";
import { saveRenderedSet, variantOf } from "~/features/generator/rendered-set.server";
import { renderThumbnailOptions, renderThumbnailVariationSet } from "~/engines/render/render-document";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { createDb } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import type { JobContext, JobHandler } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";

const GenerationPayload = z.object({
  conversationId: z.string().min(1),
  language: z.enum(["pt", "en"]),
});

/**
 * The Thumbnail Expert's generation (spec 2 §4 "Chat"): 3 variations from the conversation's
 * answers, saved to R2 and the dashboard, shown in the conversation, charged once on success.
 * Safe to run again for the same job: the hold, the rows (job, variant) and the message (job id)
 * are each keyed by the job.
 */
export const generation: JobHandler = async (context) => {
  const quick = QuickGenerationPayload.safeParse(context.job.payload ?? {});
  return quick.success ? quickGeneration(context, quick.data) : expertGeneration(context);
};

async function expertGeneration({ env, job }: JobContext) {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("generation job without a user");
  const payload = GenerationPayload.parse(job.payload ?? {});
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
  const backgrounds = await ai.backgrounds({ brief, reference, count: 3, seed: job.id });
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
  return { thumbnails: ids, provider: ai.name };
}

/**
 * The quick generator (/gerar): for each title (or the niche alone), 4 options in distinct styles,
 * saved to the dashboard set by set as they are made (the page shows the progress). A batch holds
 * one generation per title up front and is charged once, when every set is saved.
 */
async function quickGeneration({ env, job }: JobContext, payload: QuickGenerationPayload) {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("generation job without a user");
  const sets = setsOf(payload);
  const held = await holdUsage(env.DB, { userId, key: job.id, action: "generation", quantity: sets });
  if (!held.ok) throw new PermanentJobError(held.reason === "limit" ? "plan_limit" : "usage_released");

  const reference = payload.referenceKey ? await readReferenceImage(env, userId, payload.referenceKey) : null;
  const ai = createExpertAi(aiConfig(env));
  const engine = await workerRenderEngine();
  const titles = payload.titles.length ? payload.titles : [""];
  const db = createDb(env.DB);
  // A redelivered job keeps the sets an earlier attempt saved (their backgrounds are not redrawn).
  const done = new Set(
    (
      await db.select({ variant: thumbnails.variant }).from(thumbnails).where(eq(thumbnails.jobId, job.id))
    ).map((row) => row.variant),
  );
  for (const [set, title] of titles.entries()) {
    const options = quickOptions(payload.niche, title, payload);
    if (options.every((_, k) => done.has(variantOf(set, k)))) continue;
    const brief = quickBrief({
      language: payload.language,
      niche: payload.niche,
      title,
      hasReference: reference !== null,
    });
    const seed = `${job.id}:${set}`;
    const backgrounds = await ai.backgrounds({ brief, reference, count: options.length, seed });
    const rendered = await renderThumbnailOptions(engine, {
      brief,
      backgrounds: backgrounds ?? undefined,
      reference,
      seed,
      options,
    });
    await saveRenderedSet(env, {
      userId,
      jobId: job.id,
      set,
      title: brief.title,
      niche: payload.niche || null,
      options: rendered,
    });
  }
  await chargeHeldUsage(env.DB, job.id);
  const saved = await db
    .select({ id: thumbnails.id })
    .from(thumbnails)
    .where(eq(thumbnails.jobId, job.id))
    .orderBy(asc(thumbnails.variant));
  return { thumbnails: saved.map((row) => row.id), provider: ai.name };
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
