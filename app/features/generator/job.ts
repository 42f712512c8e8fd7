import { asc, eq } from "drizzle-orm";
import { chargeHeldUsage, holdUsage } from "~/core/usage/metering.server";
import { aiConfig } from "~/core/ai/ai-config.server";
import { createBackgroundPainter } from "~/core/ai/create-background-painter";
import { createAiUsageMeter } from "~/core/ai/usage-meter";
import { readReferenceImage } from "~/features/expert/reference-images.server";
import { quickBrief, quickOptions } from "~/features/generator/quick-brief";
import { QuickGenerationPayload, setsOf } from "~/features/generator/quick-payload";
import { saveRenderedSet, variantOf } from "~/features/generator/rendered-set.server";
import { renderThumbnailOptions } from "~/engines/render/render-document";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { findTemplate } from "~/engines/render/templates";
import { createDb } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import type { JobContext } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";

/** Whether a `generation` job is the quick generator's (its payloads say `kind: "quick"`). */
export const isQuickGeneration = (payload: unknown) =>
  QuickGenerationPayload.safeParse(payload ?? {}).success;

/**
 * The quick generator (/gerar): for each title (or the niche alone), 4 options in distinct styles,
 * saved to the dashboard set by set as they are made (the page shows the progress). A batch holds
 * one generation per title up front and is charged once, when every set is saved.
 */
export async function quickGeneration({ env, job }: JobContext) {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("generation job without a user");
  const payload = QuickGenerationPayload.parse(job.payload ?? {});
  const sets = setsOf(payload);
  const held = await holdUsage(env.DB, { userId, key: job.id, action: "generation", quantity: sets });
  if (!held.ok) throw new PermanentJobError(held.reason === "limit" ? "plan_limit" : "usage_released");

  const reference = payload.referenceKey ? await readReferenceImage(env, userId, payload.referenceKey) : null;
  const painter = createBackgroundPainter(aiConfig(env));
  const meter = createAiUsageMeter({ jobId: job.id });
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
    const backgrounds = await painter.backgrounds({ brief, reference, count: options.length, seed, meter });
    const rendered = await renderThumbnailOptions(engine, {
      brief,
      backgrounds: backgrounds ?? undefined,
      reference,
      seed,
      options,
      // A template that left the library since the job was asked for is dropped, not a failure.
      template: payload.template && findTemplate(payload.template) ? payload.template : undefined,
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
  // The neurons Workers AI spent on this job, kept with it (ADR 028); absent for other providers.
  const aiUsage = meter.summary();
  return { thumbnails: saved.map((row) => row.id), provider: painter.name, ...(aiUsage && { aiUsage }) };
}
