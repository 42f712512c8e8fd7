/**
 * Retention of uploaded originals (issue 24, finding 5b): what creators upload to be worked on —
 * the compressor's originals and results, the upscaler's sources and results, reference pictures,
 * video frames — is kept 7 days, or less when the creator deletes what holds it (a conversation
 * takes its references along). Past 7 days the cron of wrangler.toml removes it, except what a row
 * still uses (`keysInUse`: a chat message's reference that is still shown, a job still to run);
 * a thumbnail document's backgrounds live under their job's own prefix and are never swept.
 * Each run lists a bounded number of pages per prefix and carries on from there the next run, so
 * a big bucket is swept over several runs, never in one long one.
 */
import { folderPrefix, isVideoFrameKey, retentionCursorKey } from "~/core/storage/keys";
import { keysInUse } from "~/core/storage/keys-in-use.server";

export const uploadRetentionDays = 7;
const retentionMs = uploadRetentionDays * 24 * 60 * 60 * 1000;

/** The prefixes swept, and which keys under each are uploads (video frames only, under videos/). */
export const sweptUploads: readonly { prefix: string; matches: (key: string) => boolean }[] = [
  { prefix: folderPrefix("compress"), matches: () => true },
  { prefix: folderPrefix("upscale"), matches: () => true },
  { prefix: folderPrefix("references"), matches: () => true },
  { prefix: folderPrefix("videos"), matches: isVideoFrameKey },
];

export interface SweepOptions {
  /** The time the ages are measured from (the tests move it forward). */
  now?: number;
  /** Listing pages (of `pageSize` objects) read per prefix per run. */
  pagesPerRun?: number;
  pageSize?: number;
}

/** Removes the uploads older than the retention that no row uses; how many went. */
export async function sweepUploads(
  env: Pick<Env, "MEDIA" | "DB">,
  { now = Date.now(), pagesPerRun = 5, pageSize = 500 }: SweepOptions = {},
): Promise<number> {
  let deleted = 0;
  for (const { prefix, matches } of sweptUploads) {
    const saved = await env.MEDIA.get(retentionCursorKey(prefix));
    let cursor: string | undefined = saved ? (await saved.text()) || undefined : undefined;
    for (let page = 0; page < pagesPerRun; page += 1) {
      const listed = await env.MEDIA.list({ prefix, cursor, limit: pageSize });
      const old = listed.objects
        .filter((object) => matches(object.key) && now - object.uploaded.getTime() > retentionMs)
        .map((object) => object.key);
      const used = old.length > 0 ? await keysInUse(env.DB, old) : new Set<string>();
      const expired = old.filter((key) => !used.has(key));
      if (expired.length > 0) await env.MEDIA.delete(expired);
      deleted += expired.length;
      cursor = listed.truncated ? listed.cursor : undefined;
      if (!cursor) break;
    }
    if (cursor) await env.MEDIA.put(retentionCursorKey(prefix), cursor);
    else if (saved) await env.MEDIA.delete(retentionCursorKey(prefix));
  }
  return deleted;
}
