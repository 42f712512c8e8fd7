import { useTranslation } from "~/core/i18n/use-translation";

/** Step 2: how many of the job's options are ready (live, or refreshed without JavaScript). */
export function GeneratingProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-live="polite"
      className="space-y-3 rounded-xl border border-border bg-card p-6"
      data-testid="generating"
    >
      <h2 className="text-xl font-bold">{t("generator.generatingTitle")}</h2>
      <progress max={total} value={done} className="h-3 w-full accent-primary" />
      <p className="text-sm font-semibold" data-testid="progress">
        {t("generator.progress", { done, total })}
      </p>
      <p className="text-sm text-muted-foreground">{t("generator.generatingHint")}</p>
    </section>
  );
}
