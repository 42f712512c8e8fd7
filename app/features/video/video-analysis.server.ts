/**
 * Video to thumbnail on the server (docs/product.md, Video to thumbnail): what the plan allows,
 * storing frames (one at a time from the browser, or pictures uploaded without JavaScript) without
 * overwriting, queuing the analysis once per frame set, what a page shows of a job, and the PNG
 * download.
 */
import { and, eq } from "drizzle-orm";
import { allowanceFor } from "~/core/usage/current-usage.server";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { userLiveChannel } from "~/core/live/events";
import type { ImageTools } from "~/engines/media/image-tools";
import { imageIsComplete, sniffImageType } from "~/engines/media/image-type";
import type { PlanId } from "~/core/plans/catalog";
import { imageSize, maxDecodedPixels } from "~/engines/render/image-size";
import { isUuid } from "~/core/db/ids";
import { downloadableJpeg } from "~/core/thumbnails/image-delivery.server";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import type { ImageVariant } from "~/core/thumbnails/image-urls";
import type { Database } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";
import {
  checkVideoDuration,
  frameQuality,
  frameWidth,
  thumbnailFileName,
  videoLimitMinutes,
} from "~/features/video/frame-plan";
import {
  maxVideoFrames,
  minVideoFrames,
  VideoAnalysisPayload,
  VideoAnalysisResult,
  videoAnalysisJobId,
} from "~/features/video/video-payload";
import { videoFrameKey } from "~/core/storage/keys";

/** A browser frame (640 px wide at quality 0.7) is far smaller; anything bigger is not one. */
export const maxFrameBytes = 1024 * 1024;
/** A frame's height: from a 32:9 strip to a 9:16 phone video and then some. */
const frameHeightRange = { min: 2, max: 2560 };
/** Each picture uploaded without JavaScript (a screenshot or an exported frame). */
export const maxPictureBytes = 3 * 1024 * 1024;

export interface VideoAllowance {
  plan: PlanId;
  /** 0 = the tool is blocked for the plan. */
  limitMinutes: number;
  canAfford: boolean;
  hasWatermark: boolean;
}

export async function videoAllowance(db: Database, d1: D1Database, userId: string): Promise<VideoAllowance> {
  const { plan, allowed, hasWatermark } = await allowanceFor(db, d1, userId, "videoAnalysis");
  return { plan, limitMinutes: videoLimitMinutes(plan), canAfford: allowed, hasWatermark };
}

export type FrameRefusal = "not_a_frame" | "too_large" | "exists";

/**
 * Stores one frame the browser extracted at {userId}/frames/{timestamp}_{index}.jpg, never over
 * another: the same bytes sent again (a retried upload) succeed, different bytes are refused.
 */
export async function storeFrame(
  env: Pick<Env, "MEDIA">,
  input: { userId: string; timestamp: number; index: number; bytes: Uint8Array },
): Promise<{ ok: true } | { ok: false; reason: FrameRefusal }> {
  const { bytes } = input;
  if (bytes.byteLength > maxFrameBytes) return { ok: false, reason: "too_large" };
  const size =
    sniffImageType(bytes) === "image/jpeg" && imageIsComplete(bytes, "image/jpeg") ? imageSize(bytes) : null;
  if (
    !size ||
    size.width !== frameWidth ||
    size.height < frameHeightRange.min ||
    size.height > frameHeightRange.max
  )
    return { ok: false, reason: "not_a_frame" };
  return putOnce(env, videoFrameKey(input.userId, input.timestamp, input.index), bytes);
}

async function putOnce(
  env: Pick<Env, "MEDIA">,
  key: string,
  bytes: Uint8Array,
): Promise<{ ok: true } | { ok: false; reason: "exists" }> {
  const stored = await env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: "image/jpeg" },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (stored) return { ok: true };
  const existing = await env.MEDIA.get(key);
  const same = existing ? sameBytes(new Uint8Array(await existing.arrayBuffer()), bytes) : false;
  return same ? { ok: true } : { ok: false, reason: "exists" };
}

