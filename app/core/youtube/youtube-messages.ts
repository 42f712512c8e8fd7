/**
 * What a page tells the creator when YouTube data could not be had: one translation per reason,
 * shared by channel and trend analysis (every reason links to Configurações › YouTube).
 */
import type { YoutubeErrorCode } from "~/core/youtube/youtube-api.server";

export type YoutubeProblem = "no_key" | YoutubeErrorCode;

export const youtubeSettingsPath = "/configuracoes/youtube";

export function youtubeProblemKey(problem: YoutubeProblem, keySource: "user" | "server" | null) {
  switch (problem) {
    case "no_key":
      return "youtube.noKey" as const;
    case "invalid_key":
      return keySource === "server" ? ("youtube.invalidServerKey" as const) : ("youtube.invalidKey" as const);
    case "quota_exceeded":
      return "youtube.quotaExceeded" as const;
    case "not_found":
      return "youtube.notFound" as const;
    case "unavailable":
      return "youtube.unavailable" as const;
  }
}

/** Whether the fix is in settings (a key to add or change), so the message links there. */
export const fixedInSettings = (problem: YoutubeProblem) =>
  problem === "no_key" || problem === "invalid_key" || problem === "quota_exceeded";
