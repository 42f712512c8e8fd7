import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const password = "senha-forte-123";

export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest link to `path` e-mailed to `recipient`, read from the dev mailbox. */
export async function emailedLink(request: APIRequestContext, recipient: string, path: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get("/dev/mailbox")).text();
      const mail = html.split("<article").find((chunk) => chunk.includes(recipient) && chunk.includes(path));
      link = mail ? new RegExp(`https?://[^\\s<"]+${path}\\?token=[\\w-]+`).exec(mail)?.[0] : undefined;
      return link;
    }, `an e-mail to ${recipient} with a ${path} link`)
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** A confirmed account made through the real forms (as a creator would, without a browser page). */
export async function createAccount(
  request: APIRequestContext,
  { email, fullName = "Ana Souza", ref }: { email: string; fullName?: string; ref?: string },
) {
  const response = await request.post("/cadastro", {
    form: { fullName, email, password, confirmPassword: password, terms: "on", ...(ref ? { ref } : {}) },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-up").toBe(303);
  const confirm = await request.get(await emailedLink(request, email, "/confirmar-email"), {
    maxRedirects: 0,
  });
  expect(confirm.status(), "confirmation").toBe(302);
}

/** Signs the page's browser context in (the cookie lands in the context, as after a real login). */
export async function logIn(page: Page, email: string, secret = password) {
  const response = await page.request.post("/login", { form: { email, password: secret }, maxRedirects: 0 });
  expect(response.status(), "login").toBe(303);
}

/** Moves the signed-in account to Pro through the local checkout (what billing.spec.ts clicks through). */
export function upgradeToPro(request: APIRequestContext) {
  return upgradeTo(request, "pro");
}

/** Moves the signed-in account to a paid plan through the local checkout. */
export async function upgradeTo(request: APIRequestContext, plan: "starter" | "creator" | "pro" | "elite") {
  const checkout = await request.post("/assinatura", {
    form: { intent: "checkout", provider: "stripe", plan, billing: "monthly" },
    maxRedirects: 0,
  });
  const location = checkout.headers()["location"] ?? "";
  expect(location, "checkout address").toMatch(/\/dev\/checkout\//);
  const paid = await request.post(new URL(location, "http://localhost").pathname, {
    form: { method: "card" },
    maxRedirects: 0,
  });
  expect(paid.headers()["location"], "payment").toContain("checkout=success");
}

/** A new confirmed account, signed in, with (unless `key` is null) a YouTube API key saved (the local stand-in answers for it). */
export async function signedInCreator(page: Page, label: string, key: string | null = "e2e-creator-key") {
  const email = uniqueEmail(label);
  await createAccount(page.request, { email });
  await logIn(page, email);
  if (key) {
    const saved = await page.request.post("/configuracoes/youtube", {
      form: { apiKey: key },
      maxRedirects: 0,
    });
    expect(saved.status(), "YouTube key saved").toBe(303);
  }
}
