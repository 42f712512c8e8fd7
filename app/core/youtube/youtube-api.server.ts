/**
 * A small YouTube Data API v3 client for channel and trend analysis, over plain `fetch` (it runs
 * in the Worker as it is). It finds a channel from whatever the creator pasted (./channel-ref.ts),
 * lists a channel's latest uploads and searches a niche's most-viewed videos, each as a
 * `VideoSummary` with its views and best thumbnail; `outlierScores` says which ones beat the rest.
 *
 * The key is the creator's own, with a daily quota (10,000 units): every call here is a list call
 * (1 unit) except search (100 units), so a channel's 50 latest uploads cost 3 units and a niche
 * search 101. Failures come out as a `YoutubeApiError` with a code the UI can explain (bad key,
 * quota spent, nothing found, YouTube unreachable); the key is in every request's query string
 * but never in an error message, and nothing here logs.
 */
import { median } from "~/engines/media/median";
import type { ChannelRef } from "~/core/youtube/channel-ref";

export const YOUTUBE_API_BASE_URL = "https://www.googleapis.com/youtube/v3";
/** Per request: list calls answer in well under a second; ten means YouTube is in trouble. */
export const YOUTUBE_TIMEOUT_MS = 10_000;
/** The most the API returns per page, and the most ids videos.list takes at once. */
const PAGE_SIZE = 50;
/** Uploads beyond this aren't worth the quota (20 requests). */
export const MAX_UPLOADS = 500;
/** Search costs 100 units a page, so it stays on one page. */
export const MAX_SEARCH_RESULTS = 50;

export type YoutubeErrorCode = "invalid_key" | "quota_exceeded" | "not_found" | "unavailable";

