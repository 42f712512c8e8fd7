/**
 * The compressor without JavaScript (docs/product.md, Image compressor, issue 10): the upload is
 * checked (a PNG, JPEG or WebP from its bytes; its pixels from its header: photon decodes pictures
 * up to 4.2 megapixels within a Worker's memory, and bigger JPEG photos, up to 25 megapixels, are
 * streamed band by band instead), compressed on the server with the same schedule the browser uses,
 * and both pictures are kept in R2 under the creator's prefix so the result page can show them side
 * by side.
 */
import { and, eq } from "drizzle-orm";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { userLiveChannel } from "~/core/live/events";
import { compressibleInBands, compressInBands } from "~/engines/media/compress-in-bands";
import type { ImageTools } from "~/engines/media/image-tools";
import { imageExtension, imageIsComplete, sniffImageType } from "~/engines/media/image-type";
import { compressedFileName, defaultTargetMb, mbToBytes, parseTargetMb } from "~/engines/media/file-size";
import { imageSize, maxDecodedPixels } from "~/engines/render/image-size";
import { isUuid } from "~/core/db/ids";
import type { Database } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";
import { CompressPayload } from "~/features/compress/compress-payload";
import { compressOriginalKey, compressOriginalPrefix, compressResultKey } from "~/core/storage/keys";

/** Bodies beyond this are refused unread; the picture itself must also decode within memory. */
export const compressMaxBytes = 25 * 1024 * 1024;

export type CompressRefusal = "not_an_image" | "too_many_pixels";

export interface CompressedView {
  id: string;
  originalSize: number;
  compressedSize: number;
  targetMb: number;
  reachedTarget: boolean;
  width: number;
  height: number;
}

/**
 * Checks the upload from its bytes and header (nothing is decoded here), keeps the original in R2
 * and queues a `compress` job on the image tools' queue: the compression itself (seconds of CPU for
 * a 4 MP photo, a minute for a 20 MP one) never runs inside a page request
 * (docs/decisions/015-upscaling-within-a-worker.md, issue 24 finding 3).
 */
export async function startCompress(
  db: Database,
  env: Env,
  input: { userId: string; bytes: Uint8Array; targetMb: number },
): Promise<{ ok: true; jobId: string } | { ok: false; reason: CompressRefusal }> {
  const mime = sniffImageType(input.bytes);
  const size = mime && imageIsComplete(input.bytes, mime) ? imageSize(input.bytes) : null;
  if (!mime || !size || size.width < 1 || size.height < 1) return { ok: false, reason: "not_an_image" };
  const whole = size.width * size.height <= maxDecodedPixels;
  // Bigger JPEG photos are compressed band by band; other big pictures need the browser.
  if (!whole && !(mime === "image/jpeg" && compressibleInBands(input.bytes)))
    return { ok: false, reason: "too_many_pixels" };
  const upload = crypto.randomUUID();
  const originalKey = compressOriginalKey(input.userId, upload, imageExtension[mime]);
  await env.MEDIA.put(originalKey, input.bytes, { httpMetadata: { contentType: mime } });
  const payload: CompressPayload = { upload, originalKey, targetMb: input.targetMb };
  const jobId = await enqueueJob(db, env, {
    type: "compress",
    userId: input.userId,
    liveChannel: userLiveChannel(input.userId),
    payload,
  });
  return { ok: true, jobId };
}

/**
 * The job's work: the stored original compressed with the same schedule the browser uses (photon
 * whole up to 4.2 MP, band by band beyond), the result written next to it. Throws
 * `CompressDecodeError` when the picture does not decode (its data is corrupt).
 */
