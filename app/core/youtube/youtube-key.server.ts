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
import { createYoutubeApi, type YoutubeApi } from "~/core/youtube/youtube-api.server";

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
