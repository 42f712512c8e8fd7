/**
 * What the settings tabs read and write. Every query is keyed by the signed-in user's id, taken from
 * the session, never from the form: a user can only ever touch their own profile and referrals.
 */
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { profiles, referrals, users } from "~/core/db/schema";
import { randomReferralCode } from "~/core/security/tokens.server";
import { referralPurchaseBonusCredits } from "~/features/accounts/referral";
import { getConfig } from "~/core/env.server";
import { sealYoutubeApiKey } from "~/core/youtube/youtube-key.server";

export async function getProfile(env: Pick<Env, "DB">, userId: string) {
  const [row] = await createDb(env.DB)
    .select({
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      fullName: profiles.fullName,
      referralCode: profiles.referralCode,
      youtubeApiKey: profiles.youtubeApiKey,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateFullName(env: Pick<Env, "DB">, userId: string, fullName: string) {
  await createDb(env.DB)
    .update(profiles)
    .set({ fullName, updatedAt: Date.now() })
    .where(eq(profiles.id, userId));
}

export async function saveYoutubeApiKey(env: Env, userId: string, apiKey: string | null) {
  const sealed = await sealYoutubeApiKey(env, apiKey);
  await createDb(env.DB)
    .update(profiles)
    .set({ youtubeApiKey: sealed, updatedAt: Date.now() })
    .where(eq(profiles.id, userId));
}

/** The referral code, created on first visit for accounts made before codes existed. */
export async function ensureReferralCode(env: Pick<Env, "DB">, userId: string, current: string | null) {
  if (current) return current;
  const db = createDb(env.DB);
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = randomReferralCode();
    try {
      const [row] = await db
        .update(profiles)
        .set({ referralCode: code })
        .where(and(eq(profiles.id, userId), isNull(profiles.referralCode)))
        .returning({ code: profiles.referralCode });
      if (row?.code) return row.code;
      const [existing] = await db
        .select({ code: profiles.referralCode })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return existing?.code ?? null;
    } catch (error) {
      if (!String((error as { cause?: unknown })?.cause ?? error).includes("UNIQUE")) throw error;
    }
  }
  return null;
}

/**
 * docs/product.md, Referral programme: total = the referrer's records; pending = signup bonus given
 * and purchase bonus not; credits earned = records with the purchase bonus × 10.
 */
export async function referralStats(env: Pick<Env, "DB">, userId: string) {
  const [row] = await createDb(env.DB)
    .select({
      total: count(),
      pending: sql<number>`coalesce(sum(case when ${referrals.signupBonusGiven} = 1 and ${referrals.purchaseBonusGiven} = 0 then 1 else 0 end), 0)`,
      purchased: sql<number>`coalesce(sum(case when ${referrals.purchaseBonusGiven} = 1 then 1 else 0 end), 0)`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, userId));
  return {
    total: row?.total ?? 0,
    pending: Number(row?.pending ?? 0),
    creditsEarned: Number(row?.purchased ?? 0) * referralPurchaseBonusCredits,
  };
}

export function isAdminEmail(env: Env, email: string) {
  const list = getConfig(env).ADMIN_EMAILS ?? "";
  return list
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.toLowerCase());
}

/** Grants the admin role; only for a confirmed e-mail on ADMIN_EMAILS (nothing is hard-coded). */
export async function grantAdmin(env: Env, userId: string): Promise<boolean> {
  const profile = await getProfile(env, userId);
  if (!profile || profile.emailVerifiedAt === null || !isAdminEmail(env, profile.email)) return false;
  await createDb(env.DB)
    .update(users)
    .set({ role: "admin", updatedAt: Date.now() })
    .where(eq(users.id, userId));
  return true;
}
