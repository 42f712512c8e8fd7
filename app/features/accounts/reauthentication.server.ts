/**
 * Proving it is the owner again before a sensitive change (a new password, deleting the account):
 * the current password, whose wrong guesses count toward the login lock so a borrowed session cannot
 * guess faster than the login form; or, for an account without a password (Google only), a sign-in
 * this browser made in the last 10 minutes (docs/decisions/008-accounts-sessions-and-sign-in.md).
 */
import { getConfig } from "~/core/env.server";
import { checkCurrentPassword, hasPassword } from "~/features/accounts/accounts.server";
import { loginLockWait, recordLoginFailure } from "~/features/accounts/login-lock.server";
import { currentSessionStartedAt } from "~/core/auth/session.server";

/** A Google-only account proves itself with a Google sign-in at most this old. */
export const freshSignInMs = 10 * 60 * 1000;

export interface ReauthState {
  /** The account has a password: ask for it. */
  hasPassword: boolean;
  /** Without a password: whether this browser signed in within freshSignInMs. */
  freshSignIn: boolean;
}

export async function reauthState(
  request: Request,
  env: Pick<Env, "DB">,
  userId: string,
  now = Date.now(),
): Promise<ReauthState> {
  if (await hasPassword(env, userId)) return { hasPassword: true, freshSignIn: false };
  const startedAt = await currentSessionStartedAt(request, env);
  return { hasPassword: false, freshSignIn: startedAt !== null && now - startedAt < freshSignInMs };
}

export type ReauthOutcome =
  | { ok: true }
  | { ok: false; reason: "wrong_password" | "stale_sign_in" }
  | { ok: false; reason: "too_many_attempts"; waitMs: number };

/** The owner proves it is them again, the way `state` (read by the caller for its page) says. */
export async function reauthenticate(
  request: Request,
  env: Env,
  user: { id: string; email: string },
  password: string,
  state: ReauthState,
): Promise<ReauthOutcome> {
  if (!state.hasPassword) return state.freshSignIn ? { ok: true } : { ok: false, reason: "stale_sign_in" };
  const check = await checkOwnerPassword(request, env, user, password);
  if (check.ok) return check;
  return "waitMs" in check
    ? { ok: false, reason: "too_many_attempts", waitMs: check.waitMs }
    : { ok: false, reason: "wrong_password" };
}

type PasswordCheck = { ok: true } | { ok: false; wrong: true } | { ok: false; waitMs: number };

/** Checks the signed-in owner's current password; wrong ones are recorded for the login lock. */
async function checkOwnerPassword(
  request: Request,
  env: Env,
  user: { id: string; email: string },
  password: string,
): Promise<PasswordCheck> {
  const pepper = getConfig(env).PASSWORD_PEPPER;
  const waitMs = await loginLockWait(env, request, user.email, pepper);
  if (waitMs !== null) return { ok: false, waitMs };
  if (await checkCurrentPassword(env, user.id, password, pepper)) return { ok: true };
  await recordLoginFailure(env, request, user.email, pepper);
  return { ok: false, wrong: true };
}
