/**
 * The video form, with JavaScript (docs/product.md, Video to thumbnail): the browser reads the
 * video's length, extracts its frames (640 px, JPEG 0.7) and uploads them one by one, then posts
 * the `analyze` intent. The progress goes 10 → 50 while extracting, → 70 while uploading, 80 once
 * queued, 100 when done, and clears a second later; a refusal sets it back to nothing.
 */
import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { toolRoutes } from "~/core/http/tool-routes";
import { extractFrames, readVideoInfo, VideoFrameError } from "~/features/video/browser-frames";
import { VideoProgress, type VideoStage } from "~/features/video/components/video-progress";
import { VideoCost, VideoTitleField } from "~/features/video/components/video-fields";
import { checkVideoDuration, isVideoMime, type VideoDurationCheck } from "~/features/video/frame-plan";
import { formatFrameTime } from "~/features/video/frame-score";
import { minutesFormat } from "~/features/video/minutes-format";
import type { PlanId } from "~/core/plans/catalog";
import { showClientToast } from "~/ui/client-toast";
import { FileField, FormAlert } from "~/ui/forms";
import { UpgradeLink } from "~/ui/plan-notice";

/** The progress clears this long after finishing. */
const clearAfterMs = 1000;

export type VideoFormProgress = { value: number; stage: VideoStage } | null;
type LocalError = { title?: string; messages: string[]; upgrade?: boolean };
type JobState = { id: string; status: "queued" | "running" | "succeeded" | "failed" } | null;

class FrameUploadError extends Error {}

