/**
 * The score where a draft is edited (docs/product.md, Performance AI): the editor and the feed
 * preview show the score of what is on screen (the saved revision's, cached, or the draft's,
 * computed from the same layers the live preview renders), and the editor's "Aplicar" without
 * JavaScript is a GET carrying the fix, answered with the draft that has it.
 */
import { redirect } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { currentPlan } from "~/core/usage/current-usage.server";
import { getLanguage } from "~/core/i18n/i18next.server";
import type { Database } from "~/core/db/client.server";
import type { OwnedThumbnail } from "~/features/editor/document-store.server";
import { editorParams, readDraft, valuesOf, type DraftResult } from "~/features/editor/editor-form";
import { decodeFix, patchedValues } from "~/features/score/score-fix";
import { scoreIncluded, scorePlanNames } from "~/features/score/score-gate";
import type { ScoreResult } from "~/features/score/score-result";
import { draftScore, savedThumbnailScore } from "~/features/score/score-store.server";

export type ShownScore =
  { kind: "locked"; plans: string } | { kind: "scored"; draft: boolean; score: Promise<ScoreResult | null> };

interface EditorState {
  user: { id: string };
  db: Database;
  thumbnail: OwnedThumbnail;
  document: ThumbnailDocument | null;
  draft: DraftResult;
}

/**
 * The score of what the page shows, or the way to the plans. The score is a promise the page
 * streams (a document request waits for it, so it is there without JavaScript); a failure shows
 * as "could not be computed now".
 */
export async function shownScore(
  request: Request,
  context: AppLoadContext,
  state: EditorState,
): Promise<ShownScore> {
  const language = await getLanguage(request);
  if (!scoreIncluded(await currentPlan(state.db, state.user.id)))
    return { kind: "locked", plans: scorePlanNames(language) };
  const { env } = context.cloudflare;
  const renderer = context.media.renderer;
  const draft = state.draft.kind === "draft" ? state.draft.document : null;
  const score = (
    draft
      ? draftScore(env, renderer, draft, state.thumbnail.title).then((s) =>
          s ? { score: s, opinion: null } : null,
        )
      : savedThumbnailScore({ request, env, renderer, userId: state.user.id, language }, state.thumbnail)
  ).catch((error: unknown) => {
    console.error("score: could not score a thumbnail", error);
    return null;
  });
  return { kind: "scored", draft: draft !== null, score };
}

/**
 * "Aplicar" without JavaScript (`?fix=` with the editor's fields): a redirect to the draft with the
 * fix applied, opened at its layer; null when there is no fix to apply.
 */
export function fixRedirect(request: Request, thumbnailId: string, state: EditorState) {
  const fix = decodeFix(new URL(request.url).searchParams.get("fix"));
  if (!fix || !state.document || state.draft.kind === "invalid") return null;
  const index = state.document.layers.findIndex((layer) => layer.id === fix.layerId);
  if (index < 0) return null;
  const values = state.draft.kind === "draft" ? state.draft.values : valuesOf(state.document);
  const next = readDraft(state.document, editorParams(patchedValues(values, index, fix.patch)));
  if (next.kind !== "draft") return null;
  const params = editorParams(next.values);
  params.set("layer", fix.layerId);
  return redirect(`/gerar/editor/${thumbnailId}?${params}#layer-${fix.layerId}`);
}
