import { env } from "cloudflare:test";
import { createPasswordAccount, markEmailConfirmed } from "~/features/accounts/accounts.server";
import { createUserSession, sessionCookieName } from "~/core/auth/session.server";
import type { RecordedRequest } from "../fakes/payments";
import { Browser, origin } from "./helpers";

let counter = 0;

/** A confirmed Free user with a signed-in browser (pt unless told). */
export async function signedInUser(options: { language?: "pt" | "en"; referralCode?: string } = {}) {
  counter += 1;
  const email = `billing-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await createPasswordAccount(env, {
    email,
    password: "a-good-password",
    fullName: `Billing ${counter}`,
    referralCode: options.referralCode,
    pepper: env.PASSWORD_PEPPER,
  });
  if (created === "exists") throw new Error("fresh e-mail already exists");
  await markEmailConfirmed(env, created.userId);
  const setCookie = await createUserSession(new Request(origin), env, {
    userId: created.userId,
    persistent: false,
  });
  const token = /mn_session=([^;]+)/.exec(setCookie)?.[1];
  if (!token) throw new Error(`no session cookie in ${setCookie}`);
  const browser = new Browser({
    "Accept-Language": options.language === "en" ? "en-US" : "pt-BR",
    "CF-Connecting-IP": `203.0.113.${counter % 250}`,
  });
  browser.setCookie(sessionCookieName, token);
  return { userId: created.userId, email, browser };
}

export async function profileOf(userId: string) {
  const row = await env.DB.prepare(
    `SELECT plan, monthly_thumbnails_limit AS thumbnailsLimit, monthly_ai_credits AS aiCredits,
       monthly_trends_limit AS trendsLimit, has_watermark AS watermark, used_thumbnails AS usedThumbnails,
       used_ai_credits AS usedAiCredits, used_trends AS usedTrends, bonus_ai_credits AS bonus,
       referral_code AS referralCode, usage_period_start AS periodStart, stripe_customer_id AS stripeCustomer
     FROM profiles WHERE id = ?1`,
  )
    .bind(userId)
    .first<{
      plan: string;
      thumbnailsLimit: number;
      aiCredits: number;
      trendsLimit: number;
      watermark: number;
      usedThumbnails: number;
      usedAiCredits: number;
      usedTrends: number;
      bonus: number;
      referralCode: string;
      periodStart: number;
      stripeCustomer: string | null;
    }>();
  if (!row) throw new Error(`no profile ${userId}`);
  return row;
}

export async function setUsage(
  userId: string,
  used: { thumbnails?: number; credits?: number; trends?: number },
) {
  await env.DB.prepare(
    `UPDATE profiles SET used_thumbnails = ?2, used_ai_credits = ?3, used_trends = ?4 WHERE id = ?1`,
  )
    .bind(userId, used.thumbnails ?? 0, used.credits ?? 0, used.trends ?? 0)
    .run();
}

/** A Stripe event as Stripe sends it (created in seconds, now unless told). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created,
    data: { object },
  };
}

/** The fake payment providers (tests/fakes/payments.ts) that the real libraries talk to in live mode. */
export const fakePayments = env.FAKE_PAYMENTS_URL;

/** Bindings with both providers configured ("live"), pointed at the fakes. */
export const liveBillingEnv = {
  ...env,
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_live_secret",
  STRIPE_BASE_URL: fakePayments,
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
  STRIPE_PRICE_ELITE_ANNUAL: "price_elite_annual",
  MERCADOPAGO_ACCESS_TOKEN: "TEST-fake-token",
  MERCADOPAGO_WEBHOOK_SECRET: "mp-live-secret",
  MERCADOPAGO_BASE_URL: fakePayments,
} as Env;

/** What the fakes were asked after the first `count` requests. */
export async function paymentRequestsSince(count: number): Promise<RecordedRequest[]> {
  const all = (await (await fetch(`${fakePayments}/__requests`)).json()) as RecordedRequest[];
  return all.slice(count);
}
