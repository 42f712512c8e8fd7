/**
 * The YouTube data behind a trend analysis (issue 9, "grounded"): the niche's most-viewed videos of
 * the last 6 months and each named competitor's latest uploads, with views, dates, thumbnails and
 * outlier scores (views ÷ the median of the group they came in: the niche search, or that
 * channel's uploads). Partial data is kept: a competitor that isn't found is noted and skipped; a
 * bad key or a spent quota stops the fetching with what was gathered so far.
 */
import { parseChannelRef } from "~/core/youtube/channel-ref";
import { videoImageOf } from "~/core/youtube/video-images";
import { outlierScores, YoutubeApiError, type VideoSummary } from "~/core/youtube/youtube-api.server";
import type { YoutubeAccess } from "~/core/youtube/youtube-key.server";
import type {
  TrendCompetitor,
  TrendDataStatus,
  TrendInputs,
  TrendVideo,
} from "~/features/trends/trend-types";

/** How far back the niche search looks, and how much each part contributes. */
const nicheWindowDays = 180;
const nicheVideos = 12;
const competitorUploads = 20;
const competitorVideosKept = 4;

export interface TrendData {
  videos: TrendVideo[];
  competitors: TrendCompetitor[];
  dataStatus: TrendDataStatus;
}

function scored(videos: VideoSummary[], source: TrendVideo["source"]): TrendVideo[] {
  const scores = outlierScores(videos);
  return videos.flatMap((video, index) =>
    videoImageOf(video.thumbnail) ? [{ ...video, outlier: scores[index] ?? 0, source }] : [],
  );
}

export async function gatherTrendData(
  access: YoutubeAccess | null,
  inputs: TrendInputs,
  now: Date,
): Promise<TrendData> {
  const competitors: TrendCompetitor[] = inputs.competitors.map((input) => ({
    input,
    title: null,
    found: false,
  }));
  if (!access) return { videos: [], competitors, dataStatus: "no_key" };
  const videos: TrendVideo[] = [];
  try {
    const publishedAfter = new Date(now.getTime() - nicheWindowDays * 24 * 60 * 60 * 1000);
    videos.push(
      ...scored(await access.api.searchVideos(inputs.niche, { max: nicheVideos, publishedAfter }), "niche"),
    );
    for (const competitor of competitors) {
      const ref = parseChannelRef(competitor.input);
      if (!ref) continue;
      try {
        const channel = await access.api.resolveChannel(ref);
        competitor.title = channel.title;
        competitor.channelId = channel.id;
        competitor.found = true;
        const uploads = scored(await access.api.channelUploads(channel.id, competitorUploads), "competitor");
        videos.push(...uploads.sort((a, b) => b.outlier - a.outlier).slice(0, competitorVideosKept));
      } catch (error) {
        if (!(error instanceof YoutubeApiError) || error.code !== "not_found") throw error;
      }
    }
  } catch (error) {
    if (!(error instanceof YoutubeApiError)) throw error;
    return { videos: dedupe(videos), competitors, dataStatus: error.code };
  }
  return { videos: dedupe(videos), competitors, dataStatus: "ok" };
}

/** A competitor's video that also came up in the niche search is listed once (as the competitor's). */
function dedupe(videos: TrendVideo[]) {
  const byId = new Map<string, TrendVideo>();
  for (const video of videos) byId.set(video.videoId, video);
  return [...byId.values()];
}
