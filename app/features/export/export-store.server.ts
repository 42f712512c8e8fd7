/**
 * Large downloads (docs/decisions/023-export-at-the-plans-resolution.md, "Export jobs, cache and
 * gates"): the checks a request passes (the owner, the plan's sizes, a layer document, the rate
 * limit), the one `image-export` job per thumbnail, revision, size and variant (a second request
 * reuses it or its cached file), what a page shows of it, and serving the file to its owner only.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";
import { isUuid } from "~/core/db/ids";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { userLiveChannel } from "~/core/live/events";
import { cheapestPlanForExportSize, planAllowsExportSize } from "~/core/plans/export-sizes-for-plan";
import type { PlanId } from "~/core/plans/catalog";
import { allowAction } from "~/core/security/action-limits.server";
import { attachmentDisposition, type ImageVariant } from "~/core/thumbnails/image-urls";
import { currentPlan, watermarked } from "~/core/usage/current-usage.server";
import { exportSizes, type ExportSizeId } from "~/engines/render/export/export-sizes";
import { findEditable } from "~/features/editor/document-store.server";
import { ImageExportPayload, imageExportKeyOf } from "~/features/export/export-payload";

export type ExportRefusal =
  | { reason: "not_found" }
  | { reason: "plan"; plan: PlanId }
  | { reason: "no_document" }
  | { reason: "rate_limited" };

export type ExportStart =
  | { ok: true; kind: "direct" }
  | { ok: true; kind: "job"; jobId: string; status: JobView["status"]; key: string; cached: boolean }
  | ({ ok: false } & ExportRefusal);

type JobView = { status: "queued" | "running" | "succeeded" | "failed" };

/**
 * Starts (or finds) the export of one of the user's thumbnails at `size`. 720p is today's download
 * (`direct`); a larger size the plan lacks is refused with the plan that has it, whoever asks (a
 * page, a hand-made request, the API).
 */
export async function startImageExport(
  db: Database,
  env: Env,
  request: Request,
  input: { userId: string; thumbnailId: string; size: ExportSizeId },
): Promise<ExportStart> {
  const { userId, thumbnailId, size } = input;
  if (!isUuid(thumbnailId)) return { ok: false, reason: "not_found" };
  const [editable, plan, withWatermark] = await Promise.all([
    findEditable(db, userId, thumbnailId),
    currentPlan(db, userId),
    watermarked(db, userId),
  ]);
  if (!editable) return { ok: false, reason: "not_found" };
  if (!planAllowsExportSize(plan, size))
    return { ok: false, reason: "plan", plan: cheapestPlanForExportSize(size) };
  if (size === "720p") return { ok: true, kind: "direct" };
  if (!editable.document) return { ok: false, reason: "no_document" };
  const payload: ImageExportPayload = {
    thumbnailId,
    revision: editable.thumbnail.revision,
    size,
    variant: withWatermark ? "wm" : "orig",
  };
  const key = imageExportKeyOf(payload);
  const cached = (await env.MEDIA.head(key)) !== null;
  const existing = await exportJobsFor(db, userId, payload);
  const reusable = existing.find((job) => job.status !== "failed" && (job.status !== "succeeded" || cached));
  if (reusable) return { ok: true, kind: "job", jobId: reusable.id, status: reusable.status, key, cached };
  // Only new work counts against the allowance: opening a finished export again is free.
  if (!(await allowAction(request, env, "export", userId))) return { ok: false, reason: "rate_limited" };
  // The id is derived from what the export is (and how many jobs for it finished before), so two
  // requests at the same moment queue one job.
  const finished = existing.filter((job) => job.status !== "queued" && job.status !== "running").length;
  const jobId = await enqueueJob(db, env, {
    id: await derivedJobId(userId, `${key}#${finished}`),
    type: "image-export",
    userId,
    liveChannel: userLiveChannel(userId),
    payload,
  });
  return { ok: true, kind: "job", jobId, status: "queued", key, cached };
}

