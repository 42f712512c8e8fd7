import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { RemoveEntryForm, SavedDate } from "~/ui/history-row";

export interface ChannelHistoryEntry {
  id: string;
  channelUrl: string;
  channelName: string;
  thumbnailCount: number;
  createdAt: number;
  /** `createdAt` as the page shows it, formatted by the loader. */
  savedOn: string;
}

/**
 * Recently analysed channels (docs/product.md, Channel analysis: the latest 10): name, date,
 * thumbnail-count badge, 'Use' (a link that refills the address and searches again) and delete (a
 * form).
 */
export function ChannelHistory({
  history,
  queryParam,
}: {
  history: ChannelHistoryEntry[];
  queryParam: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="channel-history-title" className="rounded-xl border border-border bg-card p-4">
      <h2
        id="channel-history-title"
        className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {t("channel.historyTitle")}
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("channel.historyEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border" data-testid="channel-history">
          {history.map((entry) => (
            <li key={entry.id} className="py-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{entry.channelName}</p>
                  <p className="text-xs text-muted-foreground">
                    <SavedDate at={entry.createdAt} label={entry.savedOn} />
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-bold">
                  {t("channel.count", { count: entry.thumbnailCount })}
                </span>
              </div>
              <div className="mt-2 flex gap-2">
                <Link
                  to={`?${new URLSearchParams({ [queryParam]: entry.channelUrl })}`}
                  aria-label={t("channel.useLabel", { channel: entry.channelName })}
                  className="rounded-lg border border-primary px-3 py-1 text-sm font-semibold text-primary hover:bg-primary hover:text-primary-foreground"
                >
                  {t("channel.use")}
                </Link>
                <RemoveEntryForm
                  intent="delete-history"
                  id={entry.id}
                  label={t("channel.remove")}
                  ariaLabel={t("channel.removeLabel", { channel: entry.channelName })}
                  className="rounded-lg border border-border px-3 py-1 text-sm font-semibold hover:bg-muted disabled:opacity-60"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
