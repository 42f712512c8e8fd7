import { and, eq } from "drizzle-orm";
import { jobs } from "~/core/db/schema";
import { getConfig } from "~/core/env.server";
import { userLiveChannel } from "~/core/live/events";
import { notifyLive } from "~/core/live/notify.server";
import type { JobHandler } from "~/core/jobs/job-handler";
import { PermanentJobError } from "~/core/jobs/job-errors";
import { createDb } from "~/core/db/client.server";
import { createR2PartWriter } from "~/engines/media/r2-part-writer";
import { exportSizes } from "~/engines/render/export/export-sizes";
import { renderExport } from "~/engines/render/export/render-export";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { findEditable, readBackground } from "~/features/editor/document-store.server";
import { ImageExportPayload, imageExportKeyOf } from "~/features/export/export-payload";

/**
 * The `image-export` job (docs/decisions/023-export-at-the-plans-resolution.md, "Export jobs, cache
 * and gates"): the thumbnail's layer document re-rendered at the size asked for over its stored
 * background (never the finished 720p JPEG scaled up), watermarked when the job says so, streamed
 * to R2 as a multipart upload. Costs no AI credits (a download). Safe to run again: a file already
 * cached for the same revision, size and variant is the result.
 */
export const imageExport: JobHandler = async ({ env, job }) => {
  const userId = job.userId;
  if (!userId) throw new PermanentJobError("image export without a user");
  const parsed = ImageExportPayload.safeParse(job.payload ?? {});
  if (!parsed.success) throw new PermanentJobError("image export without a valid payload");
  const payload = parsed.data;
  const editable = await findEditable(createDb(env.DB), userId, payload.thumbnailId);
  if (!editable) throw new PermanentJobError("thumbnail_gone");
  // An edit saved since the request: its bytes are another revision's, asked for again by the page.
  if (editable.thumbnail.revision !== payload.revision) throw new PermanentJobError("stale_revision");
  if (!editable.document) throw new PermanentJobError("no_document");
  const key = imageExportKeyOf(payload);
  const cached = await env.MEDIA.head(key);
  if (cached) {
    const { width, height } = exportSizes[payload.size];
    return { width, height, bytes: cached.size, cached: true };
  }

  const background = await readBackground(env, editable.document);
  if (!background) throw new PermanentJobError("background_gone");
  const engine = await workerRenderEngine();
  const progress = progressReporter(env, job.id, userId);
  const writer = await createR2PartWriter(env.MEDIA, key, { contentType: "image/jpeg" });
  try {
    const rendered = await renderExport(
      engine,
      {
        layers: editable.document.layers,
        background,
        size: payload.size,
        watermark: payload.variant === "wm" ? getConfig(env).APP_NAME : null,
      },
      (chunk) => writer.write(chunk),
      { onProgress: progress.report },
    );
    await progress.settled();
    const bytes = await writer.finish();
    return { width: rendered.width, height: rendered.height, bytes };
  } catch (error) {
    await progress.settled();
    await writer.abort().catch(() => undefined);
    throw error;
  }
};

/** Progress is recorded in steps of this many percent (each step is a D1 write and a live update). */
const progressStep = 20;

/**
 * Records how far the render is (`result.progress`, a percentage, while the job runs; the final
 * result replaces it) and tells the creator's open pages, a step at a time, in order.
 */
function progressReporter(env: Env, jobId: string, userId: string) {
  let recorded = 0;
  let writes = Promise.resolve();
  return {
    report(rowsDone: number, height: number) {
      const percent = Math.floor((rowsDone / height) * (100 / progressStep)) * progressStep;
      if (percent <= recorded || percent >= 100) return;
      recorded = percent;
      writes = writes
        .then(async () => {
          await createDb(env.DB)
            .update(jobs)
            .set({ result: { progress: percent }, updatedAt: Date.now() })
            .where(and(eq(jobs.id, jobId), eq(jobs.status, "running")));
          await notifyLive(env, userLiveChannel(userId), { type: "revalidate", reason: "job", jobId });
        })
        // Progress is a courtesy: a failed write never fails the export.
        .catch((error) => console.warn(`image export ${jobId}: could not record progress`, error));
    },
    settled: () => writes,
  };
}
