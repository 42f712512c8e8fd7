/**
 * "Baixar meus dados" through the real route, queue and consumer inside workerd: the job, the zip it
 * streams into R2 (its JSON and its images read back with a ZIP reader), the owner-only download, the
 * e-mail, one export at a time, and a redelivered message that must not make a second zip.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { crc32, MAX_ZIP_FILES } from "~/engines/media/zip";
import { buildExport, deleteExpiredExports } from "~/features/settings/data-export.server";
import { newKey, storedThumbnail, thumbnailJpeg } from "./api-helpers";
import { signedInUser } from "./billing-helpers";
import { Browser, eventually, finishedJob } from "./helpers";

const tab = "/configuracoes/seguranca";

/** Reads a stored-entry ZIP (what the export writes) through its central directory, checking CRCs. */
function unzip(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let pos = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(pos, true)).toBe(0x02014b50);
    const crc = view.getUint32(pos + 16, true);
    const size = view.getUint32(pos + 20, true);
    const nameLength = view.getUint16(pos + 28, true);
    const offset = view.getUint32(pos + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(pos + 46, pos + 46 + nameLength));
    expect(view.getUint32(offset, true)).toBe(0x04034b50);
    const dataStart = offset + 30 + view.getUint16(offset + 26, true);
    const data = bytes.subarray(dataStart, dataStart + size);
    expect(crc32(data), name).toBe(crc);
    files.set(name, data);
    pos += 46 + nameLength;
  }
  return files;
}

async function exportJobs(userId: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, status FROM jobs WHERE user_id = ?1 AND type = 'export' ORDER BY created_at`,
  )
    .bind(userId)
    .all<{ id: string; status: string }>();
  return results;
}

async function exportObjects(userId: string) {
  return (await env.MEDIA.list({ prefix: `exports/${userId}/` })).objects.map((o) => o.key);
}

/** A creator with thumbnails, a conversation, an API key and a saved YouTube key. */
async function creator(language: "pt" | "en") {
  const user = await signedInUser({ language });
  const thumbnails = [await storedThumbnail(user.userId), await storedThumbnail(user.userId)];
  const conversationId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO chat_conversations (id, user_id, title) VALUES (?1, ?2, 'Ideias')`).bind(
      conversationId,
      user.userId,
    ),
    env.DB.prepare(
      `INSERT INTO chat_messages (id, conversation_id, role, content) VALUES (?1, ?2, 'user', 'Thumb de receita')`,
    ).bind(crypto.randomUUID(), conversationId),
    env.DB.prepare(`UPDATE profiles SET youtube_api_key = 'sealed:very-secret' WHERE id = ?1`).bind(
      user.userId,
    ),
  ]);
  await newKey(user.userId, "meu script");
  return { ...user, thumbnails, conversationId };
}

async function requestAndFinish(browser: Browser, userId: string) {
  const response = await browser.post(tab, { intent: "export-data" });
  expect(response.status).toBe(303);
  const [job] = (await exportJobs(userId)).slice(-1);
  expect(job).toBeDefined();
  expect(await finishedJob(job!.id)).toMatchObject({ status: "succeeded" });
  return job!.id;
}

