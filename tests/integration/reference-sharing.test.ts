/**
 * A reference picture used by more than one row (issue 24, finding 10): deleting one conversation
 * must not take away a picture another conversation still shows. An upload reused by name (the
 * composer, the channel analysis's "use as reference") is counted; a dashboard thumbnail used as a
 * reference is copied, so deleting the thumbnail leaves the conversation's picture in place.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveThumbnails } from "~/core/thumbnails/thumbnail-store.server";
import { signedInUser } from "./billing-helpers";
import { origin, type Browser } from "./helpers";
import { picture } from "./pictures";

function send(browser: Browser, conversationId: string, fields: Record<string, string | File>) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("conversationId", conversationId);
  form.set("clientMessageId", crypto.randomUUID());
  form.set("text", "Quero uma capa com esta foto");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return browser.fetch("/thumbnail-expert", { method: "POST", body: form, headers: { Origin: origin } });
}

async function referenceOf(conversationId: string) {
  const row = await env.DB.prepare(
    "SELECT reference_image AS key FROM chat_messages WHERE conversation_id = ?1 AND reference_image IS NOT NULL",
  )
    .bind(conversationId)
    .first<{ key: string }>();
  return row!.key;
}

describe("references shared between rows", () => {
  it("keeps an upload reused in conversation Y when conversation X is deleted, and removes it with Y", async () => {
    const { userId, browser } = await signedInUser();
    const x = crypto.randomUUID();
    const y = crypto.randomUUID();
    const file = new File([picture(320, 180)], "ref.png", { type: "image/png" });
    expect((await send(browser, x, { reference: file })).status).toBe(303);
    const key = await referenceOf(x);
    const name = key.slice(`references/${userId}/`.length);
    expect((await send(browser, y, { referenceUpload: name })).status).toBe(303);
    expect(await referenceOf(y)).toBe(key);

    expect((await browser.post("/thumbnail-expert", { intent: "delete", id: x })).status).toBe(303);
    const shown = await browser.get(`/expert/references/${name}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(await env.MEDIA.head(key)).not.toBeNull();

    // The last conversation that used it takes it along.
    expect((await browser.post("/thumbnail-expert", { intent: "delete", id: y })).status).toBe(303);
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it("copies a dashboard thumbnail used as a reference, so deleting the thumbnail keeps the conversation's picture", async () => {
    const { userId, browser } = await signedInUser();
    const thumbnailId = crypto.randomUUID();
    await saveThumbnails(env, userId, [
      { id: thumbnailId, title: "Bolo", niche: "culinária", jpeg: picture(320, 180, "jpeg") },
    ]);
    const conversation = crypto.randomUUID();
    expect((await send(browser, conversation, { referenceThumbnail: thumbnailId })).status).toBe(303);
    const key = await referenceOf(conversation);
    expect(key).toMatch(new RegExp(`^references/${userId}/[0-9a-f-]{36}\\.jpg$`));

    expect((await browser.post("/dashboard", { intent: "delete", id: thumbnailId })).status).toBeLessThan(
      400,
    );
    expect(await env.MEDIA.head(`thumbnails/${userId}/${thumbnailId}.jpg`)).toBeNull();
    const shown = await browser.get(`/expert/references/${key.split("/").pop()}`);
    expect(shown.status).toBe(200);
  });
});
