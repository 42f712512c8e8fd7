import { useEffect, useRef } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { EditorValues } from "~/features/editor/editor-form";
import { editorLimits } from "~/features/editor/editor-limits";
import { layerNameKey } from "~/features/editor/layer-names";
import { ColorField, editorInputClass, NumberField } from "~/features/editor/components/editor-fields";
import { ErrorList } from "~/ui/forms";
import { documentPositions } from "~/engines/render/document-positions";
import { sizeLimitsFor, type LayerRole } from "~/engines/render/layer-limits";

/**
 * With JavaScript the fields keep what the browser shows between previews; when the server's
 * value changes (a badge that follows the headline's number) it is put in, unless the creator is
 * typing in that field. Only a change: at hydration the field already shows the server's value or
 * what the creator typed before the scripts ran, which must stay (docs/decisions/007-paint-first-hydrate-after.md).
 */
function useServerValue<T extends HTMLTextAreaElement | HTMLInputElement>(
  value: string | boolean,
  apply: (element: T, value: string | boolean) => void,
) {
  const ref = useRef<T>(null);
  const latest = useRef(apply);
  latest.current = apply;
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (ref.current && ref.current !== document.activeElement) latest.current(ref.current, value);
  }, [value]);
  return ref;
}

/**
 * One text layer of the editor: its text, size, position, colours and outline, and a checkbox
 * that removes it from the thumbnail (kept, so unticking it brings the layer back).
 */
export function LayerFieldset({
  index: i,
  layer,
  value,
  fieldErrors,
}: {
  index: number;
  layer: { id: string; role: LayerRole; hasAccent: boolean; follows: boolean; hidden: boolean };
  value: EditorValues["layers"][number];
  fieldErrors: (name: string) => string[] | undefined;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `layers[${i}].${field}`;
  const idOf = (field: string) => `layer-${i}-${field}`;
  const text = useServerValue<HTMLTextAreaElement>(value.text, (element, v) => (element.value = String(v)));
  const removed = useServerValue<HTMLInputElement>(
    value.removed === true,
    (element, v) => (element.checked = v === true),
  );
  return (
    <fieldset
      // A score's fix links here (`#layer-<id>`) and focuses it (docs/product.md, Performance AI).
      id={`layer-${layer.id}`}
      tabIndex={-1}
      className="scroll-mt-4 space-y-3 rounded-xl border border-border p-4 outline-none focus:ring-2 focus:ring-primary target:ring-2 target:ring-primary"
      data-testid="layer"
      data-role={layer.role}
      data-hidden={layer.hidden ? "true" : undefined}
    >
      <legend className="px-1 font-semibold">{t(layerNameKey(layer.role))}</legend>
      <div className="flex items-start gap-2">
        <input
          ref={removed}
          id={idOf("removed")}
          name={name("removed")}
          type="checkbox"
          defaultChecked={value.removed === true}
          aria-describedby={layer.hidden ? idOf("removed-note") : undefined}
          className="mt-1 h-4 w-4"
        />
        <div>
          <label htmlFor={idOf("removed")} className="text-sm font-semibold">
            {t("editor.remove")}
          </label>
          {layer.hidden ? (
            <p
              id={idOf("removed-note")}
              className="text-xs text-muted-foreground"
              data-testid="layer-removed"
            >
              {value.removed ? t("editor.removedNote") : t("editor.badgeWaiting")}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <label htmlFor={idOf("text")} className="block text-sm font-semibold">
          {t("editor.text")}
        </label>
        <textarea
          ref={text}
          id={idOf("text")}
          name={name("text")}
          defaultValue={value.text}
          rows={2}
          maxLength={editorLimits.text}
          required
          aria-describedby={layer.follows ? idOf("text-hint") : undefined}
          aria-invalid={fieldErrors(name("text")) ? true : undefined}
          className={editorInputClass}
        />
        {layer.follows ? (
          <p id={idOf("text-hint")} className="mt-1 text-xs text-muted-foreground">
            {t("editor.badgeFollows")}
          </p>
        ) : null}
        {value.derived !== undefined ? (
          <input type="hidden" name={name("derived")} value={value.derived} />
        ) : null}
        <ErrorList errors={fieldErrors(name("text"))} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id={idOf("size")}
          name={name("size")}
          label={t("editor.size")}
          hint={t("editor.sizeHint")}
          range={sizeLimitsFor(layer.role)}
          step={1}
          value={value.size}
          errors={fieldErrors(name("size"))}
        />
        <div>
          <label htmlFor={idOf("position")} className="block text-sm font-semibold">
            {t("editor.position")}
          </label>
          <select
            id={idOf("position")}
            name={name("position")}
            defaultValue={value.position}
            className={editorInputClass}
          >
            {documentPositions.map((position) => (
              <option key={position} value={position}>
                {t(`editor.positions.${position}`)}
              </option>
            ))}
          </select>
          <ErrorList errors={fieldErrors(name("position"))} />
        </div>
        <ColorField
          id={idOf("color")}
          name={name("color")}
          label={t("editor.color")}
          value={value.color}
          errors={fieldErrors(name("color"))}
        />
        {layer.hasAccent ? (
          <ColorField
            id={idOf("accent")}
            name={name("accent")}
            label={t("editor.accent")}
            value={value.accent ?? "#ffffff"}
            errors={fieldErrors(name("accent"))}
          />
        ) : null}
        <ColorField
          id={idOf("outlineColor")}
          name={name("outlineColor")}
          label={t("editor.outlineColor")}
          value={value.outlineColor}
          errors={fieldErrors(name("outlineColor"))}
        />
        <NumberField
          id={idOf("outlineWidth")}
          name={name("outlineWidth")}
          label={t("editor.outlineWidth")}
          range={editorLimits.outline}
          step="any"
          value={value.outlineWidth}
          errors={fieldErrors(name("outlineWidth"))}
        />
      </div>
    </fieldset>
  );
}
