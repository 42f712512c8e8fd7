import { and, count, desc, eq, sql } from "drizzle-orm";
import { userLiveChannel } from "~/core/live/events";
import { notifyLive } from "~/core/live/notify.server";
import { createDb, type Database } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import { backgroundsPrefix, derivedObjectPrefix, thumbnailObjectKey } from "~/core/storage/keys";

/**
 * The user's thumbnails: rows in D1, JPEGs in R2. Every insert and delete tells the user's UserLive
 * object, so their open dashboards revalidate (from any tab, action or job).
 */

export const thumbnailsPageSize = 12;

export interface NewThumbnail {
  id: string;
  title: string;
  niche: string | null;
  jpeg: Uint8Array;
  /** The job that made it and which of its images this is: a redelivered job inserts nothing twice. */
  jobId?: string;
  variant?: number;
  /** The layer document the JPEG was rendered from (app/engines/render/thumbnail-document.ts). */
  document?: unknown;
}

/** Stores the JPEGs, then the rows (once per job variant), then tells the user's open pages. */
export async function saveThumbnails(
  env: Pick<Env, "DB" | "MEDIA" | "USER_LIVE">,
  userId: string,
  items: NewThumbnail[],
) {
  if (items.length === 0) return 0;
  await Promise.all(
    items.map((item) =>
      env.MEDIA.put(thumbnailObjectKey(userId, item.id), item.jpeg, {
        httpMetadata: { contentType: "image/jpeg" },
      }),
    ),
  );
  const inserted = await createDb(env.DB)
    .insert(thumbnails)
    .values(
      items.map((item) => ({
        id: item.id,
        userId,
        title: item.title,
        niche: item.niche,
        imageUrl: thumbnailObjectKey(userId, item.id),
        jobId: item.jobId ?? null,
        variant: item.variant ?? null,
        document: item.document ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: thumbnails.id });
  // A redelivered job wrote its JPEGs again under ids that were not inserted: remove those.
  const kept = new Set(inserted.map((row) => row.id));
  const orphans = items
    .filter((item) => !kept.has(item.id))
    .map((item) => thumbnailObjectKey(userId, item.id));
  if (orphans.length > 0) await env.MEDIA.delete(orphans);
  if (inserted.length > 0)
    await notifyLive(env, userLiveChannel(userId), { type: "revalidate", reason: "thumbnails" });
  return inserted.length;
}

/** One of the user's thumbnails, or null when the id is unknown or someone else's. */
export async function findOwnedThumbnail(db: Database, userId: string, thumbnailId: string) {
  const row = await db
    .select()
    .from(thumbnails)
    .where(and(eq(thumbnails.id, thumbnailId), eq(thumbnails.userId, userId)))
    .get();
  return row ?? null;
}

/** A page of the user's thumbnails, newest first, with the total. */
export async function listThumbnails(db: Database, userId: string, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: thumbnails.id,
        title: thumbnails.title,
        niche: thumbnails.niche,
        createdAt: thumbnails.createdAt,
        revision: thumbnails.revision,
        editable: sql<number>`${thumbnails.document} IS NOT NULL`,
      })
      .from(thumbnails)
      .where(eq(thumbnails.userId, userId))
      .orderBy(desc(thumbnails.createdAt), desc(thumbnails.id))
      .limit(thumbnailsPageSize)
      .offset((page - 1) * thumbnailsPageSize),
    db.select({ value: count() }).from(thumbnails).where(eq(thumbnails.userId, userId)),
  ]);
  const totalCount = total?.value ?? 0;
  return { rows, total: totalCount, pages: Math.max(1, Math.ceil(totalCount / thumbnailsPageSize)) };
}

/**
 * Deletes one of the user's thumbnails with its JPEG and every cached copy. Returns false when there
 * is no such thumbnail for this user (someone else's id changes nothing).
 */
export async function deleteThumbnail(
  env: Pick<Env, "DB" | "MEDIA" | "USER_LIVE">,
  userId: string,
  thumbnailId: string,
) {
  const deleted = await createDb(env.DB)
    .delete(thumbnails)
    .where(and(eq(thumbnails.id, thumbnailId), eq(thumbnails.userId, userId)))
    .returning({ imageUrl: thumbnails.imageUrl, jobId: thumbnails.jobId });
  const row = deleted[0];
  if (!row) return false;
  const derived = await env.MEDIA.list({ prefix: derivedObjectPrefix(thumbnailId) });
  await env.MEDIA.delete([row.imageUrl, ...derived.objects.map((object) => object.key)]);
  if (row.jobId) await removeUnusedBackgrounds(env, userId, row.jobId);
  await notifyLive(env, userLiveChannel(userId), { type: "revalidate", reason: "thumbnails" });
  return true;
}

/** A job's backgrounds go once none of its thumbnails is left to edit. */
async function removeUnusedBackgrounds(env: Pick<Env, "DB" | "MEDIA">, userId: string, jobId: string) {
  const [left] = await createDb(env.DB)
    .select({ value: count() })
    .from(thumbnails)
    .where(and(eq(thumbnails.jobId, jobId), eq(thumbnails.userId, userId)));
  if ((left?.value ?? 0) > 0) return;
  const objects = await env.MEDIA.list({ prefix: backgroundsPrefix(userId, jobId) });
  if (objects.objects.length > 0) await env.MEDIA.delete(objects.objects.map((object) => object.key));
}
