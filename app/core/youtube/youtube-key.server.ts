/**
 * Which YouTube Data API key a request uses (docs/product.md, Settings): the creator's
 * own, saved encrypted in settings, else the server's `YOUTUBE_API_KEY`, else none (the pages then
 * explain how to add one). The key never leaves the server. This module owns how the creator's key
 * is sealed and opened; the settings feature stores what it returns.
 */
import { eq } from "drizzle-orm";
import { getConfig } from "~/core/env.server";
import { openSecret, sealSecret } from "~/core/security/secret-box.server";
import { createDb } from "~/core/db/client.server";
import { profiles } from "~/core/db/schema";
import { createYoutubeApi, YoutubeApiError, type YoutubeApi } from "~/core/youtube/youtube-api.server";

const youtubeKeyPurpose = "youtube-api-key";

/** The creator's key sealed for the profile's `youtube_api_key` column (null clears it). */
export async function sealYoutubeApiKey(env: Env, apiKey: string | null) {
  return apiKey === null ? null : sealSecret(apiKey, getConfig(env).PASSWORD_PEPPER, youtubeKeyPurpose);
}

/** The user's own YouTube key in clear, for server-side calls only (channel analysis). */
export async function readYoutubeApiKey(env: Env, sealed: string | null) {
  return sealed ? openSecret(sealed, getConfig(env).PASSWORD_PEPPER, youtubeKeyPurpose) : null;
}

export interface YoutubeAccess {
  api: YoutubeApi;
  /** Whose key: the creator's own or the server's. */
  keySource: "user" | "server";
}

export async function youtubeAccessFor(env: Env, userId: string): Promise<YoutubeAccess | null> {
  const config = getConfig(env);
  const profile = await createDb(env.DB)
    .select({ sealed: profiles.youtubeApiKey })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  const own = await readYoutubeApiKey(env, profile?.sealed ?? null).catch(() => null);
  const apiKey = own ?? config.YOUTUBE_API_KEY;
  if (!apiKey) return null;
  return {
    api: createYoutubeApi({ apiKey, baseUrl: config.YOUTUBE_API_BASE_URL }),
    keySource: own ? "user" : "server",
  };
}

/** What YouTube said of a key the creator is saving. */
export type YoutubeKeyCheck = "accepted" | "refused" | "unchecked";

/**
 * Asks YouTube whether it takes the key before settings save it (issue 29), with its cheapest call
 * (1 unit of the key's own quota). A key whose day's quota is spent is a real key and is accepted;
 * a key YouTube refuses (wrong, expired, restricted, the API not enabled) is refused; no answer
 * (the network, a YouTube outage) leaves it unchecked, and settings do not save an unchecked key.
 */
export async function checkYoutubeApiKey(env: Env, apiKey: string): Promise<YoutubeKeyCheck> {
  try {
    await createYoutubeApi({ apiKey, baseUrl: getConfig(env).YOUTUBE_API_BASE_URL }).checkKey();
    return "accepted";
  } catch (error) {
    if (error instanceof YoutubeApiError && error.code === "invalid_key") return "refused";
    if (error instanceof YoutubeApiError && error.code === "quota_exceeded") return "accepted";
    console.warn(
      "settings: the YouTube key could not be checked",
      error instanceof Error ? error.message : error,
    );
    return "unchecked";
  }
}
