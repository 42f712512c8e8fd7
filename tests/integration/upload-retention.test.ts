/**
 * Uploaded originals are kept 7 days (issue 24, finding 5b): the cron's sweep removes compressor,
 * upscale, reference and video-frame uploads older than that, in bounded batches, and keeps what is
 * recent and what a row still uses (a conversation's reference, a job still to run), and anything
 * that is not an upload (a dashboard thumbnail).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saveThumbnails } from "~/core/thumbnails/thumbnail-store.server";
import { sweepUploads } from "~/core/storage/retention.server";
import { signedInUser } from "./billing-helpers";
import { Browser, finishedJob, origin } from "./helpers";
import { picture } from "./pictures";

const day = 24 * 60 * 60 * 1000;

async function exists(key: string) {
  return (await env.MEDIA.head(key)) !== null;
}

describe("retention of uploads", () => {
  it("removes uploads older than 7 days that no row uses, keeping recent and still-used ones", async () => {
    const { userId, browser } = await signedInUser();
    const jpeg = picture(64, 48, "jpeg");

    // Old: a reference a conversation shows, one nothing uses, a frame, a compression whose job is
    // still to run, an upscale, and a dashboard thumbnail (not an upload).
    const conversationId = crypto.randomUUID();
    const form = new FormData();
    form.set("intent", "send");
    form.set("conversationId", conversationId);
    form.set("clientMessageId", crypto.randomUUID());
    form.set("text", "Minha foto");
    form.set("reference", new File([picture(64, 48)], "ref.png", { type: "image/png" }));
    expect(
      (await browser.fetch("/thumbnail-expert", { method: "POST", body: form, headers: { Origin: origin } }))
        .status,
    ).toBe(303);
    const shown = (await env.DB.prepare(
      "SELECT reference_image AS key FROM chat_messages WHERE conversation_id = ?1 AND reference_image IS NOT NULL",
    )
      .bind(conversationId)
      .first<{ key: string }>())!.key;
    const unused = `references/${userId}/${crypto.randomUUID()}.jpg`;
    const frame = `videos/${userId}/frames/1700000000000_0.jpg`;
    const upscaled = `upscale/${userId}/${crypto.randomUUID()}/source.jpg`;
    for (const key of [unused, frame, upscaled]) await env.MEDIA.put(key, jpeg);

    const compressForm = new FormData();
    compressForm.set("image", new File([jpeg], "a.jpg", { type: "image/jpeg" }));
    compressForm.set("targetMb", "1");
    const compressed = await browser.fetch("/image-compress", {
      method: "POST",
      body: compressForm,
      headers: { Origin: origin },
    });
    const jobId = new URL(compressed.headers.get("Location")!, origin).searchParams.get("job")!;
    await finishedJob(jobId);
    const job = await env.DB.prepare("SELECT payload FROM jobs WHERE id = ?1")
      .bind(jobId)
      .first<{ payload: string }>();
    const { originalKey, upload } = JSON.parse(job!.payload) as { originalKey: string; upload: string };
    const compressedKey = `compress/${userId}/${upload}/compressed.jpg`;
    // As if the job were still waiting in the queue: its original is in use.
    await env.DB.prepare("UPDATE jobs SET status = 'queued' WHERE id = ?1").bind(jobId).run();

    const thumbnailId = crypto.randomUUID();
    await saveThumbnails(env, userId, [{ id: thumbnailId, title: "Bolo", niche: null, jpeg }]);
    const thumbnail = `thumbnails/${userId}/${thumbnailId}.jpg`;

    // Recent: uploaded over a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const recent = `references/${userId}/${crypto.randomUUID()}.jpg`;
    const recentFrame = `videos/${userId}/frames/1700000000001_0.jpg`;
    for (const key of [recent, recentFrame]) await env.MEDIA.put(key, jpeg);
    // Seen from a moment when the recent ones are just under 7 days old and the others over.
    const now = (await env.MEDIA.head(recent))!.uploaded.getTime() + 7 * day - 500;

    // A run reads a bounded number of pages per prefix; runs go on where the last one stopped.
    const first = await sweepUploads(env, { now, pageSize: 1, pagesPerRun: 1 });
    expect(first).toBeLessThanOrEqual(4);
    for (let run = 0; run < 5 && ((await exists(unused)) || (await exists(frame))); run++)
      await sweepUploads(env, { now });

    for (const gone of [unused, frame, upscaled, compressedKey]) expect(await exists(gone), gone).toBe(false);
    for (const kept of [shown, originalKey, thumbnail, recent, recentFrame])
      expect(await exists(kept), kept).toBe(true);
    expect((await browser.get(`/expert/references/${shown.split("/").pop()}`)).status).toBe(200);

    // Once the job is done, its original is no longer in use and goes on the next run.
    await env.DB.prepare("UPDATE jobs SET status = 'succeeded' WHERE id = ?1").bind(jobId).run();
    for (let run = 0; run < 5 && (await exists(originalKey)); run++) await sweepUploads(env, { now });
    expect(await exists(originalKey)).toBe(false);
  }, 60_000);

  it("is said on /privacidade in pt and en", async () => {
    const pt = await (await new Browser({ "Accept-Language": "pt-BR" }).get("/privacidade")).text();
    expect(pt).toContain("7 dias, ou antes se você excluir o que os usa");
    const en = await (await new Browser({ "Accept-Language": "en-US" }).get("/privacidade")).text();
    expect(en).toContain("7 days, or sooner if you delete what uses them");
  });
});
