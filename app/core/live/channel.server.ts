import { createCookie } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { getConfig } from "~/core/env.server";
import { parseSignedCookie } from "~/core/http/signed-cookie.server";
import { liveChannelPattern, userLiveChannel } from "~/core/live/events";

/**
 * A page's live channel. A signed-in user's channel is "user:<id>", shared by all their tabs and
 * devices, and only their session opens it. A visitor (the status page's test job) gets a random
 * id in a signed cookie: an anonymous channel that never carries a user's data.
 */

function visitorCookie(request: Request, env: Env) {
  return createCookie("live_id", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    secrets: [getConfig(env).SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  });
}

export async function readLiveChannel(request: Request, env: Env): Promise<string | null> {
  const user = await getSessionUser(request, env);
  if (user) return userLiveChannel(user.id);
  const value = await parseSignedCookie(visitorCookie(request, env), request);
  const channel = typeof value === "string" ? `visitor:${value}` : null;
  return channel && liveChannelPattern.test(channel) ? channel : null;
}

/** The request's channel, creating a visitor id (and the Set-Cookie that keeps it) when missing. */
export async function ensureLiveChannel(
  request: Request,
  env: Env,
): Promise<{ channel: string; setCookie?: string }> {
  const existing = await readLiveChannel(request, env);
  if (existing) return { channel: existing };
  const id = crypto.randomUUID();
  return { channel: `visitor:${id}`, setCookie: await visitorCookie(request, env).serialize(id) };
}
