/**
 * Upscale requests (docs/product.md, Image upscaling): the checks an upload must pass before
 * it is queued (size, type from its bytes, pixels from its header, the plan's targets, the AI
 * credits), where the source and the result live in R2, what a page shows of a job, and serving
 * both pictures to their owner only.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { allowanceFor } from "~/core/usage/current-usage.server";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { userLiveChannel } from "~/core/live/events";
import { imageExtension, imageIsComplete, sniffImageType } from "~/engines/media/image-type";
import type { PlanId } from "~/core/plans/catalog";
import { imageSize, maxDecodedPixels } from "~/engines/render/image-size";
import { isUuid } from "~/core/db/ids";
import type { Database } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";
import { UpscalePayload } from "~/features/upscale/upscale-payload";
import { upscaleResultKey, upscaleSourceKey } from "~/core/storage/keys";
import {
  targetsForPlan,
  upscaledFileName,
  upscaleMaxBytes,
  upscaleTypes,
  type UpscaleTarget,
} from "~/features/upscale/upscale-options";

export interface UpscaleAllowance {
  plan: PlanId;
  targets: UpscaleTarget[];
  canAfford: boolean;
  hasWatermark: boolean;
}

export async function upscaleAllowance(
  db: Database,
  d1: D1Database,
  userId: string,
): Promise<UpscaleAllowance> {
  const { plan, allowed, hasWatermark } = await allowanceFor(db, d1, userId, "upscale");
  return { plan, targets: targetsForPlan(plan), canAfford: allowed, hasWatermark };
}

export type UpscaleRefusal =
  | { reason: "too_large" }
  | { reason: "not_an_image" }
  | { reason: "too_many_pixels"; megapixels: number }
  | { reason: "plan"; targets: UpscaleTarget[] }
  | { reason: "credits" };

/** Checks the upload against the plan; stores it and queues the job, or says why not. */
export async function startUpscale(
  db: Database,
  env: Env,
  input: { userId: string; file: File; target: UpscaleTarget; allowance: UpscaleAllowance },
): Promise<{ ok: true; jobId: string } | ({ ok: false } & UpscaleRefusal)> {
  const { userId, file, target, allowance } = input;
  if (!allowance.targets.includes(target)) return { ok: false, reason: "plan", targets: allowance.targets };
  if (!allowance.canAfford) return { ok: false, reason: "credits" };
  if (file.size > upscaleMaxBytes) return { ok: false, reason: "too_large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImageType(bytes);
  if (!mime || !upscaleTypes.includes(mime) || !imageIsComplete(bytes, mime))
    return { ok: false, reason: "not_an_image" };
  const size = imageSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: "not_an_image" };
  if (size.width * size.height > maxDecodedPixels)
    return { ok: false, reason: "too_many_pixels", megapixels: (size.width * size.height) / 1_000_000 };
  const upload = crypto.randomUUID();
  const sourceKey = upscaleSourceKey(userId, upload, imageExtension[mime]);
  await env.MEDIA.put(sourceKey, bytes, { httpMetadata: { contentType: mime } });
  const payload: UpscalePayload = { sourceKey, target, upload };
  const jobId = await enqueueJob(db, env, {
    type: "upscale",
    userId,
    liveChannel: userLiveChannel(userId),
    payload,
  });
  return { ok: true, jobId };
}

export interface UpscaleJobView {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed";
  target: UpscaleTarget;
  result: { width: number; height: number; bytes: number } | null;
}

/** One of the user's upscale jobs; null when it isn't theirs (or isn't an upscale). */
export async function upscaleJobView(
  db: Database,
  userId: string,
  jobId: string,
): Promise<UpscaleJobView | null> {
  if (!isUuid(jobId)) return null;
  const job = await db
    .select({ type: jobs.type, status: jobs.status, payload: jobs.payload, result: jobs.result })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
  const payload = UpscalePayload.safeParse(job?.payload ?? {});
  if (!job || job.type !== "upscale" || !payload.success) return null;
  const result = z
    .object({ width: z.number(), height: z.number(), bytes: z.number() })
    .safeParse(job.result ?? {});
  return {
    id: jobId,
    status: job.status,
    target: payload.data.target,
    result: job.status === "succeeded" && result.success ? result.data : null,
  };
}

/** Serves the source (`before`) or the result (`after`, `download`) of one of the user's jobs. */
export async function serveUpscaleImage(
  env: Env,
  db: Database,
  userId: string | null,
  jobId: string,
  which: "before" | "after" | "download",
) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!userId || !isUuid(jobId)) return notFound();
  const job = await db
    .select({ payload: jobs.payload, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.type, "upscale")))
    .get();
  const payload = UpscalePayload.safeParse(job?.payload ?? {});
  if (!job || !payload.success) return notFound();
  const key =
    which === "before"
      ? payload.data.sourceKey
      : job.status === "succeeded"
        ? upscaleResultKey(userId, payload.data.upload)
        : null;
  const object = key ? await env.MEDIA.get(key) : null;
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "image/jpeg",
    "Content-Length": String(object.size),
    "Cache-Control": "private, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  if (which === "download") headers.set("Content-Disposition", `attachment; filename="${upscaledFileName}"`);
  return new Response(object.body, { headers });
}
