/**
 * Self-service account deletion (Configurações › Segurança, LGPD art. 18 VI): the owner proves it is
 * them again, the subscription is cancelled with the provider, the payment records tax law requires
 * are kept without anything that names the payer, and every other row and every R2 object of the
 * account goes. See docs/decisions/008-accounts-sessions-and-sign-in.md, "Deleting an account and exporting its data".
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { TFunction } from "i18next";
import { createDb } from "~/core/db/client.server";
import {
  apiKeys,
  channelAnalysisHistory,
  chatConversations,
  chatMessages,
  checkouts,
  feedback,
  jobs,
  oauthAccounts,
  outbox,
  passwordCredentials,
  profiles,
  r2Purges,
  referrals,
  retainedPayments,
  sessions,
  subscriptions,
  thumbnails,
  trendAnalyses,
  usageCharges,
  users,
  verificationTokens,
} from "~/core/db/schema";
import type { Billing, PlanId } from "~/core/plans/catalog";
import { cancelSubscriptionsNow } from "~/features/billing/cancel-now.server";
import { createMailer } from "~/core/email/create-mailer.server";
import { appUrl } from "~/core/http/app-url.server";
import {
  derivedObjectPrefix,
  userFolderPrefix,
  userFolders,
  userIdOfFolderPrefix,
  userKeyPrefixes,
} from "~/core/storage/keys";

/** Payment records are kept this long after the payment (Brazilian tax law: 5 years). */
export const paymentRetentionMs = 5 * 366 * 24 * 60 * 60 * 1000;

/** R2 list/delete calls one deletion may make before it leaves the rest to the cron. */
const purgeBudgetInRequest = 40;

interface PaidCheckout {
  provider: "stripe" | "mercadopago";
  plan: string;
  period: string;
  amount: number;
  currency: string;
  createdAt: number;
}

interface SubscriptionRecord {
  provider: "stripe" | "mercadopago";
  reference: string;
  plan: string;
  period: string;
  status: string;
  createdAt: number;
}

export interface RetainedPayment {
  provider: "stripe" | "mercadopago";
  providerReference: string | null;
  plan: string;
  period: string;
  amount: number | null;
  currency: string | null;
  paidAt: number;
}

/**
 * The account's payments, as tax law needs them: each paid checkout (what and how much), with the
 * provider's reference of the subscription (Stripe) or payment (Mercado Pago) it became, and the
 * paid provider records no checkout explains. Never who paid.
 */
export async function paymentsToRetain(d1: D1Database, userId: string): Promise<RetainedPayment[]> {
  const db = createDb(d1);
  const [paidCheckouts, subscriptionRecords] = await Promise.all([
    db
      .select({
        provider: checkouts.provider,
        plan: checkouts.plan,
        period: checkouts.period,
        amount: checkouts.amount,
        currency: checkouts.currency,
        createdAt: checkouts.createdAt,
      })
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.status, "paid")))
      .orderBy(asc(checkouts.createdAt)),
    db
      .select({
        provider: subscriptions.provider,
        reference: subscriptions.providerSubscriptionId,
        plan: subscriptions.plan,
        period: subscriptions.period,
        status: subscriptions.status,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
  ]);
  const unmatched: SubscriptionRecord[] = [...subscriptionRecords];
  const retained: RetainedPayment[] = paidCheckouts.map((checkout: PaidCheckout) => {
    // The subscription a checkout became: same provider, plan and period, recorded after it.
    const index = unmatched.findIndex(
      (s) =>
        s.provider === checkout.provider &&
        s.plan === checkout.plan &&
        s.period === checkout.period &&
        s.createdAt >= checkout.createdAt,
    );
    const [match] = index >= 0 ? unmatched.splice(index, 1) : [];
    return {
      provider: checkout.provider,
      providerReference: match?.reference ?? null,
      plan: checkout.plan,
      period: checkout.period,
      amount: checkout.amount,
      currency: checkout.currency,
      paidAt: checkout.createdAt,
    };
  });
  for (const s of unmatched) {
    // A subscription never paid (still pending at checkout) is no payment.
    if (s.status === "pending") continue;
    retained.push({
      provider: s.provider,
      providerReference: s.reference,
      plan: s.plan,
      period: s.period,
      amount: null,
      currency: null,
      paidAt: s.createdAt,
    });
  }
  return retained;
}

