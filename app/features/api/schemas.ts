/**
 * The Miniatura API's shapes (/api/v1), one zod schema each: the router validates with them and
 * the OpenAPI document (app/features/api/openapi.ts) is generated from them, so the two cannot disagree.
 * Field names are snake_case, as JSON APIs usually are; descriptions are the document's (English).
 */
import { z } from "zod";
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import { quickOptionCount } from "~/features/generator/quick-brief";
import { quickLimits } from "~/features/generator/quick-form";
import { planIds } from "~/core/plans/catalog";
import { findTemplate } from "~/engines/render/templates";
import { templateIdMaxLength } from "~/features/templates/template-choice";
import { subScoreIds } from "~/engines/score/thumbnail-score";
import { exportSizeIds } from "~/engines/render/export/export-sizes";

export const apiErrorCodes = [
  "unauthorized",
  "plan_required",
  "invalid_request",
  "payload_too_large",
  "not_found",
  "usage_limit_reached",
  "rate_limited",
  "reference_image_not_allowed",
  "reference_image_unreadable",
  "export_needs_document",
  "service_unavailable",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The HTTP status each error code is answered with. */
export const apiErrorStatus = {
  invalid_request: 400,
  unauthorized: 401,
  usage_limit_reached: 402,
  plan_required: 403,
  not_found: 404,
  payload_too_large: 413,
  reference_image_not_allowed: 422,
  reference_image_unreadable: 422,
  export_needs_document: 409,
  rate_limited: 429,
  service_unavailable: 503,
} as const satisfies Record<ApiErrorCode, number>;

export const ApiError = z
  .object({
    error: z.object({
      code: z.enum(apiErrorCodes).describe("Stable, for programs to act on."),
      message: z
        .string()
        .describe("For people, in the language of Accept-Language (pt or en; pt without the header)."),
      details: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe("Which fields were refused and why (invalid_request only)."),
    }),
  })
  .describe("Every error has this shape.");

const trimmed = (max: number) => z.string().trim().max(max);

export const CreateThumbnailsRequest = z
  .object({
    title: trimmed(quickLimits.title)
      .min(1)
      .describe("The video's title: the headline drawn on the thumbnail (1–100 characters)."),
    niche: trimmed(quickLimits.niche).min(1).describe("The channel's niche, e.g. games or finanças (1–80)."),
    style: z
      .enum(thumbnailStyleIds)
      .optional()
      .describe("One style for every variation; without it each variation has its own."),
    template: z
      .string()
      .max(templateIdMaxLength)
      .refine((id) => findTemplate(id) !== null, { params: { reason: "template" } })
      .optional()
      .describe(
        "A template of the library (its id, as /templates shows it): the first variation is that template with the title fitted, the others its family.",
      ),
    reference_image_url: z
      .string()
      .url()
      .max(2048)
      .optional()
      .describe(
        "A picture to build on: one of your thumbnails (its image_url) or a YouTube video thumbnail (https://i.ytimg.com/vi/…).",
      ),
    variations: z
      .number()
      .int()
      .min(1)
      .max(quickOptionCount)
      .default(3)
      .describe("How many variations to make, each in its own layout and palette (1–4)."),
  })
  .strict();
export type CreateThumbnailsRequest = z.infer<typeof CreateThumbnailsRequest>;

export const Thumbnail = z.object({
  id: z.string().uuid(),
  title: z.string(),
  niche: z.string().nullable(),
  style: z.string().nullable().describe("The style it was drawn in, when known."),
  job_id: z.string().uuid().nullable().describe("The job that made it (null for older thumbnails)."),
  revision: z.number().int().describe("Counts the edits saved in the editor."),
  created_at: z.string().datetime(),
  image_url: z.string().url().describe("The 1280×720 JPEG (GET it with your key)."),
  width: z.literal(1280),
  height: z.literal(720),
});

const ScoreFixJson = z.object({
  message: z.string().describe("What to change, in the request's language."),
  layer_id: z.string().nullable().describe("The text layer it concerns (null when it is about the picture)."),
  patch: z
    .record(z.unknown())
    .nullable()
    .describe(
      "The layer's fields that apply it (size, color, outline, text, position, hidden), when it can be applied.",
    ),
});

export const ThumbnailScoreJson = z
  .object({
    score: z.number().min(0).max(100).describe("0–100: the sub-scores weighed together."),
    formula: z.number().int().describe("The version of the formula that computed it."),
    sub_scores: z.array(
      z.object({
        id: z.enum(subScoreIds),
        score: z.number().min(0).max(100),
        weight: z.number().describe("Its share of the score."),
        measured: z.record(z.number()).describe("What was measured on the image and its layers."),
        fix: ScoreFixJson.nullable().describe("One concrete fix when this sub-score is low."),
      }),
    ),
  })
  .describe("The thumbnail score (performance AI): computed from the image and its layer document.");

export const ScoreOpinionJson = z
  .object({
    score: z.number().min(0).max(100),
    summary: z.string(),
    label: z.string().describe('"Second opinion (vision AI)", in the request\'s language.'),
  })
  .describe("A vision model's judgement, as a second opinion (only when the service has one configured).");

export const ThumbnailWithScore = Thumbnail.extend({
  score: ThumbnailScoreJson.nullable().describe(
    "Computed on demand and kept per revision; null when it cannot be computed right now.",
  ),
  score_opinion: ScoreOpinionJson.optional(),
});

export const jobStatuses = ["queued", "running", "succeeded", "failed"] as const;

export const Job = z.object({
  id: z.string().uuid(),
  status: z.enum(jobStatuses),
  created_at: z.string().datetime(),
  finished_at: z.string().datetime().nullable(),
  progress: z.object({
    done: z.number().int().describe("Thumbnails saved so far."),
    total: z.number().int().describe("Thumbnails the job makes."),
  }),
  thumbnails: z.array(Thumbnail).describe("The thumbnails saved so far: all of them once it succeeded."),
  error: z
    .object({ code: z.enum(["usage_limit_reached", "generation_failed"]), message: z.string() })
    .nullable()
    .describe("Why it failed (nothing is charged for a failed job)."),
});

export const JobAccepted = z.object({
  job_id: z.string().uuid(),
  status: z.enum(jobStatuses),
  status_url: z.string().url().describe("Poll it until the status is succeeded or failed."),
});

export const ThumbnailImageQuery = z.object({
  size: z
    .enum(exportSizeIds)
    .default("720p")
    .describe(
      "720p (1280×720, the default), 1080p (1920×1080), 4k (3840×2160) or 8k (7680×4320). Larger sizes are re-rendered from the thumbnail's layers: the first request answers 202 while the file is made; ask the same address again until it answers the JPEG.",
    ),
});

export const ListThumbnailsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Thumbnails per page (1–100)."),
  cursor: z.string().max(200).optional().describe("next_cursor from the previous page."),
});

export const ThumbnailList = z.object({
  data: z.array(Thumbnail).describe("Newest first."),
  next_cursor: z.string().nullable().describe("Pass it as cursor for the next page; null on the last one."),
});

const Counter = z.object({ used: z.number().int(), limit: z.number().int() });

export const Usage = z.object({
  plan: z.enum(planIds),
  period_start: z.string().datetime(),
  period_end: z.string().datetime().describe("Usage starts over at this time."),
  thumbnails: Counter.describe("Generations this period (one per request, whatever the variations)."),
  ai_credits: Counter.extend({ bonus: z.number().int().describe("Credits earned through referrals.") }),
  trend_analyses: z.object({
    used: z.number().int(),
    limit: z.number().int().nullable().describe("null: unlimited."),
  }),
  rate_limit: z.object({
    requests_per_minute: z.number().int().describe("Per key, over every endpoint."),
  }),
});

export const IdParameter = z.string().uuid();
