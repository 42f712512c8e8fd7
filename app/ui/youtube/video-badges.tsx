import { useTranslation } from "~/core/i18n/use-translation";

/** Outliers from this many times the median up are highlighted. */
const highlightFrom = 2;

/** The figures as the page shows them, formatted by the loader (video-figures.server.ts). */
export interface VideoFigureLabels {
  viewsLabel: string;
  outlierLabel: string;
}

/**
 * A video's figures under its thumbnail (docs/product.md, Channel analysis: the video ID badge;
 * issue 9: views and the outlier score), formatted for the page's language.
 */
export function VideoBadges({
  video: { videoId, views, outlier, viewsLabel, outlierLabel },
}: {
  video: { videoId: string; views: number; outlier: number } & VideoFigureLabels;
}) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
      <span>{t("youtube.views", { count: views, formatted: viewsLabel })}</span>
      <span
        title={t("youtube.outlierHint")}
        className={
          outlier >= highlightFrom
            ? "rounded bg-amber-300 px-1.5 py-0.5 font-bold text-amber-950"
            : "rounded bg-muted px-1.5 py-0.5 font-semibold"
        }
      >
        {t("youtube.outlier", { score: outlierLabel })}
      </span>
      <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px]" translate="no">
        {t("youtube.videoId", { id: videoId })}
      </span>
    </p>
  );
}
