import { redirect } from "@remix-run/cloudflare";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { profiles, sessions, users } from "~/core/db/schema";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { randomToken, sha256Hex } from "~/core/security/tokens.server";

/**
 * The session cookie holds a random token (128 bits); D1 stores only its SHA-256, so a leaked
 * database cannot be replayed as cookies. A session is a row: signing out deletes it, and a password
 * change can delete all the others.
 */
export const sessionCookieName = "mn_session";

/** 'Remember me': the cookie and the row last 30 days. */
export const persistentSessionMs = 30 * 24 * 60 * 60 * 1000;
/** Without it the cookie dies with the browser; the row is kept at most a day past the last sign-in. */
export const browserSessionMs = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  role: "user" | "admin";
  emailVerified: boolean;
}

/** The SHA-256 hex of a session token: the sessions row id. */
export const hashSessionToken = sha256Hex;

function readCookie(request: Request, name: string) {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The request's session token when it has the shape of one of ours; anything else costs no query. */
function sessionToken(request: Request) {
  const token = readCookie(request, sessionCookieName);
  return token && /^[A-Za-z0-9_-]{22,128}$/.test(token) ? token : null;
}

/** The signed-in user of this request, or null (no cookie, unknown or expired session). */
export async function getSessionUser(request: Request, env: Pick<Env, "DB">): Promise<SessionUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const db = createDb(env.DB);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.id, await hashSessionToken(token)), gt(sessions.expiresAt, Date.now())))
    .limit(1);
  if (!row) return null;
  const { emailVerifiedAt, ...user } = row;
  return { ...user, emailVerified: emailVerifiedAt !== null };
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request, env: Pick<Env, "DB">): Promise<SessionUser> {
  const user = await getSessionUser(request, env);
  if (user) return user;
  throw redirectToLogin(request);
}

/** To the login, which brings the creator back to this page (address and query) afterwards. */
export function redirectToLogin(request: Request) {
  const url = new URL(request.url);
  // Through the one redirect check: a request for "//evil.example" must not become the way back.
  const back = safeRedirectPath(`${url.pathname}${url.search}`);
  return redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
}

function cookieAttributes(request: Request) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Starts a session for a user who just proved who they are (a new random token each time, so a
 * token planted before sign-in is worthless) and returns the Set-Cookie header.
 */
export async function createUserSession(
  request: Request,
  env: Pick<Env, "DB">,
  { userId, persistent }: { userId: string; persistent: boolean },
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await createDb(env.DB)
    .insert(sessions)
    .values({
      id: await hashSessionToken(token),
      userId,
      persistent,
      expiresAt: now + (persistent ? persistentSessionMs : browserSessionMs),
      userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
      lastSeenAt: now,
    });
  const maxAge = persistent ? `; Max-Age=${persistentSessionMs / 1000}` : "";
  return `${sessionCookieName}=${token}; ${cookieAttributes(request)}${maxAge}`;
}

/** Ends this browser's session (the row goes) and returns the Set-Cookie header that clears it. */
export async function destroyUserSession(request: Request, env: Pick<Env, "DB">): Promise<string> {
  const token = sessionToken(request);
  if (token) {
    await createDb(env.DB)
      .delete(sessions)
      .where(eq(sessions.id, await hashSessionToken(token)));
  }
  return `${sessionCookieName}=; ${cookieAttributes(request)}; Max-Age=0`;
}

/** When this browser's session began (its sign-in), or null without a live session. */
export async function currentSessionStartedAt(request: Request, env: Pick<Env, "DB">) {
  const token = sessionToken(request);
  if (!token) return null;
  const [row] = await createDb(env.DB)
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, await hashSessionToken(token)), gt(sessions.expiresAt, Date.now())))
    .limit(1);
  return row?.createdAt ?? null;
}

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  createdAt: number;
  current: boolean;
}

/** The user's live sessions, newest first, this browser's marked (ASVS 5.0 V7.5.2: see and end them). */
export async function listUserSessions(
  request: Request,
  env: Pick<Env, "DB">,
  userId: string,
): Promise<ActiveSession[]> {
  const token = sessionToken(request);
  const current = token ? await hashSessionToken(token) : "";
  const rows = await createDb(env.DB)
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, Date.now())))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, current: row.id === current }));
}

/** Ends one of the user's sessions by its id (a row of someone else's is left alone). */
export async function endUserSession(env: Pick<Env, "DB">, userId: string, sessionId: string) {
  await createDb(env.DB)
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/** Signs the user out everywhere but this browser (after a password change, when asked). */
export async function destroyOtherSessions(request: Request, env: Pick<Env, "DB">, userId: string) {
  const token = sessionToken(request);
  const current = token ? await hashSessionToken(token) : "";
  await createDb(env.DB)
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, current)));
}

/** Signs the user out everywhere (after a password reset by e-mail). */
export async function destroyAllSessions(env: Pick<Env, "DB">, userId: string) {
  await createDb(env.DB).delete(sessions).where(eq(sessions.userId, userId));
}
