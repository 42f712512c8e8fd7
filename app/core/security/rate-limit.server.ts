/**
 * Brakes on guessing: every sign-in, sign-up, reset and password-change request counts against the
 * client's IP (a Workers Rate Limiting binding, configured in wrangler.toml). Wrong passwords are
 * also counted per account, in D1 (login-lock.server.ts). Cloudflare sets CF-Connecting-IP; a
 * request without it (a local tool) shares one key.
 */
export type AuthAction = "login" | "signup" | "forgot" | "reset" | "change";

export function clientIp(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** True when this request may go on; false when the caller must answer 'too many attempts'. */
export async function allowAuthAttempt(
  request: Request,
  env: Pick<Env, "AUTH_IP_LIMIT">,
  // Every action shares the one per-address budget; the name documents the call site.
  _action: AuthAction,
): Promise<boolean> {
  const byIp = await env.AUTH_IP_LIMIT.limit({ key: `ip:${clientIp(request)}` });
  return byIp.success;
}
