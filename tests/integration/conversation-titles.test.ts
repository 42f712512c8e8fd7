/**
 * A conversation's dated title follows the reader's language (issue 29: "Thumbnail - 11/25/2026"
 * showed next to "25/11/2026"). A conversation started in Portuguese reads "Thumbnail - dd/mm/yyyy"
 * in pt and "Thumbnail - mm/dd/yyyy" in en, in the history, the header and the rename dialog; a title
 * stored formatted before the change reads the same way; a title the creator typed stays as typed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./billing-helpers";
import type { Browser } from "./helpers";

const inPt = (time: number) =>
  `Thumbnail - ${new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(time)}`;
const inEn = (time: number) =>
  `Thumbnail - ${new Intl.DateTimeFormat("en-US", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(time)}`;

/** The page in `language`, as after the creator switched the interface to it (`?lng=`). */
function page(browser: Browser, path: string, language: "pt" | "en") {
  const url = new URL(path, "http://miniatura.test");
  url.searchParams.set("lng", language);
  return browser.get(`${url.pathname}${url.search}`).then((response) => response.text());
}

async function createdAt(id: string) {
  const row = await env.DB.prepare(`SELECT created_at AS createdAt FROM chat_conversations WHERE id = ?1`)
    .bind(id)
    .first<{ createdAt: number }>();
  return row!.createdAt;
}

/** The rendered text of the history's link to a conversation. */
function historyTitle(html: string, id: string) {
  const match = new RegExp(`href="[^"]*\\?c=${id}"[^>]*>([^<]*)<`).exec(html);
  return match?.[1] ?? null;
}

describe("conversation titles follow the interface language", () => {
  it("a conversation started in pt reads its date in pt, then in en", async () => {
    const { browser } = await signedInUser({ language: "pt" });
    const id = crypto.randomUUID();
    const sent = await browser.fetch("/thumbnail-expert", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://miniatura.test",
        "Accept-Language": "pt-BR",
      },
      body: new URLSearchParams({
        intent: "send",
        conversationId: id,
        clientMessageId: crypto.randomUUID(),
        text: "Culinária vegana",
      }).toString(),
    });
    expect(sent.status).toBeLessThan(400);
    const time = await createdAt(id);

    const pt = await page(browser, `/thumbnail-expert?c=${id}&rename=${id}`, "pt");
    expect(historyTitle(pt, id)).toBe(inPt(time));
    expect(pt).toContain(`value="${inPt(time)}"`);

    const en = await page(browser, `/thumbnail-expert?c=${id}&rename=${id}`, "en");
    expect(historyTitle(en, id)).toBe(inEn(time));
    // The header and the rename field too.
    expect(en).toContain(`>${inEn(time)}</h1>`);
    expect(en).toContain(`value="${inEn(time)}"`);
    if (inPt(time) !== inEn(time)) expect(en).not.toContain(inPt(time));
  });

  it("a title stored already formatted (before the change) reads in the reader's language", async () => {
    const { browser, userId } = await signedInUser({ language: "en" });
    const time = Date.UTC(2026, 10, 25, 14, 30);
    const baked = crypto.randomUUID();
    const typed = crypto.randomUUID();
    const insert = env.DB.prepare(
      `INSERT INTO chat_conversations (id, user_id, type, title, created_at, updated_at)
       VALUES (?1, ?2, 'thumbnail_expert', ?3, ?4, ?4)`,
    );
    await insert.bind(baked, userId, "Thumbnail - 25/11/2026", time).run();
    await insert.bind(typed, userId, "Thumbnail - 01/02/2026", time).run();

    const en = await page(browser, "/thumbnail-expert", "en");
    expect(historyTitle(en, baked)).toBe("Thumbnail - 11/25/2026");
    // Not its own creation day: the creator typed it, and it stays as typed.
    expect(historyTitle(en, typed)).toBe("Thumbnail - 01/02/2026");

    const pt = await page(browser, "/thumbnail-expert", "pt");
    expect(historyTitle(pt, baked)).toBe("Thumbnail - 25/11/2026");
    expect(historyTitle(pt, typed)).toBe("Thumbnail - 01/02/2026");
  });
});
