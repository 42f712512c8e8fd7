import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { ChannelSearch } from "~/features/channel/channel-search";
import { VideoBadges, type VideoFigureLabels } from "~/ui/youtube/video-badges";
import { VideoImage } from "~/ui/youtube/video-image";

/**
 * The found thumbnails (docs/product.md, Channel analysis): image, title, video ID badge, with
 * views and the outlier score. Each is a button in its own form: pressing it posts the video, and
 * the server opens the Thumbnail Expert with that image (no JavaScript needed).
 */
export function ChannelResults({
  search,
  sorted,
  query,
  sortLinks,
}: {
  search: Omit<ChannelSearch, "thumbnails"> & {
    thumbnails: Array<ChannelSearch["thumbnails"][number] & VideoFigureLabels>;
  };
  sorted: boolean;
  query: string;
  sortLinks: { param: string; outliers: string; queryParam: string };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const picking = navigation.state !== "idle" ? navigation.formData?.get("videoId") : null;
  const { channel, thumbnails } = search;
  if (thumbnails.length === 0)
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground"
      >
        {t("channel.empty")}
      </p>
    );
  const recentHref = `?${new URLSearchParams({ [sortLinks.queryParam]: query })}`;
  const outliersHref = `?${new URLSearchParams({ [sortLinks.queryParam]: query, [sortLinks.param]: sortLinks.outliers })}`;
  const sortLink = (active: boolean) =>
    active
      ? "rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground"
      : "rounded-full border border-border px-3 py-1 font-semibold hover:bg-muted";
  return (
    <section aria-labelledby="channel-results-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="channel-results-title" className="text-xl font-bold">
            {t("channel.resultsTitle", { channel: channel.title })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("channel.count", { count: thumbnails.length })}
            {channel.handle ? ` · @${channel.handle}` : ""}
          </p>
        </div>
        <nav aria-label={t("channel.sortLabel")} className="flex gap-2 text-sm">
          <Link to={recentHref} className={sortLink(!sorted)} aria-current={!sorted ? "true" : undefined}>
            {t("channel.sortRecent")}
          </Link>
          <Link to={outliersHref} className={sortLink(sorted)} aria-current={sorted ? "true" : undefined}>
            {t("channel.sortOutliers")}
          </Link>
        </nav>
      </div>
      <p className="text-sm text-muted-foreground">{t("channel.openHint")}</p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="channel-thumbnails">
        {thumbnails.map((video) => (
          <li key={video.videoId} className="min-w-0">
            <Form method="post">
              <input type="hidden" name="intent" value="use-thumbnail" />
              <input type="hidden" name="videoId" value={video.videoId} />
              <input type="hidden" name="title" value={video.title} />
              <input type="hidden" name="channel" value={channel.title} />
              <button
                type="submit"
                disabled={picking === video.videoId}
                aria-label={t("channel.useInExpert", { title: video.title })}
                className="group block w-full overflow-hidden rounded-lg border border-border bg-card text-left hover:border-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60"
              >
                <VideoImage src={video.image} className="transition group-hover:opacity-90" />
              </button>
            </Form>
            <p className="mt-2 line-clamp-2 text-sm font-semibold">{video.title}</p>
            <VideoBadges video={video} />
          </li>
        ))}
      </ul>
    </section>
  );
}
