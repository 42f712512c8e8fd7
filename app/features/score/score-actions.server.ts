/**
 * The score's page work (docs/product.md, Performance AI): what the dashboard's `?score=<id>`
 * dialog shows for the creator's plan, and "Aplicar", which puts a fix's patch into the saved
 * document and saves it like an editor save (a new revision, a new JPEG, so a new score).
 */
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { createDb, type Database } from "~/core/db/client.server";
import { getLanguage } from "~/core/i18n/i18next.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { currentPlan } from "~/core/usage/current-usage.server";
import type { PlanId } from "~/core/plans/catalog";
import { findEditable, saveEdit } from "~/features/editor/document-store.server";
import { editorParams, readDraft, valuesOf } from "~/features/editor/editor-form";
import type { ScoreDialogState } from "~/features/score/components/score-dialog";
import { patchedValues } from "~/features/score/score-fix";
import { scoreIncluded, scorePlanNames } from "~/features/score/score-gate";
import { savedThumbnailScore, type ScoreContext } from "~/features/score/score-store.server";

/** What the dialog shows: the way to the plans, the score, or that it could not be computed now. */
export async function scoreDialogState(
  context: ScoreContext,
  db: Database,
  plan: PlanId,
  thumbnailId: string,
): Promise<{ thumbnail: { id: string; title: string }; state: ScoreDialogState } | null> {
  const editable = await findEditable(db, context.userId, thumbnailId);
  if (!editable) return null;
  const thumbnail = { id: editable.thumbnail.id, title: editable.thumbnail.title };
  if (!scoreIncluded(plan))
    return { thumbnail, state: { kind: "locked", plans: scorePlanNames(context.language) } };
  try {
    const result = await savedThumbnailScore(context, editable.thumbnail);
    if (result) return { thumbnail, state: { kind: "scored", result, editable: editable.document !== null } };
  } catch (error) {
    console.error("score: could not score a thumbnail", error);
  }
  return { thumbnail, state: { kind: "unavailable" } };
}

export type ApplyOutcome = "applied" | "plan-required" | "not-found" | "no-fix" | "failed";

/**
 * Applies the fix of one sub-score of the saved revision's score (read from the cache, so the
 * patch is the server's, never the browser's) and saves the document.
 */
export async function applyScoreFix(
  context: ScoreContext & { env: ScoreContext["env"] & Pick<Env, "DB" | "USER_LIVE"> },
  db: Database,
  thumbnailId: string,
  subScoreId: string,
): Promise<ApplyOutcome> {
  if (!scoreIncluded(await currentPlan(db, context.userId))) return "plan-required";
  const editable = await findEditable(db, context.userId, thumbnailId);
  if (!editable?.document) return "not-found";
  const { thumbnail, document } = editable;
  const result = await savedThumbnailScore(context, thumbnail);
  const fix = result?.score.subScores.find((sub) => sub.id === subScoreId)?.fix;
  const index = fix?.layerId ? document.layers.findIndex((layer) => layer.id === fix.layerId) : -1;
  if (!fix?.patch || index < 0) return "no-fix";
  const draft = readDraft(document, editorParams(patchedValues(valuesOf(document), index, fix.patch)));
  if (draft.kind !== "draft") return "no-fix";
  try {
    return (await saveEdit(context.env, context.renderer, context.userId, thumbnail, draft.document))
      ? "applied"
      : "failed";
  } catch (error) {
    console.error("score: could not save a fix", error);
    return "failed";
  }
}

/**
 * "Aplicar" in the score dialog: saves the fix as a new revision and comes back to the dialog,
 * which shows the new revision's score. Refused (403) on plans without the score.
 */
export async function applyFixAction(
  request: Request,
  context: ActionFunctionArgs["context"],
  t: TFunction,
  userId: string,
  form: FormData,
) {
  const { env } = context.cloudflare;
  const id = String(form.get("id") ?? "");
  const outcome = await applyScoreFix(
    { request, env, renderer: context.media.renderer, userId, language: await getLanguage(request) },
    createDb(env.DB),
    id,
    String(form.get("subScore") ?? ""),
  );
  if (outcome === "plan-required") return data({ scoreFix: outcome }, { status: 403 });
  if (outcome === "not-found") return data({ scoreFix: outcome }, { status: 404 });
  const back = `/dashboard?${new URLSearchParams({ score: id })}`;
  return outcome === "applied"
    ? redirectAfterPost(request, env, back, {
        type: "success",
        title: t("scorePanel.applied"),
        description: t("scorePanel.appliedBody"),
      })
    : redirectAfterPost(request, env, back, { type: "error", title: t("scorePanel.applyFailed") });
}
