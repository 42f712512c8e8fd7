import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getConfig } from "~/core/env.server";
import { renderEdited } from "~/features/editor/document-store.server";
import { loadEditorState } from "~/features/editor/editor-page.server";
import { notFoundResponse } from "~/core/http/not-found.server";

/**
 * A draft's preview (GET /gerar/editor/:id/previa?<the editor's fields>): the document with the
 * edits, rendered by the same renderer as a save, 640 px wide, watermarked on plans with the
 * watermark. The address holds the whole draft, so the browser may keep it for a while.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  if (state.signedOut || !state.document) return notFoundResponse();
  if (state.draft.kind === "invalid") return new Response("Bad Request", { status: 400 });
  const document = state.draft.kind === "draft" ? state.draft.document : state.document;
  const { env } = context.cloudflare;
  let jpeg = await renderEdited(env, context.media.renderer, document, { width: 640, quality: 75 });
  if (!jpeg) return notFoundResponse();
  if (state.hasWatermark) jpeg = context.media.imageTools.watermark(jpeg, getConfig(env).APP_NAME);
  return new Response(jpeg as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=3600" },
  });
}
