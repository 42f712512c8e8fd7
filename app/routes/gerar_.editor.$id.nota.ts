import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadEditorState } from "~/features/editor/editor-page.server";
import { notFoundResponse } from "~/core/http/not-found.server";
import { shownScore } from "~/features/score/score-editor.server";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * A thumbnail's score as JSON (GET /gerar/editor/:id/nota[?<the editor's fields>]; docs/product.md,
 * Performance AI): the saved revision's (cached) or the draft's in the address. Refused with 403 on
 * plans without the score, whatever the page around it shows.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const state = await loadEditorState(request, context, params.id);
  if (state.signedOut) return notFoundResponse();
  if (state.draft.kind === "invalid") return json({ error: "invalid_draft" }, 400);
  const shown = await shownScore(request, context, state);
  if (shown.kind === "locked") return json({ error: "plan_required", plans: shown.plans }, 403);
  const result = await shown.score;
  if (!result) return json({ error: "unavailable" }, 503);
  return json({ draft: shown.draft, ...result });
}
