import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { notFoundResponse } from "~/core/http/not-found.server";
import { isLanguage } from "~/core/i18n/config";
import { findTemplate } from "~/engines/render/templates";
import { templateLibraryVersion } from "~/features/templates/library-version";
import { isTemplatePreviewWidth } from "~/features/templates/template-preview-url";
import { templatePreviewJpeg } from "~/features/templates/template-preview.server";

/** A year: the address names the library's version, so a changed template is a new address. */
const immutable = "private, max-age=31536000, immutable";

/**
 * A template's preview (GET /templates/previa/:id?w=320|640&lang=pt|en&v=<library version>): the
 * library's grid's pictures, rendered by our renderer and kept in R2. Owned by nobody, shown only to
 * signed-in creators (the library is a signed-in page). An address of an older library version
 * still answers, with today's picture, but is not kept by the browser.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  if (!(await getSessionUser(request, env))) return notFoundResponse();
  const url = new URL(request.url);
  const template = findTemplate(params.id ?? "");
  const width = Number(url.searchParams.get("w") ?? 320);
  const language = url.searchParams.get("lang") ?? "pt";
  if (!template || !isTemplatePreviewWidth(width) || !isLanguage(language)) return notFoundResponse();
  const jpeg = await templatePreviewJpeg(env, context.media, { templateId: template.id, language, width });
  const current = url.searchParams.get("v") === templateLibraryVersion;
  return new Response(jpeg as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/jpeg",
      "Cache-Control": current ? immutable : "private, no-cache",
    },
  });
}
