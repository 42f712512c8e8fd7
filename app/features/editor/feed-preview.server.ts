import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";

/** How many of the creator's other thumbnails stand around theirs in the feed preview. */
const neighbours = 5;

/** The creator's newest other thumbnails, to fill the feed preview around the one being previewed. */
export function listNeighbourThumbnails(db: Database, userId: string, thumbnailId: string) {
  return db
    .select({ id: thumbnails.id, title: thumbnails.title, revision: thumbnails.revision })
    .from(thumbnails)
    .where(and(eq(thumbnails.userId, userId), ne(thumbnails.id, thumbnailId)))
    .orderBy(desc(thumbnails.createdAt))
    .limit(neighbours);
}

/** A stable pseudo-random number from an id: the mock feed's durations, views and ages. */
function seeded(id: string, salt: number) {
  let h = 2166136261 ^ salt;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

function duration(id: string) {
  const seconds = 120 + Math.floor(seeded(id, 1) * 1500);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** One video of the mock feed: its figures (duration, views, age) are made up, but the same each time. */
export function feedVideo(id: string, title: string, src: string, yours: boolean) {
  return {
    id,
    title,
    src,
    yours,
    duration: duration(id),
    views: 1 + Math.floor(seeded(id, 2) * 900),
    days: 1 + Math.floor(seeded(id, 3) * 27),
  };
}