export class YoutubeApiError extends Error {
  override name = "YoutubeApiError";
  constructor(
    readonly code: YoutubeErrorCode,
    message: string,
    /** The HTTP status, when YouTube answered. */
    readonly status?: number,
    /** YouTube's `error.errors[0].reason`, when it gave one. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export interface YoutubeApiOptions {
  /** The creator's API key. */
  apiKey: string;
  /** e.g. a local fake in tests; defaults to YouTube's API. */
  baseUrl?: string;
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

export interface YoutubeChannel {
  id: string;
  title: string;
  /** Without the @; null for channels without a handle. */
  handle: string | null;
  /** The largest avatar YouTube lists, or null when it lists none. */
  thumbnail: string | null;
}

export interface VideoSummary {
  videoId: string;
  title: string;
  /** ISO 8601, as YouTube gives it. */
  publishedAt: string;
  views: number;
  /** The largest thumbnail available (maxres > standard > high > medium > default). */
  thumbnail: string;
  channelId: string;
  channelTitle: string;
}

export interface SearchVideosOptions {
  /** How many videos (default 25, at most 50). */
  max?: number;
  /** Only videos published after this moment. */
  publishedAfter?: Date | string;
}

export interface YoutubeApi {
  resolveChannel(ref: ChannelRef): Promise<YoutubeChannel>;
  /** The channel's latest `max` uploads (default 50, at most 500), newest first. */
  channelUploads(channelId: string, max?: number): Promise<VideoSummary[]>;
  /** The most-viewed videos for `query`, most views first. */
  searchVideos(query: string, options?: SearchVideosOptions): Promise<VideoSummary[]>;
  /** Whether YouTube takes the key: its cheapest call (i18nLanguages.list, 1 unit), throwing as any. */
  checkKey(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Response shapes (only the fields read here)
// ---------------------------------------------------------------------------------------------

interface Thumbnail {
  url?: string;
}

type Thumbnails = Partial<Record<"default" | "medium" | "high" | "standard" | "maxres", Thumbnail>>;

interface ListResponse<Item> {
  items?: Item[];
  nextPageToken?: string;
}

interface ChannelItem {
  id: string;
  snippet?: { title?: string; customUrl?: string; thumbnails?: Thumbnails };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
}

interface VideoItem {
  id: string;
  snippet?: {
    title?: string;
    publishedAt?: string;
    channelId?: string;
    channelTitle?: string;
    thumbnails?: Thumbnails;
  };
  statistics?: { viewCount?: string };
}

interface PlaylistItem {
  contentDetails?: { videoId?: string };
}

interface SearchItem {
  id?: { kind?: string; videoId?: string; channelId?: string };
  snippet?: { channelId?: string };
}

interface ErrorBody {
  error?: {
    code?: number;
    message?: string;
    errors?: { reason?: string; message?: string }[];
    details?: { reason?: string }[];
  };
}

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

const thumbnailOrder = ["maxres", "standard", "high", "medium", "default"] as const;

/** The URL of the largest thumbnail listed, or null. */
export function bestThumbnail(thumbnails: Thumbnails | undefined): string | null {
  for (const size of thumbnailOrder) {
    const url = thumbnails?.[size]?.url;
    if (url) return url;
  }
  return null;
}

/**
 * How far each video beats the set: its views over the median views, rounded to 0.1, in the
 * videos' order (0 for all when the median is 0). 1 is a typical video; 5 did five times as well.
 */
export function outlierScores(videos: readonly { views: number }[]): number[] {
  const typical = median(videos.map((video) => video.views));
  return videos.map((video) => (typical > 0 ? Math.round((video.views / typical) * 10) / 10 : 0));
}

const quotaReasons = new Set([
  "quotaExceeded",
  "dailyLimitExceeded",
  "rateLimitExceeded",
  "userRateLimitExceeded",
]);
/** The key can't be used: wrong, expired, restricted to other sites, or the API isn't enabled. */
const keyReasons = new Set(["keyInvalid", "keyExpired", "accessNotConfigured", "ipRefererBlocked"]);
const notFoundReasons = new Set(["notFound", "channelNotFound", "videoNotFound", "playlistNotFound"]);

/** Maps an error answer to a code, from YouTube's reason first and the status after. */
export function errorCodeFor(status: number, body: unknown): { code: YoutubeErrorCode; reason?: string } {
  const error = (body as ErrorBody | null)?.error;
  const reason = error?.errors?.[0]?.reason;
  const message = error?.message ?? error?.errors?.[0]?.message ?? "";
  if (
    (reason && keyReasons.has(reason)) ||
    (reason === "badRequest" && /API key not valid/i.test(message)) ||
    // No key at all ("The request is missing a valid API key.").
    (reason === "forbidden" && /API key/i.test(message)) ||
    error?.details?.some((detail) => detail.reason === "API_KEY_INVALID")
  )
    return { code: "invalid_key", reason };
  if ((reason && quotaReasons.has(reason)) || status === 429) return { code: "quota_exceeded", reason };
  if ((reason && notFoundReasons.has(reason)) || status === 404) return { code: "not_found", reason };
  return { code: "unavailable", reason };
}

const errorMessages: Record<YoutubeErrorCode, string> = {
  invalid_key: "YouTube refused the API key",
  quota_exceeded: "The YouTube API key has used up its quota",
  not_found: "YouTube found nothing",
  unavailable: "YouTube's API is unavailable",
};

// ---------------------------------------------------------------------------------------------
// The client
// ---------------------------------------------------------------------------------------------

export function createYoutubeApi(options: YoutubeApiOptions): YoutubeApi {
  const apiKey = options.apiKey;
  const baseUrl = (options.baseUrl || YOUTUBE_API_BASE_URL).replace(/\/+$/, "");
  // Called unbound: the Workers runtime refuses `fetch` called as a method of another object.
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  /** Text that may have passed near the key (an error from `fetch`, YouTube's own message). */
  const redact = (text: string) =>
    apiKey ? text.split(apiKey).join("[key]").split(encodeURIComponent(apiKey)).join("[key]") : text;

  async function get<T>(resource: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${baseUrl}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("key", apiKey);
    const what = `${resource}.list`;
    if (!apiKey.trim())
      throw new YoutubeApiError("invalid_key", `${errorMessages.invalid_key} (it is empty)`);

    let response: Response;
    try {
      response = await fetchImpl(url.toString(), {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(YOUTUBE_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      const detail = timedOut
        ? `no answer within ${YOUTUBE_TIMEOUT_MS / 1000} s`
        : redact(error instanceof Error ? `${error.message}${cause}` : String(error));
      throw new YoutubeApiError("unavailable", `${errorMessages.unavailable} (${what}: ${detail})`);
    }

    const text = await response.text().catch(() => "");
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const { code, reason } = errorCodeFor(response.status, body);
      const said = (body as ErrorBody | null)?.error?.message;
      const detail = [`${what}: HTTP ${response.status}`, reason, said && redact(said)].filter(Boolean);
      throw new YoutubeApiError(
        code,
        `${errorMessages[code]} (${detail.join(", ")})`,
        response.status,
        reason,
      );
    }
    if (body === null || typeof body !== "object")
      throw new YoutubeApiError(
        "unavailable",
        `${errorMessages.unavailable} (${what}: the answer wasn't JSON)`,
        response.status,
      );
    return body as T;
  }

  const channelParts = { part: "snippet,contentDetails" };

  async function firstChannel(params: Record<string, string>, asked: string): Promise<ChannelItem> {
    const response = await get<ListResponse<ChannelItem>>("channels", { ...channelParts, ...params });
    const channel = response.items?.[0];
    if (!channel) throw new YoutubeApiError("not_found", `No YouTube channel for ${asked}`);
    return channel;
  }

  async function channelFor(ref: ChannelRef): Promise<ChannelItem> {
    switch (ref.kind) {
      case "handle":
        return firstChannel({ forHandle: `@${ref.handle}` }, `@${ref.handle}`);
      case "id":
        return firstChannel({ id: ref.id }, ref.id);
      case "user":
        return firstChannel({ forUsername: ref.name }, `the user ${ref.name}`);
      case "custom": {
        const found = await get<ListResponse<SearchItem>>("search", {
          part: "snippet",
          type: "channel",
          q: ref.name,
          maxResults: "1",
        });
        const hit = found.items?.[0];
        const id = hit?.id?.channelId ?? hit?.snippet?.channelId;
        if (!id) throw new YoutubeApiError("not_found", `No YouTube channel for ${ref.name}`);
        return firstChannel({ id }, ref.name);
      }
      case "video": {
        const videos = await get<ListResponse<VideoItem>>("videos", { part: "snippet", id: ref.id });
        const id = videos.items?.[0]?.snippet?.channelId;
        if (!id) throw new YoutubeApiError("not_found", `No YouTube video ${ref.id}`);
        return firstChannel({ id }, `the video ${ref.id}`);
      }
    }
  }

  /** videos.list in batches of 50, skipping ids YouTube no longer lists (deleted, private). */
  async function summaries(ids: string[]): Promise<VideoSummary[]> {
    const unique = [...new Set(ids)];
    const batches: string[][] = [];
    for (let start = 0; start < unique.length; start += PAGE_SIZE)
      batches.push(unique.slice(start, start + PAGE_SIZE));
    const answers = await Promise.all(
      batches.map((batch) =>
        get<ListResponse<VideoItem>>("videos", {
          part: "snippet,statistics",
          id: batch.join(","),
        }),
      ),
    );
    return answers.flatMap((answer) =>
      (answer.items ?? []).map((video) => ({
        videoId: video.id,
        title: video.snippet?.title ?? "",
        publishedAt: video.snippet?.publishedAt ?? "",
        views: Number(video.statistics?.viewCount ?? 0) || 0,
        thumbnail:
          bestThumbnail(video.snippet?.thumbnails) ?? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
        channelId: video.snippet?.channelId ?? "",
        channelTitle: video.snippet?.channelTitle ?? "",
      })),
    );
  }

  return {
    checkKey: () => get("i18nLanguages", { part: "snippet", hl: "pt" }).then(() => undefined),
    async resolveChannel(ref) {
      const channel = await channelFor(ref);
      const customUrl = channel.snippet?.customUrl;
      return {
        id: channel.id,
        title: channel.snippet?.title ?? "",
        handle: customUrl?.startsWith("@") ? customUrl.slice(1) : null,
        thumbnail: bestThumbnail(channel.snippet?.thumbnails),
      };
    },

    async channelUploads(channelId, max = PAGE_SIZE) {
      const limit = Math.min(Math.max(Math.floor(max), 0), MAX_UPLOADS);
      if (limit === 0) return [];
      const channel = await firstChannel({ part: "contentDetails", id: channelId }, channelId);
      const playlistId = channel.contentDetails?.relatedPlaylists?.uploads;
      if (!playlistId) return [];

      const ids: string[] = [];
      let pageToken: string | undefined;
      do {
        let page: ListResponse<PlaylistItem>;
        try {
          page = await get<ListResponse<PlaylistItem>>("playlistItems", {
            part: "contentDetails",
            playlistId,
            maxResults: String(Math.min(PAGE_SIZE, limit - ids.length)),
            ...(pageToken ? { pageToken } : {}),
          });
        } catch (error) {
          // A channel that never uploaded has an uploads playlist YouTube can't find.
          if (error instanceof YoutubeApiError && error.code === "not_found" && ids.length === 0) return [];
          throw error;
        }
        for (const item of page.items ?? []) {
          const id = item.contentDetails?.videoId;
          if (id && ids.length < limit) ids.push(id);
        }
        pageToken = page.nextPageToken;
      } while (pageToken && ids.length < limit);

      const videos = await summaries(ids);
      return videos.sort((a, b) => (Date.parse(b.publishedAt) || 0) - (Date.parse(a.publishedAt) || 0));
    },

    async searchVideos(query, { max = 25, publishedAfter } = {}) {
      const q = query.trim();
      const limit = Math.min(Math.max(Math.floor(max), 0), MAX_SEARCH_RESULTS);
      if (!q || limit === 0) return [];
      const after =
        publishedAfter === undefined
          ? undefined
          : typeof publishedAfter === "string"
            ? publishedAfter
            : publishedAfter.toISOString();
      const found = await get<ListResponse<SearchItem>>("search", {
        part: "snippet",
        type: "video",
        order: "viewCount",
        q,
        maxResults: String(limit),
        ...(after ? { publishedAfter: after } : {}),
      });
      const ids = (found.items ?? []).flatMap((item) => (item.id?.videoId ? [item.id.videoId] : []));
      if (ids.length === 0) return [];
      const videos = await summaries(ids);
      return videos.sort((a, b) => b.views - a.views);
    },
  };
}
