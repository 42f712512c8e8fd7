/**
 * An API request's reference_image_url, resolved to an R2 key the generation job can read. Only
 * two kinds of address are taken (docs/product.md, Rules that hold everywhere: no open proxy,
 * allow-listed hosts):
 * - one of the caller's own thumbnails on this site (its image_url, or the dashboard's address),
 *   used where it already is;
 * - a YouTube video thumbnail (https://i.ytimg.com/vi/<id>/<size>.jpg), fetched by the server from
 *   the configured image host and stored under the caller's references, as the channel page does.
 */
import { storeReferenceBytes } from "~/features/expert/reference-images.server";
import { quickLimits } from "~/features/generator/quick-form";
import { fetchVideoThumbnail } from "~/core/youtube/video-images.server";
import { videoImageOf } from "~/core/youtube/video-images";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import type { Database } from "~/core/db/client.server";
import { apiBasePath } from "~/features/api/operations";

export type ResolvedReference =
  | { ok: true; key: string }
  | { ok: false; reason: "reference_image_not_allowed" | "reference_image_unreadable" };

const ownThumbnailPath = new RegExp(
  `^(?:${apiBasePath})?/thumbnails/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/image$`,
);

export async function resolveReferenceUrl(
  db: Database,
  env: Env,
  input: { userId: string; address: string; siteOrigin: string; youtubeImageBase: string },
): Promise<ResolvedReference> {
  const url = new URL(input.address);
  if (url.origin === input.siteOrigin) {
    const id = ownThumbnailPath.exec(url.pathname)?.[1];
    if (!id) return { ok: false, reason: "reference_image_not_allowed" };
    const thumbnail = await findOwnedThumbnail(db, input.userId, id);
    // Someone else's thumbnail reads as unreadable, exactly like one that does not exist.
    return thumbnail
      ? { ok: true, key: thumbnail.imageUrl }
      : { ok: false, reason: "reference_image_unreadable" };
  }
  const video = videoImageOf(input.address);
  if (!video) return { ok: false, reason: "reference_image_not_allowed" };
  const bytes = await fetchVideoThumbnail(input.youtubeImageBase, video.videoId, {
    maxBytes: quickLimits.imageBytes,
    from: video.file,
  });
  if (!bytes) return { ok: false, reason: "reference_image_unreadable" };
  const stored = await storeReferenceBytes(env, input.userId, bytes, {
    maxBytes: quickLimits.imageBytes,
    types: ["image/jpeg"],
  });
  return stored.ok ? { ok: true, key: stored.key } : { ok: false, reason: "reference_image_unreadable" };
}
