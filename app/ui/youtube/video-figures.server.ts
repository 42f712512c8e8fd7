/**
 * A video's views and outlier score as its badges show them ("12.345" / "12,345", "2,5×"),
 * formatted by the loader: the browser then hydrates text and builds no Intl.NumberFormat, whose
 * first construction is a long task on a cheap phone (docs/decisions/027-less-to-hydrate.md).
 */
import { numberFormat } from "~/core/i18n/formatters";
import { oneDecimal } from "~/core/i18n/labels.server";
import type { VideoFigureLabels } from "~/ui/youtube/video-badges";

export function withFigureLabels<T extends { views: number; outlier: number }>(
  videos: T[],
  language: string,
): Array<T & VideoFigureLabels> {
  const views = numberFormat(language);
  const score = oneDecimal(language);
  return videos.map((video) => ({
    ...video,
    viewsLabel: views.format(video.views),
    outlierLabel: score.format(video.outlier),
  }));
}
