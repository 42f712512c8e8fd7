/**
 * Brakes on the expensive and the spammable: every AI action (a generation, a message to the
 * Thumbnail Expert, a trend analysis, an upscale, a video analysis) and every feedback message count
 * against the creator and against their network address (Workers Rate Limiting bindings, configured
 * in wrangler.toml). Per address the allowance is wider: many creators share one address behind a
 * mobile carrier. A request that did not come through Cloudflare's edge (a local tool) has no
 * address to count, only its user. A large export (1080p to 8K) is as heavy as an AI action: it has
 * the same allowance, counted apart, so exports never use up a creator's generations. Sign-in,
 * sign-up and reset have their own brakes (app/core/security/rate-limit.server.ts).
 */
export type LimitedAction = "ai" | "export" | "feedback";

type LimitBindings = Pick<Env, "AI_USER_LIMIT" | "AI_IP_LIMIT" | "FEEDBACK_LIMIT">;

/** The message the caller shows, in the creator's language, when this returns false. */
export const tooManyRequestsKey = "errors.tooManyRequests";

/** True when this request may go on; false when the caller must answer 429 with the message. */
export async function allowAction(
  request: Request,
  env: LimitBindings,
  action: LimitedAction,
  userId: string,
): Promise<boolean> {
  const [byUser, byAddress] =
    action === "feedback" ? [env.FEEDBACK_LIMIT, env.FEEDBACK_LIMIT] : [env.AI_USER_LIMIT, env.AI_IP_LIMIT];
  if (!(await byUser.limit({ key: `${action}:user:${userId}` })).success) return false;
  const address = request.headers.get("CF-Connecting-IP");
  if (address && !(await byAddress.limit({ key: `${action}:ip:${address}` })).success) return false;
  return true;
}
