import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/core/auth/session.server";
import { Field, FileField, FormAlert } from "~/ui/forms";
import { PlanNotice, UpgradeLink } from "~/ui/plan-notice";
import { ToolHeader } from "~/ui/tool-header";
import { VideoProgress, type VideoStage } from "~/features/video/components/video-progress";
import { VideoResult } from "~/features/video/components/video-result";
import { toolRoutes } from "~/core/http/tool-routes";
import { isUuid } from "~/features/expert/chat-schemas";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { showClientToast } from "~/ui/client-toast";
import { rootData } from "~/core/http/page-meta";
import { readFormWithin } from "~/core/http/read-form.server";
import { useHydrated } from "~/ui/use-hydrated";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { aiCreditCosts } from "~/core/plans/catalog";
import { extractFrames, readVideoInfo, VideoFrameError } from "~/features/video/browser-frames";
import {
  checkVideoDuration,
  frameCount,
  isVideoMime,
  videoLimitMinutes,
  type VideoDurationCheck,
} from "~/features/video/frame-plan";
import { formatFrameTime } from "~/features/video/frame-score";
import {
  maxPictureBytes,
  startVideoAnalysis,
  storeUploadedPictures,
  videoAllowance,
  videoJobView,
} from "~/features/video/video-analysis.server";
import { frameTimestamp, maxVideoFrames, videoTitleMaxLength } from "~/features/video/video-payload";
import { createDb } from "~/core/db/client.server";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";

/** Without JavaScript, the page reloads itself this often while the analysis runs. */
const pendingRefreshSeconds = 3;
/** Bodies beyond this are refused unread: 12 pictures of 3 MB and the form's fields. */
const maxBodyBytes = maxVideoFrames * maxPictureBytes + 64 * 1024;
/** Spec 2 §4: the progress clears 1 s after finishing. */
const clearAfterMs = 1000;

