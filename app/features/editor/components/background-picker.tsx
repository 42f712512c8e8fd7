import { useTranslation } from "~/core/i18n/use-translation";
import { ErrorList } from "~/ui/forms";

/** The set's backgrounds as radio buttons with their images; the chosen one is checked. */
export function BackgroundPicker({
  backgrounds,
  selected,
  errors,
}: {
  backgrounds: string[];
  selected: number;
  errors?: string[];
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t("editor.background")}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {backgrounds.map((src, n) => (
          <label
            key={src}
            className="cursor-pointer rounded-lg border border-border p-1 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary"
          >
            <input
              type="radio"
              name="background"
              value={n}
              defaultChecked={selected === n}
              className="sr-only"
            />
            <img
              src={src}
              width={320}
              height={180}
              loading="lazy"
              alt=""
              className="aspect-video w-full rounded object-cover"
            />
            <span className="mt-1 block text-center text-xs">
              {t("editor.backgroundOption", { n: n + 1 })}
            </span>
          </label>
        ))}
      </div>
      <ErrorList errors={errors} />
    </fieldset>
  );
}
