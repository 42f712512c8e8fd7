/**
 * The editor's form: what a creator may change in a thumbnail's layer document (each text layer's
 * text, largest font size, colours, outline and position preset, whether it is shown, and which
 * background of the set it sits on). The same fields travel as a GET query (the preview, without
 * JavaScript too) and as the POST that saves. Messages are i18n keys.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { headlineNumber } from "~/engines/render/document-layers";
import {
  documentPositions,
  layerSizeLimits,
  sizeLimitsFor,
  type TextLayer,
  type ThumbnailDocument,
} from "~/engines/render/thumbnail-document";
import { editorLimits } from "~/features/editor/editor-limits";

const hex = z
  .string({ required_error: "editor.validation.color" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "editor.validation.color")
  .transform((value) => value.toLowerCase());

export { editorLimits };

/** The message for a size out of a layer's range (a badge may be bigger than the other text). */
export const sizeError = (role: TextLayer["role"]) =>
  role === "badge" ? "editor.validation.badgeSize" : "editor.validation.size";

const LayerEdit = z.object({
  text: z
    .string({ required_error: "editor.validation.textRequired" })
    .trim()
    .min(1, "editor.validation.textRequired")
    .max(editorLimits.text, "editor.validation.textTooLong"),
  // The largest size depends on the layer (a badge may be bigger): `readDraft` checks it.
  size: z.coerce
    .number({ invalid_type_error: "editor.validation.size", required_error: "editor.validation.size" })
    .int("editor.validation.size")
    .min(layerSizeLimits.min, "editor.validation.size"),
  color: hex,
  accent: hex.optional(),
  outlineColor: hex,
  outlineWidth: z.coerce
    .number({ invalid_type_error: "editor.validation.outline", required_error: "editor.validation.outline" })
    .min(editorLimits.outline.min, "editor.validation.outline")
    .max(editorLimits.outline.max, "editor.validation.outline"),
  position: z.enum(documentPositions, { errorMap: () => ({ message: "editor.validation.position" }) }),
  /** The "Remove from the thumbnail" checkbox: the layer is kept (to be shown again) but not drawn. */
  removed: z.boolean().optional(),
  /**
   * A badge that follows the headline: the text it showed when the form was drawn. A posted text
   * that differs is the creator's own, and the badge stops following.
   */
  derived: z.string().trim().max(editorLimits.text).optional(),
});

export const EditorFormSchema = z.object({
  background: z.coerce
    .number({ invalid_type_error: "editor.validation.background" })
    .int("editor.validation.background")
    .min(0, "editor.validation.background")
    .max(3, "editor.validation.background"),
  layers: z.array(LayerEdit).min(1).max(4),
});
export type EditorValues = z.infer<typeof EditorFormSchema>;
type LayerValues = EditorValues["layers"][number];

/** The document's headline number (what a following badge shows), or null when it has none. */
function numberOf(layers: TextLayer[]): string | null {
  const headline = layers.find((layer) => layer.role === "headline");
  return headline ? headlineNumber(headline.text) : null;
}

/**
 * Whether a layer is hidden only because it follows the headline and the headline has no number
 * left (the creator did not remove it: it comes back with the next number).
 */
const hiddenForLackOfNumber = (layer: TextLayer, number: string | null) =>
  layer.followsHeadline === true && number === null;

/** The form's values for a document (as saved, or as a draft made it). */
export function valuesOf(document: ThumbnailDocument): EditorValues {
  const number = numberOf(document.layers);
  return {
    background: document.background,
    layers: document.layers.map((layer) => {
      const values: LayerValues = {
        text: layer.text,
        size: layer.size,
        color: layer.color,
        accent: layer.accent ?? undefined,
        outlineColor: layer.outline.color,
        // Shown to a tenth of a pixel (a fitted outline can be 10.799999…).
        outlineWidth: Math.round(layer.outline.width * 10) / 10,
        position: layer.position,
      };
      if (layer.hidden && !hiddenForLackOfNumber(layer, number)) values.removed = true;
      if (layer.followsHeadline) values.derived = layer.text;
      return values;
    }),
  };
}