/** The user's export jobs for exactly this file, newest first. */
async function exportJobsFor(db: Database, userId: string, payload: ImageExportPayload) {
  return db
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, userId),
        eq(jobs.type, "image-export"),
        sql`json_extract(${jobs.payload}, '$.thumbnailId') = ${payload.thumbnailId}`,
        sql`json_extract(${jobs.payload}, '$.revision') = ${payload.revision}`,
        sql`json_extract(${jobs.payload}, '$.size') = ${payload.size}`,
        sql`json_extract(${jobs.payload}, '$.variant') = ${payload.variant}`,
      ),
    )
    .orderBy(desc(jobs.createdAt));
}

async function derivedJobId(userId: string, what: string) {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`image-export:${userId}:${what}`)),
  );
  digest[6] = (digest[6]! & 0x0f) | 0x50;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface ImageExportView {
  id: string;
  status: JobView["status"];
  size: ExportSizeId;
  thumbnailId: string;
  /** The thumbnail's revision the export was made from. */
  revision: number;
  title: string;
  width: number;
  height: number;
  /** The file's size in bytes once it is stored. */
  bytes: number | null;
  /** How far the render is while it runs, in percent (0 until the first step). */
  progress: number;
  /** Set when the thumbnail was edited or the plan's watermark changed since: export it again. */
  outdated: boolean;
  /** Why it failed, as a key the page translates. */
  error: string | null;
  variant: ImageVariant;
}

/** One of the user's exports; null when it is not theirs (or not an export, or its thumbnail is gone). */
export async function imageExportView(
  db: Database,
  userId: string,
  jobId: string,
): Promise<ImageExportView | null> {
  if (!isUuid(jobId)) return null;
  const job = await db
    .select({ status: jobs.status, payload: jobs.payload, result: jobs.result, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.type, "image-export")))
    .get();
  const payload = ImageExportPayload.safeParse(job?.payload ?? {});
  if (!job || !payload.success) return null;
  const [editable, withWatermark] = await Promise.all([
    findEditable(db, userId, payload.data.thumbnailId),
    watermarked(db, userId),
  ]);
  if (!editable) return null;
  const result = z.object({ bytes: z.number() }).safeParse(job.result ?? {});
  const progress = z.object({ progress: z.number().min(0).max(100) }).safeParse(job.result ?? {});
  const { width, height } = exportSizes[payload.data.size];
  return {
    id: jobId,
    status: job.status,
    size: payload.data.size,
    thumbnailId: payload.data.thumbnailId,
    revision: payload.data.revision,
    title: editable.thumbnail.title,
    width,
    height,
    bytes: job.status === "succeeded" && result.success ? result.data.bytes : null,
    progress: job.status === "running" && progress.success ? progress.data.progress : 0,
    outdated:
      editable.thumbnail.revision !== payload.data.revision ||
      payload.data.variant !== (withWatermark ? "wm" : "orig"),
    error:
      job.status === "failed"
        ? job.error === "stale_revision"
          ? "export.outdated"
          : "export.failedBody"
        : null,
    variant: payload.data.variant,
  };
}

/** The download's name: the title and the size, "Meu vídeo-4K.jpg" (docs/product.md, Export sizes). */
export const exportFileSuffix = (size: ExportSizeId) => `-${exportSizes[size].label}`;

/**
 * Serves a finished export to its owner as an attachment. An export made for another revision or
 * without the watermark the plan now has is never served (a downgraded creator gets a new,
 * watermarked one instead).
 */
export async function serveImageExport(env: Env, db: Database, userId: string | null, jobId: string) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!userId) return notFound();
  const view = await imageExportView(db, userId, jobId);
  if (!view || view.status !== "succeeded" || view.outdated) return notFound();
  const object = await env.MEDIA.get(
    imageExportKeyOf({
      thumbnailId: view.thumbnailId,
      revision: view.revision,
      size: view.size,
      variant: view.variant,
    }),
  );
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(object.size),
      "Content-Disposition": attachmentDisposition(view.title, exportFileSuffix(view.size)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Miniatura-Watermark": view.variant === "wm" ? "yes" : "no",
    },
  });
}