/**
 * Video to thumbnail (spec 2 §2, §4, §5, §6, §8; issue 10). With JavaScript the browser reads the
 * video's length, extracts its frames (640 px, JPEG 0.7) and uploads them one by one, then asks for
 * the analysis; without it the creator uploads 6 to 12 frames as pictures. Either way a
 * `video-analysis` job picks the frame, draws the suggested text on it and saves the thumbnail to
 * the dashboard; `?job=<id>` shows its progress, then the result and the PNG download.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const db = createDb(env.DB);
  const jobId = new URL(request.url).searchParams.get("job");
  if (jobId !== null && !isUuid(jobId)) throw new Response("Not Found", { status: 404 });
  const allowance = await videoAllowance(db, env.DB, user.id);
  const job = jobId ? await videoJobView(db, user.id, jobId, allowance) : null;
  if (jobId && !job) throw new Response("Not Found", { status: 404 });
  return { allowance, job, starterMinutes: videoLimitMinutes("starter") };
}

type Failure = {
  error: { field: "video" | "pictures" | "title" | "form"; messages: string[]; upgrade?: boolean };
  title: string;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const language = await getLanguage(request);
  let title = "";
  const refuse = (status: number, error: Failure["error"]) => data<Failure>({ error, title }, { status });
  const read = await readFormWithin(request, maxBodyBytes);
  const form = read.form;
  title = String(form.get("title") ?? "").trim();
  if (read.tooLarge) return refuse(413, { field: "pictures", messages: [t("video.picturesTooLarge")] });
  const intent = form.get("intent");
  const field = intent === "pictures" ? "pictures" : "video";
  if (title.length > videoTitleMaxLength)
    return refuse(400, { field: "title", messages: [t("video.videoTitleTooLong")] });
  const db = createDb(env.DB);
  const allowance = await videoAllowance(db, env.DB, user.id);
  if (allowance.limitMinutes <= 0)
    return refuse(403, {
      field: "form",
      messages: [t("video.freeBody", { minutes: videoLimitMinutes("starter") })],
      upgrade: true,
    });
  if (!allowance.canAfford)
    return refuse(403, { field: "form", messages: [t("video.credits")], upgrade: true });
  if (!(await allowAction(request, env, "ai", user.id)))
    return refuse(429, { field: "form", messages: [t(tooManyRequestsKey)] });

  let request_: Parameters<typeof startVideoAnalysis>[2];
  if (intent === "pictures") {
    const files = form.getAll("pictures").filter((value): value is File => value instanceof File);
    const timestamp = Date.now();
    const stored = await storeUploadedPictures(env, context.media.imageTools, {
      userId: user.id,
      files,
      timestamp,
    });
    if (!stored.ok) {
      const message =
        stored.reason === "count"
          ? t("video.picturesCount", { count: stored.count })
          : stored.reason === "too_large"
            ? t("video.pictureTooLarge", { n: stored.picture })
            : stored.reason === "too_many_pixels"
              ? t("video.pictureTooManyPixels", { n: stored.picture })
              : t("video.pictureInvalid", { n: stored.picture });
      return refuse(stored.reason === "count" ? 400 : 415, { field: "pictures", messages: [message] });
    }
    request_ = {
      userId: user.id,
      timestamp,
      frames: stored.frames,
      durationSeconds: null,
      frameTimes: null,
      language,
      title,
    };
  } else if (intent === "analyze") {
    const timestamp = frameTimestamp.safeParse(form.get("timestamp"));
    const duration = Number(form.get("duration"));
    const frames = Number(form.get("frames"));
    const times = String(form.get("frameTimes") ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number);
    if (
      !timestamp.success ||
      !Number.isFinite(duration) ||
      duration <= 0 ||
      frames !== frameCount(duration) ||
      times.length !== frames ||
      times.some((time) => !Number.isFinite(time) || time < 0 || time > duration)
    )
      return refuse(400, { field: "video", messages: [t("video.invalidRequest")] });
    request_ = {
      userId: user.id,
      timestamp: timestamp.data,
      frames,
      durationSeconds: duration,
      frameTimes: times,
      language,
      title,
    };
  } else return refuse(400, { field: "form", messages: [t("video.invalidRequest")] });

  let started: Awaited<ReturnType<typeof startVideoAnalysis>>;
  try {
    started = await startVideoAnalysis(db, env, request_, allowance);
  } catch (error) {
    console.error("video analysis: could not queue the job", error);
    return refuse(503, { field: "form", messages: [t("video.failedBody")] });
  }
  if (started.ok) return redirect(`${toolRoutes.video}?job=${started.jobId}`, { status: 303 });
  switch (started.reason) {
    case "blocked":
      return refuse(403, {
        field: "form",
        messages: [t("video.freeBody", { minutes: videoLimitMinutes("starter") })],
        upgrade: true,
      });
    case "too_long":
      return refuse(413, {
        field,
        messages: [
          t("video.tooLongTitle"),
          t("video.tooLong", {
            limit: started.limitMinutes,
            actual: minutesFormat(language).format(started.actualMinutes),
          }),
        ],
        upgrade: true,
      });
    case "credits":
      return refuse(403, { field: "form", messages: [t("video.credits")], upgrade: true });
    case "frames":
      return refuse(409, {
        field,
        messages: [t("video.framesMissing", { frames: started.missing.join(", ") })],
      });
  }
}

type LocalError = { title?: string; messages: string[]; upgrade?: boolean };

export default function VideoAnalysis() {
  const { allowance, job, starterMinutes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const blocked = allowance.limitMinutes <= 0;
  const pending = job?.status === "queued" || job?.status === "running";
  useLiveRevalidation(pending);

  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [lengthCheck, setLengthCheck] = useState<VideoDurationCheck | null>(null);
  const [localError, setLocalError] = useState<LocalError | null>(null);
  const [working, setWorking] = useState(false);
  const [progress, setProgress] = useState<{ value: number; stage: VideoStage } | null>(null);
  const [cleared, setCleared] = useState(false);
  const [title, setTitle] = useState(actionData?.title ?? "");
  const watched = useRef<string | null>(null);
  useEffect(() => setCleared(false), [job?.id]);

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

  const serverError = actionData?.error ?? null;
  // A refused analysis resets the progress (spec 2 §4: on error it goes back to 0).
  useEffect(() => {
    if (serverError) setProgress(null);
  }, [serverError]);
  const busy = working || navigation.state === "submitting";
  const tooLong = lengthCheck && !lengthCheck.ok && lengthCheck.reason === "too_long" ? lengthCheck : null;

  async function chooseVideo(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setCleared(true);
    setLocalError(null);
    setDuration(null);
    setLengthCheck(null);
    setFile(chosen);
    if (!chosen) return;
    if (!isVideoMime(chosen.type)) return setLocalError({ messages: [t("video.invalidVideo")] });
    try {
      const info = await readVideoInfo(chosen);
      setDuration(info.duration);
      setLengthCheck(checkVideoDuration(allowance.plan, info.duration));
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
      const length = checkVideoDuration(allowance.plan, info.duration);
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

  const formError: LocalError | null =
    localError ?? (serverError?.field === "form" || serverError?.field === "video" ? serverError : null);
  const showJob = job && !cleared;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <RefreshWhilePending pending={pending} seconds={pendingRefreshSeconds} />
      <ToolHeader title={t("video.title")} lead={t("video.lead")} backLabel={t("video.back")} />
      {blocked ? (
        <PlanNotice
          title={t("video.freeTitle")}
          body={t("video.freeBody", { minutes: starterMinutes })}
          upgradeLabel={t("video.upgrade")}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("video.limit", { minutes: allowance.limitMinutes })}
        </p>
      )}

      {hydrated ? (
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
          <TitleField
            value={title}
            onChange={setTitle}
            disabled={blocked}
            errors={titleErrors(serverError)}
          />
          <Cost />
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
      ) : null}

      <PicturesForm
        collapsed={hydrated}
        blocked={blocked}
        errors={
          serverError?.field === "pictures"
            ? serverError.messages
            : !hydrated && (serverError?.field === "form" || serverError?.field === "video")
              ? serverError.messages
              : null
        }
        upgrade={!hydrated && Boolean(serverError?.upgrade)}
        title={title}
        titleErrors={hydrated ? null : titleErrors(serverError)}
      />

      {showJob ? (
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
          {pending && hydrated && !progress ? <VideoProgress value={80} stage="analysing" /> : null}
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
      ) : null}
    </div>
  );
}

class FrameUploadError extends Error {}

/** 2.5 minutes as the creator reads it: "2,5" in Portuguese. */
const minutesFormat = (language: string) =>
  new Intl.NumberFormat(language === "en" ? "en-US" : "pt-BR", { maximumFractionDigits: 1 });

