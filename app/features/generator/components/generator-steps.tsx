import { useTranslation } from "~/core/i18n/use-translation";

export const generatorSteps = ["input", "generating", "results", "editor"] as const;
export type GeneratorStep = (typeof generatorSteps)[number];

/** The four steps of the quick generator, the current one marked for screen readers too. */
export function GeneratorSteps({ current }: { current: GeneratorStep }) {
  const { t } = useTranslation();
  const at = generatorSteps.indexOf(current);
  return (
    <ol
      aria-label={t("generator.stepsLabel")}
      className="flex flex-wrap gap-2 text-sm"
      data-testid="generator-steps"
    >
      {generatorSteps.map((step, i) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={`rounded-full border px-3 py-1 ${
            step === current
              ? "border-primary bg-primary font-semibold text-primary-foreground"
              : i < at
                ? "border-border bg-muted"
                : "border-border text-muted-foreground"
          }`}
        >
          {i + 1}. {t(`generator.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
