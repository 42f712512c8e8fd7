/**
 * "Download my data" (LGPD art. 18 II and V): a job on the upscale queue (the one that carries heavy
 * media work, docs/decisions/003) writes a zip with a JSON of the account's rows and its thumbnails'
 * JPEGs into R2, streamed entry by entry so a large account never has to fit in the Worker's 128 MB.
 * The owner downloads it from Configurações › Segurança for 7 days; the cron deletes it afterwards.
 * What the JSON holds is `data-export-rows.server.ts`; the "ready" e-mail is `data-export-mail.server.ts`.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { jobs } from "~/core/db/schema";
import type { SessionUser } from "~/core/auth/session.server";
import { sha256Hex } from "~/core/security/tokens.server";
import { isLanguage } from "~/core/i18n/config";
import { getServerT } from "~/core/i18n/i18next.server";
import { enqueueJob } from "~/core/jobs/enqueue.server";
import { redirectAfterPost, redirectWithToast } from "~/core/http/toast.server";
import { userLiveChannel } from "~/core/live/events";
import { accountRows } from "~/features/settings/data-export-rows.server";
import { mailExportReady } from "~/features/settings/data-export-mail.server";
import { streamedZipLength, writeStreamedZip, type StreamedZipEntry } from "~/engines/media/zip-stream";

/** How long a finished export can be downloaded. */
export const exportLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const tabPath = "/configuracoes/seguranca";

export const exportObjectKey = (userId: string, jobId: string) => `exports/${userId}/${jobId}.zip`;
export const exportDownloadPath = (jobId: string) => `/configuracoes/dados/${jobId}`;

export interface ExportView {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed";
  size: number | null;
  expiresAt: number | null;
  /** A finished export whose 7 days are over (its file is gone or going). */
  expired: boolean;
}

/** The user's newest export, as the settings page shows it. */
export async function latestExport(env: Pick<Env, "DB">, userId: string, now = Date.now()) {
  const row = await createDb(env.DB)
    .select({ id: jobs.id, status: jobs.status, result: jobs.result, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.type, "export")))
    .orderBy(desc(jobs.createdAt))
    .limit(1)
    .get();
  if (!row) return null;
  const expiresAt = row.status === "succeeded" && row.finishedAt ? row.finishedAt + exportLifetimeMs : null;
  const size = typeof row.result?.size === "number" ? row.result.size : null;
  return {
    id: row.id,
    status: row.status,
    size,
    expiresAt,
    expired: expiresAt !== null && expiresAt <= now,
  } satisfies ExportView;
}

/**
 * The id of the user's n-th export, derived from the user and n: two requests racing for the same
 * next export compute the same id, and the second inserts nothing (enqueueJob ignores a known id),
 * so one export runs at a time however the form is submitted.
 */
