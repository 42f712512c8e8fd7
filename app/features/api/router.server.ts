/**
 * The Miniatura API (/api/v1) on the web Worker's Hono router: JSON in and out, an Elite key in
 * `Authorization: Bearer`, a rate limit per key, and the plan's metering exactly as on the site (a
 * generation is the quick generator's job, held when it starts and charged only when it succeeds).
 * Every error is `{error: {code, message}}`, the message in the request's language (pt or en).
 */
import { and, asc, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { ZodError } from "zod";
import { allowAction } from "~/core/security/action-limits.server";
import { currentPlan, readUsage, watermarked } from "~/core/usage/current-usage.server";
import { getConfig } from "~/core/env.server";
import { optionsPerSet, QuickGenerationPayload, setsOf } from "~/features/generator/quick-payload";
import { quickAllowance, startQuickGeneration } from "~/features/generator/quick-page.server";
import { defaultLanguage } from "~/core/i18n/config";
import { getServerT } from "~/core/i18n/i18next.server";
import type { ImageTools } from "~/engines/media/image-tools";
import { downloadableJpeg } from "~/core/thumbnails/image-delivery.server";
import { deleteThumbnail, findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import { createDb, type Database } from "~/core/db/client.server";
import { jobs, thumbnails } from "~/core/db/schema";
import { authenticateApiKey } from "~/features/api/api-keys.server";
import { decodeCursor, encodeCursor } from "~/features/api/cursor";
import { validationDetails } from "~/features/api/validation-details";
import { openApiDocument } from "~/features/api/openapi";
import { readBodyWithin } from "~/core/http/read-form.server";
import { apiBasePath, apiMaxBodyBytes } from "~/features/api/operations";
import { resolveReferenceUrl } from "~/features/api/reference-url.server";
import { usageJson } from "~/features/api/usage-json";
import {
  apiErrorStatus,
  CreateThumbnailsRequest,
  IdParameter,
  ListThumbnailsQuery,
  type ApiErrorCode,
} from "~/features/api/schemas";

type ApiEnv = { Bindings: Env; Variables: { userId: string } };
type ApiContext = Context<ApiEnv>;

/**
 * A translate function in the caller's language: Accept-Language's (pt or en), and Portuguese, the
 * product's default, when the request names none (a script, curl). The site's rule alone would
 * answer English there.
 */
function apiT(request: Request) {
  if (request.headers.has("Accept-Language")) return getServerT(request);
  const headers = new Headers(request.headers);
  headers.set("Accept-Language", defaultLanguage);
  return getServerT(new Request(request.url, { headers }));
}

async function apiError(
  c: ApiContext,
  code: ApiErrorCode,
  extra: { details?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
) {
  const { t } = await apiT(c.req.raw);
  const body = {
    error: { code, message: t(`api.errors.${code}`), ...(extra.details ? { details: extra.details } : {}) },
  };
  return c.json(body, apiErrorStatus[code], { "Cache-Control": "no-store", ...extra.headers });
}

async function invalid(c: ApiContext, error: ZodError) {
  const { t } = await apiT(c.req.raw);
  return apiError(c, "invalid_request", { details: validationDetails(error, t) });
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const thumbnailColumns = {
  id: thumbnails.id,
  title: thumbnails.title,
  niche: thumbnails.niche,
  jobId: thumbnails.jobId,
  revision: thumbnails.revision,
  createdAt: thumbnails.createdAt,
  style: sql<string | null>`json_extract(${thumbnails.document}, '$.style')`,
};
interface ThumbnailRow {
  id: string;
  title: string;
  niche: string | null;
  jobId: string | null;
  revision: number;
  createdAt: number;
  style: string | null;
}

function thumbnailJson(row: ThumbnailRow, origin: string) {
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
async function idempotentJobId(userId: string, key: string) {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`api:${userId}:${key}`)),
  );
  digest[6] = (digest[6]! & 0x0f) | 0x50;
  digest[8] = (digest[8]! & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function ownedGenerationJob(db: Database, userId: string, jobId: string) {
  const job = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.type, "generation")))
    .get();
  return job ?? null;
}

function accepted(c: ApiContext, jobId: string, status: string) {
  const statusUrl = `${new URL(c.req.url).origin}${apiBasePath}/jobs/${jobId}`;
  return c.json({ job_id: jobId, status, status_url: statusUrl }, 202, {
    Location: statusUrl,
    "Cache-Control": "no-store",
  });
}

async function readJsonBody(
  c: ApiContext,
): Promise<{ ok: true; value: unknown } | { ok: false; tooLarge: boolean }> {
  const bytes = await readBodyWithin(c.req.raw, apiMaxBodyBytes);
  if (!bytes) return { ok: false, tooLarge: true };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

export function createApiRouter(tools: ImageTools) {
  const api = new Hono<ApiEnv>();

  // The document describes the API to anyone (no key needed).
  api.get("/openapi.json", (c) =>
    c.json(openApiDocument(new URL(c.req.url).origin), 200, { "Cache-Control": "public, max-age=300" }),
  );

  // Every other endpoint: an active key, within its rate limit, of an Elite account.
  api.use("*", async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const db = createDb(c.env.DB);
    const key = token ? await authenticateApiKey(db, token) : null;
    if (!key)
      return apiError(c, "unauthorized", { headers: { "WWW-Authenticate": 'Bearer realm="miniatura"' } });
    if (!(await c.env.API_KEY_LIMIT.limit({ key: `api:${key.keyId}` })).success)
      return apiError(c, "rate_limited", { headers: { "Retry-After": "60" } });
    if ((await currentPlan(db, key.userId)) !== "elite") return apiError(c, "plan_required");
    c.set("userId", key.userId);
    await next();
  });

  api.post("/thumbnails", async (c) => {
    const userId = c.get("userId");
    const body = await readJsonBody(c);
    if (!body.ok) {
      if (body.tooLarge) return apiError(c, "payload_too_large");
      const { t } = await apiT(c.req.raw);
      return apiError(c, "invalid_request", {
        details: [{ field: "body", message: t("api.validation.json") }],
      });
    }
    const parsed = CreateThumbnailsRequest.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const input = parsed.data;
    const db = createDb(c.env.DB);

    const idempotencyKey = c.req.header("Idempotency-Key");
    if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > 200)) {
      const { t } = await apiT(c.req.raw);
      return apiError(c, "invalid_request", {
        details: [{ field: "Idempotency-Key", message: t("api.validation.idempotencyKey") }],
      });
    }
    const jobId = idempotencyKey ? await idempotentJobId(userId, idempotencyKey) : undefined;
    if (jobId) {
      const earlier = await ownedGenerationJob(db, userId, jobId);
      // A first attempt the queue refused never ran: the retry queues it anew under the same id.
      if (earlier?.status === "failed" && earlier.error === "queue_unavailable")
        await db.delete(jobs).where(and(eq(jobs.id, earlier.id), eq(jobs.userId, userId)));
      else if (earlier) return accepted(c, earlier.id, earlier.status);
    }

    if (!(await allowAction(c.req.raw, c.env, "ai", userId)))
      return apiError(c, "rate_limited", { headers: { "Retry-After": "60" } });
    const allowance = await quickAllowance(db, c.env.DB, userId);
    if (allowance.remaining === 0) return apiError(c, "usage_limit_reached");

    let referenceKey: string | null = null;
    if (input.reference_image_url) {
      try {
        const reference = await resolveReferenceUrl(db, c.env, {
          userId,
          address: input.reference_image_url,
          siteOrigin: new URL(c.req.url).origin,
          youtubeImageBase: getConfig(c.env).YOUTUBE_IMAGE_BASE_URL,
        });
        if (!reference.ok) return apiError(c, reference.reason);
        referenceKey = reference.key;
      } catch (error) {
        console.error("api: could not store the reference image", error);
        return apiError(c, "service_unavailable");
      }
    }
    const { language } = await apiT(c.req.raw);
    try {
      const id = await startQuickGeneration(db, c.env, {
        userId,
        jobId,
        language,
        niche: input.niche,
        titles: [input.title],
        referenceKey,
        variations: input.variations,
        style: input.style,
      });
      return accepted(c, id, "queued");
    } catch (error) {
      console.error("api: could not queue the generation", error);
      return apiError(c, "service_unavailable");
    }
  });

  api.get("/jobs/:id", async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id");
    if (!IdParameter.safeParse(id).success) return apiError(c, "not_found");
    const db = createDb(c.env.DB);
    const job = await ownedGenerationJob(db, userId, id);
    if (!job) return apiError(c, "not_found");
    const rows = await db
      .select(thumbnailColumns)
      .from(thumbnails)
      .where(and(eq(thumbnails.jobId, id), eq(thumbnails.userId, userId)))
      .orderBy(asc(thumbnails.variant));
    const quick = QuickGenerationPayload.safeParse(job.payload ?? {});
    // The expert's generations make 3 variations; the quick generator's, its sets × options.
    const total = quick.success ? setsOf(quick.data) * optionsPerSet(quick.data) : 3;
    const { t } = await apiT(c.req.raw);
    const failure =
      job.status !== "failed"
        ? null
        : job.error === "plan_limit"
          ? { code: "usage_limit_reached" as const, message: t("api.errors.usage_limit_reached") }
          : { code: "generation_failed" as const, message: t("api.errors.generation_failed") };
    const origin = new URL(c.req.url).origin;
    return c.json(
      {
        id: job.id,
        status: job.status,
        created_at: new Date(job.createdAt).toISOString(),
        finished_at: iso(job.finishedAt),
        progress: { done: rows.length, total: Math.max(total, rows.length) },
        thumbnails: rows.map((row) => thumbnailJson(row, origin)),
        error: failure,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });

  api.get("/thumbnails", async (c) => {
    const userId = c.get("userId");
    const query = ListThumbnailsQuery.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const after = query.data.cursor === undefined ? null : decodeCursor(query.data.cursor);
    if (after === undefined) {
      const { t } = await apiT(c.req.raw);
      return apiError(c, "invalid_request", {
        details: [{ field: "cursor", message: t("api.validation.cursor") }],
      });
    }
    const db = createDb(c.env.DB);
    const rows = await db
      .select(thumbnailColumns)
      .from(thumbnails)
      .where(
        and(
          eq(thumbnails.userId, userId),
          after
            ? or(
                lt(thumbnails.createdAt, after.createdAt),
                and(eq(thumbnails.createdAt, after.createdAt), lt(thumbnails.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(thumbnails.createdAt), desc(thumbnails.id))
      .limit(query.data.limit + 1);
    const page = rows.slice(0, query.data.limit);
    const last = page.at(-1);
    const origin = new URL(c.req.url).origin;
    return c.json(
      {
        data: page.map((row) => thumbnailJson(row, origin)),
        next_cursor: rows.length > query.data.limit && last ? encodeCursor(last) : null,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });

  api.get("/thumbnails/:id", async (c) => {
    const id = c.req.param("id");
    if (!IdParameter.safeParse(id).success) return apiError(c, "not_found");
    const row = await createDb(c.env.DB)
      .select(thumbnailColumns)
      .from(thumbnails)
      .where(and(eq(thumbnails.id, id), eq(thumbnails.userId, c.get("userId"))))
      .get();
    if (!row) return apiError(c, "not_found");
    return c.json(thumbnailJson(row, new URL(c.req.url).origin), 200, { "Cache-Control": "no-store" });
  });

  api.get("/thumbnails/:id/image", async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id");
    if (!IdParameter.safeParse(id).success) return apiError(c, "not_found");
    const db = createDb(c.env.DB);
    const [thumbnail, withWatermark] = await Promise.all([
      findOwnedThumbnail(db, userId, id),
      watermarked(db, userId),
    ]);
    if (!thumbnail) return apiError(c, "not_found");
    let jpeg: Uint8Array | null;
    try {
      jpeg = await downloadableJpeg(c.env, tools, thumbnail, withWatermark);
    } catch (error) {
      console.error("api: could not read a thumbnail's image", error);
      return apiError(c, "service_unavailable");
    }
    if (!jpeg) return apiError(c, "not_found");
    return new Response(jpeg as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(jpeg.byteLength),
        "Cache-Control": "private, no-store",
      },
    });
  });

  api.delete("/thumbnails/:id", async (c) => {
    const id = c.req.param("id");
    if (!IdParameter.safeParse(id).success) return apiError(c, "not_found");
    try {
      if (!(await deleteThumbnail(c.env, c.get("userId"), id))) return apiError(c, "not_found");
    } catch (error) {
      console.error("api: could not delete a thumbnail", error);
      return apiError(c, "service_unavailable");
    }
    return c.body(null, 204);
  });

  api.get("/usage", async (c) => {
    const userId = c.get("userId");
    const profile = await readUsage(createDb(c.env.DB), c.env.DB, userId);
    if (!profile) return apiError(c, "not_found");
    return c.json(usageJson(profile), 200, { "Cache-Control": "no-store" });
  });

  // Anything else under /api/v1 is a JSON 404, not the site's page.
  api.all("*", (c) => apiError(c, "not_found"));

  return api;
}
