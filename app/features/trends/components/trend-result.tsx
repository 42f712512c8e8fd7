import type { AiProviderName } from "~/core/ai/ai-provider-choice";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { MarkdownBlock } from "~/engines/markdown/markdown-blocks";
import { MarkdownView } from "~/ui/markdown-view";
import { AnalysisSourceBadge } from "~/ui/analysis-source-badge";
import { VideoBadges, type VideoFigureLabels } from "~/ui/youtube/video-badges";
import { VideoImage } from "~/ui/youtube/video-image";
import { YoutubeProblem } from "~/ui/youtube/youtube-problem";
import type { TrendInputs, TrendVideo } from "~/features/trends/trend-types";
import type { YoutubeProblem as Problem } from "~/core/youtube/youtube-messages";

export interface TrendResultView {
  id: string;
  niche: string;
  inputs: TrendInputs;
  /** The analysis's markdown, parsed by the loader. */
  analysis: MarkdownBlock[];
  source: AiProviderName;
  dataStatus: string;
  createdAt: number;
  /** `createdAt` as the page shows it, formatted by the loader. */
  createdOn: string;
  videos: Array<TrendVideo & { image: string } & VideoFigureLabels>;
}

/**
 * One analysis: who wrote it (an offline one says so plainly), whether YouTube data backs it, the
 * markdown rendered safely (no raw HTML; links nofollow) and the "what works now" grid of the
 * fetched videos, outliers first, each opening on YouTube.
 */
export function TrendResult({ analysis }: { analysis: TrendResultView }) {
  const { t } = useTranslation();
  const offline = analysis.source === "offline";
  return (
    <article aria-labelledby="trend-analysis-title" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="trend-analysis-title" className="text-2xl font-bold">
            {t("trends.analysisTitle", { niche: analysis.niche })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("trends.createdAt", { date: analysis.createdOn })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <AnalysisSourceBadge
            offline={offline}
            label={offline ? t("trends.offlineBadge") : t("trends.aiBadge")}
            testId="trend-source"
          />
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={analysis.id} />
            <button
              type="submit"
              aria-label={t("trends.removeLabel", { niche: analysis.niche })}
              className="rounded-lg border border-border px-3 py-1 text-sm font-semibold hover:bg-muted"
            >
              {t("trends.remove")}
            </button>
          </Form>
        </div>
      </header>
      {analysis.dataStatus !== "ok" ? (
        <YoutubeProblem
          problem={analysis.dataStatus as Problem}
          keySource={null}
          title={t("trends.dataTitle")}
          tone="notice"
        />
      ) : null}
      <div className="grid gap-8 xl:grid-cols-[1fr_20rem]">
        <div className="min-w-0 rounded-xl border border-border bg-card p-5" data-testid="trend-analysis">
          <MarkdownView blocks={analysis.analysis} />
        </div>
        <WorksNow videos={analysis.videos} />
      </div>
    </article>
  );
}

function WorksNow({ videos }: { videos: TrendResultView["videos"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="works-now-title" className="min-w-0 space-y-3">
      <h3 id="works-now-title" className="text-lg font-bold">
        {t("trends.worksNowTitle")}
      </h3>
      <p className="text-xs text-muted-foreground">{t("trends.worksNowLead")}</p>
      {videos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("trends.worksNowEmpty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1" data-testid="works-now">
          {videos.map((video) => (
            <li key={video.videoId} className="min-w-0">
              <a
                href={`https://www.youtube.com/watch?v=${video.videoId}`}
                target="_blank"
                rel="nofollow noopener noreferrer"
                className="block overflow-hidden rounded-lg border border-border hover:border-primary"
              >
                <VideoImage src={video.image} />
              </a>
              <p className="mt-2 line-clamp-2 text-sm font-semibold">{video.title}</p>
              <p className="text-xs text-muted-foreground">
                {video.channelTitle} ·{" "}
                {video.source === "competitor" ? t("trends.fromCompetitor") : t("trends.fromNiche")}
              </p>
              <VideoBadges video={video} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** While the analysis runs (with JavaScript): a busy placeholder where the result will be. */
export function TrendPending() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3 rounded-xl border border-border bg-card p-6">
      <p className="font-semibold">{t("trends.analyzing")}</p>
      <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      <div className="h-4 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-muted" />
    </div>
  );
}