function sameBytes(a: Uint8Array, b: Uint8Array) {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

export type PictureRefusal =
  | { reason: "count"; count: number }
  | { reason: "not_an_image"; picture: number }
  | { reason: "too_large"; picture: number }
  | { reason: "too_many_pixels"; picture: number };

/**
 * Without JavaScript: 6 to 12 pictures (PNG, JPEG or WebP from their bytes, each within the size
 * and pixel limits) become the frames of a new set, each made 640 px wide at quality 0.7 like the
 * browser's, so the analysis runs on the same kind of frames.
 */
export async function storeUploadedPictures(
  env: Pick<Env, "MEDIA">,
  tools: ImageTools,
  input: { userId: string; files: File[]; timestamp: number },
): Promise<{ ok: true; frames: number } | ({ ok: false } & PictureRefusal)> {
  const files = input.files.filter((file) => file.size > 0);
  if (files.length < minVideoFrames || files.length > maxVideoFrames)
    return { ok: false, reason: "count", count: files.length };
  const checked: Uint8Array[] = [];
  for (const [i, file] of files.entries()) {
    if (file.size > maxPictureBytes) return { ok: false, reason: "too_large", picture: i + 1 };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImageType(bytes);
    const size = mime && imageIsComplete(bytes, mime) ? imageSize(bytes) : null;
    if (!size || size.width < 1 || size.height < 1)
      return { ok: false, reason: "not_an_image", picture: i + 1 };
    if (size.width * size.height > maxDecodedPixels)
      return { ok: false, reason: "too_many_pixels", picture: i + 1 };
    checked.push(bytes);
  }
  for (const [index, bytes] of checked.entries()) {
    const { jpeg } = tools.frameJpeg(bytes, frameWidth, Math.round(frameQuality * 100));
    const stored = await putOnce(env, videoFrameKey(input.userId, input.timestamp, index), jpeg);
    if (!stored.ok) throw new Error(`frame ${index} of set ${input.timestamp} already exists`);
  }
  return { ok: true, frames: checked.length };
}

export type AnalysisRefusal =
  | { reason: "blocked" }
  | { reason: "too_long"; limitMinutes: number; actualMinutes: number }
  | { reason: "credits" }
  | { reason: "frames"; missing: number[] };

export interface AnalysisRequest {
  userId: string;
  timestamp: number;
  frames: number;
  durationSeconds: number | null;
  frameTimes: number[] | null;
  language: "pt" | "en";
  title: string;
}

/**
 * Queues the analysis of a stored frame set once the plan allows it (the tool, the video's length,
 * the AI credits) and every frame is there. The set's timestamp names the job, so the same request
 * twice opens the same job.
 */
export async function startVideoAnalysis(
  db: Database,
  env: Env,
  request: AnalysisRequest,
  allowance: VideoAllowance,
): Promise<{ ok: true; jobId: string } | ({ ok: false } & AnalysisRefusal)> {
  if (allowance.limitMinutes <= 0) return { ok: false, reason: "blocked" };
  if (request.durationSeconds !== null) {
    const length = checkVideoDuration(allowance.plan, request.durationSeconds);
    if (!length.ok) return length;
  }
  const jobId = await videoAnalysisJobId(request.userId, request.timestamp);
  const existing = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, request.userId)))
    .get();
  if (existing) return { ok: true, jobId };
  if (!allowance.canAfford) return { ok: false, reason: "credits" };
  const heads = await Promise.all(
    Array.from({ length: request.frames }, (_, i) =>
      env.MEDIA.head(videoFrameKey(request.userId, request.timestamp, i)),
    ),
  );
  const missing = heads.flatMap((head, i) => (head ? [] : [i + 1]));
  if (missing.length > 0) return { ok: false, reason: "frames", missing };
  const payload: VideoAnalysisPayload = {
    timestamp: request.timestamp,
    frames: request.frames,
    durationSeconds: request.durationSeconds,
    frameTimes: request.frameTimes,
    language: request.language,
    title: request.title,
  };
  await enqueueJob(db, env, {
    id: jobId,
    type: "video-analysis",
    userId: request.userId,
    liveChannel: userLiveChannel(request.userId),
    payload,
  });
  return { ok: true, jobId };
}

export type VideoJobFailure = "invalid_analysis" | "refused" | "credits" | "failed";

export interface VideoJobView {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed";
  timestamp: number;
  /** Why it failed; `refused` carries the analysis's own words. */
  failure: { kind: VideoJobFailure; message: string | null } | null;
  result:
    | (VideoAnalysisResult & {
        thumbnail: { id: string; revision: number; variant: ImageVariant; title: string };
      })
    | null;
}

/** What the job's error column says, as the page reports it. */
export function failureOf(error: string | null): VideoJobView["failure"] {
  if (error === "invalid_analysis") return { kind: "invalid_analysis", message: null };
  if (error?.startsWith("refused:")) return { kind: "refused", message: error.slice("refused:".length) };
  if (error === "plan_limit") return { kind: "credits", message: null };
  return { kind: "failed", message: null };
}

/** One of the user's video analyses; null when it isn't theirs (or isn't one). */
export async function videoJobView(
  db: Database,
  userId: string,
  jobId: string,
  allowance: Pick<VideoAllowance, "hasWatermark">,
): Promise<VideoJobView | null> {
  if (!isUuid(jobId)) return null;
  const job = await db
    .select({ status: jobs.status, payload: jobs.payload, result: jobs.result, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.type, "video-analysis")))
    .get();
  const payload = VideoAnalysisPayload.safeParse(job?.payload ?? {});
  if (!job || !payload.success) return null;
  const parsed = VideoAnalysisResult.safeParse(job.result ?? {});
  const thumbnail =
    job.status === "succeeded" && parsed.success
      ? await findOwnedThumbnail(db, userId, parsed.data.thumbnailId)
      : null;
  return {
    id: jobId,
    status: job.status,
    timestamp: payload.data.timestamp,
    failure: job.status === "failed" ? failureOf(job.error) : null,
    result:
      parsed.success && thumbnail
        ? {
            ...parsed.data,
            thumbnail: {
              id: thumbnail.id,
              revision: thumbnail.revision,
              variant: allowance.hasWatermark ? "wm" : "orig",
              title: thumbnail.title,
            },
          }
        : null,
  };
}

/**
 * The thumbnail a finished analysis made, as the PNG named thumbnail-{timestamp}.png in
 * docs/product.md, Downloads and the watermark (its current state: edits made in the editor since
 * are included), watermarked when the plan has it.
 */
export async function serveVideoThumbnail(
  env: Env,
  tools: ImageTools,
  db: Database,
  userId: string | null,
  jobId: string,
) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!userId) return notFound();
  const allowance = await videoAllowance(db, env.DB, userId);
  const view = await videoJobView(db, userId, jobId, allowance);
  if (!view?.result) return notFound();
  const thumbnail = await findOwnedThumbnail(db, userId, view.result.thumbnail.id);
  const jpeg = thumbnail ? await downloadableJpeg(env, tools, thumbnail, allowance.hasWatermark) : null;
  if (!jpeg) return notFound();
  const png = tools.toPng(jpeg);
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Content-Disposition": `attachment; filename="${thumbnailFileName(view.timestamp)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
