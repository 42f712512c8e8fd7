/**
 * The compressor without JavaScript (spec 2 §2 "Image compressor", issue 10): the upload is checked
 * (a PNG, JPEG or WebP from its bytes; its pixels from its header: photon decodes pictures up to 4.2
 * megapixels within a Worker's memory, and bigger JPEG photos, up to 25 megapixels, are streamed
 * band by band instead), compressed on the server with the same schedule the browser uses, and both
 * pictures are kept in R2 under the creator's prefix so the result page can show them side by side.
 */
import { compressibleInBands, compressInBands } from "~/media/compress-in-bands";
import type { ImageTools } from "~/media/image-tools";
import { imageExtension, imageIsComplete, sniffImageType } from "~/media/image-type";
import { compressedFileName, defaultTargetMb, mbToBytes, parseTargetMb } from "~/media/file-size";
import { imageSize, maxDecodedPixels } from "~/render/image-size";
import { isUuid } from "~/expert/chat-schemas";

/** Bodies beyond this are refused unread; the picture itself must also decode within memory. */
export const compressMaxBytes = 25 * 1024 * 1024;

const prefix = (userId: string, id: string) => `compress/${userId}/${id}/`;

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

export async function compressOnServer(
  env: Pick<Env, "MEDIA">,
  tools: ImageTools,
  input: { userId: string; bytes: Uint8Array; targetMb: number },
): Promise<{ ok: true; id: string } | { ok: false; reason: CompressRefusal }> {
  const mime = sniffImageType(input.bytes);
  const size = mime && imageIsComplete(input.bytes, mime) ? imageSize(input.bytes) : null;
  if (!mime || !size || size.width < 1 || size.height < 1) return { ok: false, reason: "not_an_image" };
  const whole = size.width * size.height <= maxDecodedPixels;
  // Bigger JPEG photos are compressed band by band; other big pictures need the browser.
  if (!whole && !(mime === "image/jpeg" && compressibleInBands(input.bytes)))
    return { ok: false, reason: "too_many_pixels" };
  const targetBytes = mbToBytes(input.targetMb);
  let compressed: Awaited<ReturnType<ImageTools["compress"]>>;
  try {
    compressed = whole
      ? await tools.compress(input.bytes, targetBytes)
      : await compressInBands(input.bytes, targetBytes);
  } catch (error) {
    // Whole in structure but not decodable (corrupt data): the picture's fault, not the server's.
    console.warn("compress: the picture did not decode", error);
    return { ok: false, reason: "not_an_image" };
  }
  // A JPEG already within the target is kept as it is rather than re-encoded into a bigger file.
  const result =
    mime === "image/jpeg" && input.bytes.byteLength <= Math.min(targetBytes, compressed.size)
      ? { ...compressed, data: input.bytes, size: input.bytes.byteLength, reachedTarget: true, ...size }
      : compressed;
  const id = crypto.randomUUID();
  const metadata: Record<string, string> = {
    originalSize: String(input.bytes.byteLength),
    targetMb: String(input.targetMb),
    reachedTarget: String(result.reachedTarget),
    width: String(result.width),
    height: String(result.height),
  };
  await Promise.all([
    env.MEDIA.put(`${prefix(input.userId, id)}original.${imageExtension[mime]}`, input.bytes, {
      httpMetadata: { contentType: mime },
    }),
    env.MEDIA.put(`${prefix(input.userId, id)}compressed.jpg`, result.data, {
      httpMetadata: { contentType: "image/jpeg" },
      customMetadata: metadata,
    }),
  ]);
  return { ok: true, id };
}

/** What the result page shows of one of the creator's compressions; null when it isn't theirs. */
export async function compressedView(
  env: Pick<Env, "MEDIA">,
  userId: string,
  id: string,
): Promise<CompressedView | null> {
  if (!isUuid(id)) return null;
  const head = await env.MEDIA.head(`${prefix(userId, id)}compressed.jpg`);
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
  if (which !== "original") object = await env.MEDIA.get(`${prefix(userId, id)}compressed.jpg`);
  else {
    const listed = await env.MEDIA.list({ prefix: `${prefix(userId, id)}original.` });
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
