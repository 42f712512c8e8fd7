import { useTranslation } from "~/core/i18n/use-translation";
import { numberFormat } from "~/core/i18n/formatters";

/** Outliers from this many times the median up are highlighted. */
const highlightFrom = 2;

/**
 * A video's figures under its thumbnail (docs/product.md, Channel analysis: the video ID badge;
 * issue 9: views and the outlier score), formatted for the page's language.
 */
export function VideoBadges({
  videoId,
  views,
  outlier,
}: {
  videoId: string;
  views: number;
  outlier: number;
}) {
  const { t, i18n } = useTranslation();
  const formatted = numberFormat(i18n.language).format(views);
  const score = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(outlier);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
      <span>{t("youtube.views", { count: views, formatted })}</span>
      <span
        title={t("youtube.outlierHint")}
        className={
          outlier >= highlightFrom
            ? "rounded bg-amber-300 px-1.5 py-0.5 font-bold text-amber-950"
            : "rounded bg-muted px-1.5 py-0.5 font-semibold"
        }
      >
        {t("youtube.outlier", { score })}
      </span>
      <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px]" translate="no">
        {t("youtube.videoId", { id: videoId })}
      </span>
    </p>
  );
}
