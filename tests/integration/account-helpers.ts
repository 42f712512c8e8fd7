/**
 * Accounts made through the real routes (sign-up, the e-mailed confirmation link, login), and the
 * e-mails they receive. Each caller gets its own e-mail and client IP, so rate limits never couple
 * two tests.
 */
import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "~/core/db/client.server";
import { outbox, users } from "~/core/db/schema";
import { Browser } from "./helpers";

export const db = createDb(env.DB);
let counter = 0;
/** A fresh e-mail and a fresh client IP, so rate limits never couple two tests. */
export function fresh(label: string) {
  counter += 1;
  const id = `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
  return { email: `${id}@example.com`, ip: `198.51.${counter % 250}.${Math.floor(Math.random() * 250)}` };
}
export const pt = (ip: string) => ({ "Accept-Language": "pt-BR", "CF-Connecting-IP": ip });
export const en = (ip: string) => ({ "Accept-Language": "en-US", "CF-Connecting-IP": ip });

export async function lastEmailTo(recipient: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row ?? null;
}

export async function emailsTo(recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.createdAt);
}

export function linkIn(text: string, path: string) {
  const match = new RegExp(`https?://[^\\s]+${path.replace("/", "\\/")}\\?token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export const password = "segredo-forte-1";

export async function signUp(browser: Browser, email: string, extra: Record<string, string> = {}) {
  return browser.post("/cadastro", {
    fullName: "Ana Souza",
    email,
    password,
    confirmPassword: password,
    terms: "on",
    ...extra,
  });
}

/** Signs up, confirms through the e-mail, logs in; returns the browser holding the session. */
export async function signedIn(label: string, options: { remember?: boolean; language?: "pt" | "en" } = {}) {
  const { email, ip } = fresh(label);
  const browser = new Browser(options.language === "en" ? en(ip) : pt(ip));
  await signUp(browser, email);
  const mail = await lastEmailTo(email);
  await browser.get(linkIn(mail!.text, "/confirmar-email"));
  const response = await browser.post("/login", {
    email,
    password,
    ...(options.remember ? { remember: "on" } : {}),
  });
  expect(response.status).toBe(303);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return { browser, email, ip, userId: user!.id, login: response };
}