/**
 * Deletes the user's rows, children first (D1 enforces the foreign keys, but a table added later
 * without a cascade must not make the deletion fail half-way: one batch, all or nothing), keeps the
 * payments tax law requires without the payer, and records the R2 prefixes still to empty.
 */
async function deleteRows(env: Env, userId: string, email: string, prefixes: string[]) {
  const db = createDb(env.DB);
  const now = Date.now();
  const payments = await paymentsToRetain(env.DB, userId);
  const ownedTables = [
    chatConversations,
    thumbnails,
    feedback,
    channelAnalysisHistory,
    trendAnalyses,
    apiKeys,
    jobs,
    usageCharges,
    checkouts,
    subscriptions,
    oauthAccounts,
    verificationTokens,
    sessions,
    passwordCredentials,
  ];
  const statements: BatchItem<"sqlite">[] = [
    ...payments.map((p) =>
      db.insert(retainedPayments).values({
        id: crypto.randomUUID(),
        provider: p.provider,
        providerReference: p.providerReference,
        plan: p.plan as PlanId,
        period: p.period as Billing,
        amount: p.amount,
        currency: p.currency as "USD" | "BRL" | null,
        paidAt: p.paidAt,
        retainUntil: p.paidAt + paymentRetentionMs,
      }),
    ),
    ...prefixes.map((prefix) => db.insert(r2Purges).values({ prefix, createdAt: now }).onConflictDoNothing()),
    db
      .delete(chatMessages)
      .where(
        inArray(
          chatMessages.conversationId,
          db
            .select({ id: chatConversations.id })
            .from(chatConversations)
            .where(eq(chatConversations.userId, userId)),
        ),
      ),
    ...ownedTables.map((table) => db.delete(table).where(eq(table.userId, userId))),
    db.delete(referrals).where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId))),
    db.delete(profiles).where(eq(profiles.id, userId)),
    // E-mails kept in the outbox (no e-mail provider configured) are the account's data too.
    db.delete(outbox).where(eq(outbox.recipient, email)),
    db.delete(users).where(eq(users.id, userId)),
  ];
  // Never empty: the deletes above are always there.
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/**
 * Empties the recorded R2 prefixes, a list-and-delete page (up to 1000 keys) at a time, within
 * `budget` R2 calls. A prefix found empty leaves `r2_purges`; a failure is counted and the prefix
 * stays for the next run. Returns how many prefixes are still waiting.
 */
export async function purgeR2(env: Pick<Env, "DB" | "MEDIA">, budget: number, only?: string[]) {
  let calls = 0;
  const pending = only
    ? only
    : (
        await createDb(env.DB)
          .select({ prefix: r2Purges.prefix })
          .from(r2Purges)
          .orderBy(asc(r2Purges.createdAt))
          .limit(200)
      ).map((r) => r.prefix);
  let remaining = pending.length;
  for (const prefix of pending) {
    try {
      for (;;) {
        if (calls >= budget) return remaining;
        calls += 1;
        const page = await env.MEDIA.list({ prefix, limit: 1000 });
        if (page.objects.length === 0) break;
        if (calls >= budget) return remaining;
        calls += 1;
        await env.MEDIA.delete(page.objects.map((object) => object.key));
      }
      await createDb(env.DB).delete(r2Purges).where(eq(r2Purges.prefix, prefix));
      remaining -= 1;
    } catch (error) {
      console.error(`account deletion: purging ${prefix} failed, the cron retries`, error);
      await createDb(env.DB)
        .update(r2Purges)
        .set({
          attempts: sql`${r2Purges.attempts} + 1`,
          lastError: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300),
        })
        .where(eq(r2Purges.prefix, prefix));
    }
  }
  return remaining;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Of these user ids, the ones that have no account (D1 binds at most 100 values a query). */
