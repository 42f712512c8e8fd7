import { useTranslation } from "react-i18next";
import { editorLimits, type EditorValues } from "~/features/editor/editor-form";
import { ColorField, editorInputClass, NumberField } from "~/features/editor/components/editor-fields";
import { ErrorList } from "~/ui/forms";
import { documentPositions } from "~/engines/render/thumbnail-document";

/** One text layer of the editor: its text, size, position, colours and outline. */
export function LayerFieldset({
  index: i,
  layer,
  value,
  fieldErrors,
}: {
  index: number;
  layer: { role: string; hasAccent: boolean };
  value: EditorValues["layers"][number];
  fieldErrors: (name: string) => string[] | undefined;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `layers[${i}].${field}`;
  const idOf = (field: string) => `layer-${i}-${field}`;
  return (
    <fieldset className="space-y-3 rounded-xl border border-border p-4" data-testid="layer">
      <legend className="px-1 font-semibold">
        {t(layer.role === "secondary" ? "editor.layers.secondary" : "editor.layers.headline")}
      </legend>
      <div>
        <label htmlFor={idOf("text")} className="block text-sm font-semibold">
          {t("editor.text")}
        </label>
        <textarea
          id={idOf("text")}
          name={name("text")}
          defaultValue={value.text}
          rows={2}
          maxLength={editorLimits.text}
          required
          aria-invalid={fieldErrors(name("text")) ? true : undefined}
          className={editorInputClass}
        />
        <ErrorList errors={fieldErrors(name("text"))} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id={idOf("size")}
          name={name("size")}
          label={t("editor.size")}
          hint={t("editor.sizeHint")}
          range={editorLimits.size}
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
