import { useTranslation } from "~/core/i18n/use-translation";
import { VideoProgress } from "~/features/video/components/video-progress";
import { VideoResult } from "~/features/video/components/video-result";
import type { VideoJobView } from "~/features/video/video-analysis.server";
import { FormAlert } from "~/ui/forms";

/** The analysis at `?job=<id>`: its progress (a bar without JavaScript), its failure, or the thumbnail. */
export function VideoJob({
  job,
  pending,
  hydrated,
  showsProgress,
}: {
  job: VideoJobView;
  pending: boolean;
  hydrated: boolean;
  /** With JavaScript, whether the video form already shows the progress. */
  showsProgress: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="video-result-title" className="space-y-4" aria-live="polite">
      <h2 id="video-result-title" className="text-xl font-bold">
        {t("video.resultTitle")}
      </h2>
      {pending && !hydrated ? (
        <div className="space-y-2">
          <progress className="h-3 w-full accent-primary" aria-label={t("video.progressLabel")} />
          <p className="text-sm font-semibold">{t("video.pendingNoScript")}</p>
        </div>
      ) : null}
      {pending && hydrated && !showsProgress ? <VideoProgress value={80} stage="analysing" /> : null}
      {job.status === "failed" ? (
        <FormAlert
          title={t("video.failedTitle")}
          messages={[
            job.failure?.kind === "invalid_analysis"
              ? t("video.invalidAnalysis")
              : job.failure?.kind === "refused" && job.failure.message
                ? job.failure.message
                : job.failure?.kind === "credits"
                  ? t("video.credits")
                  : t("video.failedBody"),
          ]}
        />
      ) : null}
      {job.status === "succeeded" && job.result ? (
        <VideoResult result={{ ...job.result, jobId: job.id, timestamp: job.timestamp }} />
      ) : null}
    </section>
  );
}
