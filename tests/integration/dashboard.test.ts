/**
 * The dashboard's thumbnails through the real Worker: the list, the owner-checked image and download
 * routes (watermarked on Free, original on Pro), delete with its R2 objects, and the live channel.
 * Another user's ids answer exactly like ids that do not exist (404), and nothing changes.
 */
import * as photon from "@cf-wasm/photon";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { renderSample } from "~/features/dashboard/sample-thumbnails";
import { saveThumbnails } from "~/core/thumbnails/thumbnail-store.server";
import { thumbnailObjectKey } from "~/core/storage/keys";
import { signedInUser } from "./billing-helpers";
import { eventually, origin } from "./helpers";
import pt from "~/core/i18n/locales/pt";

async function addThumbnails(userId: string, titles: string[]) {
  const items = titles.map((title, index) => ({
    id: crypto.randomUUID(),
    title,
    niche: "culinária",
    jpeg: renderSample(photon, title, index),
  }));
  for (const item of items) {
    // One at a time, a millisecond apart, so "newest first" has an order to keep.
    await saveThumbnails(env, userId, [item]);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return items.map((item) => item.id);
}

async function makePro(userId: string) {
  await env.DB.prepare(`UPDATE profiles SET plan = 'pro', has_watermark = 0 WHERE id = ?1`)
    .bind(userId)
    .run();
}

async function rowExists(id: string) {
  return (await env.DB.prepare(`SELECT id FROM thumbnails WHERE id = ?1`).bind(id).first()) !== null;
}

function decode(bytes: ArrayBuffer) {
  const image = photon.PhotonImage.new_from_byteslice(new Uint8Array(bytes));
  try {
    return { width: image.get_width(), height: image.get_height(), pixels: image.get_raw_pixels() };
  } finally {
    image.free();
  }
}

/** How many pixels differ by more than `threshold` in any channel, and whether they went lighter. */
function compare(a: Uint8Array, b: Uint8Array, threshold = 12) {
  let changed = 0;
  let lighter = 0;
  for (let i = 0; i < a.length; i += 4) {
    const delta = b[i]! + b[i + 1]! + b[i + 2]! - (a[i]! + a[i + 1]! + a[i + 2]!);
    if (Math.abs(delta) > threshold * 3) {
      changed += 1;
      if (delta > 0) lighter += 1;
    }
  }
  return { changed, lighter, share: changed / (a.length / 4) };
}

describe("the dashboard's thumbnails", () => {
  it("lists the user's own thumbnails newest first, a page of 12 at a time, with an empty state", async () => {
    const { userId, browser } = await signedInUser();
    const empty = await (await browser.get("/dashboard")).text();
    expect(empty).toContain("Você ainda não criou nenhuma thumbnail");

    const other = await signedInUser();
    await addThumbnails(other.userId, ["Não é seu"]);
    const titles = Array.from({ length: 13 }, (_, i) => `Vídeo ${i + 1}`);
    await addThumbnails(userId, titles);
    const first = await (await browser.get("/dashboard")).text();
    expect(first).toContain("Thumbnails criadas: 13");
    expect(first).not.toContain("Não é seu");
    expect(first).toContain("Página 1 de 2");
    const order = [...first.matchAll(/<h3[^>]*>(Vídeo \d+)<\/h3>/g)].map((m) => m[1]);
    expect(order).toEqual(titles.slice(1).reverse());
    const second = await (await browser.get("/dashboard?page=2")).text();
    expect([...second.matchAll(/<h3[^>]*>(Vídeo \d+)<\/h3>/g)].map((m) => m[1])).toEqual(["Vídeo 1"]);
  });

  it("serves images to their owner only, watermarked on Free at every size", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const [id] = await addThumbnails(owner.userId, ["Bolo de cenoura"]);

    const image = await owner.browser.get(`/thumbnails/${id}/image?w=640&v=wm`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    expect(image.headers.get("Cache-Control")).toContain("private");
    expect(decode(await image.arrayBuffer()).width).toBe(640);
    // The width a phone's card picks (app/core/thumbnails/image-urls.ts).
    const phone = await owner.browser.get(`/thumbnails/${id}/image?w=800&v=wm`);
    expect(phone.status).toBe(200);
    expect(decode(await phone.arrayBuffer())).toMatchObject({ width: 800, height: 450 });

    // The unwatermarked variant is not available to a Free user under any address.
    const original = await owner.browser.get(`/thumbnails/${id}/image?w=1280&v=orig`);
    expect(original.status).toBe(302);
    expect(original.headers.get("Location")).toBe(`/thumbnails/${id}/image?w=1280&v=wm`);

    for (const path of [`/thumbnails/${id}/image?w=640&v=wm`, `/thumbnails/${id}/download`]) {
      expect((await stranger.browser.get(path)).status).toBe(404);
      expect((await SELF.fetch(`${origin}${path}`)).status).toBe(404);
    }
    expect((await owner.browser.get(`/thumbnails/${crypto.randomUUID()}/download`)).status).toBe(404);
    expect((await owner.browser.get(`/thumbnails/${id}/image?w=999&v=wm`)).status).toBe(404);
  });

  it("downloads a watermarked .jpg named after the title on Free, and the original on Pro", async () => {
    const { userId, browser } = await signedInUser();
    const [id] = await addThumbnails(userId, ["Ação: pão de queijo?"]);
    const stored = await env.MEDIA.get(thumbnailObjectKey(userId, id!));
    const originalBytes = await stored!.arrayBuffer();
    const source = decode(originalBytes);

    const free = await browser.get(`/thumbnails/${id}/download`);
    expect(free.status).toBe(200);
    const disposition = free.headers.get("Content-Disposition")!;
    expect(disposition).toContain(`filename="Acao pao de queijo.jpg"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("Ação pão de queijo.jpg")}`);
    const marked = decode(await free.arrayBuffer());
    expect([marked.width, marked.height]).toEqual([1280, 720]);
    const difference = compare(source.pixels, marked.pixels);
    // The pattern covers the whole picture, lightly: a few percent of pixels, all made lighter.
    expect(difference.share).toBeGreaterThan(0.01);
    expect(difference.share).toBeLessThan(0.3);
    expect(difference.lighter / difference.changed).toBeGreaterThan(0.95);
    for (const [x0, x1] of [
      [0, 640],
      [640, 1280],
    ]) {
      let changedHere = 0;
      for (let y = 0; y < 720; y += 2)
        for (let x = x0!; x < x1!; x += 2) {
          const i = (y * 1280 + x) * 4;
          if (Math.abs(marked.pixels[i]! - source.pixels[i]!) > 12) changedHere += 1;
        }
      expect(changedHere, "the watermark repeats across the image").toBeGreaterThan(100);
    }

    await makePro(userId);
    const pro = await browser.get(`/thumbnails/${id}/download`);
    expect(new Uint8Array(await pro.arrayBuffer())).toEqual(new Uint8Array(originalBytes));
    const proImage = await browser.get(`/thumbnails/${id}/image?w=640&v=wm`);
    expect(proImage.status).toBe(302);
    expect(proImage.headers.get("Location")).toBe(`/thumbnails/${id}/image?w=640&v=orig`);
  });

  it("deletes a thumbnail with its R2 objects; another user's id is a 404 that changes nothing", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser({ language: "en" });
    const [id] = await addThumbnails(owner.userId, ["Para excluir"]);
    // Cached copies exist once the image has been seen.
    await (await owner.browser.get(`/thumbnails/${id}/image?w=320&v=wm`)).arrayBuffer();
    expect((await env.MEDIA.list({ prefix: `derived/${id}/` })).objects.length).toBeGreaterThan(0);

    const dialog = await (await owner.browser.get(`/dashboard?delete=${id}`)).text();
    expect(dialog).toContain("Excluir Thumbnail");
    expect(dialog).toContain(
      "Tem certeza que deseja excluir esta thumbnail? Esta ação não pode ser desfeita.",
    );
    expect(await (await stranger.browser.get(`/dashboard?delete=${id}`)).text()).not.toContain(
      "Para excluir",
    );

    const refused = await stranger.browser.post("/dashboard", { intent: "delete", id: id! });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("Could not delete the thumbnail");
    expect(await rowExists(id!)).toBe(true);
    expect(await env.MEDIA.head(thumbnailObjectKey(owner.userId, id!))).not.toBeNull();

    const deleted = await owner.browser.post("/dashboard?delete=" + id, { intent: "delete", id: id! });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/dashboard");
    expect(await (await owner.browser.get("/dashboard")).text()).toContain("Thumbnail excluída");
    expect(await rowExists(id!)).toBe(false);
    expect(await env.MEDIA.head(thumbnailObjectKey(owner.userId, id!))).toBeNull();
    expect((await env.MEDIA.list({ prefix: `derived/${id}/` })).objects).toEqual([]);
    // Sent again (a retried form): nothing left to delete, nothing else touched.
    expect((await owner.browser.post("/dashboard", { intent: "delete", id: id! })).status).toBe(404);
  });
});