async function missingUsers(d1: D1Database, ids: string[]) {
  const missing: string[] = [];
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const results = await createDb(d1).select({ id: users.id }).from(users).where(inArray(users.id, chunk));
    const alive = new Set(results.map((row) => row.id));
    missing.push(...chunk.filter((id) => !alive.has(id)));
  }
  return missing;
}

/**
 * Finds per-user R2 folders whose user no longer exists — written after the account's purge by a job
 * that was already running when it was deleted — and records them in `r2_purges`. Each run reads up
 * to `pages` folder listings per kind from a random point (`startAfter`), then as many from the
 * start, so over many runs every folder is seen without storing a cursor.
 */
export async function findOrphanFolders(
  env: Pick<Env, "DB" | "MEDIA">,
  pages = 2,
  from: string = crypto.randomUUID(),
) {
  let found = 0;
  for (const folder of userFolders) {
    for (const startAfter of [`${folder}/${from}`, undefined]) {
      let cursor: string | undefined;
      for (let page = 0; page < pages; page++) {
        const listing = await env.MEDIA.list({
          prefix: `${folder}/`,
          delimiter: "/",
          limit: 1000,
          ...(cursor ? { cursor } : startAfter ? { startAfter } : {}),
        });
        const ids = listing.delimitedPrefixes
          .map((prefix) => userIdOfFolderPrefix(folder, prefix))
          .filter((id): id is string => id !== null && uuidPattern.test(id));
        for (const id of await missingUsers(env.DB, ids)) {
          await createDb(env.DB)
            .insert(r2Purges)
            .values({ prefix: userFolderPrefix(folder, id) })
            .onConflictDoNothing();
          found += 1;
        }
        if (!listing.truncated) break;
        cursor = listing.cursor;
      }
    }
  }
  return found;
}

/**
 * The cron's share: folders of deleted accounts written after their purge, what earlier deletions
 * could not empty, and payment records past their time.
 */
export async function runDeletionChores(env: Pick<Env, "DB" | "MEDIA">, now = Date.now()) {
  await findOrphanFolders(env);
  const waiting = await purgeR2(env, 500);
  await createDb(env.DB).delete(retainedPayments).where(lte(retainedPayments.retainUntil, now));
  return waiting;
}

/** Every R2 prefix of the account: the per-user folders and each thumbnail's derived copies. */
async function accountPrefixes(d1: D1Database, userId: string) {
  const results = await createDb(d1)
    .select({ id: thumbnails.id })
    .from(thumbnails)
    .where(eq(thumbnails.userId, userId));
  return [...userKeyPrefixes(userId), ...results.map((r) => derivedObjectPrefix(r.id))];
}

/**
 * Deletes the account. The subscription is cancelled first: if the provider cannot be told, this
 * throws and nothing is deleted (the creator must not go on paying for an account that is gone).
 * Then the rows go in one batch, and R2 is emptied within this request's budget; what is left stays
 * in `r2_purges` for the cron. Returns how many prefixes are still waiting.
 */
export async function deleteAccount(env: Env, user: { id: string; email: string }): Promise<number> {
  await cancelSubscriptionsNow(env, user.id);
  const prefixes = await accountPrefixes(env.DB, user.id);
  await deleteRows(env, user.id, user.email, prefixes);
  return purgeR2(env, purgeBudgetInRequest, prefixes);
}

/** The e-mail to the (former) address: the account is gone, and what was kept. */
export async function sendAccountDeletedEmail(
  env: Env,
  t: TFunction,
  recipient: { email: string; name: string },
) {
  await createMailer(env).send({
    to: recipient.email,
    subject: t("accountData.deletedEmail.subject"),
    text: [
      t("auth.emails.greeting", { name: recipient.name }),
      "",
      t("accountData.deletedEmail.body"),
      "",
      t("accountData.deletedEmail.privacy", { link: appUrl(env, "/privacidade") }),
      "",
      "— " + t("auth.emails.signature"),
    ].join("\n"),
  });
}
