/**
 * The login lock (docs/decisions/008-accounts-sessions-and-sign-in.md). Wrong passwords are kept in
 * D1 for a while, per account and per (account, address), so that guessing is slowed without
 * locking the owner out:
 * - an address with `pairLimit` wrong passwords for an account in the last `pairWindowMs` waits
 *   until the oldest of them is that old (a short back-off), whatever it sends;
 * - an account with `accountLimit` wrong passwords in the last `accountWindowMs` (guessing from
 *   many addresses) is closed to every address that failed for it in that time, but an address that
 *   has not failed for it (the owner's own device) still gets its password checked.
 * The per-address brake on every auth request stays in rate-limit.server.ts (AUTH_IP_LIMIT).
 */
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { loginFailures } from "~/core/db/schema";
import { clientIp } from "~/core/security/rate-limit.server";
import { sha256Hex } from "~/core/security/tokens.server";

export const pairLimit = 5;
export const pairWindowMs = 5 * 60 * 1000;
export const accountLimit = 20;
export const accountWindowMs = 15 * 60 * 1000;
/** Failures older than this are deleted as new ones are recorded. */
const keepMs = 24 * 60 * 60 * 1000;

/** Keyed hashes (the pepper is the key), so the table holds no e-mail or IP a dictionary could undo. */
export async function loginFailureKeys(request: Request, email: string, pepper: string) {
  const account = email.trim().toLowerCase();
  return {
    accountHash: await sha256Hex(`login-account:${pepper}:${account}`),
    addressHash: await sha256Hex(`login-address:${pepper}:${clientIp(request)}`),
  };
}

/** How long this address must wait before trying this account again, or null when it may try now. */
export async function loginLockWait(
  env: Pick<Env, "DB">,
  request: Request,
  email: string,
  pepper: string,
  now = Date.now(),
): Promise<number | null> {
  const db = createDb(env.DB);
  const { accountHash, addressHash } = await loginFailureKeys(request, email, pepper);
  const fromHere = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountHash, accountHash),
        eq(loginFailures.addressHash, addressHash),
        gt(loginFailures.createdAt, now - accountWindowMs),
      ),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(pairLimit);
  const recentHere = fromHere.filter((row) => row.createdAt > now - pairWindowMs);
  if (recentHere.length >= pairLimit) return recentHere[pairLimit - 1]!.createdAt + pairWindowMs - now;
  // An address that has not failed for this account is never held back by the account's lock.
  if (fromHere.length === 0) return null;
  const onAccount = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.accountHash, accountHash), gt(loginFailures.createdAt, now - accountWindowMs)),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(accountLimit);
  if (onAccount.length >= accountLimit) return onAccount[accountLimit - 1]!.createdAt + accountWindowMs - now;
  return null;
}

/** Whole minutes to tell the person (at least 1). */
export function waitMinutes(waitMs: number) {
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** Records a wrong password (for an existing account or not: the answer must not tell them apart). */
export async function recordLoginFailure(
  env: Pick<Env, "DB">,
  request: Request,
  email: string,
  pepper: string,
) {
  const db = createDb(env.DB);
  const now = Date.now();
  await db.batch([
    db.insert(loginFailures).values({
      id: crypto.randomUUID(),
      ...(await loginFailureKeys(request, email, pepper)),
      createdAt: now,
    }),
    db.delete(loginFailures).where(lt(loginFailures.createdAt, now - keepMs)),
  ]);
}

/** A successful sign-in forgets this address's failures for the account. */
export async function clearLoginFailures(
  env: Pick<Env, "DB">,
  request: Request,
  email: string,
  pepper: string,
) {
  const { accountHash, addressHash } = await loginFailureKeys(request, email, pepper);
  await createDb(env.DB)
    .delete(loginFailures)
    .where(and(eq(loginFailures.accountHash, accountHash), eq(loginFailures.addressHash, addressHash)));
}
