/**
 * Self-service account deletion (Configurações › Segurança) through the real route inside workerd:
 * re-authentication, the subscription cancelled with the provider, every row and every R2 object of
 * the account gone (the tables read from app/core/db/schema.ts, so a new table cannot be forgotten), the
 * payment records tax law requires kept without the payer, and the e-mail to the former address.
 */
import { env } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/core/db/schema";
import { findOrCreateGoogleUser } from "~/features/accounts/accounts.server";
import { createUserSession, sessionCookieName } from "~/core/auth/session.server";
import { cancelSubscriptionsNow } from "~/features/billing/cancel-now.server";
import {
  deleteAccount,
  findOrphanFolders,
  purgeR2,
  runDeletionChores,
} from "~/features/settings/account-deletion.server";
import { newKey, storedJob, storedThumbnail, thumbnailJpeg } from "./api-helpers";
import { liveBillingEnv, paymentRequestsSince, signedInUser } from "./billing-helpers";
import { Browser, origin } from "./helpers";

const tab = "/configuracoes/seguranca";
const password = "a-good-password";

/** Every table of app/core/db/schema.ts with its text columns (where an id or an e-mail could be). */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableConfig(table))
  .map((config) => ({
    name: config.name,
    textColumns: config.columns.filter((c) => c.getSQLType() === "text").map((c) => c.name),
  }));

/** Rows of any table that mention `needle` in any text column: "table.column" for each. */
async function rowsMentioning(needle: string, except: string[] = []) {
  const found: string[] = [];
  for (const table of tables) {
    if (except.includes(table.name)) continue;
    for (const column of table.textColumns) {
      const row = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM ${table.name} WHERE instr(lower(${column}), lower(?1)) > 0`,
      )
        .bind(needle)
        .first<{ n: number }>();
      if (row && row.n > 0) found.push(`${table.name}.${column}`);
    }
  }
  return found;
}

async function objectsMentioning(needles: string[]) {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor, limit: 1000 });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.filter((key) => needles.some((needle) => key.includes(needle)));
}

const put = (key: string) =>
  env.MEDIA.put(key, thumbnailJpeg(), { httpMetadata: { contentType: "image/jpeg" } });

/**
 * An account with something in every table that belongs to a user and under every R2 prefix that
 * holds a user's files: what the app writes as creators use it.
 */
async function fullAccount(language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  const { userId, email } = user;
  const thumbnail = await storedThumbnail(userId);
  const now = Date.now();
  const conversationId = crypto.randomUUID();
  const checkoutId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO chat_conversations (id, user_id, title) VALUES (?1, ?2, 'Minha conversa')`,
    ).bind(conversationId, userId),
    env.DB.prepare(
      `INSERT INTO chat_messages (id, conversation_id, role, content, images, reference_image)
       VALUES (?1, ?2, 'user', 'Uma thumb de games', ?3, ?4)`,
    ).bind(
      crypto.randomUUID(),
      conversationId,
      JSON.stringify([`/thumbnails/${thumbnail.id}`]),
      `references/${userId}/ref.jpg`,
    ),
    env.DB.prepare(
      `INSERT INTO feedback (id, user_id, type, subject, message) VALUES (?1, ?2, 'bug', 'Assunto', 'Mensagem')`,
    ).bind(crypto.randomUUID(), userId),
    env.DB.prepare(
      `INSERT INTO channel_analysis_history (id, user_id, channel_url, channel_name, thumbnail_count, channel_id)
       VALUES (?1, ?2, 'https://youtube.com/@canal', 'Canal', 12, 'UC123')`,
    ).bind(crypto.randomUUID(), userId),
    env.DB.prepare(
      `INSERT INTO trend_analyses (id, user_id, niche, inputs, analysis, videos, source, data_status)
       VALUES (?1, ?2, 'games', '{}', '# Tendências', '[]', 'offline', 'none')`,
    ).bind(crypto.randomUUID(), userId),
    env.DB.prepare(
      `INSERT INTO usage_charges (id, user_id, thumbnails, status, period_start) VALUES (?1, ?2, 1, 'charged', ?3)`,
    ).bind(crypto.randomUUID(), userId, now),
    env.DB.prepare(
      `INSERT INTO checkouts (id, user_id, provider, plan, period, amount, currency, status, created_at)
       VALUES (?1, ?2, 'stripe', 'pro', 'monthly', 29, 'USD', 'paid', ?3)`,
    ).bind(checkoutId, userId, now - 5000),
    env.DB.prepare(
      `INSERT INTO subscriptions (id, user_id, provider, provider_subscription_id, plan, period, status,
         current_period_end, created_at) VALUES (?1, ?2, 'stripe', ?3, 'pro', 'monthly', 'active', ?4, ?5)`,
    ).bind(crypto.randomUUID(), userId, `sub_del_${userId.slice(0, 8)}`, now + 86_400_000, now - 4000),
    env.DB.prepare(
      `INSERT INTO oauth_accounts (provider, provider_account_id, user_id) VALUES ('google', ?1, ?2)`,
    ).bind(`google-${userId}`, userId),
    env.DB.prepare(
      `INSERT INTO verification_tokens (id, user_id, purpose, token_hash, expires_at)
       VALUES (?1, ?2, 'password_reset', ?3, ?4)`,
    ).bind(crypto.randomUUID(), userId, crypto.randomUUID(), now + 60_000),
    env.DB.prepare(`INSERT INTO outbox (id, recipient, subject, text) VALUES (?1, ?2, 'Olá', 'Texto')`).bind(
      crypto.randomUUID(),
      email,
    ),
  ]);
  await newKey(userId);
  await storedJob(userId);
  const keys = [
    `derived/${thumbnail.id}/wm-640.jpg`,
    `references/${userId}/ref.jpg`,
    `compress/${userId}/c1/original.png`,
    `upscale/${userId}/u1/source.jpg`,
    `videos/${userId}/frames/1700000000000_0.jpg`,
    `backgrounds/${userId}/job1/0-0.jpg`,
    `exports/${userId}/old.zip`,
  ];
  await Promise.all(keys.map(put));
  return { ...user, thumbnail, keys: [thumbnail.key, ...keys] };
}

