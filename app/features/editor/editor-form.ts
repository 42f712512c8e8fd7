/**
 * The editor's form: what a creator may change in a thumbnail's layer document (each text layer's
 * text, largest font size, colours, outline and position preset, and which background of the set
 * it sits on). The same fields travel as a GET query (the preview, without JavaScript too) and as
 * the POST that saves. Messages are i18n keys.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { documentPositions, type ThumbnailDocument } from "~/engines/render/thumbnail-document";

const hex = z
  .string({ required_error: "editor.validation.color" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "editor.validation.color")
  .transform((value) => value.toLowerCase());

export const editorLimits = { text: 100, size: { min: 16, max: 240 }, outline: { min: 0, max: 30 } } as const;

const LayerEdit = z.object({
  text: z
    .string({ required_error: "editor.validation.textRequired" })
    .trim()
    .min(1, "editor.validation.textRequired")
    .max(editorLimits.text, "editor.validation.textTooLong"),
  size: z.coerce
    .number({ invalid_type_error: "editor.validation.size", required_error: "editor.validation.size" })
    .int("editor.validation.size")
    .min(editorLimits.size.min, "editor.validation.size")
    .max(editorLimits.size.max, "editor.validation.size"),
  color: hex,
  accent: hex.optional(),
  outlineColor: hex,
  outlineWidth: z.coerce
    .number({ invalid_type_error: "editor.validation.outline", required_error: "editor.validation.outline" })
    .min(editorLimits.outline.min, "editor.validation.outline")
    .max(editorLimits.outline.max, "editor.validation.outline"),
  position: z.enum(documentPositions, { errorMap: () => ({ message: "editor.validation.position" }) }),
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

/** The form's values for a document as saved. */
export function valuesOf(document: ThumbnailDocument): EditorValues {
  return {
    background: document.background,
    layers: document.layers.map((layer) => ({
      text: layer.text,
      size: layer.size,
      color: layer.color,
      accent: layer.accent ?? undefined,
      outlineColor: layer.outline.color,
      // Shown to a tenth of a pixel (a fitted outline can be 10.799999…).
      outlineWidth: Math.round(layer.outline.width * 10) / 10,
      position: layer.position,
    })),
  };
}

/**
 * The document with the edits applied, or null when the edits do not fit it (a layer count that
 * differs, a background it does not have).
 */
export function applyEdits(document: ThumbnailDocument, values: EditorValues): ThumbnailDocument | null {
  if (values.layers.length !== document.layers.length) return null;
  if (values.background >= document.backgrounds.length) return null;
  return {
    ...document,
    background: values.background,
    layers: document.layers.map((layer, i) => {
      const edit = values.layers[i]!;
      return {
        ...layer,
        text: edit.text,
        size: edit.size,
        color: edit.color,
        accent: layer.accent === null ? null : (edit.accent ?? layer.accent),
        outline: { width: edit.outlineWidth, color: edit.outlineColor },
        position: edit.position,
      };
    }),
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
  });
  return params;
}

/** Whether a query carries editor fields (a draft to preview) at all. */
export const hasDraft = (params: URLSearchParams) => params.has("layers[0].text");

export type DraftResult =
  | { kind: "none" }
  | { kind: "draft"; document: ThumbnailDocument; values: EditorValues }
  | { kind: "invalid"; errors: Record<string, string[] | null> };

/** Reads edits (a query or a posted form) against the saved document. */
export function readDraft(document: ThumbnailDocument, fields: URLSearchParams | FormData): DraftResult {
  if (fields instanceof URLSearchParams && !hasDraft(fields)) return { kind: "none" };
  const submission = parseWithZod(fields, { schema: EditorFormSchema });
  if (submission.status !== "success") return { kind: "invalid", errors: submission.error ?? {} };
  const edited = applyEdits(document, submission.value);
  if (!edited) return { kind: "invalid", errors: { background: ["editor.validation.background"] } };
  return { kind: "draft", document: edited, values: submission.value };
}
