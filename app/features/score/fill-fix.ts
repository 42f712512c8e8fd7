/**
 * "Aplicar" in the editor with JavaScript (docs/product.md, Performance AI): the fix's values are
 * put into the editor's fields, as if typed, and its layer's fieldset takes the focus; the caller
 * then asks for the new preview and score. False when the fix cannot be put in (the button's own
 * GET then does it on the server).
 */
import type { ScoreFix } from "~/engines/score/thumbnail-score";
import { patchFields } from "~/features/score/score-fix";

export function fillFix(
  form: HTMLFormElement | null,
  layerIds: string[],
  layerId: string,
  fix: ScoreFix | null,
  filled: () => void,
): boolean {
  const index = layerIds.indexOf(layerId);
  if (!form || !fix?.patch || index < 0) return false;
  for (const [name, value] of patchFields(index, fix.patch)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === true;
    else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      field.value = String(value);
  }
  form.ownerDocument.getElementById(`layer-${layerId}`)?.focus();
  filled();
  return true;
}
