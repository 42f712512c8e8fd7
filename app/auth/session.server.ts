import { and, eq, gt } from "drizzle-orm";
import { createDb } from "../../db/client.server";
import { profiles, sessions, users } from "../../db/schema";

/**
 * The session cookie holds a random token (at least 128 bits); D1 stores only its SHA-256, so a
 * leaked database cannot be replayed as cookies. Creating sessions belongs to sign-in (accounts).
 */
export const sessionCookieName = "mn_session";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
}

export async function hashSessionToken(token: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function readCookie(request: Request, name: string) {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The signed-in user of this request, or null (no cookie, unknown or expired session). */
export async function getSessionUser(request: Request, env: Pick<Env, "DB">): Promise<SessionUser | null> {
  const token = readCookie(request, sessionCookieName);
  // Tokens are base64url of ≥16 random bytes; anything else cannot be ours and costs no query.
  if (!token || !/^[A-Za-z0-9_-]{22,128}$/.test(token)) return null;
  const db = createDb(env.DB);
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.id, await hashSessionToken(token)), gt(sessions.expiresAt, Date.now())))
    .limit(1);
  return row ?? null;
}