async function nextExportId(d1: D1Database, userId: string) {
  const [row] = await createDb(d1)
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.type, "export")));
  const h = await sha256Hex(`export:${userId}:${row?.n ?? 0}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The "Prepare my data" form: queues an export unless one is already on its way. */
export async function requestExport(request: Request, env: Env, user: SessionUser) {
  const { t, language } = await getServerT(request);
  const db = createDb(env.DB);
  const running = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.userId, user.id), eq(jobs.type, "export"), inArray(jobs.status, ["queued", "running"])),
    )
    .get();
  if (running)
    return redirectWithToast(
      request,
      env,
      tabPath,
      {
        type: "info",
        title: t("accountData.export.title"),
        description: t("accountData.export.alreadyRunning"),
      },
      { status: 303 },
    );
  try {
    await enqueueJob(db, env, {
      id: await nextExportId(env.DB, user.id),
      type: "export",
      userId: user.id,
      liveChannel: userLiveChannel(user.id),
      payload: { language },
    });
  } catch (error) {
    console.error("data export: the job could not be queued", error);
    return redirectAfterPost(request, env, tabPath, {
      type: "error",
      title: t("settings.errorTitle"),
      description: t("accountData.export.unavailable"),
    });
  }
  return redirectAfterPost(request, env, tabPath, {
    type: "success",
    title: t("accountData.export.title"),
    description: t("accountData.export.requested"),
  });
}

/** The name of the export's JSON file inside the zip. */
export const exportJsonName = "miniatura-data.json";

/**
 * The export job (run by the jobs Worker): the zip goes to a key derived from the job, so a
 * redelivered message rewrites the same object instead of making a second one. The e-mail says the
 * file is ready, with the link to the settings tab that offers it (it needs a signed-in owner).
 */
export async function buildExport(
  env: Env,
  job: { id: string; userId: string; payload: Record<string, unknown> | null },
) {
  const rows = await accountRows(env.DB, job.userId);
  const exportedAt = new Date();
  const json = new TextEncoder().encode(
    JSON.stringify(
      { format: "miniatura-export", version: 1, exportedAt: exportedAt.toISOString(), ...rows },
      null,
      2,
    ),
  );
  // The thumbnails' JPEGs: sizes from one listing of the user's folder, bytes read one at a time.
  const sizes = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix: `thumbnails/${job.userId}/`, cursor, limit: 1000 });
    for (const object of page.objects) sizes.set(object.key, object.size);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const entries: StreamedZipEntry[] = [{ name: exportJsonName, size: json.length, read: async () => json }];
  for (const thumbnail of rows.thumbnails) {
    const key = String(thumbnail.image_url);
    const size = sizes.get(key);
    if (size === undefined) continue;
    entries.push({
      name: `thumbnail-${String(thumbnail.id)}.jpg`,
      size,
      read: async () => {
        const object = await env.MEDIA.get(key);
        if (!object) throw new Error(`export: ${key} disappeared while exporting`);
        return new Uint8Array(await object.arrayBuffer());
      },
    });
  }
  const length = streamedZipLength(entries);
  const { readable, writable } = new FixedLengthStream(length);
  const key = exportObjectKey(job.userId, job.id);
  const upload = env.MEDIA.put(key, readable, {
    httpMetadata: { contentType: "application/zip" },
  });
  const writer = writable.getWriter();
  try {
    await writeStreamedZip(writer, entries, exportedAt);
  } catch (error) {
    await writer.abort(error).catch(() => undefined);
    await upload.catch(() => undefined);
    throw error;
  }
  await upload;
  // The account may have been deleted while the zip was being written (its deletion purged R2 and
  // removed this job's row): then this file must not outlive it, and no e-mail goes out.
  const stillThere = await createDb(env.DB)
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.id, job.id))
    .get();
  if (!stillThere) {
    await env.MEDIA.delete(key);
    return { key: null, size: 0, files: 0 };
  }
  // Only the newest export is offered: older files of the user go now rather than after 7 days.
  const older = await env.MEDIA.list({ prefix: `exports/${job.userId}/` });
  const stale = older.objects.map((object) => object.key).filter((other) => other !== key);
  if (stale.length > 0) await env.MEDIA.delete(stale);

  const user = rows.account;
  if (user && typeof user.email === "string") {
    const name = typeof rows.profile?.full_name === "string" ? rows.profile.full_name : user.email;
    const language = isLanguage(job.payload?.language) ? job.payload.language : "pt";
    await mailExportReady(env, { to: user.email, name, language, path: tabPath });
  }
  return { key, size: length, files: entries.length };
}

/**
 * The download, to its owner only, while its 7 days last: anyone else (or nobody signed in, or an
 * expired or unfinished export) gets the same 404.
 */
export async function serveExport(env: Env, userId: string | null, jobId: string, now = Date.now()) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!userId || !/^[0-9a-f-]{36}$/i.test(jobId)) return notFound();
  const job = await createDb(env.DB)
    .select({ status: jobs.status, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.type, "export")))
    .get();
  if (!job || job.status !== "succeeded" || !job.finishedAt || job.finishedAt + exportLifetimeMs <= now)
    return notFound();
  const object = await env.MEDIA.get(exportObjectKey(userId, jobId));
  if (!object) return notFound();
  const day = new Date(job.finishedAt).toISOString().slice(0, 10);
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="miniatura-data-${day}.zip"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The cron's share: exports older than their 7 days leave R2 (up to `budget` pages of 1000). */
export async function deleteExpiredExports(env: Pick<Env, "MEDIA">, now = Date.now(), budget = 20) {
  let cursor: string | undefined;
  let deleted = 0;
  for (let page = 0; page < budget; page++) {
    const listing = await env.MEDIA.list({ prefix: "exports/", cursor, limit: 1000 });
    const old = listing.objects.filter((object) => object.uploaded.getTime() + exportLifetimeMs <= now);
    if (old.length > 0) await env.MEDIA.delete(old.map((object) => object.key));
    deleted += old.length;
    if (!listing.truncated) break;
    cursor = listing.cursor;
  }
  return deleted;
}
