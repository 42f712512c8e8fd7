import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { createApiKey } from "~/features/api/api-keys.server";
import { applyPlanStatement } from "~/features/billing/plan-change.server";
import type { PlanId } from "~/core/plans/catalog";
import { thumbnailObjectKey } from "~/core/storage/keys";
import { signedInUser } from "./billing-helpers";
import { finishedJob, origin } from "./helpers";
import { picture } from "./pictures";

export const apiBase = `${origin}/api/v1`;

/** A signed-in user on `plan` (the catalog's limits, as a plan change applies them) with an API key. */
export async function apiUser(plan: PlanId = "elite", options: { language?: "pt" | "en" } = {}) {
  const user = await signedInUser(options);
  if (plan !== "free") await applyPlanStatement(env.DB, user.userId, plan).run();
  const { key, keyId } = await newKey(user.userId);
  return { ...user, key, keyId };
}

/** Another key for the user (made as the settings page makes it). */
export async function newKey(userId: string, name = "script") {
  const created = await createApiKey(env.DB, userId, name);
  if (!created.ok) throw new Error("could not make an API key");
  return { key: created.key, keyId: created.id };
}

/** A request to the API as a program makes it: the key in a header, no cookies. */
export function api(key: string | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (key !== null && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${key}`);
  return SELF.fetch(new URL(`${apiBase}${path}`), { redirect: "manual", ...init, headers });
}

/** POST /thumbnails with a JSON body (a string is sent as it is). */
export function createThumbnails(key: string, body: unknown, headers: Record<string, string> = {}) {
  return api(key, "/thumbnails", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface ApiErrorBody {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}

export async function errorOf(response: Response) {
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await response.json()) as ApiErrorBody;
}

export interface JobAcceptedBody {
  job_id: string;
  status: string;
  status_url: string;
}

/** A 202's body, after checking it is one. */
export async function acceptedJob(response: Response) {
  expect(response.status).toBe(202);
  const body = (await response.json()) as JobAcceptedBody;
  expect(response.headers.get("Location")).toBe(body.status_url);
  return body;
}

/** Waits until the queue consumer has finished the job, then reads it once through the API. */
export async function settledJob(key: string, accepted: JobAcceptedBody) {
  expect((await finishedJob(accepted.job_id)).status).toBe("succeeded");
  const response = await SELF.fetch(accepted.status_url, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as JobBody;
}

export interface ThumbnailBody {
  id: string;
  title: string;
  niche: string | null;
  style: string | null;
  job_id: string | null;
  revision: number;
  created_at: string;
  image_url: string;
  width: number;
  height: number;
}

export interface JobBody {
  id: string;
  status: string;
  created_at: string;
  finished_at: string | null;
  progress: { done: number; total: number };
  thumbnails: ThumbnailBody[];
  error: { code: string; message: string } | null;
}

export async function count(sql: string, ...values: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export const jobCount = (userId: string) =>
  count("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?1", userId);

export async function jobPayload(jobId: string) {
  const row = await env.DB.prepare("SELECT payload FROM jobs WHERE id = ?1")
    .bind(jobId)
    .first<{ payload: string }>();
  if (!row) throw new Error(`no job ${jobId}`);
  return JSON.parse(row.payload) as Record<string, unknown>;
}

let jpeg: Uint8Array<ArrayBuffer> | undefined;

/** A 1280×720 JPEG (made once per file). */
export function thumbnailJpeg() {
  jpeg ??= picture(1280, 720, "jpeg");
  return jpeg;
}

/**
 * A thumbnail saved for the user as the generator saves one (its JPEG in R2, its row in D1),
 * created at `createdAt` (now unless told).
 */
export async function storedThumbnail(userId: string, createdAt = Date.now()) {
  const id = crypto.randomUUID();
  const key = thumbnailObjectKey(userId, id);
  await env.MEDIA.put(key, thumbnailJpeg(), { httpMetadata: { contentType: "image/jpeg" } });
  await env.DB.prepare(
    `INSERT INTO thumbnails (id, user_id, title, image_url, niche, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
  )
    .bind(id, userId, `Vídeo ${id.slice(0, 8)}`, key, "games", createdAt)
    .run();
  return { id, key, createdAt };
}

/** A generation job of the user's, already finished (never queued). */
export async function storedJob(userId: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, live_channel, type, status, payload, finished_at)
     VALUES (?1, ?2, ?3, 'generation', 'succeeded', ?4, ?5)`,
  )
    .bind(
      id,
      userId,
      `user:${userId}`,
      JSON.stringify({
        kind: "quick",
        language: "pt",
        niche: "games",
        titles: ["Zerei"],
        referenceKey: null,
      }),
      Date.now(),
    )
    .run();
  return id;
}
