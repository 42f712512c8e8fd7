import type { AiProviderName } from "~/core/ai/ai-provider-choice";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { RemoveEntryForm, SavedDate } from "~/ui/history-row";

/** The creator's past analyses, newest first: each reopens at `?a=<id>` or is deleted. */
export function TrendHistory({
  history,
  currentId,
  param,
}: {
  /** `savedOn`: `createdAt` as the page shows it, formatted by the loader. */
  history: { id: string; niche: string; source: AiProviderName; createdAt: number; savedOn: string }[];
  currentId: string | null;
  param: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trend-history-title" className="rounded-xl border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2
          id="trend-history-title"
          className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          {t("trends.historyTitle")}
        </h2>
        {currentId ? (
          <Link to="?" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {t("trends.newAnalysis")}
          </Link>
        ) : null}
      </div>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("trends.historyEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border" data-testid="trend-history">
          {history.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-2 py-2">
              <Link
                to={`?${new URLSearchParams({ [param]: entry.id })}`}
                aria-current={entry.id === currentId ? "page" : undefined}
                className="min-w-0 flex-1 rounded px-1 py-0.5 hover:bg-muted aria-[current=page]:bg-muted"
              >
                <span className="block truncate font-semibold">{entry.niche}</span>
                <span className="block text-xs text-muted-foreground">
                  <SavedDate at={entry.createdAt} label={entry.savedOn} />
                  {" · "}
                  {entry.source === "offline" ? t("trends.offlineBadge") : t("trends.aiBadge")}
                </span>
              </Link>
              <RemoveEntryForm
                intent="delete"
                id={entry.id}
                label={t("trends.remove")}
                ariaLabel={t("trends.removeLabel", { niche: entry.niche })}
                className="rounded-lg border border-border px-2 py-1 text-xs font-semibold hover:bg-muted disabled:opacity-60"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