function titleErrors(error: Failure["error"] | null | undefined) {
  return error?.field === "title" ? error.messages : null;
}

function Cost() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted-foreground">
      {t("video.cost", { credits: aiCreditCosts.videoAnalysis })}
    </p>
  );
}

function TitleField({
  id = "video-title",
  value,
  defaultValue,
  onChange,
  disabled,
  errors,
}: {
  id?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled: boolean;
  errors: string[] | null;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("video.videoTitleLabel")}
      hint={t("video.videoTitleHint")}
      errors={errors}
      errorId={`${id}-error`}
      inputProps={{
        id,
        name: "title",
        type: "text",
        maxLength: videoTitleMaxLength,
        value,
        defaultValue,
        onChange: onChange ? (event) => onChange(event.currentTarget.value) : undefined,
        disabled,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": `${id}-error`,
      }}
    />
  );
}

/**
 * The frames as pictures: the way in without JavaScript (the page's form), and with it a fallback
 * for a video the browser cannot read (folded away under the video form).
 */
function PicturesForm({
  collapsed,
  blocked,
  errors,
  upgrade,
  title,
  titleErrors,
}: {
  collapsed: boolean;
  blocked: boolean;
  errors: string[] | null;
  upgrade: boolean;
  title: string;
  titleErrors: string[] | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "pictures";
  const form = (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-5 rounded-xl border border-border bg-card p-5"
    >
      <input type="hidden" name="intent" value="pictures" />
      <div className="space-y-1">
        <h2 className="text-lg font-bold">{t("video.picturesTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("video.picturesLead")}</p>
      </div>
      {upgrade && errors ? (
        <FormAlert title={t("video.failedTitle")} messages={errors}>
          <UpgradeLink label={t("video.upgrade")} />
        </FormAlert>
      ) : null}
      <FileField
        id="video-pictures"
        name="pictures"
        multiple
        label={t("video.picturesLabel")}
        accept="image/png,image/jpeg,image/webp"
        hint={t("video.picturesHint")}
        errors={upgrade ? null : errors}
        disabled={blocked}
      />
      <TitleField id="video-pictures-title" defaultValue={title} disabled={blocked} errors={titleErrors} />
      <Cost />
      <button
        type="submit"
        disabled={blocked || sending}
        className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground hover:opacity-90 disabled:opacity-60"
      >
        {sending ? t("video.working") : t("video.picturesSubmit")}
      </button>
    </Form>
  );
  if (!collapsed) return form;
  return (
    <details open={errors !== null} className="rounded-xl border border-dashed border-border p-4">
      <summary className="cursor-pointer text-sm font-semibold">{t("video.picturesOpen")}</summary>
      <div className="mt-4">{form}</div>
    </details>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.video?.metaTitle ?? "Video to thumbnail — Miniatura" },
  { name: "robots", content: "noindex" },
];