/** Someone else, referred by `referrerCode`: must keep everything when the other account goes. */
async function bystander(referralCode?: string) {
  const user = await signedInUser({ referralCode });
  const thumbnail = await storedThumbnail(user.userId);
  return { ...user, thumbnail };
}

async function referralCodeOf(userId: string) {
  const row = await env.DB.prepare(`SELECT referral_code AS code FROM profiles WHERE id = ?1`)
    .bind(userId)
    .first<{ code: string | null }>();
  return row?.code ?? undefined;
}

const userExists = async (userId: string) =>
  (await env.DB.prepare(`SELECT 1 AS x FROM users WHERE id = ?1`).bind(userId).first()) !== null;

async function lastEmailTo(recipient: string) {
  return env.DB.prepare(
    `SELECT subject, text FROM outbox WHERE recipient = ?1 ORDER BY created_at DESC LIMIT 1`,
  )
    .bind(recipient)
    .first<{ subject: string; text: string }>();
}

describe("deleting the account from Configurações › Segurança", () => {
  it("shows the consequences on the confirm step (?excluir=1), in pt and en", async () => {
    const pt = await signedInUser({ language: "pt" });
    const page = await (await pt.browser.get(`${tab}?excluir=1`)).text();
    expect(page).toContain("Excluir sua conta para sempre?");
    expect(page).toContain("por 5 anos, sem seu nome, e-mail ou conta");
    expect(page).toContain('name="password"');
    const en = await signedInUser({ language: "en" });
    const enPage = await (await en.browser.get(`${tab}?excluir=1`)).text();
    expect(enPage).toContain("Delete your account for good?");
    expect(enPage).toContain("cancelled now with Stripe or Mercado Pago");
  });

  it("refuses a wrong password with a clear message and deletes nothing", async () => {
    const account = await fullAccount("pt");
    const response = await account.browser.post(tab, {
      intent: "delete-account",
      password: "not-my-password",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Senha incorreta. Nada foi excluído.");
    expect(await userExists(account.userId)).toBe(true);
    expect(await env.MEDIA.head(account.thumbnail.key)).not.toBeNull();
    const thumbnails = await env.DB.prepare(`SELECT COUNT(*) AS n FROM thumbnails WHERE user_id = ?1`)
      .bind(account.userId)
      .first<{ n: number }>();
    expect(thumbnails?.n).toBe(1);

    const empty = await account.browser.post(tab, { intent: "delete-account", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Digite sua senha para confirmar");
    expect(await userExists(account.userId)).toBe(true);
  });

  it("removes every row and every R2 object of the account, keeps the payment without the payer, signs out and e-mails", async () => {
    const referrer = await bystander();
    const account = await fullAccount("pt");
    // The account was referred by someone, and referred someone else: both links mention it.
    await env.DB.prepare(`INSERT INTO referrals (id, referrer_id, referred_id) VALUES (?1, ?2, ?3)`)
      .bind(crypto.randomUUID(), referrer.userId, account.userId)
      .run();
    const referred = await bystander(await referralCodeOf(account.userId));
    expect(await rowsMentioning(account.userId)).toContain("referrals.referrer_id");

    const response = await account.browser.post(tab, { intent: "delete-account", password });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().join("\n")).toMatch(
      new RegExp(`${sessionCookieName}=;[^\\n]*Max-Age=0`),
    );

    // No row anywhere holds the user's id; only the deletion notice holds the e-mail.
    expect(await rowsMentioning(account.userId)).toEqual([]);
    expect(await rowsMentioning(account.email, ["outbox"])).toEqual([]);
    const { results: mails } = await env.DB.prepare(`SELECT subject FROM outbox WHERE recipient = ?1`)
      .bind(account.email)
      .all<{ subject: string }>();
    expect(mails.map((m) => m.subject)).toEqual(["Sua conta Miniatura foi excluída"]);
    expect((await lastEmailTo(account.email))?.text).toContain("http://miniatura.test/privacidade");
    // No R2 object under the user's keys (nor the thumbnails' derived copies).
    expect(await objectsMentioning([account.userId, account.thumbnail.id])).toEqual([]);
    for (const key of account.keys) expect(await env.MEDIA.head(key), key).toBeNull();

    // The paid checkout is kept for the tax authority, naming nobody.
    const retained = await env.DB.prepare(`SELECT * FROM retained_payments WHERE provider_reference = ?1`)
      .bind(`sub_del_${account.userId.slice(0, 8)}`)
      .first<Record<string, unknown>>();
    expect(retained).toMatchObject({
      provider: "stripe",
      plan: "pro",
      period: "monthly",
      amount: 29,
      currency: "USD",
    });
    expect(Number(retained!.retain_until) - Number(retained!.paid_at)).toBeGreaterThanOrEqual(
      5 * 365 * 86_400_000,
    );

    // The others keep what is theirs.
    for (const other of [referrer, referred]) {
      expect(await userExists(other.userId)).toBe(true);
      expect(await env.MEDIA.head(other.thumbnail.key)).not.toBeNull();
    }

    // Signed out: the old cookie opens nothing, and the home page shows the toast.
    const home = await account.browser.get("/");
    expect(await home.text()).toContain("Conta excluída");
    const again = await account.browser.get(tab);
    expect(again.status).toBe(302);
  });

  it("works in English too: the toast and the e-mail in the creator's language", async () => {
    const account = await fullAccount("en");
    const response = await account.browser.post(tab, { intent: "delete-account", password });
    expect(response.status).toBe(303);
    expect(await (await account.browser.get("/")).text()).toContain("Account deleted");
    expect((await lastEmailTo(account.email))?.subject).toBe("Your Miniatura account was deleted");
    expect(await rowsMentioning(account.userId)).toEqual([]);
  });

  it("asks a Google-only account for a fresh Google sign-in (10 minutes) instead of a password", async () => {
    const subject = `g-${crypto.randomUUID()}`;
    const email = `${subject}@example.com`;
    const { userId } = await findOrCreateGoogleUser(env, { subject, email, emailVerified: true, name: "Gi" });
    const cookie = await createUserSession(new Request(origin), env, { userId, persistent: true });
    const browser = new Browser({ "Accept-Language": "en-US", "CF-Connecting-IP": "203.0.113.201" });
    browser.setCookie(sessionCookieName, /mn_session=([^;]+)/.exec(cookie)![1]!);
    // The sign-in is 11 minutes old.
    await env.DB.prepare(`UPDATE sessions SET created_at = ?2 WHERE user_id = ?1`)
      .bind(userId, Date.now() - 11 * 60 * 1000)
      .run();
    const stalePage = await (await browser.get(`${tab}?excluir=1`)).text();
    expect(stalePage).toContain("sign in with Google again");
    const stale = await browser.post(tab, { intent: "delete-account" });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain("Sign in with Google again (in the last 10 minutes) to confirm.");
    expect(await userExists(userId)).toBe(true);

    await env.DB.prepare(`UPDATE sessions SET created_at = ?2 WHERE user_id = ?1`)
      .bind(userId, Date.now())
      .run();
    const fresh = await browser.post(tab, { intent: "delete-account" });
    expect(fresh.status).toBe(303);
    expect(await rowsMentioning(userId)).toEqual([]);
  });
});

describe("cancelSubscriptionsNow", () => {
  const live = liveBillingEnv;
  const requests = () => paymentRequestsSince(0);

  async function subscribed(provider: "stripe" | "mercadopago", reference: string) {
    const user = await signedInUser();
    await env.DB.prepare(
      `INSERT INTO subscriptions (id, user_id, provider, provider_subscription_id, plan, period, status,
         current_period_end) VALUES (?1, ?2, ?3, ?4, 'pro', 'monthly', 'active', ?5)`,
    )
      .bind(crypto.randomUUID(), user.userId, provider, reference, Date.now() + 86_400_000)
      .run();
    await env.DB.prepare(`UPDATE profiles SET plan = 'pro' WHERE id = ?1`).bind(user.userId).run();
    return user;
  }

  const statusOf = (reference: string) =>
    env.DB.prepare(
      `SELECT status, current_period_end AS end FROM subscriptions WHERE provider_subscription_id = ?1`,
    )
      .bind(reference)
      .first<{ status: string; end: number }>();

  it("cancels a live Stripe subscription at Stripe now, and the plan returns to Free", async () => {
    const reference = `sub_now_${crypto.randomUUID().slice(0, 8)}`;
    const user = await subscribed("stripe", reference);
    const before = (await requests()).length;
    await cancelSubscriptionsNow(live, user.userId);
    const sent = (await requests()).slice(before);
    expect(sent).toEqual([
      expect.objectContaining({
        method: "DELETE",
        path: `/v1/subscriptions/${reference}`,
        authorization: "Bearer sk_test_fake",
      }),
    ]);
    expect((await statusOf(reference))?.status).toBe("canceled");
    expect((await statusOf(reference))!.end).toBeLessThanOrEqual(Date.now());
    const profile = await env.DB.prepare(`SELECT plan FROM profiles WHERE id = ?1`).bind(user.userId).first();
    expect(profile).toEqual({ plan: "free" });
  });

  it("ends a Mercado Pago purchase (it never renews) without calling Mercado Pago", async () => {
    const reference = `mp-${crypto.randomUUID()}`;
    const user = await subscribed("mercadopago", reference);
    const before = (await requests()).length;
    await cancelSubscriptionsNow(live, user.userId);
    expect((await requests()).slice(before)).toEqual([]);
    expect((await statusOf(reference))?.status).toBe("canceled");
  });

  it("ends the row in dev mode (the local checkout), where this server is the provider", async () => {
    const reference = `sub_dev_${crypto.randomUUID().slice(0, 8)}`;
    const user = await subscribed("stripe", reference);
    const before = (await requests()).length;
    await cancelSubscriptionsNow(env, user.userId);
    expect((await requests()).slice(before)).toEqual([]);
    expect((await statusOf(reference))?.status).toBe("canceled");
  });

  it("keeps the whole account when Stripe cannot be reached", async () => {
    const reference = `sub_down_${crypto.randomUUID().slice(0, 8)}`;
    const user = await subscribed("stripe", reference);
    const down = { ...live, STRIPE_BASE_URL: "http://127.0.0.1:9" } as Env;
    await expect(deleteAccount(down, { id: user.userId, email: user.email })).rejects.toThrow();
    expect(await userExists(user.userId)).toBe(true);
    expect((await statusOf(reference))?.status).toBe("active");
  });

  it("keeps the whole account when the provider cannot be told (production without Stripe keys)", async () => {
    const reference = `sub_off_${crypto.randomUUID().slice(0, 8)}`;
    const user = await subscribed("stripe", reference);
    const production = { ...env, APP_ENV: "production" } as Env;
    await expect(deleteAccount(production, { id: user.userId, email: user.email })).rejects.toThrow(
      /Stripe is not configured/,
    );
    expect(await userExists(user.userId)).toBe(true);
    expect((await statusOf(reference))?.status).toBe("active");
  });
});

describe("the R2 purge", () => {
  it("finds, from any starting point, a deleted account's folder written after its purge, and empties it", async () => {
    const live = await bystander();
    // A job that was running when its account was deleted wrote this after the purge.
    const gone = crypto.randomUUID();
    const late = [`thumbnails/${gone}/late.jpg`, `upscale/${gone}/u/result.jpg`];
    await Promise.all(late.map(put));
    for (const from of [
      "ffffffff-ffff-4fff-8fff-ffffffffffff",
      "00000000-0000-4000-8000-000000000000",
      gone,
    ]) {
      await env.DB.prepare(`DELETE FROM r2_purges`).run();
      expect(await findOrphanFolders(env, 1, from), from).toBeGreaterThanOrEqual(2);
      const { results } = await env.DB.prepare(`SELECT prefix FROM r2_purges`).all<{ prefix: string }>();
      expect(results.map((r) => r.prefix)).toEqual(
        expect.arrayContaining([`thumbnails/${gone}/`, `upscale/${gone}/`]),
      );
      expect(results.map((r) => r.prefix).some((prefix) => prefix.includes(live.userId))).toBe(false);
    }
    await runDeletionChores(env);
    for (const key of late) expect(await env.MEDIA.head(key), key).toBeNull();
    expect(await env.MEDIA.head(live.thumbnail.key)).not.toBeNull();
  });

  it("leaves what one request cannot empty to the cron, which finishes it", async () => {
    const user = await signedInUser();
    const keys = Array.from({ length: 5 }, (_, i) => `compress/${user.userId}/p${i}/original.png`);
    await Promise.all(keys.map(put));
    const prefix = `compress/${user.userId}/`;
    await env.DB.prepare(`INSERT INTO r2_purges (prefix) VALUES (?1)`).bind(prefix).run();
    // One R2 call: the listing, no delete yet.
    expect(await purgeR2(env, 1, [prefix])).toBe(1);
    expect(await env.MEDIA.head(keys[0]!)).not.toBeNull();
    expect(await runDeletionChores(env)).toBe(0);
    for (const key of keys) expect(await env.MEDIA.head(key)).toBeNull();
    const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM r2_purges WHERE prefix = ?1`)
      .bind(prefix)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