export function VideoForm({
  plan,
  blocked,
  job,
  pending,
  cleared,
  onChoose,
  title,
  onTitle,
  serverError,
  titleErrors,
  progress,
  setProgress,
}: {
  plan: PlanId;
  blocked: boolean;
  job: JobState;
  pending: boolean;
  cleared: boolean;
  /** A new video clears the previous result. */
  onChoose: () => void;
  title: string;
  onTitle: (title: string) => void;
  /** The action's refusal shown on this form (null when there is none or it is for the pictures). */
  serverError: LocalError | null;
  titleErrors: string[] | null | undefined;
  /** Held by the page, whose result section shows it too. */
  progress: VideoFormProgress;
  setProgress: (progress: VideoFormProgress) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [lengthCheck, setLengthCheck] = useState<VideoDurationCheck | null>(null);
  const [localError, setLocalError] = useState<LocalError | null>(null);
  const [working, setWorking] = useState(false);
  const watched = useRef<string | null>(null);

  // 80 once the analysis is queued, 100 when the job is done, cleared a second later; 0 on error.
  useEffect(() => {
    if (!job || watched.current === `${job.id}:${job.status}`) return;
    const wasWatching = watched.current?.startsWith(`${job.id}:`) ?? false;
    watched.current = `${job.id}:${job.status}`;
    if (job.status === "queued" || job.status === "running") {
      setProgress({ value: 80, stage: "analysing" });
      return;
    }
    if (!wasWatching && !progress) return;
    if (job.status === "failed") {
      setProgress(null);
      return;
    }
    setProgress({ value: 100, stage: "done" });
    showClientToast({ type: "success", title: t("video.analysisDone") });
    const timer = setTimeout(() => setProgress(null), clearAfterMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.id, job?.status]);

  // A refused analysis resets the progress (docs/product.md, Video to thumbnail: on error it goes back to 0).
  useEffect(() => {
    if (serverError) setProgress(null);
  }, [serverError, setProgress]);
  const busy = working || navigation.state === "submitting";
  const tooLong = lengthCheck && !lengthCheck.ok && lengthCheck.reason === "too_long" ? lengthCheck : null;

  async function chooseVideo(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    onChoose();
    setLocalError(null);
    setDuration(null);
    setLengthCheck(null);
    setFile(chosen);
    if (!chosen) return;
    if (!isVideoMime(chosen.type)) return setLocalError({ messages: [t("video.invalidVideo")] });
    try {
      const info = await readVideoInfo(chosen);
      setDuration(info.duration);
      setLengthCheck(checkVideoDuration(plan, info.duration));
    } catch (error) {
      setLocalError({ messages: [messageFor(error)] });
    }
  }

  function messageFor(error: unknown): string {
    const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
    if (/exceeded/i.test(text)) return t("video.videoTooLarge");
    if (error instanceof VideoFrameError && error.code === "unreadable") return t("video.unreadable");
    if (error instanceof VideoFrameError && error.code === "no_duration") return t("video.unreadable");
    if (error instanceof FrameUploadError) return error.message;
    return t("video.failedBody");
  }

  async function analyseHere(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLocalError(null);
    if (!file || !isVideoMime(file.type)) return setLocalError({ messages: [t("video.invalidVideo")] });
    if (tooLong) return;
    setWorking(true);
    setProgress({ value: 10, stage: "extracting" });
    try {
      const { info, frames } = await extractFrames(file, {
        onProgress: (done, total) => setProgress({ value: 10 + (40 * done) / total, stage: "extracting" }),
      });
      const length = checkVideoDuration(plan, info.duration);
      if (!length.ok) {
        setLengthCheck(length);
        setProgress(null);
        return;
      }
      const timestamp = Date.now();
      setProgress({ value: 50, stage: "uploading" });
      for (const frame of frames) {
        await uploadFrame(timestamp, frame.index, frame.blob);
        setProgress({ value: 50 + (20 * (frame.index + 1)) / frames.length, stage: "uploading" });
      }
      const form = new FormData();
      form.set("intent", "analyze");
      form.set("timestamp", String(timestamp));
      form.set("duration", String(info.duration));
      form.set("frames", String(frames.length));
      form.set("frameTimes", frames.map((frame) => frame.time.toFixed(3)).join(","));
      form.set("title", title);
      submit(form, { method: "post" });
    } catch (error) {
      setProgress(null);
      setLocalError({ title: t("video.failedTitle"), messages: [messageFor(error)] });
    } finally {
      setWorking(false);
    }
  }

  async function uploadFrame(timestamp: number, index: number, blob: Blob) {
    let response: Response;
    try {
      response = await fetch(`${toolRoutes.video}/quadros/${timestamp}/${index}`, {
        method: "POST",
        body: blob,
        headers: { "Content-Type": "image/jpeg" },
      });
    } catch {
      throw new FrameUploadError(t("video.frameUploadFailed", { n: index + 1, message: t("video.network") }));
    }
    if (response.ok) return;
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new FrameUploadError(
      t("video.frameUploadFailed", { n: index + 1, message: answer?.error ?? response.statusText }),
    );
  }

  const formError = localError ?? serverError;
  return (
    <form onSubmit={analyseHere} className="space-y-5 rounded-xl border border-border bg-card p-5">
      {formError ? (
        <FormAlert title={formError.title ?? t("video.failedTitle")} messages={formError.messages}>
          {formError.upgrade ? <UpgradeLink label={t("video.upgrade")} /> : null}
        </FormAlert>
      ) : null}
      <div>
        <FileField
          id="video-file"
          label={t("video.videoLabel")}
          accept="video/*"
          hint={t("video.videoHint")}
          disabled={blocked || busy}
          onChange={chooseVideo}
        />
        {duration !== null ? (
          <p className="mt-2 text-sm font-semibold" data-testid="video-duration">
            {t("video.duration", { duration: formatFrameTime(duration) })}
          </p>
        ) : null}
      </div>
      {tooLong ? (
        <FormAlert
          title={t("video.tooLongTitle")}
          messages={[
            t("video.tooLong", {
              limit: tooLong.limitMinutes,
              actual: minutesFormat(i18n.language).format(tooLong.actualMinutes),
            }),
          ]}
        >
          <UpgradeLink label={t("video.upgrade")} />
        </FormAlert>
      ) : null}
      <VideoTitleField value={title} onChange={onTitle} disabled={blocked} errors={titleErrors} />
      <VideoCost />
      <button
        type="submit"
        disabled={blocked || busy || !file || tooLong !== null || (pending && !cleared)}
        className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-60"
      >
        {busy ? t("video.working") : t("video.submit")}
      </button>
      {progress && (working || navigation.state !== "idle" || pending || progress.value === 100) ? (
        <VideoProgress value={progress.value} stage={progress.stage} />
      ) : null}
    </form>
  );
}