describe("Baixar meus dados", () => {
  it("makes a zip with the account's rows (no secrets) and its thumbnails' images, for the owner only", async () => {
    const user = await creator("pt");
    const jobId = await requestAndFinish(user.browser, user.userId);

    const page = await (await user.browser.get(tab)).text();
    expect(page).toContain("Seu arquivo está pronto");
    expect(page).toContain(`/configuracoes/dados/${jobId}`);

    const download = await user.browser.get(`/configuracoes/dados/${jobId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/zip");
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="miniatura-data-/);
    const files = unzip(new Uint8Array(await download.arrayBuffer()));

    for (const thumbnail of user.thumbnails)
      expect([...files.get(`thumbnail-${thumbnail.id}.jpg`)!]).toEqual([...thumbnailJpeg()]);
    const text = new TextDecoder().decode(files.get("miniatura-data.json"));
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.userId, email: user.email });
    expect(data.profile).toMatchObject({ id: user.userId, has_youtube_api_key: true });
    expect(data.profile).not.toHaveProperty("youtube_api_key");
    expect(data.thumbnails.map((t: { id: string }) => t.id).sort()).toEqual(
      user.thumbnails.map((t) => t.id).sort(),
    );
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: user.conversationId,
        messages: [expect.objectContaining({ content: "Thumb de receita" })],
      }),
    ]);
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: "meu script" })]);
    expect(data.apiKeys[0]).not.toHaveProperty("key_hash");
    // None of the account's secrets, in any form.
    const secrets = await env.DB.prepare(
      `SELECT (SELECT hash FROM password_credentials WHERE user_id = ?1) AS password,
              (SELECT key_hash FROM api_keys WHERE user_id = ?1) AS apiKey,
              (SELECT id FROM sessions WHERE user_id = ?1) AS session`,
    )
      .bind(user.userId)
      .first<{ password: string; apiKey: string; session: string }>();
    for (const secret of [secrets!.password, secrets!.apiKey, secrets!.session, "very-secret"])
      expect(text).not.toContain(secret);

    // The e-mail says it is ready, with a link built from APP_URL.
    const mail = await env.DB.prepare(
      `SELECT subject, text FROM outbox WHERE recipient = ?1 ORDER BY created_at DESC LIMIT 1`,
    )
      .bind(user.email)
      .first<{ subject: string; text: string }>();
    expect(mail?.subject).toBe("Seus dados da Miniatura estão prontos");
    expect(mail?.text).toContain("http://miniatura.test/configuracoes/seguranca");

    // Anyone else, or nobody, gets a 404.
    const other = await signedInUser();
    expect((await other.browser.get(`/configuracoes/dados/${jobId}`)).status).toBe(404);
    expect((await new Browser().get(`/configuracoes/dados/${jobId}`)).status).toBe(404);
  });

  it("streams an account with more thumbnails than an in-memory zip may hold", async () => {
    const user = await signedInUser();
    const count = MAX_ZIP_FILES + 50;
    for (let i = 0; i < count; i++) await storedThumbnail(user.userId, Date.now() - i);
    const jobId = await requestAndFinish(user.browser, user.userId);
    const download = await user.browser.get(`/configuracoes/dados/${jobId}`);
    const files = unzip(new Uint8Array(await download.arrayBuffer()));
    expect(files.size).toBe(count + 1);
  });

  it("is in English for an English-speaking creator", async () => {
    const user = await creator("en");
    await requestAndFinish(user.browser, user.userId);
    expect(await (await user.browser.get(tab)).text()).toContain("Your file is ready");
    const mail = await env.DB.prepare(
      `SELECT subject FROM outbox WHERE recipient = ?1 ORDER BY created_at DESC LIMIT 1`,
    )
      .bind(user.email)
      .first<{ subject: string }>();
    expect(mail?.subject).toBe("Your Miniatura data is ready");
  });

  it("runs one export at a time, however often the form is sent", async () => {
    const user = await creator("pt");
    const responses = await Promise.all([
      user.browser.post(tab, { intent: "export-data" }),
      user.browser.post(tab, { intent: "export-data" }),
      user.browser.post(tab, { intent: "export-data" }),
    ]);
    for (const response of responses) expect(response.status).toBe(303);
    const jobs = await exportJobs(user.userId);
    expect(jobs).toHaveLength(1);
    await finishedJob(jobs[0]!.id);
    // Once it has finished, a new one may start, and only the newest file is kept.
    const second = await requestAndFinish(user.browser, user.userId);
    expect(await exportJobs(user.userId)).toHaveLength(2);
    expect(await exportObjects(user.userId)).toEqual([`exports/${user.userId}/${second}.zip`]);
    expect((await user.browser.get(`/configuracoes/dados/${jobs[0]!.id}`)).status).toBe(404);
  });

  it("writes one zip when the queue delivers the message again", async () => {
    const user = await creator("en");
    const jobId = await requestAndFinish(user.browser, user.userId);
    expect(await exportObjects(user.userId)).toEqual([`exports/${user.userId}/${jobId}.zip`]);
    // The first delivery wrote the zip and then died before recording the result: the queue
    // delivers the message again.
    await env.DB.prepare(`UPDATE jobs SET status = 'running', finished_at = NULL WHERE id = ?1`)
      .bind(jobId)
      .run();
    await env.UPSCALE_QUEUE.send({ kind: "job", jobId, type: "export" }, { contentType: "json" });
    await eventually(async () => {
      const row = await env.DB.prepare(`SELECT status FROM jobs WHERE id = ?1`)
        .bind(jobId)
        .first<{ status: string }>();
      return row?.status === "succeeded";
    }, 30_000);
    expect(await exportObjects(user.userId)).toEqual([`exports/${user.userId}/${jobId}.zip`]);
  });

  it("leaves no zip and sends no e-mail when the account is deleted while its export runs", async () => {
    const user = await creator("pt");
    // The deletion removed the job's row while the handler was writing the zip.
    const result = await buildExport(env, { id: crypto.randomUUID(), userId: user.userId, payload: null });
    expect(result).toMatchObject({ key: null });
    expect(await exportObjects(user.userId)).toEqual([]);
    const mails = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?1 AND subject = ?2`,
    )
      .bind(user.email, "Seus dados da Miniatura estão prontos")
      .first<{ n: number }>();
    expect(mails?.n).toBe(0);
  });

  it("stops offering the file after 7 days", async () => {
    const user = await creator("pt");
    const jobId = await requestAndFinish(user.browser, user.userId);
    await env.DB.prepare(`UPDATE jobs SET finished_at = ?2 WHERE id = ?1`)
      .bind(jobId, Date.now() - 8 * 24 * 60 * 60 * 1000)
      .run();
    expect((await user.browser.get(`/configuracoes/dados/${jobId}`)).status).toBe(404);
    expect(await (await user.browser.get(tab)).text()).not.toContain(`/configuracoes/dados/${jobId}`);
    // The cron deletes the file once its 7 days are over, and not before.
    const week = 7 * 24 * 60 * 60 * 1000;
    await deleteExpiredExports(env, Date.now() + week - 60_000);
    expect(await exportObjects(user.userId)).toHaveLength(1);
    await deleteExpiredExports(env, Date.now() + week + 60_000);
    expect(await exportObjects(user.userId)).toEqual([]);
  });
});
