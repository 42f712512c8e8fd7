import { useTranslation } from "~/core/i18n/use-translation";

export const videoStages = ["extracting", "uploading", "analysing", "done"] as const;
export type VideoStage = (typeof videoStages)[number];

/**
 * The analysis's progress (docs/product.md, Video to thumbnail): 10 once signed in, 10 to 50 while frames are
 * extracted, 50 to 70 while they are uploaded, 80 once the analysis is queued, 100 when the
 * thumbnail is ready (the page clears it a second later).
 */
export function VideoProgress({ value, stage }: { value: number; stage: VideoStage }) {
  const { t } = useTranslation();
  const percent = Math.round(value);
  return (
    <div className="space-y-2" data-testid="video-progress">
      <progress
        max={100}
        value={percent}
        className="h-3 w-full accent-primary"
        aria-label={t("video.progressLabel")}
      />
      <p className="text-sm font-semibold" aria-live="polite">
        {t(`video.${stage}`, { percent })}
      </p>
    </div>
  );
}
