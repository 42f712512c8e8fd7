/**
 * The Miniatura API (/api/v1) on the web Worker's Hono router: JSON in and out, an Elite key in
 * `Authorization: Bearer`, a rate limit per key, and the plan's metering exactly as on the site (a
 * generation is the quick generator's job, held when it starts and charged only when it succeeds).
 * Every error is `{error: {code, message}}`, the message in the request's language (pt or en).
 * This module is the routes; how they answer is `responses.server.ts`, what they read `records.server.ts`.
 */
import { and, asc, desc, eq, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import { jobs, thumbnails } from "~/core/db/schema";
import { getConfig } from "~/core/env.server";
import { allowAction } from "~/core/security/action-limits.server";
import { downloadableJpeg } from "~/core/thumbnails/image-delivery.server";
import { deleteThumbnail, findOwnedThumbnail } from "~/core/thumbnails/thumbnail-store.server";
import type { ImageTools } from "~/engines/media/image-tools";
import type { DocumentRenderer } from "~/engines/render/document-renderer";
import { scoreJson } from "~/features/api/score-json";
import { savedThumbnailScore } from "~/features/score/score-store.server";
import { currentPlan, readUsage, watermarked } from "~/core/usage/current-usage.server";
import { optionsPerSet, QuickGenerationPayload, setsOf } from "~/features/generator/quick-payload";
import { quickAllowance, startQuickGeneration } from "~/features/generator/quick-page.server";
import { createDb, type Database } from "~/core/db/client.server";
import { authenticateApiKey } from "~/features/api/api-keys.server";
import { decodeCursor, encodeCursor } from "~/features/api/cursor";
import { openApiDocument } from "~/features/api/openapi";
import {
  idempotentJobId,
  iso,
  ownedGenerationJob,
  thumbnailColumns,
  thumbnailJson,
} from "~/features/api/records.server";
import { resolveReferenceUrl } from "~/features/api/reference-url.server";
import { usageJson } from "~/features/api/usage-json";
import {
  accepted,
  apiError,
  apiT,
  invalid,
  readJsonBody,
  type ApiContext,
  type ApiEnv,
} from "~/features/api/responses.server";
import {
  CreateThumbnailsRequest,
  IdParameter,
  ListThumbnailsQuery,
  ThumbnailImageQuery,
} from "~/features/api/schemas";
import type { ExportSizeId } from "~/engines/render/export/export-sizes";
import { startImageExport } from "~/features/export/export-store.server";

/**
 * `rendererFor` reaches the renderer that scores a thumbnail (GET /thumbnails/{id} includes its
 * score; docs/product.md, Performance AI).
 */
export function createApiRouter(tools: ImageTools, rendererFor: (env: Env) => DocumentRenderer) {
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
        template: input.template,
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
    return c.json(
      { ...thumbnailJson(row, new URL(c.req.url).origin), ...(await apiScore(c, id, rendererFor(c.env))) },
      200,
      { "Cache-Control": "no-store" },
    );
  });

  api.get("/thumbnails/:id/image", async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id");
    if (!IdParameter.safeParse(id).success) return apiError(c, "not_found");
    const query = ThumbnailImageQuery.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error);
    const db = createDb(c.env.DB);
    // Larger sizes are the site's export (docs/decisions/023-export-at-the-plans-resolution.md):
    // the same gates, the same job and the same cached file.
    if (query.data.size !== "720p") return largeImage(c, db, userId, id, query.data.size);
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

  /** A thumbnail above 720p: the cached file, or 202 while its export job makes it. */
  async function largeImage(c: ApiContext, db: Database, userId: string, id: string, size: ExportSizeId) {
    let started: Awaited<ReturnType<typeof startImageExport>>;
    try {
      started = await startImageExport(db, c.env, c.req.raw, { userId, thumbnailId: id, size });
    } catch (error) {
      console.error("api: could not start an export", error);
      return apiError(c, "service_unavailable");
    }
    if (!started.ok) {
      const codes = {
        not_found: "not_found",
        plan: "plan_required",
        no_document: "export_needs_document",
        rate_limited: "rate_limited",
      } as const;
      return apiError(c, codes[started.reason]);
    }
    // (720p never comes here: it is the stored image.)
    if (started.kind === "direct") return apiError(c, "not_found");
    const object = started.cached ? await c.env.MEDIA.get(started.key) : null;
    if (!object) return accepted(c, started.jobId, started.status, c.req.url);
    return new Response(object.body, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(object.size),
        "Cache-Control": "private, no-store",
      },
    });
  }

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

/**
 * The score of one of the caller's thumbnails (the API is Elite's, and Elite includes the score),
 * from the cache for its revision or computed now; `score: null` when it cannot be computed now.
 */
async function apiScore(c: ApiContext, id: string, renderer: DocumentRenderer) {
  const userId = c.get("userId");
  const { t, language } = await apiT(c.req.raw);
  const thumbnail = await findOwnedThumbnail(createDb(c.env.DB), userId, id);
  if (!thumbnail) return scoreJson(null, t, language);
  try {
    const result = await savedThumbnailScore(
      { request: c.req.raw, env: c.env, renderer, userId, language },
      thumbnail,
    );
    return scoreJson(result, t, language);
  } catch (error) {
    console.error("api: could not score a thumbnail", error);
    return scoreJson(null, t, language);
  }
}
