/**
 * Which YouTube Data API key a request uses (ARCHITECTURE.md, "External services"): the creator's
 * own, saved encrypted in settings, else the server's `YOUTUBE_API_KEY`, else none (the pages then
 * explain how to add one). The key never leaves the server.
 */
import { eq } from "drizzle-orm";
import { getConfig } from "~/core/env.server";
import { readYoutubeApiKey } from "~/features/settings/profile.server";
import { createDb } from "~/core/db/client.server";
import { profiles } from "~/core/db/schema";
import { createYoutubeApi, type YoutubeApi } from "~/core/youtube/youtube-api.server";

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
