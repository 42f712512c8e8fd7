import { and, eq, inArray } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { thumbnails } from "~/core/db/schema";
import { watermarked } from "~/core/usage/current-usage.server";
import { downloadableJpeg } from "~/core/thumbnails/image-delivery.server";
import { downloadFileName } from "~/core/thumbnails/image-urls";
import type { ImageTools } from "~/engines/media/image-tools";
import { zipFiles } from "~/engines/media/zip";

/**
 * The export pack of the quick generator (docs/product.md, Quick generator): the creator's chosen
 * thumbnails, in the order chosen, as 1280×720 JPEGs in one .zip for YouTube's Test & Compare,
 * watermarked on plans with the watermark like every download.
 */
export async function findPackThumbnails(d1: D1Database, userId: string, ids: string[]) {
  const db = createDb(d1);
  const [rows, withWatermark] = await Promise.all([
    db
      .select({
        id: thumbnails.id,
        title: thumbnails.title,
        imageUrl: thumbnails.imageUrl,
        revision: thumbnails.revision,
      })
      .from(thumbnails)
      .where(and(eq(thumbnails.userId, userId), inArray(thumbnails.id, ids))),
    watermarked(db, userId),
  ]);
  // Someone else's id is treated like an unknown one: not found, and nothing is read.
  if (rows.length !== ids.length) return null;
  return {
    thumbnails: ids.map((id) => rows.find((row) => row.id === id)!),
    watermarked: withWatermark,
  };
}

type PackThumbnails = NonNullable<Awaited<ReturnType<typeof findPackThumbnails>>>;

/** The .zip of the pack, or null when an image is missing from storage (a storage error throws). */
export async function zipPack(env: Env, tools: ImageTools, pack: PackThumbnails): Promise<Uint8Array | null> {
  const files = [];
  for (const [i, row] of pack.thumbnails.entries()) {
    const jpeg = await downloadableJpeg(env, tools, row, pack.watermarked);
    if (!jpeg) return null;
    // Named as a single download is, numbered.
    files.push({ name: downloadFileName(row.title, `-${i + 1}`).utf8, bytes: jpeg });
  }
  return zipFiles(files);
}
