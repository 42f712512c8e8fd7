import { getSessionUser } from "~/core/auth/session.server";
import { getConfig } from "~/core/env.server";
import type { ImageTools } from "~/engines/media/image-tools";
import { createDb } from "~/core/db/client.server";
import { watermarked } from "~/core/usage/current-usage.server";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import { derivedObjectKey } from "~/core/storage/keys";
import {
  attachmentDisposition,
  isThumbnailWidth,
  thumbnailImageUrl,
  type ImageVariant,
  type ThumbnailWidth,
} from "~/core/thumbnails/image-urls";

/**
 * Serves a thumbnail's JPEG to its owner only: anyone else, signed in or not, gets the same 404 as
 * for an id that does not exist. A user whose plan has the watermark only ever receives watermarked
 * bytes, at every size and as a download; the copies are made once and cached in R2.
 */
export type ThumbnailRequest =
  | { kind: "image"; width: string | undefined; variant: string | undefined; revision?: string | undefined }
  | { kind: "download" };

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function serveThumbnail(
  request: Request,
  env: Env,
  tools: ImageTools,
  thumbnailId: string,
  wanted: ThumbnailRequest,
): Promise<Response> {
  const user = await getSessionUser(request, env);
  if (!user) return notFound();
  const db = createDb(env.DB);
  const [thumbnail, withWatermark] = await Promise.all([
    findOwnedThumbnail(db, user.id, thumbnailId),
    watermarked(db, user.id),
  ]);
  if (!thumbnail) return notFound();
  const variant: ImageVariant = withWatermark ? "wm" : "orig";
  const brand = getConfig(env).APP_NAME;

  if (wanted.kind === "download") {
    const object = await variantObject(env, tools, thumbnail, variant, 1280, brand);
    if (!object) return notFound();
    return new Response(object.body, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Disposition": attachmentDisposition(thumbnail.title),
        "Cache-Control": "private, no-store",
        "X-Miniatura-Watermark": variant === "wm" ? "yes" : "no",
      },
    });
  }

  const width = Number(wanted.width);
  if (!isThumbnailWidth(width)) return notFound();
  if (wanted.variant !== variant || (wanted.revision ?? "0") !== String(thumbnail.revision)) {
    // An address for the other variant or an older revision (an old page, a plan change, an edit,
    // a guess): send to the right one.
    return new Response(null, {
      status: 302,
      headers: {
        Location: thumbnailImageUrl(thumbnail.id, width, variant, thumbnail.revision),
        "Cache-Control": "no-store",
      },
    });
  }
  const object = await variantObject(env, tools, thumbnail, variant, width, brand);
  if (!object) return notFound();
  const etag = object.httpEtag;
  if (request.headers.get("If-None-Match") === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag } });
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/jpeg",
      ETag: etag,
      // The address names the size and the variant, so its bytes never change.
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
}

/** The R2 object for a variant and width, made from the original (and cached) when missing. */
async function variantObject(
  env: Env,
  tools: ImageTools,
  thumbnail: { id: string; imageUrl: string; revision: number },
  variant: ImageVariant,
  width: ThumbnailWidth,
  brand: string,
): Promise<R2ObjectBody | null> {
  if (variant === "orig" && width === 1280) return env.MEDIA.get(thumbnail.imageUrl);
  const key = derivedObjectKey(thumbnail.id, variant, width, thumbnail.revision);
  const cached = await env.MEDIA.get(key);
  if (cached) return cached;
  let source: Uint8Array;
  if (variant === "wm" && width === 1280) {
    const original = await env.MEDIA.get(thumbnail.imageUrl);
    if (!original) return null;
    source = tools.watermark(new Uint8Array(await original.arrayBuffer()), brand);
  } else {
    // Smaller sizes come from the full-size copy of the same variant (the watermark scales with it).
    const full = await variantObject(env, tools, thumbnail, variant, 1280, brand);
    if (!full) return null;
    source = tools.resizeToWidth(new Uint8Array(await full.arrayBuffer()), width);
  }
  await env.MEDIA.put(key, source, { httpMetadata: { contentType: "image/jpeg" } });
  return env.MEDIA.get(key);
}

/**
 * The full-size JPEG its owner may download (the caller has checked the owner): watermarked when
 * their plan has the watermark, like every other address. Null when the object is missing.
 */
export async function downloadableJpeg(
  env: Env,
  tools: ImageTools,
  thumbnail: { id: string; imageUrl: string; revision: number },
  watermarked: boolean,
): Promise<Uint8Array | null> {
  const object = await variantObject(
    env,
    tools,
    thumbnail,
    watermarked ? "wm" : "orig",
    1280,
    getConfig(env).APP_NAME,
  );
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}