describe("the dashboard page", () => {
  it("shows the admin panel to admins only: users, plans, jobs and failures, the feedback inbox", async () => {
    const admin = await signedInUser();
    const creator = await signedInUser();
    await env.DB.prepare(`UPDATE users SET role = 'admin' WHERE id = ?1`).bind(admin.userId).run();
    await creator.browser.post("/dashboard?feedback=1", {
      intent: "feedback",
      type: "problem",
      subject: "Exportação travou",
      message: "A exportação parou em 90% duas vezes.",
    });
    await env.DB.prepare(
      `INSERT INTO jobs (id, user_id, live_channel, type, status, error) VALUES (?1, ?2, ?3, 'generation', 'failed', 'retries_exhausted')`,
    )
      .bind(crypto.randomUUID(), creator.userId, `user:${creator.userId}`)
      .run();
    const users = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM users`).first<{ n: number }>())!.n;

    const page = await (await admin.browser.get("/dashboard")).text();
    expect(page).toMatch(/id="admin-title"[^>]*>Painel do administrador</);
    expect(page).toMatch(new RegExp(`data-testid="admin-users"[^>]*>${users}<`));
    expect(page).toMatch(/Free(<!-- -->)?: <strong>\d+<\/strong>/);
    expect(page).toContain("Exportação travou");
    expect(page).toContain("A exportação parou em 90% duas vezes.");
    expect(page).toContain("Geração · Falhou");
    expect(page).toContain("retries_exhausted");

    const creatorPage = await (await creator.browser.get("/dashboard")).text();
    expect(creatorPage).not.toContain(`id="admin-title"`);
    expect(creatorPage).not.toContain("Exportação travou");
  });

  it("without JavaScript, refreshes itself only while one of the user's jobs is pending", async () => {
    const { userId, browser } = await signedInUser();
    const refresh = '<meta http-equiv="refresh"';
    expect(await (await browser.get("/dashboard")).text()).not.toContain(refresh);
    const jobId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO jobs (id, user_id, live_channel, type, status) VALUES (?1, ?2, ?3, 'generation', 'running')`,
    )
      .bind(jobId, userId, `user:${userId}`)
      .run();
    const pending = await (await browser.get("/dashboard")).text();
    expect(pending).toContain(refresh);
    expect(pending).toContain("Gerando thumbnails… a lista se atualiza sozinha.");
    await env.DB.prepare(`UPDATE jobs SET status = 'succeeded' WHERE id = ?1`).bind(jobId).run();
    expect(await (await browser.get("/dashboard")).text()).not.toContain(refresh);
  });

  it("sends the browser the dashboard's strings, the score's only with its dialog open, never the sign-in screens'", async () => {
    const { browser } = await signedInUser();
    const page = await (await browser.get("/dashboard")).text();
    // The dashboard's strings travel for the browser (this one is on the page of admins only).
    expect(page).not.toContain(`id="admin-title"`);
    expect(page).toContain(pt.dashboard.admin.title);
    for (const elsewhere of [
      pt.scorePanel.lead,
      pt.status.lead,
      pt.auth.emails.signature,
      pt.auth.login.title,
    ])
      expect(page, elsewhere).not.toContain(elsewhere);
    const withDialog = await (
      await browser.get("/dashboard?score=0b6f3c1e-8f1a-4c2b-9d3e-2a1b0c9d8e7f")
    ).text();
    expect(withDialog).toContain(pt.scorePanel.lead);
    expect(withDialog).not.toContain(pt.auth.emails.signature);
  });

  it("sends a visitor without a session to /", async () => {
    const response = await SELF.fetch(`${origin}/dashboard`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("the live channel", () => {
  async function openLive(cookie?: string) {
    const response = await SELF.fetch(`${origin}/live`, {
      headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}) },
    });
    return response;
  }

  function nextMessage(socket: WebSocket, timeoutMs = 3000) {
    return new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      socket.addEventListener("message", (event) => {
        // The hello every socket gets on opening (when the channel last had news) is not news.
        if (String(event.data).startsWith('{"type":"hello"')) return;
        clearTimeout(timer);
        resolve(String(event.data));
      });
    });
  }

  it("refuses a WebSocket without a session, and with a session that is not valid", async () => {
    expect((await openLive()).status).toBe(401);
    expect((await openLive("mn_session=forged-token-forged-token-forged")).status).toBe(401);
  });

  it("tells the user's own pages when their thumbnails change, and nobody else's", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const ownerSocket = (await openLive(owner.browser.cookieHeader)).webSocket!;
    const strangerSocket = (await openLive(stranger.browser.cookieHeader)).webSocket!;
    ownerSocket.accept();
    strangerSocket.accept();
    const ownerHears = nextMessage(ownerSocket);
    const strangerHears = nextMessage(strangerSocket, 1000);
    const [id] = await addThumbnails(owner.userId, ["Ao vivo"]);
    expect(JSON.parse((await ownerHears)!)).toEqual({ type: "revalidate", reason: "thumbnails" });
    expect(await strangerHears).toBeNull();

    const afterDelete = nextMessage(ownerSocket);
    await owner.browser.post("/dashboard", { intent: "delete", id: id! });
    expect(JSON.parse((await afterDelete)!)).toMatchObject({ type: "revalidate", reason: "thumbnails" });
    ownerSocket.close();
    strangerSocket.close();
  });

  it("a samples job (development) adds thumbnails once, even when its message is delivered twice", async () => {
    const { userId, browser } = await signedInUser();
    const socket = (await openLive(browser.cookieHeader)).webSocket!;
    socket.accept();
    const messages: string[] = [];
    socket.addEventListener("message", (event) => {
      messages.push(String(event.data));
    });
    const response = await browser.post("/dev/thumbnails", { count: "2" });
    expect(response.status).toBe(303);
    const { id: jobId } = (await env.DB.prepare(`SELECT id FROM jobs WHERE user_id = ?1 AND type = 'samples'`)
      .bind(userId)
      .first<{ id: string }>())!;
    const count = async () =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM thumbnails WHERE user_id = ?1`)
        .bind(userId)
        .first<{ n: number }>())!.n;
    await eventually(async () => (await count()) === 2);
    await eventually(async () => messages.some((m) => m.includes('"thumbnails"')));
    // The same job again (a redelivery after it finished): skipped, nothing doubled.
    await env.GENERATION_QUEUE.send({ kind: "job", jobId, type: "samples" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await count()).toBe(2);
    socket.close();
  });
});
