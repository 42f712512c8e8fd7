/**
 * Brakes on guessing: every sign-in, sign-up and reset request counts against the client's IP, and
 * sign-in attempts also against the account's e-mail (Workers Rate Limiting bindings, configured in
 * wrangler.toml). Cloudflare sets CF-Connecting-IP; a request without it (a local tool) shares one key.
 */
export type AuthAction = "login" | "signup" | "forgot" | "reset" | "change";

export function clientIp(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** True when this request may go on; false when the caller must answer 'too many attempts'. */
export async function allowAuthAttempt(
  request: Request,
  env: Pick<Env, "AUTH_IP_LIMIT" | "AUTH_ACCOUNT_LIMIT">,
  action: AuthAction,
  email?: string,
): Promise<boolean> {
  const byIp = await env.AUTH_IP_LIMIT.limit({ key: `ip:${clientIp(request)}` });
  if (!byIp.success) return false;
  if (action === "login" && email) {
    const byAccount = await env.AUTH_ACCOUNT_LIMIT.limit({ key: `account:${email.toLowerCase()}` });
    if (!byAccount.success) return false;
  }
  return true;
}
