import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { AnalysisSourceBadge } from "~/ui/analysis-source-badge";
import { thumbnailImageUrl, thumbnailSrcSet, type ImageVariant } from "~/core/thumbnails/image-urls";
import { thumbnailFileName } from "~/features/video/frame-plan";
import { formatFrameTime } from "~/features/video/frame-score";

export interface VideoResultView {
  jobId: string;
  timestamp: number;
  frame: number;
  time: number | null;
  reason: string;
  suggestedText: string;
  provider: string;
  thumbnail: { id: string; revision: number; variant: ImageVariant; title: string };
}

/**
 * The generated thumbnail (docs/product.md, Video to thumbnail): the picture, the analysis's reason and
 * suggested text, who made the analysis, the PNG download and the way into the editor (the
 * thumbnail is an editable document saved to the dashboard).
 */
export function VideoResult({ result }: { result: VideoResultView }) {
  const { t } = useTranslation();
  const offline = result.provider === "offline";
  const name = thumbnailFileName(result.timestamp);
  const { id, revision, variant, title } = result.thumbnail;
  return (
    <article className="space-y-4" data-testid="video-result">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {result.time === null
            ? t("video.pictureNumber", { n: result.frame + 1 })
            : t("video.frameAt", { time: formatFrameTime(result.time) })}
        </p>
        <AnalysisSourceBadge
          offline={offline}
          label={offline ? t("video.offline") : t("video.ai")}
          testId="video-source"
        />
      </div>
      <img
        src={thumbnailImageUrl(id, 1280, variant, revision)}
        srcSet={thumbnailSrcSet(id, variant, revision)}
        sizes="(min-width: 1024px) 960px, 100vw"
        width={1280}
        height={720}
        alt={title}
        className="h-auto w-full rounded-xl border border-border"
      />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm font-semibold text-muted-foreground">{t("video.reasonLabel")}</dt>
          <dd className="mt-1" data-testid="video-reason">
            {result.reason}
          </dd>
        </div>
        <div className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm font-semibold text-muted-foreground">{t("video.suggestedTextLabel")}</dt>
          <dd className="mt-1 text-lg font-extrabold" data-testid="video-suggested-text">
            {result.suggestedText}
          </dd>
        </div>
      </dl>
      <p className="text-sm">{t("video.savedNote")}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={`/video-analysis/${result.jobId}/baixar`}
          download={name}
          className="rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground hover:opacity-90"
        >
          {t("video.download", { name })}
        </a>
        <Link
          to={`/gerar/editor/${id}`}
          className="rounded-lg border border-border px-4 py-3 font-semibold hover:bg-muted"
        >
          {t("video.edit")}
        </Link>
      </div>
    </article>
  );
}
