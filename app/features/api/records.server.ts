/**
 * What the API reads and shows: a thumbnail's row and its JSON, the caller's generation jobs, and
 * the job id an Idempotency-Key stands for.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { jobs, thumbnails } from "~/core/db/schema";
import { apiBasePath } from "~/features/api/operations";

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const thumbnailColumns = {
  id: thumbnails.id,
  title: thumbnails.title,
  niche: thumbnails.niche,
  jobId: thumbnails.jobId,
  revision: thumbnails.revision,
  createdAt: thumbnails.createdAt,
  style: sql<string | null>`json_extract(${thumbnails.document}, '$.style')`,
};
export interface ThumbnailRow {
  id: string;
  title: string;
  niche: string | null;
  jobId: string | null;
  revision: number;
  createdAt: number;
  style: string | null;
}

export function thumbnailJson(row: ThumbnailRow, origin: string) {
  return {
    id: row.id,
    title: row.title,
    niche: row.niche,
    style: row.style,
    job_id: row.jobId,
    revision: row.revision,
    created_at: new Date(row.createdAt).toISOString(),
    image_url: `${origin}${apiBasePath}/thumbnails/${row.id}/image`,
    width: 1280 as const,
    height: 720 as const,
  };
}

/** A job id drawn from the caller and their Idempotency-Key, so a retried request finds its first job. */
export async function idempotentJobId(userId: string, key: string) {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`api:${userId}:${key}`)),
  );
  digest[6] = (digest[6]! & 0x0f) | 0x50;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export async function ownedGenerationJob(db: Database, userId: string, jobId: string) {
  const job = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.type, "generation")))
    .get();
  return job ?? null;
}
