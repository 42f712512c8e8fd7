/**
 * What the editor, its preview image and the feed preview share: the signed-in owner's thumbnail,
 * its document, the draft the address carries (edits not saved yet), and readability warnings.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TFunction } from "i18next";
import { getSessionUser } from "~/core/auth/session.server";
import { isUuid } from "~/core/db/ids";
import type { DocumentRenderer } from "~/engines/render/document-renderer";
import type { ThumbnailDocument } from "~/engines/render/thumbnail-document";
import { createDb } from "~/core/db/client.server";
import { watermarked } from "~/core/usage/current-usage.server";
import { findEditable } from "~/features/editor/document-store.server";
import { editorParams, readDraft, type DraftResult } from "~/features/editor/editor-form";
import { layerNameKey } from "~/features/editor/layer-names";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** The thumbnail for its owner, or a thrown 404 (someone else's id answers like an unknown one). */
export async function loadEditorState(request: Request, context: AppLoadContext, id: string | undefined) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  if (!user) return { signedOut: true as const };
  if (!id || !isUuid(id)) throw notFound();
  const db = createDb(env.DB);
  const [editable, withWatermark] = await Promise.all([
    findEditable(db, user.id, id),
    watermarked(db, user.id),
  ]);
  if (!editable) throw notFound();
  const params = new URL(request.url).searchParams;
  const draft: DraftResult = editable.document ? readDraft(editable.document, params) : { kind: "none" };
  return {
    signedOut: false as const,
    user,
    db,
    thumbnail: editable.thumbnail,
    document: editable.document,
    draft,
    hasWatermark: withWatermark,
  };
}

/** The address of a draft's preview image (640 px wide, made by the same renderer as a save). */
export const draftPreviewUrl = (id: string, draft: DraftResult) =>
  draft.kind === "draft" ? `/gerar/editor/${id}/previa?${editorParams(draft.values)}` : null;

/** The readability checks of a document, as translated sentences. */
export async function readabilityMessages(
  renderer: DocumentRenderer,
  document: ThumbnailDocument,
  t: TFunction,
) {
  return (await renderer.warnings(document.layers)).map((warning) => {
    const layer = document.layers.find((l) => l.id === warning.layerId);
    const name = t(layerNameKey(layer?.role ?? "headline"));
    return {
      kind: warning.kind,
      text:
        warning.kind === "under-timestamp"
          ? t("editor.underTimestamp", { layer: name })
          : t("editor.tooSmall", { layer: name, px: warning.mobilePx }),
    };
  });
}
