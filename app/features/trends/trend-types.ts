/**
 * The shapes trend analysis passes around (docs/product.md, Trend analysis, grounded in YouTube
 * data as issue 9 asks): what the creator typed, the videos fetched for the niche and the named
 * competitors, and the analyst that writes the markdown answer (OpenAI, Workers AI, or the offline default).
 */
import type { AiProviderName } from "~/core/ai/ai-provider-choice";
import type { YoutubeErrorCode } from "~/core/youtube/youtube-api.server";

export type TrendLanguage = "pt" | "en";

/** The form, trimmed: goals and competitors one per line (empty lines dropped). */
export interface TrendInputs {
  niche: string;
  targetAudience: string;
  contentType: string;
  goals: string[];
  /** As typed, e.g. "@canal" or a channel address. */
  competitors: string[];
}

/** One fetched video, as the "what works now" grid and the analyst see it. */
export interface TrendVideo {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  /** ISO 8601. */
  publishedAt: string;
  views: number;
  /** The largest thumbnail YouTube lists (an i.ytimg.com address). */
  thumbnail: string;
  /** Views ÷ the median views of the videos it is compared with (its channel's uploads, or the niche search). */
  outlier: number;
  source: "niche" | "competitor";
}

/** A competitor line and what became of it. */
export interface TrendCompetitor {
  /** The line as typed. */
  input: string;
  /** The channel's name when it was found. */
  title: string | null;
  /** YouTube's id of the channel when it was found (its videos carry the same). */
  channelId?: string | null;
  found: boolean;
}

/**
 * Whether YouTube data backs the analysis: "ok"; "no_key" (neither the creator nor the server has
 * a key); or the error that stopped the fetch.
 */
export type TrendDataStatus = "ok" | "no_key" | YoutubeErrorCode;

export interface TrendAnalysisInput {
  inputs: TrendInputs;
  videos: TrendVideo[];
  competitors: TrendCompetitor[];
  dataStatus: TrendDataStatus;
  language: TrendLanguage;
  /** When the analysis is made (dates in the text are relative to it). */
  now: Date;
}

export interface TrendAnalyst {
  readonly name: AiProviderName;
  /** The analysis as markdown. Throws when the provider fails (nothing is charged then). */
  analyze(input: TrendAnalysisInput, signal?: AbortSignal): Promise<string>;
}
