/**
 * Export at the plan's size through the real Worker (docs/decisions/023-export-at-the-plans-resolution.md):
 * the /exportar form queues one `image-export` job per thumbnail, revision, size and variant, the
 * jobs Worker re-renders the layer document at that size into R2, the progress page offers the file
 * to its owner only, and every gate holds on a request made by hand (the route and the API).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageSize } from "~/engines/render/image-size";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import type { ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import type { PlanId } from "~/core/plans/catalog";
import { backgroundKey, thumbnailObjectKey } from "~/core/storage/keys";
import { api, errorOf, newKey } from "./api-helpers";
import { profileOf, signedInUser } from "./billing-helpers";
import { type Browser, finishedJob, origin } from "./helpers";
import { picture } from "./pictures";

async function creator(plan: PlanId, language: "pt" | "en" = "pt") {
  const user = await signedInUser({ language });
  if (plan !== "free") await applyPlanStatement(env.DB, user.userId, plan).run();
  return user;
}

let background: Uint8Array<ArrayBuffer> | undefined;

/** A thumbnail saved as the generator saves one: its JPEG, its background and its layer document. */
async function editableThumbnail(userId: string, title = "Pão caseiro em 10 minutos") {
  background ??= picture(1280, 720, "jpeg");
  const id = crypto.randomUUID();
  const jobId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, live_channel, type, status, payload, finished_at)
     VALUES (?1, ?2, ?3, 'generation', 'succeeded', '{}', ?4)`,
  )
    .bind(jobId, userId, `user:${userId}`, Date.now())
    .run();
  const backgroundObject = backgroundKey(userId, jobId, 0, 0);
  await env.MEDIA.put(backgroundObject, background, { httpMetadata: { contentType: "image/jpeg" } });
  await env.MEDIA.put(thumbnailObjectKey(userId, id), background, {
    httpMetadata: { contentType: "image/jpeg" },
  });
  const document: ThumbnailDocument = {
    version: 1,
    layout: "side-headline",
    style: "bold",
    background: 0,
    backgrounds: [backgroundObject],
    layers: [testHeadlineLayer({ text: title })],
  };
  await env.DB.prepare(
    `INSERT INTO thumbnails (id, user_id, title, image_url, niche, job_id, variant, document)
     VALUES (?1, ?2, ?3, ?4, 'culinária', ?5, 1, ?6)`,
  )
    .bind(id, userId, title, thumbnailObjectKey(userId, id), jobId, JSON.stringify(document))
    .run();
  return { id, document, backgroundObject };
}

function requestExport(browser: Browser, thumbnailId: string, size: string) {
  const body = new FormData();
  body.set("export", `${thumbnailId}:${size}`);
  return browser.fetch("/exportar", { method: "POST", body, headers: { Origin: origin } });
}

/** Starts an export and waits for its job; the job's id and how it ended. */
async function exported(browser: Browser, thumbnailId: string, size: string) {
  const response = await requestExport(browser, thumbnailId, size);
  expect(response.status).toBe(303);
  const jobId = /^\/exportar\/([0-9a-f-]{36})$/.exec(response.headers.get("Location") ?? "")?.[1];
  expect(jobId).toBeTruthy();
  return { jobId: jobId!, finished: await finishedJob(jobId!) };
}

const exportJobs = async (userId: string) =>
  (
    await env.DB.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1 AND type = 'image-export'`)
      .bind(userId)
      .first<{ n: number }>()
  )?.n ?? 0;

async function downloaded(browser: Browser, jobId: string) {
  const response = await browser.get(`/exportar/${jobId}/baixar`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, size: imageSize(bytes) };
}

