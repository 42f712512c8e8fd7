/**
 * Accounts: creating users (password or Google), checking credentials, e-mailed one-time links
 * (confirmation, password reset) and password changes. Every write that must happen together is one
 * D1 batch, so a failure leaves nothing half-made.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createDb, type Database } from "~/core/db/client.server";
import {
  oauthAccounts,
  passwordCredentials,
  profiles,
  referrals,
  sessions,
  users,
  verificationTokens,
} from "~/core/db/schema";
import { profileLimitsFor } from "~/core/plans/catalog";
import { referralSignupBonusCredits } from "~/features/accounts/referral";
import { hashPassword, needsRehash, verifyPassword } from "~/features/accounts/password.server";
import { randomReferralCode, randomToken, sha256Hex } from "~/core/security/tokens.server";

export const confirmationLinkMs = 48 * 60 * 60 * 1000;
export const resetLinkMs = 30 * 60 * 1000;

export type TokenPurpose = "email_confirmation" | "password_reset";

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

/** The name a profile starts with: full_name, else name, else the part of the e-mail before the @. */
export function initialFullName(email: string, metadata: { full_name?: unknown; name?: unknown } = {}) {
  for (const candidate of [metadata.full_name, metadata.name]) {
    if (typeof candidate === "string" && candidate.trim()) return candidate.trim().slice(0, 120);
  }
  return email.split("@")[0] ?? email;
}

async function referrerFor(db: Database, code: string | undefined) {
  if (!code) return null;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.referralCode, code.trim().toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}

/** A profile row for a new user: the Free plan's limits from the catalog and a fresh referral code. */
function newProfile(userId: string, email: string, fullName: string, bonusAiCredits: number) {
  return {
    id: userId,
    email,
    fullName,
    referralCode: randomReferralCode(),
    bonusAiCredits,
    ...profileLimitsFor("free"),
  };
}

function isUniqueViolation(error: unknown, column: string) {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes("UNIQUE") && text.includes(column);
}

/**
 * Creates a user with a password, their profile and, with a valid referral code, the referral row
 * and the friend's bonus. Returns "exists" when the e-mail is taken.
 */
export async function createPasswordAccount(
  env: Pick<Env, "DB">,
  input: { email: string; password: string; fullName: string; referralCode?: string; pepper: string },
): Promise<{ userId: string } | "exists"> {
  const db = createDb(env.DB);
  const email = normaliseEmail(input.email);
  // Hashed before the lookup, so a taken address costs the same time as a new one.
  const hash = await hashPassword(input.password, input.pepper);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return "exists";
  const userId = crypto.randomUUID();
  const referrerId = await referrerFor(db, input.referralCode);
  const bonus = referrerId ? referralSignupBonusCredits : 0;
  // Two attempts: a referral code collision (1 in 10^12) just draws another code.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.batch([
        db.insert(users).values({ id: userId, email }),
        db.insert(passwordCredentials).values({ userId, hash }),
        db.insert(profiles).values(newProfile(userId, email, input.fullName.trim(), bonus)),
        ...(referrerId
          ? [
              db.insert(referrals).values({
                id: crypto.randomUUID(),
                referrerId,
                referredId: userId,
                signupBonusGiven: true,
              }),
            ]
          : []),
      ]);
      return { userId };
    } catch (error) {
      if (isUniqueViolation(error, "users.email")) return "exists";
      if (attempt === 0 && isUniqueViolation(error, "referral_code")) continue;
      throw error;
    }
  }
}

export type CredentialCheck =
  { ok: true; userId: string } | { ok: false; reason: "invalid_credentials" | "email_not_confirmed" };

/**
 * Checks an e-mail and password. The hash is computed even for unknown e-mails, so timing does not
 * tell whether an account exists. An old-format hash is upgraded on a successful check.
 */
export async function checkCredentials(
  env: Pick<Env, "DB">,
  input: { email: string; password: string; pepper: string },
): Promise<CredentialCheck> {
  const db = createDb(env.DB);
  const [row] = await db
    .select({ userId: users.id, verifiedAt: users.emailVerifiedAt, hash: passwordCredentials.hash })
    .from(users)
    .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(eq(users.email, normaliseEmail(input.email)))
    .limit(1);
  if (!row) {
    await hashPassword(input.password, input.pepper);
    return { ok: false, reason: "invalid_credentials" };
  }
  if (!(await verifyPassword(input.password, row.hash, input.pepper))) {
    return { ok: false, reason: "invalid_credentials" };
  }
  if (row.verifiedAt === null) return { ok: false, reason: "email_not_confirmed" };
  if (needsRehash(row.hash)) {
    await db
      .update(passwordCredentials)
      .set({ hash: await hashPassword(input.password, input.pepper), updatedAt: Date.now() })
      .where(eq(passwordCredentials.userId, row.userId));
  }
  return { ok: true, userId: row.userId };
}

