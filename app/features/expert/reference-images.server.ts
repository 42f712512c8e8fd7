import type { TFunction } from "i18next";
import { compressibleInBands, shrinkInBands } from "~/engines/media/compress-in-bands";
import { imageExtension, imageIsComplete, sniffImageType, type ImageMime } from "~/engines/media/image-type";
import { imageSize, maxDecodedPixels } from "~/engines/render/image-size";
import { thumbnailImageUrl, type ImageVariant } from "~/core/thumbnails/image-urls";
import {
  isOwnedReferenceSource,
  newReferenceKey,
  ownedReferenceName,
  ownedThumbnailId,
  referenceKeyFromName,
  thumbnailObjectKey,
} from "~/core/storage/keys";
import { referenceImageMaxBytes } from "~/core/storage/reference-image-limits";
import type { BriefImage } from "~/core/brief/thumbnail-brief";
import { numberFormat } from "~/core/i18n/formatters";

/**
 * Reference images for the Thumbnail Expert (docs/product.md, Thumbnail Expert: images only, at most
 * 5 MB). An upload is stored in R2 under the user's prefix; a thumbnail from the dashboard is
 * referenced where it already is. Messages keep the R2 key (its format: ~/core/storage/keys); pages
 * see an owner-checked address.
 */

export type ReferenceUpload =
  | { ok: true; key: string }
  | { ok: false; reason: "too_large" | "not_an_image" }
  | { ok: false; reason: "too_many_pixels"; megapixels: number };

/** The refusal of a picture too big to shrink on the server, its size in the creator's number format. */
export function tooManyPixels(t: TFunction, language: string, megapixels: number) {
  const figure = numberFormat(language, { maximumFractionDigits: 1 }).format(megapixels);
  return t("errors.imageTooManyPixels", { megapixels: figure });
}

/** The longer side a reference is shrunk to: what the browser does with JavaScript (chat-composer). */
export const referenceMaxSide = 1920;

/**
 * Checks the file from its bytes and stores it. The expert takes PNG, JPEG and WebP up to 5 MB;
 * other tools pass their own limits (the quick generator: PNG or JPG up to 10 MB).
 */
export async function storeReferenceImage(
  env: Pick<Env, "MEDIA">,
  userId: string,
  file: File,
  limits: { maxBytes: number; types?: readonly ImageMime[] } = { maxBytes: referenceImageMaxBytes },
): Promise<ReferenceUpload> {
  if (file.size > limits.maxBytes) return { ok: false, reason: "too_large" };
  return storeReferenceBytes(env, userId, new Uint8Array(await file.arrayBuffer()), limits);
}

/** The same checks and storage for bytes the server fetched itself (a channel's thumbnail). */
export async function storeReferenceBytes(
  env: Pick<Env, "MEDIA">,
  userId: string,
  bytes: Uint8Array,
  limits: { maxBytes: number; types?: readonly ImageMime[] } = { maxBytes: referenceImageMaxBytes },
): Promise<ReferenceUpload> {
  if (bytes.byteLength > limits.maxBytes) return { ok: false, reason: "too_large" };
  let mime = sniffImageType(bytes);
  if (!mime || (limits.types && !limits.types.includes(mime)) || !imageIsComplete(bytes, mime))
    return { ok: false, reason: "not_an_image" };
  // The pixel count from the header, before anything decodes it: the renderer cannot decode more
  // than 4.2 MP within a Worker's memory. A bigger JPEG photo (a phone's, sent without JavaScript)
  // is shrunk band by band as the browser would have; any other big picture is refused.
  const size = imageSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: "not_an_image" };
  if (size.width * size.height > maxDecodedPixels) {
    if (mime !== "image/jpeg" || !compressibleInBands(bytes))
      return { ok: false, reason: "too_many_pixels", megapixels: (size.width * size.height) / 1_000_000 };
    bytes = (await shrinkInBands(bytes, referenceMaxSide)).bytes;
    mime = "image/jpeg";
  }
  const key = newReferenceKey(userId, crypto.randomUUID(), imageExtension[mime]);
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: mime } });
  return { ok: true, key };
}

/** The name an upload's key is known by in addresses (`<uuid>.<ext>`); null when not the user's. */
export const uploadedReferenceName = ownedReferenceName;

/** The R2 key of one of the user's uploads, from the name in its address; null for anything else. */
export const uploadedReferenceKey = referenceKeyFromName;

/**
 * A dashboard thumbnail used as the reference (the caller has checked it is the user's), copied
 * among the user's uploads so the message keeps its picture whatever happens to the thumbnail
 * (issue 24, finding 10); null when its JPEG is gone.
 */
export async function copyThumbnailAsReference(
  env: Pick<Env, "MEDIA">,
  userId: string,
  thumbnailId: string,
): Promise<string | null> {
  const object = await env.MEDIA.get(thumbnailObjectKey(userId, thumbnailId));
  if (!object) return null;
  const key = newReferenceKey(userId, crypto.randomUUID(), "jpg");
  await env.MEDIA.put(key, await object.arrayBuffer(), { httpMetadata: { contentType: "image/jpeg" } });
  return key;
}

/** Where the page shows a message's reference image; null when the key is not the user's. */
export function referenceImageUrl(userId: string, key: string, variant: ImageVariant): string | null {
  const name = ownedReferenceName(userId, key);
  if (name !== null) return `/expert/references/${name}`;
  const thumbnailId = ownedThumbnailId(userId, key);
  return thumbnailId ? thumbnailImageUrl(thumbnailId, 640, variant) : null;
}

/** The reference's bytes for the AI provider and the renderer, when it is still there. */
export async function readReferenceImage(
  env: Pick<Env, "MEDIA">,
  userId: string,
  key: string,
): Promise<BriefImage | null> {
  if (!isOwnedReferenceSource(userId, key)) return null;
  const object = await env.MEDIA.get(key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  const mime: ImageMime | null = sniffImageType(bytes);
  return mime ? { mime, bytes } : null;
}

/** Serves one of the signed-in user's uploaded references (any other name is a 404). */
export async function serveReferenceImage(env: Pick<Env, "MEDIA">, userId: string | null, name: string) {
  const key = userId ? uploadedReferenceKey(userId, name) : null;
  const object = key ? await env.MEDIA.get(key) : null;
  if (!object) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
