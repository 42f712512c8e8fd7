/**
 * A score's fix as the editor's fields (docs/product.md, Performance AI): the same patch is put
 * into the form by the browser (JavaScript), into a draft's address by the editor's loader (the
 * "Aplicar" button without JavaScript) and into the saved document by the dashboard's "Aplicar",
 * which then saves it like an editor save. Pure, so the three agree.
 */
import type { LayerPatch } from "~/engines/score/thumbnail-score";
import type { EditorValues } from "~/features/editor/editor-form";
import type { TextLayer } from "~/engines/render/thumbnail-document";
import { documentPositions } from "~/engines/render/document-positions";

type LayerValues = EditorValues["layers"][number];

/** The editor's field names a patch sets, with their new values (a checkbox's as a boolean). */
export function patchFields(index: number, patch: LayerPatch): [name: string, value: string | boolean][] {
  const name = (field: string) => `layers[${index}].${field}`;
  const fields: [string, string | boolean][] = [];
  if (patch.text !== undefined) fields.push([name("text"), patch.text]);
  if (patch.size !== undefined) fields.push([name("size"), String(Math.round(patch.size))]);
  if (patch.color !== undefined) fields.push([name("color"), patch.color.toLowerCase()]);
  if (patch.outline !== undefined) {
    fields.push([name("outlineColor"), patch.outline.color.toLowerCase()]);
    fields.push([name("outlineWidth"), String(Math.round(patch.outline.width * 10) / 10)]);
  }
  if (patch.position !== undefined) fields.push([name("position"), patch.position]);
  if (patch.hidden !== undefined) fields.push([name("removed"), patch.hidden]);
  return fields;
}

/** The form's values with the patch applied to one layer (the draft is then read and checked as typed). */
export function patchedValues(values: EditorValues, index: number, patch: LayerPatch): EditorValues {
  const layer = values.layers[index];
  if (!layer) return values;
  const next: LayerValues = { ...layer };
  if (patch.text !== undefined) next.text = patch.text;
  if (patch.size !== undefined) next.size = Math.round(patch.size);
  if (patch.color !== undefined) next.color = patch.color.toLowerCase();
  if (patch.outline !== undefined) {
    next.outlineColor = patch.outline.color.toLowerCase();
    next.outlineWidth = Math.round(patch.outline.width * 10) / 10;
  }
  if (patch.position !== undefined) next.position = patch.position;
  if (patch.hidden === true) next.removed = true;
  if (patch.hidden === false) delete next.removed;
  return { ...values, layers: values.layers.map((l, i) => (i === index ? next : l)) };
}

/** The value an "Aplicar" button carries: which layer and what to set. */
export const encodeFix = (layerId: string, patch: LayerPatch) => JSON.stringify({ layerId, patch });

const isHex = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * A posted or addressed fix read back, keeping only fields of the right kind (the draft it makes
 * is then checked like anything typed); null for anything else.
 */
export function decodeFix(value: unknown): { layerId: string; patch: LayerPatch } | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { layerId, patch } = parsed as { layerId?: unknown; patch?: unknown };
  if (typeof layerId !== "string" || typeof patch !== "object" || patch === null) return null;
  const raw = patch as Record<string, unknown>;
  const out: LayerPatch = {};
  if (typeof raw.text === "string") out.text = raw.text;
  if (isNumber(raw.size)) out.size = raw.size;
  if (isHex(raw.color)) out.color = raw.color;
  const outline = raw.outline as { width?: unknown; color?: unknown } | undefined;
  if (outline && isNumber(outline.width) && isHex(outline.color))
    out.outline = { width: outline.width, color: outline.color };
  if ((documentPositions as readonly unknown[]).includes(raw.position))
    out.position = raw.position as TextLayer["position"];
  if (typeof raw.hidden === "boolean") out.hidden = raw.hidden;
  return Object.keys(out).length > 0 ? { layerId, patch: out } : null;
}