export async function findUserByEmail(env: Pick<Env, "DB">, email: string) {
  const db = createDb(env.DB);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      verifiedAt: users.emailVerifiedAt,
      fullName: profiles.fullName,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/**
 * The user behind a Google sign-in: the linked account, else the account with the same (verified)
 * e-mail, which gets linked, else a new user and profile. Google vouches for the e-mail, so it counts
 * as confirmed. Linking to an account whose address was never confirmed drops its password, sessions
 * and e-mailed links first: the person who typed them may not be the address's owner.
 */
export async function findOrCreateGoogleUser(
  env: Pick<Env, "DB">,
  identity: GoogleIdentity,
  referralCode?: string,
): Promise<{ userId: string; created: boolean }> {
  const db = createDb(env.DB);
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, "google"), eq(oauthAccounts.providerAccountId, identity.subject)))
    .limit(1);
  if (linked) return { userId: linked.userId, created: false };
  if (!identity.emailVerified) throw new Error("google_email_unverified");

  const email = normaliseEmail(identity.email);
  const link = (userId: string) =>
    db.insert(oauthAccounts).values({ provider: "google", providerAccountId: identity.subject, userId });
  const existing = await findUserByEmail(env, email);
  if (existing) {
    // An address nobody ever confirmed proves nothing about who set the password: anyone can sign
    // up someone else's e-mail. Google now vouches for the owner, so whatever the unconfirmed
    // sign-up left behind (its password, sessions, e-mailed links, referral) goes before the link
    // (docs/decisions/008-accounts-sessions-and-sign-in.md).
    const squatted = existing.verifiedAt === null;
    await db.batch([
      link(existing.id),
      db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
        .where(eq(users.id, existing.id)),
      ...(squatted
        ? [
            db.delete(passwordCredentials).where(eq(passwordCredentials.userId, existing.id)),
            db.delete(sessions).where(eq(sessions.userId, existing.id)),
            // A referral the squatter typed would pay them when the owner buys a plan; the name
            // they typed is theirs too.
            db.delete(referrals).where(eq(referrals.referredId, existing.id)),
            db
              .update(profiles)
              .set({ fullName: initialFullName(email, { name: identity.name }) })
              .where(eq(profiles.id, existing.id)),
            db
              .update(verificationTokens)
              .set({ usedAt: Date.now() })
              .where(and(eq(verificationTokens.userId, existing.id), isNull(verificationTokens.usedAt))),
          ]
        : []),
    ]);
    return { userId: existing.id, created: false };
  }
  const userId = crypto.randomUUID();
  const referrerId = await referrerFor(db, referralCode);
  const fullName = initialFullName(email, { name: identity.name });
  await db.batch([
    db.insert(users).values({ id: userId, email, emailVerifiedAt: Date.now() }),
    link(userId),
    db
      .insert(profiles)
      .values(newProfile(userId, email, fullName, referrerId ? referralSignupBonusCredits : 0)),
    ...(referrerId
      ? [
          db
            .insert(referrals)
            .values({ id: crypto.randomUUID(), referrerId, referredId: userId, signupBonusGiven: true }),
        ]
      : []),
  ]);
  return { userId, created: true };
}

/** A single-use link secret for an e-mail; D1 keeps only its hash. */
export async function createEmailToken(env: Pick<Env, "DB">, userId: string, purpose: TokenPurpose) {
  const token = randomToken(24);
  const ttl = purpose === "password_reset" ? resetLinkMs : confirmationLinkMs;
  await createDb(env.DB)
    .insert(verificationTokens)
    .values({
      id: crypto.randomUUID(),
      userId,
      purpose,
      tokenHash: await sha256Hex(token),
      expiresAt: Date.now() + ttl,
    });
  return token;
}

/** The row of a link secret that is unused and unexpired. */
async function usableToken(token: string, purpose: TokenPurpose) {
  return and(
    eq(verificationTokens.tokenHash, await sha256Hex(token)),
    eq(verificationTokens.purpose, purpose),
    isNull(verificationTokens.usedAt),
    gt(verificationTokens.expiresAt, Date.now()),
  );
}

/** The user a link secret belongs to while it is unused and unexpired, without using it up. */
export async function peekEmailToken(env: Pick<Env, "DB">, token: string, purpose: TokenPurpose) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await createDb(env.DB)
    .select({ userId: verificationTokens.userId })
    .from(verificationTokens)
    .where(await usableToken(token, purpose))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses a link secret up: one conditional UPDATE, so two clicks cannot both succeed. */
export async function consumeEmailToken(env: Pick<Env, "DB">, token: string, purpose: TokenPurpose) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await createDb(env.DB)
    .update(verificationTokens)
    .set({ usedAt: Date.now() })
    .where(await usableToken(token, purpose))
    .returning({ userId: verificationTokens.userId });
  return row?.userId ?? null;
}

export async function markEmailConfirmed(env: Pick<Env, "DB">, userId: string) {
  await createDb(env.DB)
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})`, updatedAt: Date.now() })
    .where(eq(users.id, userId));
}

/** Whether the account has a password at all (a Google-only account has none). */
export async function hasPassword(env: Pick<Env, "DB">, userId: string) {
  const [row] = await createDb(env.DB)
    .select({ userId: passwordCredentials.userId })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** Checks a signed-in user's current password (before a change); false when they have none. */
export async function checkCurrentPassword(
  env: Pick<Env, "DB">,
  userId: string,
  password: string,
  pepper: string,
) {
  const [row] = await createDb(env.DB)
    .select({ hash: passwordCredentials.hash })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.userId, userId))
    .limit(1);
  if (!row) {
    await hashPassword(password, pepper);
    return false;
  }
  return verifyPassword(password, row.hash, pepper);
}

/**
 * Sets a new password (creating the credential for a Google-only account) and, in the same batch,
 * uses up every outstanding reset link: a link mailed before the change must not undo it.
 */
export async function setPassword(env: Pick<Env, "DB">, userId: string, password: string, pepper: string) {
  const hash = await hashPassword(password, pepper);
  const db = createDb(env.DB);
  await db.batch([
    db
      .insert(passwordCredentials)
      .values({ userId, hash })
      .onConflictDoUpdate({ target: passwordCredentials.userId, set: { hash, updatedAt: Date.now() } }),
    db
      .update(verificationTokens)
      .set({ usedAt: Date.now() })
      .where(
        and(
          eq(verificationTokens.userId, userId),
          eq(verificationTokens.purpose, "password_reset"),
          isNull(verificationTokens.usedAt),
        ),
      ),
  ]);
}
