/**
 * Saving a YouTube API key in settings checks it with YouTube first (issue 29), against the fake
 * YouTube Data API (tests/fakes/youtube.ts): a key YouTube takes is saved; one it refuses is not,
 * and the page says so in the creator's language with the key still in the field; no answer from
 * YouTube saves nothing and says the key could not be checked.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as build from "#server-build";
import { createWebApp } from "../../workers/web";
import { fakeYoutube } from "../fakes/youtube";
import { signedInUser } from "./billing-helpers";
import { inProcessMedia } from "./in-process-media";
import { origin, type Browser } from "./helpers";

const copy = {
  pt: {
    saved: "YouTube API Key verificada e salva!",
    refused: "O YouTube recusou esta chave.",
    unchecked: "Não foi possível verificar a chave com o YouTube agora, então ela não foi salva.",
  },
  en: {
    saved: "YouTube API key checked and saved!",
    refused: "YouTube refused this key.",
    unchecked: "We could not check the key with YouTube right now, so it was not saved.",
  },
} as const;

async function storedKey(userId: string) {
  const row = await env.DB.prepare(`SELECT youtube_api_key AS key FROM profiles WHERE id = ?1`)
    .bind(userId)
    .first<{ key: string | null }>();
  return row?.key ?? null;
}

/** The password field's value as the page refills it (the key as typed), or null. */
function fieldValue(html: string) {
  const input = /<input[^>]*name="apiKey"[^>]*>/.exec(html)?.[0] ?? "";
  return /value="([^"]*)"/.exec(input)?.[1] ?? null;
}

const save = (browser: Browser, apiKey: string) => browser.post("/configuracoes/youtube", { apiKey });

describe.each(["pt", "en"] as const)("the YouTube key check in settings, %s", (language) => {
  const words = copy[language];

  it("saves a key YouTube takes, and says it was checked", async () => {
    const { browser, userId } = await signedInUser({ language });
    const saved = await save(browser, "AIzaSyGoodKey-checked_by_youtube_0001");
    expect(saved.status).toBe(303);
    expect(await storedKey(userId)).toMatch(/^v1\./);
    const page = await (await browser.get("/configuracoes/youtube")).text();
    expect(page).toContain(words.saved);
  });

  it("saves a real key whose day's quota is spent", async () => {
    const { browser, userId } = await signedInUser({ language });
    expect((await save(browser, fakeYoutube.keys.quota)).status).toBe(303);
    expect(await storedKey(userId)).not.toBeNull();
  });

  it("refuses a key YouTube refuses, keeping it in the field and saving nothing", async () => {
    const { browser, userId } = await signedInUser({ language });
    const refused = await save(browser, fakeYoutube.keys.invalid);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(words.refused);
    expect(fieldValue(html)).toBe(fakeYoutube.keys.invalid);
    expect(await storedKey(userId)).toBeNull();
  });

  it("does not save a key when YouTube does not answer, and says it could not be checked", async () => {
    const { browser, userId } = await signedInUser({ language });
    const down = await save(browser, fakeYoutube.keys.unavailable);
    expect(down.status).toBe(503);
    const html = await down.text();
    expect(html).toContain(words.unchecked);
    expect(fieldValue(html)).toBe(fakeYoutube.keys.unavailable);
    expect(await storedKey(userId)).toBeNull();
  });
});

it("a network failure (YouTube unreachable) saves nothing and says the key could not be checked", async () => {
  const { browser, userId } = await signedInUser({ language: "en" });
  const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);
  const offline = { ...env, YOUTUBE_API_BASE_URL: "http://127.0.0.1:9/youtube/v3" } as Env;
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(new URL("/configuracoes/youtube", origin), {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Host: new URL(origin).host,
        Origin: origin,
        Cookie: browser.cookieHeader,
        "Accept-Language": "en-US",
      },
      body: new URLSearchParams({ apiKey: "AIzaSyTypedWhileOffline_000000000000" }).toString(),
    }),
    offline,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const html = await response.text();
  expect(response.status, html.slice(0, 2000)).toBe(503);
  expect(html).toContain(copy.en.unchecked);
  expect(fieldValue(html)).toBe("AIzaSyTypedWhileOffline_000000000000");
  expect(await storedKey(userId)).toBeNull();
});
