/**
 * What a channel search is and gives back (docs/product.md, Channel analysis, with views
 * and outlier scores), shared by the server module and the page.
 */
import type { YoutubeProblem } from "~/core/youtube/youtube-messages";

/**
 * The latest 50 uploads (docs/product.md, Channel analysis); the history keeps the latest 10
 * channels.
 */
export const channelUploadsShown = 50;
export const channelHistoryLimit = 10;
/** A pasted address longer than this is not one. */
export const channelInputMaxLength = 500;

/** A field problem ("required", "invalid_url") or why YouTube could not answer. */
export type ChannelSearchError = "required" | "invalid_url" | YoutubeProblem;

export interface ChannelThumbnail {
  videoId: string;
  title: string;
  views: number;
  /** Views ÷ the median views of the channel's listed uploads. */
  outlier: number;
  publishedAt: string;
  /** 320×180, light enough for a grid on a phone. */
  image: string;
}

export interface ChannelSearch {
  channel: { id: string; title: string; handle: string | null };
  thumbnails: ChannelThumbnail[];
}
