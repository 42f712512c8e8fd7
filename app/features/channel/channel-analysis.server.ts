/**
 * Channel analysis (docs/product.md, Channel analysis): what the creator pasted → the channel → its
 * latest 50 uploads with their thumbnails, views and outlier scores; the recently analysed
 * channels; and a picked thumbnail fetched by the server into the creator's references for the
 * Thumbnail Expert.
 */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { getConfig } from "~/core/env.server";
import { referenceImageMaxBytes } from "~/core/storage/reference-image-limits";
import { storeReferenceBytes, uploadedReferenceName } from "~/features/expert/reference-images.server";
import { parseChannelRef } from "~/core/youtube/channel-ref";
import { videoImageOf, videoImageUrl } from "~/core/youtube/video-images";
import { fetchVideoThumbnail } from "~/core/youtube/video-images.server";
import { outlierScores, YoutubeApiError } from "~/core/youtube/youtube-api.server";
import { youtubeAccessFor } from "~/core/youtube/youtube-key.server";
import { createDb, type Database } from "~/core/db/client.server";
import {
  channelHistoryLimit,
  channelInputMaxLength,
  channelUploadsShown,
  type ChannelSearch,
  type ChannelSearchError,
} from "~/features/channel/channel-search";
import { channelAnalysisHistory } from "~/core/db/schema";

export type { ChannelSearch, ChannelSearchError, ChannelThumbnail } from "~/features/channel/channel-search";

export type ChannelSearchOutcome =
  | { ok: true; search: ChannelSearch }
  | { ok: false; error: ChannelSearchError; keySource: "user" | "server" | null };

export async function searchChannel(env: Env, userId: string, input: string): Promise<ChannelSearchOutcome> {
  const text = input.trim();
  if (!text) return { ok: false, error: "required", keySource: null };
  const ref = text.length <= channelInputMaxLength ? parseChannelRef(text) : null;
  if (!ref) return { ok: false, error: "invalid_url", keySource: null };
  const access = await youtubeAccessFor(env, userId);
  if (!access) return { ok: false, error: "no_key", keySource: null };
  const imageBase = getConfig(env).YOUTUBE_IMAGE_BASE_URL;
  try {
    const channel = await access.api.resolveChannel(ref);
    const uploads = await access.api.channelUploads(channel.id, channelUploadsShown);
    const scores = outlierScores(uploads);
    const thumbnails = uploads.flatMap((video, index) => {
      if (!videoImageOf(video.thumbnail)) return [];
      return [
        {
          videoId: video.videoId,
          title: video.title,
          views: video.views,
          outlier: scores[index] ?? 0,
          publishedAt: video.publishedAt,
          image: videoImageUrl(imageBase, video.videoId, "mqdefault.jpg"),
        },
      ];
    });
    return {
      ok: true,
      search: { channel: { id: channel.id, title: channel.title, handle: channel.handle }, thumbnails },
    };
  } catch (error) {
    if (!(error instanceof YoutubeApiError)) throw error;
    return { ok: false, error: error.code, keySource: access.keySource };
  }
}

/** Whether the creator can search at all (their key or the server's). */
export async function hasYoutubeAccess(env: Env, userId: string) {
  return (await youtubeAccessFor(env, userId)) !== null;
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

export function listChannelHistory(db: Database, userId: string) {
  return db
    .select({
      id: channelAnalysisHistory.id,
      channelUrl: channelAnalysisHistory.channelUrl,
      channelName: channelAnalysisHistory.channelName,
      thumbnailCount: channelAnalysisHistory.thumbnailCount,
      createdAt: channelAnalysisHistory.createdAt,
    })
    .from(channelAnalysisHistory)
    .where(eq(channelAnalysisHistory.userId, userId))
    .orderBy(desc(channelAnalysisHistory.createdAt))
    .limit(channelHistoryLimit);
}

/**
 * Records a search that found thumbnails (docs/product.md, Channel analysis: only then). The same
 * channel again moves its entry to the top with the new count instead of adding a second one;
 * beyond the latest 10, older entries are dropped.
 */
export async function recordChannelSearch(
  env: Pick<Env, "DB">,
  userId: string,
  entry: { channelUrl: string; channelId: string; channelName: string; thumbnailCount: number },
  now = Date.now(),
) {
  if (entry.thumbnailCount <= 0) return;
  const db = createDb(env.DB);
  const history = channelAnalysisHistory;
  await db.batch([
    db
      .insert(history)
      .values({
        id: crypto.randomUUID(),
        userId,
        channelUrl: entry.channelUrl.slice(0, channelInputMaxLength),
        channelName: entry.channelName,
        thumbnailCount: entry.thumbnailCount,
        channelId: entry.channelId,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [history.userId, history.channelId],
        set: {
          channelUrl: sql`excluded.channel_url`,
          channelName: sql`excluded.channel_name`,
          thumbnailCount: sql`excluded.thumbnail_count`,
          createdAt: sql`excluded.created_at`,
        },
      }),
    db
      .delete(history)
      .where(
        and(
          eq(history.userId, userId),
          notInArray(
            history.id,
            db
              .select({ id: history.id })
              .from(history)
              .where(eq(history.userId, userId))
              .orderBy(desc(history.createdAt))
              .limit(channelHistoryLimit),
          ),
        ),
      ),
  ]);
}

/** Deletes one of the creator's entries; false when there is no such entry of theirs. */
export async function deleteChannelHistory(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(channelAnalysisHistory)
    .where(and(eq(channelAnalysisHistory.id, id), eq(channelAnalysisHistory.userId, userId)))
    .returning({ id: channelAnalysisHistory.id });
  return deleted.length > 0;
}

// ---------------------------------------------------------------------------------------------
// A thumbnail for the expert
// ---------------------------------------------------------------------------------------------

/**
 * Fetches the video's thumbnail (largest size first) from YouTube's image host and stores it as one
 * of the creator's references; the name to open the expert with, or null when it can't be had.
 */
export async function storeChannelThumbnail(env: Env, userId: string, videoId: string) {
  const bytes = await fetchVideoThumbnail(getConfig(env).YOUTUBE_IMAGE_BASE_URL, videoId, {
    maxBytes: referenceImageMaxBytes,
  });
  if (!bytes) return null;
  const stored = await storeReferenceBytes(env, userId, bytes);
  return stored.ok ? uploadedReferenceName(userId, stored.key) : null;
}
