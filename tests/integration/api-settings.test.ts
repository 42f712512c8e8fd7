/**
 * Configurações › API through the real Worker, as the HTML a browser without JavaScript gets: an
 * Elite creator names and creates a key and sees it once; the key works at once on /api/v1; other
 * plans are told the API is an Elite feature and cannot create keys; a nameless key keeps the form;
 * the 11th active key is refused; revoking works for the owner only.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import { signedInUser } from "./billing-helpers";
import { origin, type Browser } from "./helpers";

const tab = "/configuracoes/api";

async function eliteUser(language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  await applyPlanStatement(env.DB, user.userId, "elite").run();
  return user;
}

const createKey = (browser: Browser, name: string) => browser.post(tab, { intent: "create", name });

const keyIn = (html: string) => /value="(mnt_[A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? null;

async function keyRows(userId: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, name, prefix, key_hash AS keyHash, revoked_at AS revokedAt FROM api_keys WHERE user_id = ?1`,
  )
    .bind(userId)
    .all<{ id: string; name: string; prefix: string; keyHash: string; revokedAt: number | null }>();
  return results;
}

const usage = (key: string) =>
  SELF.fetch(new URL("/api/v1/usage", origin), { headers: { Authorization: `Bearer ${key}` } });

describe("the API tab in settings", () => {
  it("shows an Elite creator's new key once, stores only its hash, and the key works at once", async () => {
    const { userId, browser } = await eliteUser();
    const response = await createKey(browser, "Meu script");
    expect(response.status).toBe(200);
    const html = await response.text();
    const key = keyIn(html);
    expect(key).not.toBeNull();
    expect(html).toContain("Chave criada: copie agora");
    const [row] = await keyRows(userId);
    expect(row).toMatchObject({ name: "Meu script", prefix: key!.slice(0, 12), revokedAt: null });
    expect(row!.keyHash).not.toContain(key!.slice(4));
    expect((await usage(key!)).status).toBe(200);

    // The tab lists the key by name and prefix; the key itself never appears again.
    const page = await (await browser.get(tab)).text();
    expect(page).toContain("Meu script");
    expect(page).toContain(`${key!.slice(0, 12)}`);
    expect(page).not.toContain(key!);
  });

  it("tells other plans the API is an Elite feature and creates nothing for them", async () => {
    const { userId, browser } = await signedInUser({ language: "en" });
    const page = await (await browser.get(tab)).text();
    expect(page).toContain("The API is available on the Elite plan");
    expect(page).not.toContain('name="name"');
    const response = await createKey(browser, "Sneaky");
    expect(response.status).toBe(403);
    expect(await keyRows(userId)).toEqual([]);
  });

  it("refuses a nameless or overlong name with a message and keeps what was typed", async () => {
    const { userId, browser } = await eliteUser();
    const blank = await createKey(browser, "   ");
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Dê um nome à chave");
    const long = "n".repeat(61);
    const overlong = await createKey(browser, long);
    expect(overlong.status).toBe(400);
    const html = await overlong.text();
    expect(html).toContain("Use no máximo 60 caracteres");
    expect(html).toContain(`value="${long}"`);
    expect(await keyRows(userId)).toEqual([]);
  });

  it("allows 10 active keys, refuses the 11th with a message, and counts revoked keys out", async () => {
    const { userId, browser } = await eliteUser("en");
    for (let i = 1; i <= 10; i += 1) expect((await createKey(browser, `Key ${i}`)).status).toBe(200);
    const refused = await createKey(browser, "Key 11");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("You already have 10 active keys");
    const [first] = await keyRows(userId);
    const revoked = await browser.post(tab, { intent: "delete", keyId: first!.id });
    expect(revoked.status).toBe(303);
    expect((await createKey(browser, "Key 11")).status).toBe(200);
    expect((await keyRows(userId)).filter((row) => row.revokedAt === null)).toHaveLength(10);
  });

  it("revokes the owner's key, which then stops working; another creator's key is a 404 and keeps working", async () => {
    const owner = await eliteUser();
    const key = keyIn(await (await createKey(owner.browser, "Owner")).text())!;
    const [row] = await keyRows(owner.userId);
    const intruder = await eliteUser();
    const attempt = await intruder.browser.post(tab, { intent: "delete", keyId: row!.id });
    expect(attempt.status).toBe(404);
    expect((await usage(key)).status).toBe(200);

    const revoked = await owner.browser.post(tab, { intent: "delete", keyId: row!.id });
    expect(revoked.status).toBe(303);
    expect(new URL(revoked.headers.get("Location")!, origin).pathname).toBe(tab);
    expect((await keyRows(owner.userId))[0]!.revokedAt).not.toBeNull();
    expect((await usage(key)).status).toBe(401);
    const page = await (await owner.browser.get(tab)).text();
    expect(page).toContain("Revogada em");
  });

  it("sends a signed-out visitor to the login", async () => {
    const response = await SELF.fetch(new URL(tab, origin), { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location")!, origin).pathname).toBe("/login");
  });
});