describe("export at the plan's size", () => {
  it("makes a Pro 4K export of 3840×2160 from the layers, named after the title, for no AI credits, reused when asked again", async () => {
    const { browser, userId } = await creator("pro");
    const { id } = await editableThumbnail(userId);
    const before = (await profileOf(userId)).usedAiCredits;
    const { jobId, finished } = await exported(browser, id, "4k");
    expect(finished.status).toBe("succeeded");
    expect((await profileOf(userId)).usedAiCredits).toBe(before);

    const page = await (await browser.get(`/exportar/${jobId}`)).text();
    expect(page).toContain("Exportação em 4K");
    expect(page).toContain("3840×2160 pixels");
    expect(page).toContain(`href="/exportar/${jobId}/baixar"`);

    const file = await downloaded(browser, jobId);
    expect(file.size).toMatchObject({ width: 3840, height: 2160 });
    expect([file.bytes.at(-2), file.bytes.at(-1)]).toEqual([0xff, 0xd9]);
    expect(file.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(file.response.headers.get("Content-Disposition")).toContain(
      "filename*=UTF-8''P%C3%A3o%20caseiro%20em%2010%20minutos-4K.jpg",
    );
    expect(file.response.headers.get("X-Miniatura-Watermark")).toBe("no");

    // The same request again: the same job and the same file, no new work.
    const again = await requestExport(browser, id, "4k");
    expect(again.headers.get("Location")).toBe(`/exportar/${jobId}`);
    expect(await exportJobs(userId)).toBe(1);

    // Only its owner sees it.
    const stranger = await creator("pro");
    expect((await stranger.browser.get(`/exportar/${jobId}`)).status).toBe(404);
    expect((await stranger.browser.get(`/exportar/${jobId}/baixar`)).status).toBe(404);
    expect((await requestExport(stranger.browser, id, "4k")).status).toBe(404);

    // Downgraded to Free: the unwatermarked 4K is never served again, and 4K is refused.
    await applyPlanStatement(env.DB, userId, "free").run();
    expect((await browser.get(`/exportar/${jobId}/baixar`)).status).toBe(404);
    expect(await (await browser.get(`/exportar/${jobId}`)).text()).toContain("Exporte de novo");
    expect((await requestExport(browser, id, "4k")).status).toBe(403);
  });

  it("makes an Elite 8K export of 7680×4320", async () => {
    const { browser, userId } = await creator("elite", "en");
    const { id } = await editableThumbnail(userId, "Eight K");
    const { jobId, finished } = await exported(browser, id, "8k");
    expect(finished.status).toBe("succeeded");
    const file = await downloaded(browser, jobId);
    expect(file.size).toMatchObject({ width: 7680, height: 4320 });
    expect(file.response.headers.get("Content-Disposition")).toContain("Eight K-8K.jpg");
  }, 120_000);

  it("stops Free at 720p: larger sizes are refused with the way to the plans, and 720p is watermarked", async () => {
    const { browser, userId } = await creator("free");
    const { id } = await editableThumbnail(userId);
    const refused = await requestExport(browser, id, "1080p");
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain("1080p está disponível a partir do plano Starter.");
    expect(html).toContain('href="/assinatura"');
    expect(await exportJobs(userId)).toBe(0);

    // 720p is today's download, watermarked.
    const direct = await requestExport(browser, id, "720p");
    expect(direct.status).toBe(303);
    expect(direct.headers.get("Location")).toBe(`/thumbnails/${id}/download`);
    const file = await browser.get(`/thumbnails/${id}/download`);
    expect(file.headers.get("X-Miniatura-Watermark")).toBe("yes");
    expect(imageSize(new Uint8Array(await file.arrayBuffer()))).toMatchObject({ width: 1280, height: 720 });

    // The dashboard shows 1080p and above as ways to the plans, not as exports.
    const dashboard = await (await browser.get("/dashboard")).text();
    expect(dashboard).toContain("1080p: disponível no Starter");
    expect(dashboard).not.toContain("Exportar em 1080p");
  });

  it("refuses a Starter's hand-made 4K request (the route and the API) and makes its 1080p", async () => {
    const { browser, userId } = await creator("starter", "en");
    const { id } = await editableThumbnail(userId);
    const refused = await requestExport(browser, id, "4k");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("4K is available from the Creator plan.");
    const { key } = await newKey(userId);
    const viaApi = await api(key, `/thumbnails/${id}/image?size=4k`);
    expect(viaApi.status).toBe(403);
    expect((await errorOf(viaApi)).error.code).toBe("plan_required");
    expect(await exportJobs(userId)).toBe(0);

    const { jobId, finished } = await exported(browser, id, "1080p");
    expect(finished.status).toBe("succeeded");
    expect((await downloaded(browser, jobId)).size).toMatchObject({ width: 1920, height: 1080 });
  });

  it("makes a new export after an edit and drops the old one", async () => {
    const { browser, userId } = await creator("creator");
    const { id, document } = await editableThumbnail(userId);
    const first = await exported(browser, id, "1080p");
    expect(first.finished.status).toBe("succeeded");
    const oldKey = `derived/${id}/export-orig-1080p-r0.jpg`;
    expect(await env.MEDIA.head(oldKey)).not.toBeNull();

    const layer = document.layers[0]!;
    const edit = new FormData();
    for (const [name, value] of Object.entries({
      intent: "save",
      background: "0",
      "layers[0].text": "Pão de fermentação natural",
      "layers[0].size": String(layer.size),
      "layers[0].color": layer.color,
      "layers[0].accent": layer.accent ?? "#ffd91a",
      "layers[0].outlineColor": layer.outline.color,
      "layers[0].outlineWidth": String(layer.outline.width),
      "layers[0].position": layer.position,
    }))
      edit.set(name, value);
    const saved = await browser.fetch(`/gerar/editor/${id}`, {
      method: "POST",
      body: edit,
      headers: { Origin: origin },
    });
    expect(saved.status).toBe(303);
    expect(await env.MEDIA.head(oldKey)).toBeNull();

    const second = await exported(browser, id, "1080p");
    expect(second.jobId).not.toBe(first.jobId);
    expect(second.finished.status).toBe("succeeded");
    expect(await env.MEDIA.head(`derived/${id}/export-orig-1080p-r1.jpg`)).not.toBeNull();
    expect(await exportJobs(userId)).toBe(2);
  });

  it("says a failed export failed, charges nothing, and tries again with a new job", async () => {
    const { browser, userId } = await creator("pro", "en");
    const { id, backgroundObject } = await editableThumbnail(userId);
    const stored = await env.MEDIA.get(backgroundObject);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    await env.MEDIA.delete(backgroundObject);
    const before = await profileOf(userId);
    const failed = await exported(browser, id, "4k");
    expect(failed.finished.status).toBe("failed");
    const page = await (await browser.get(`/exportar/${failed.jobId}`)).text();
    expect(page).toContain("The export failed");
    expect(page).toContain("Nothing was charged");
    expect(page).toContain("Try again");
    expect((await browser.get(`/exportar/${failed.jobId}/baixar`)).status).toBe(404);
    const after = await profileOf(userId);
    expect([after.usedAiCredits, after.usedThumbnails]).toEqual([
      before.usedAiCredits,
      before.usedThumbnails,
    ]);

    await env.MEDIA.put(backgroundObject, bytes);
    const retried = await exported(browser, id, "4k");
    expect(retried.jobId).not.toBe(failed.jobId);
    expect(retried.finished.status).toBe("succeeded");
  });

  it("limits new exports like the AI actions, counted apart, and still opens a finished one", async () => {
    const { browser, userId } = await creator("pro");
    const { id } = await editableThumbnail(userId);
    const first = await exported(browser, id, "1080p");
    expect(first.finished.status).toBe("succeeded");
    // Spend the creator's allowance of new exports for this minute.
    let spent = 0;
    while ((await env.AI_USER_LIMIT.limit({ key: `export:user:${userId}` })).success && spent < 200)
      spent += 1;
    const refused = await requestExport(browser, id, "4k");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Muitas solicitações em pouco tempo");
    expect(await exportJobs(userId)).toBe(1);
    // The finished 1080p is not new work: it opens as before.
    expect((await requestExport(browser, id, "1080p")).headers.get("Location")).toBe(
      `/exportar/${first.jobId}`,
    );
    // The AI actions' own allowance is untouched.
    expect((await env.AI_USER_LIMIT.limit({ key: `ai:user:${userId}` })).success).toBe(true);
  });

  it("keeps a thumbnail without a layer document at 720p and says why", async () => {
    const { browser, userId } = await creator("pro");
    background ??= picture(1280, 720, "jpeg");
    const plain = crypto.randomUUID();
    await env.MEDIA.put(thumbnailObjectKey(userId, plain), background);
    await env.DB.prepare(
      `INSERT INTO thumbnails (id, user_id, title, image_url) VALUES (?1, ?2, 'Antiga', ?3)`,
    )
      .bind(plain, userId, thumbnailObjectKey(userId, plain))
      .run();
    const dashboard = await (await browser.get("/dashboard")).text();
    expect(dashboard).toContain("4K: só para thumbnails editáveis");
    expect(dashboard).toContain("Esta thumbnail não tem camadas editáveis (foi feita antes do editor)");
    expect(dashboard).not.toContain(`value="${plain}:4k"`);
    const refused = await requestExport(browser, plain, "4k");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("só pode ser baixada em 720p");
    expect(await exportJobs(userId)).toBe(0);
  });

  it("shows how far a running export is, on a page that refreshes itself every 2 s", async () => {
    const { browser, userId } = await creator("pro");
    const { id } = await editableThumbnail(userId);
    const jobId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO jobs (id, user_id, live_channel, type, status, payload, result)
       VALUES (?1, ?2, ?3, 'image-export', 'running', ?4, '{"progress":40}')`,
    )
      .bind(
        jobId,
        userId,
        `user:${userId}`,
        JSON.stringify({ thumbnailId: id, revision: 0, size: "4k", variant: "orig" }),
      )
      .run();
    const page = await (await browser.get(`/exportar/${jobId}`)).text();
    expect(page).toContain("Preparando o arquivo em 4K…<!-- --> 40%");
    expect(page).toMatch(/<progress[^>]*max="100"[^>]*value="40"/);
    expect(page).toContain('<meta http-equiv="refresh" content="2"/>');
    expect(page).not.toContain(`href="/exportar/${jobId}/baixar"`);
    expect((await browser.get(`/exportar/${jobId}/baixar`)).status).toBe(404);
  });

  it("answers the API's ?size= with 202 and the address to ask again, then the JPEG", async () => {
    const { browser, userId } = await creator("elite");
    const { id } = await editableThumbnail(userId);
    const { key } = await newKey(userId);
    const first = await api(key, `/thumbnails/${id}/image?size=1080p`);
    expect(first.status).toBe(202);
    const body = (await first.json()) as { job_id: string; status_url: string };
    expect(body.status_url).toBe(`${origin}/api/v1/thumbnails/${id}/image?size=1080p`);
    expect((await finishedJob(body.job_id)).status).toBe("succeeded");
    const ready = await api(key, `/thumbnails/${id}/image?size=1080p`);
    expect(ready.status).toBe(200);
    expect(imageSize(new Uint8Array(await ready.arrayBuffer()))).toMatchObject({ width: 1920, height: 1080 });
    // The site's export of the same size is the same job.
    expect((await requestExport(browser, id, "1080p")).headers.get("Location")).toBe(
      `/exportar/${body.job_id}`,
    );
    expect(await exportJobs(userId)).toBe(1);

    const invalid = await api(key, `/thumbnails/${id}/image?size=16k`);
    expect(invalid.status).toBe(400);
    // A thumbnail without a layer document exists at 720p only.
    const plain = crypto.randomUUID();
    await env.MEDIA.put(thumbnailObjectKey(userId, plain), background!);
    await env.DB.prepare(`INSERT INTO thumbnails (id, user_id, title, image_url) VALUES (?1, ?2, 'Old', ?3)`)
      .bind(plain, userId, thumbnailObjectKey(userId, plain))
      .run();
    const old = await api(key, `/thumbnails/${plain}/image?size=4k`);
    expect(old.status).toBe(409);
    expect((await errorOf(old)).error.code).toBe("export_needs_document");
    expect((await api(key, `/thumbnails/${plain}/image`)).status).toBe(200);
  });
});