/**
 * A badge that follows the headline after an edit (docs/product.md, Editor and feed preview):
 * while the creator has not typed its text (the posted text is the one the form showed, or the
 * saved one), it shows the headline's number, and is hidden while the headline has none; once
 * they type their own, it keeps it and stops following.
 */
function followHeadline(layer: TextLayer, edit: LayerValues, saved: TextLayer, number: string | null) {
  if (!layer.followsHeadline) return layer;
  if (edit.text !== (edit.derived ?? saved.text)) {
    const { followsHeadline: _follows, ...own } = layer;
    return own;
  }
  return number === null ? { ...layer, hidden: true } : { ...layer, text: number };
}

/**
 * The document with the edits applied, or null when the edits do not fit it (a layer count that
 * differs, a background it does not have).
 */
export function applyEdits(document: ThumbnailDocument, values: EditorValues): ThumbnailDocument | null {
  if (values.layers.length !== document.layers.length) return null;
  if (values.background >= document.backgrounds.length) return null;
  const edited = document.layers.map((layer, i): TextLayer => {
    const edit = values.layers[i]!;
    const { hidden: _hidden, ...shown } = layer;
    return {
      ...shown,
      text: edit.text,
      size: edit.size,
      color: edit.color,
      accent: layer.accent === null ? null : (edit.accent ?? layer.accent),
      outline: { width: edit.outlineWidth, color: edit.outlineColor },
      position: edit.position,
      ...(edit.removed ? { hidden: true } : {}),
    };
  });
  const number = numberOf(edited);
  return {
    ...document,
    background: values.background,
    layers: edited.map((layer, i) => followHeadline(layer, values.layers[i]!, document.layers[i]!, number)),
  };
}

/** The values as query parameters (the preview image's address, the feed preview's). */
export function editorParams(values: EditorValues): URLSearchParams {
  const params = new URLSearchParams({ background: String(values.background) });
  values.layers.forEach((layer, i) => {
    const name = (field: string) => `layers[${i}].${field}`;
    params.set(name("text"), layer.text);
    params.set(name("size"), String(layer.size));
    params.set(name("color"), layer.color);
    if (layer.accent) params.set(name("accent"), layer.accent);
    params.set(name("outlineColor"), layer.outlineColor);
    params.set(name("outlineWidth"), String(layer.outlineWidth));
    params.set(name("position"), layer.position);
    if (layer.removed) params.set(name("removed"), "on");
    if (layer.derived !== undefined) params.set(name("derived"), layer.derived);
  });
  return params;
}

/** Whether a query carries editor fields (a draft to preview) at all. */
export const hasDraft = (params: URLSearchParams) => params.has("layers[0].text");

export type DraftResult =
  | { kind: "none" }
  | { kind: "draft"; document: ThumbnailDocument; values: EditorValues }
  | { kind: "invalid"; errors: Record<string, string[] | null> };

/** Each size held to its own layer's range: the errors of those out of it. */
function sizeErrors(document: ThumbnailDocument, values: EditorValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  values.layers.forEach((edit, i) => {
    const role = document.layers[i]?.role;
    if (role && edit.size > sizeLimitsFor(role).max) errors[`layers[${i}].size`] = [sizeError(role)];
  });
  return errors;
}

/** Reads edits (a query or a posted form) against the saved document. */
export function readDraft(document: ThumbnailDocument, fields: URLSearchParams | FormData): DraftResult {
  if (fields instanceof URLSearchParams && !hasDraft(fields)) return { kind: "none" };
  const submission = parseWithZod(fields, { schema: EditorFormSchema });
  if (submission.status !== "success") return { kind: "invalid", errors: submission.error ?? {} };
  const tooBig = sizeErrors(document, submission.value);
  if (Object.keys(tooBig).length) return { kind: "invalid", errors: tooBig };
  const edited = applyEdits(document, submission.value);
  if (!edited) return { kind: "invalid", errors: { background: ["editor.validation.background"] } };
  return { kind: "draft", document: edited, values: submission.value };
}