export async function compressStored(
  env: Pick<Env, "MEDIA">,
  tools: ImageTools,
  input: { userId: string; payload: CompressPayload },
): Promise<{ id: string; bytes: number }> {
  const { userId, payload } = input;
  const resultKey = compressResultKey(userId, payload.upload);
  const done = await env.MEDIA.head(resultKey);
  if (done) return { id: payload.upload, bytes: done.size };
  const object = await env.MEDIA.get(payload.originalKey);
  if (!object) throw new CompressDecodeError("the original is gone");
  const bytes = new Uint8Array(await object.arrayBuffer());
  const mime = sniffImageType(bytes);
  const size = mime ? imageSize(bytes) : null;
  if (!mime || !size) throw new CompressDecodeError("the original is not a picture");
  const whole = size.width * size.height <= maxDecodedPixels;
  const targetBytes = mbToBytes(payload.targetMb);
  let compressed: Awaited<ReturnType<ImageTools["compress"]>>;
  try {
    compressed = whole ? await tools.compress(bytes, targetBytes) : await compressInBands(bytes, targetBytes);
  } catch (error) {
    throw new CompressDecodeError(`the picture did not decode: ${String(error)}`);
  }
  // A JPEG already within the target is kept as it is rather than re-encoded into a bigger file.
  const result =
    mime === "image/jpeg" && bytes.byteLength <= Math.min(targetBytes, compressed.size)
      ? { ...compressed, data: bytes, size: bytes.byteLength, reachedTarget: true, ...size }
      : compressed;
  await env.MEDIA.put(resultKey, result.data, {
    httpMetadata: { contentType: "image/jpeg" },
    customMetadata: {
      originalSize: String(bytes.byteLength),
      targetMb: String(payload.targetMb),
      reachedTarget: String(result.reachedTarget),
      width: String(result.width),
      height: String(result.height),
    },
  });
  return { id: payload.upload, bytes: result.size };
}

export class CompressDecodeError extends Error {
  override name = "CompressDecodeError";
}

export type CompressJobView =
  | { status: "queued" | "running" }
  | { status: "succeeded"; id: string }
  | { status: "failed"; reason: "not_an_image" | "failed" };

/** One of the creator's compress jobs; null when it isn't theirs (or isn't a compression). */
export async function compressJobView(
  db: Database,
  userId: string,
  jobId: string,
): Promise<CompressJobView | null> {
  if (!isUuid(jobId)) return null;
  const job = await db
    .select({ type: jobs.type, status: jobs.status, payload: jobs.payload, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
  const payload = CompressPayload.safeParse(job?.payload ?? {});
  if (!job || job.type !== "compress" || !payload.success) return null;
  if (job.status === "succeeded") return { status: "succeeded", id: payload.data.upload };
  if (job.status === "failed")
    return { status: "failed", reason: job.error === "not_an_image" ? "not_an_image" : "failed" };
  return { status: job.status };
}

/** What the result page shows of one of the creator's compressions; null when it isn't theirs. */
export async function compressedView(
  env: Pick<Env, "MEDIA">,
  userId: string,
  id: string,
): Promise<CompressedView | null> {
  if (!isUuid(id)) return null;
  const head = await env.MEDIA.head(compressResultKey(userId, id));
  const meta = head?.customMetadata;
  if (!head || !meta) return null;
  return {
    id,
    originalSize: Number(meta.originalSize),
    compressedSize: head.size,
    targetMb: Number(meta.targetMb),
    reachedTarget: meta.reachedTarget === "true",
    width: Number(meta.width),
    height: Number(meta.height),
  };
}

/** One of the creator's pictures: the original, or the compressed JPEG (as a download: compressed-image-{N}mb.jpg). */
export async function serveCompressed(
  env: Pick<Env, "MEDIA">,
  userId: string | null,
  id: string,
  which: "original" | "compressed" | "download",
) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!userId || !isUuid(id)) return notFound();
  let object: R2ObjectBody | null = null;
  if (which !== "original") object = await env.MEDIA.get(compressResultKey(userId, id));
  else {
    const listed = await env.MEDIA.list({ prefix: compressOriginalPrefix(userId, id) });
    const key = listed.objects[0]?.key;
    object = key ? await env.MEDIA.get(key) : null;
  }
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Content-Length": String(object.size),
    "Cache-Control": "private, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  if (which === "download") {
    const name = compressedFileName(parseTargetMb(object.customMetadata?.targetMb) ?? defaultTargetMb);
    headers.set("Content-Disposition", `attachment; filename="${name}"`);
  }
  return new Response(object.body, { headers });
}
