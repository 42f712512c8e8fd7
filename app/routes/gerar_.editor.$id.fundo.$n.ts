import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getConfig } from "~/core/env.server";
import { readBackground } from "~/features/editor/document-store.server";
import { loadEditorState } from "~/features/editor/editor-page.server";
import { notFoundResponse } from "~/core/http/not-found.server";

/**
 * One of the set's backgrounds, small (320 px), for the editor's background picker; watermarked on
 * plans with the watermark (no address gives a Free plan the clean picture). Backgrounds never
 * change, so the response is cached for good.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  const index = Number(params.n);
  if (state.signedOut || !state.document || !Number.isInteger(index) || !state.document.backgrounds[index])
    return notFoundResponse();
  const { env } = context.cloudflare;
  const bytes = await readBackground(env, state.document, index);
  if (!bytes) return notFoundResponse();
  const tools = context.media.imageTools;
  let small = tools.resizeToWidth(bytes, 320);
  if (state.hasWatermark) small = tools.watermark(small, getConfig(env).APP_NAME);
  return new Response(small as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/jpeg",
      "Cache-Control": `private, max-age=31536000, immutable`,
      Vary: "Cookie",
    },
  });
}
