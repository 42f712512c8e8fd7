/**
 * How the API answers (docs/product.md, REST API): every error `{error: {code, message}}` with the
 * message in the caller's language, 202 Accepted with the job's status URL, and JSON bodies read
 * within the size limit.
 */
import type { Context } from "hono";
import type { ZodError } from "zod";
import { defaultLanguage } from "~/core/i18n/config";
import { getServerT } from "~/core/i18n/i18next.server";
import { readBodyWithin } from "~/core/http/read-form.server";
import { apiBasePath, apiMaxBodyBytes } from "~/features/api/operations";
import { apiErrorStatus, type ApiErrorCode } from "~/features/api/schemas";
import { validationDetails } from "~/features/api/validation-details";

export type ApiEnv = { Bindings: Env; Variables: { userId: string } };
export type ApiContext = Context<ApiEnv>;

/**
 * A translate function in the caller's language: Accept-Language's (pt or en), and Portuguese, the
 * product's default, when the request names none (a script, curl). The site's rule alone would
 * answer English there.
 */
export function apiT(request: Request) {
  if (request.headers.has("Accept-Language")) return getServerT(request);
  const headers = new Headers(request.headers);
  headers.set("Accept-Language", defaultLanguage);
  return getServerT(new Request(request.url, { headers }));
}

export async function apiError(
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

export async function invalid(c: ApiContext, error: ZodError) {
  const { t } = await apiT(c.req.raw);
  return apiError(c, "invalid_request", { details: validationDetails(error, t) });
}

/** `statusUrl` defaults to the job's /jobs/{id}; a large image's is the image's own address. */
export function accepted(c: ApiContext, jobId: string, status: string, statusUrl?: string) {
  statusUrl ??= `${new URL(c.req.url).origin}${apiBasePath}/jobs/${jobId}`;
  return c.json({ job_id: jobId, status, status_url: statusUrl }, 202, {
    Location: statusUrl,
    "Cache-Control": "no-store",
  });
}

export async function readJsonBody(
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
