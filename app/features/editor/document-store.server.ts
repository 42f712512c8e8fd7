/**
 * A thumbnail's layer document: read for its owner, its backgrounds read from R2, and a saved edit
 * (a new JPEG from the same renderer, written over the old one, the revision bumped so every cached
 * copy and browser cache lets go of the old bytes).
 */
import { and, eq } from "drizzle-orm";
import { userLiveChannel } from "~/core/live/events";
import { notifyLive } from "~/core/live/notify.server";
import type { DocumentRenderer } from "~/engines/render/document-renderer";
import { parseThumbnailDocument, type ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import { backgroundsPrefix, derivedObjectPrefix } from "~/core/storage/keys";
import type { Database } from "~/core/db/client.server";
import { createDb } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";

export type OwnedThumbnail = NonNullable<Awaited<ReturnType<typeof findOwnedThumbnail>>>;

/** The user's thumbnail and its document (null for thumbnails made before documents). */
export async function findEditable(db: Database, userId: string, thumbnailId: string) {
  const thumbnail = await findOwnedThumbnail(db, userId, thumbnailId);
  if (!thumbnail) return null;
  const document = parseThumbnailDocument(thumbnail.document);
  return { thumbnail, document: document && ownsBackgrounds(userId, thumbnail, document) ? document : null };
}

/** A document only ever points at backgrounds its own job stored under its owner's prefix. */
function ownsBackgrounds(userId: string, thumbnail: OwnedThumbnail, document: ThumbnailDocument) {
  const prefix = thumbnail.jobId ? backgroundsPrefix(userId, thumbnail.jobId) : null;
  return prefix !== null && document.backgrounds.every((key) => key.startsWith(prefix));
}

/** The bytes of one of the document's backgrounds (its current one by default). */
export async function readBackground(
  env: Pick<Env, "MEDIA">,
  document: ThumbnailDocument,
  index = document.background,
): Promise<Uint8Array | null> {
  const key = document.backgrounds[index];
  const object = key ? await env.MEDIA.get(key) : null;
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

/** Renders the document as a JPEG (a preview when `width` is given). */
export async function renderEdited(
  env: Pick<Env, "MEDIA">,
  renderer: DocumentRenderer,
  document: ThumbnailDocument,
  options?: { width?: number; quality?: number },
): Promise<Uint8Array | null> {
  const background = await readBackground(env, document);
  if (!background) return null;
  return renderer.render({ layers: document.layers, background, ...options });
}

/**
 * Saves an edit: renders the full-size JPEG, writes it over the thumbnail's, stores the document and
 * the next revision, drops the cached copies and tells the user's open pages. False when the
 * background is gone.
 */
export async function saveEdit(
  env: Pick<Env, "DB" | "MEDIA" | "USER_LIVE">,
  renderer: DocumentRenderer,
  userId: string,
  thumbnail: OwnedThumbnail,
  document: ThumbnailDocument,
): Promise<boolean> {
  const jpeg = await renderEdited(env, renderer, document);
  if (!jpeg) return false;
  await env.MEDIA.put(thumbnail.imageUrl, jpeg, { httpMetadata: { contentType: "image/jpeg" } });
  await createDb(env.DB)
    .update(thumbnails)
    .set({ document, revision: thumbnail.revision + 1 })
    .where(and(eq(thumbnails.id, thumbnail.id), eq(thumbnails.userId, userId)));
  const derived = await env.MEDIA.list({ prefix: derivedObjectPrefix(thumbnail.id) });
  if (derived.objects.length > 0) await env.MEDIA.delete(derived.objects.map((object) => object.key));
  await notifyLive(env, userLiveChannel(userId), { type: "revalidate", reason: "thumbnails" });
  return true;
}
