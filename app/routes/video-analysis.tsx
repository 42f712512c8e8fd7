import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { readFormWithin } from "~/core/http/read-form.server";
import { toolRoutes } from "~/core/http/tool-routes";
import { getLanguage } from "~/core/i18n/i18next.server";
import { liveSinceNow } from "~/core/live/live-since";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { isUuid } from "~/core/db/ids";
import { PicturesForm } from "~/features/video/components/pictures-form";
import { VideoForm, type VideoFormProgress } from "~/features/video/components/video-form";
import { VideoJob } from "~/features/video/components/video-job";
import { videoLimitMinutes } from "~/features/video/frame-plan";
import { maxPictureBytes, videoAllowance, videoJobView } from "~/features/video/video-analysis.server";
import { VideoFormSchema } from "~/features/video/video-form";
import { maxVideoFrames } from "~/features/video/video-limits";
import { submitVideoForm, videoGate, type VideoRefusal } from "~/features/video/video-submission.server";
import { PlanNotice } from "~/ui/plan-notice";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { ToolHeader } from "~/ui/tool-header";
import { useHydrated } from "~/ui/use-hydrated";

/**
 * Video to thumbnail (docs/product.md, Video to thumbnail; issue 10). With JavaScript the browser
 * extracts the video's frames and uploads them, then posts `analyze`; without it the creator
 * uploads 6 to 12 frames as pictures. Either way a `video-analysis` job picks the frame, draws the
 * suggested text on it and saves the thumbnail to the dashboard; `?job=<id>` shows its progress,
 * then the result and the PNG download.
 */

/** Without JavaScript, the page reloads itself this often while the analysis runs. */
const pendingRefreshSeconds = 3;
/** Bodies beyond this are refused unread: 12 pictures of 3 MB and the form's fields. */
const maxBodyBytes = maxVideoFrames * maxPictureBytes + 64 * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const db = createDb(env.DB);
  const jobId = new URL(request.url).searchParams.get("job");
  if (jobId !== null && !isUuid(jobId)) throw new Response("Not Found", { status: 404 });
  const allowance = await videoAllowance(db, env.DB, user.id);
  const job = jobId ? await videoJobView(db, user.id, jobId, allowance) : null;
  if (jobId && !job) throw new Response("Not Found", { status: 404 });
  return { allowance, job, starterMinutes: videoLimitMinutes("starter"), liveSince: since };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const read = await readFormWithin(request, maxBodyBytes);
  const submission = parseWithZod(read.form, { schema: VideoFormSchema });
  const refuse = ({ status, formErrors, pictures, upgrade = false }: VideoRefusal) =>
    data(
      { result: submission.reply({ formErrors, fieldErrors: pictures ? { pictures } : {} }), upgrade },
      { status },
    );
  if (read.tooLarge) return refuse({ status: 413, pictures: ["video.picturesTooLarge"] });
  if (submission.status !== "success" && submission.error?.title)
    return data({ result: submission.reply(), upgrade: false }, { status: 400 });
  // The plan, the credits and the rate limit are told before the form's details.
  const db = createDb(env.DB);
  const gate = await videoGate(request, env, db, user.id);
  if ("refusal" in gate) return refuse(gate.refusal);
  if (submission.status !== "success")
    return data({ result: submission.reply(), upgrade: false }, { status: 400 });
  const outcome = await submitVideoForm(env, db, {
    userId: user.id,
    form: submission.value,
    allowance: gate.allowance,
    imageTools: context.media.imageTools,
    language: await getLanguage(request),
  });
  if ("refusal" in outcome) return refuse(outcome.refusal);
  return redirect(`${toolRoutes.video}?job=${outcome.jobId}`, { status: 303 });
}

export default function VideoAnalysis() {
  const { allowance, job, starterMinutes, liveSince } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const blocked = allowance.limitMinutes <= 0;
  const pending = job?.status === "queued" || job?.status === "running";
  useLiveRevalidation(liveSince, pending);
  const [cleared, setCleared] = useState(false);
  const kept = actionData?.result.initialValue?.title;
  const [title, setTitle] = useState(typeof kept === "string" ? kept.trim() : "");
  const [progress, setProgress] = useState<VideoFormProgress>(null);
  useEffect(() => setCleared(false), [job?.id]);

  // The refusal, by where it shows: the form (a malformed post, the plan, the video) or the pictures.
  const refusal = useMemo(() => {
    if (!actionData) return null;
    const error = actionData.result.error;
    const form = [...(error?.[""] ?? []), ...(error?.intent ?? [])];
    return {
      form: form.length ? { messages: form, upgrade: actionData.upgrade } : null,
      pictures: error?.pictures ?? null,
      title: error?.title ?? null,
      upgrade: actionData.upgrade,
    };
  }, [actionData]);

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
        <VideoForm
          plan={allowance.plan}
          blocked={blocked}
          job={job}
          pending={pending}
          cleared={cleared}
          onChoose={() => setCleared(true)}
          title={title}
          onTitle={setTitle}
          serverError={refusal?.form ?? null}
          titleErrors={refusal?.title}
          progress={progress}
          setProgress={setProgress}
        />
      ) : null}

      <PicturesForm
        collapsed={hydrated}
        blocked={blocked}
        errors={refusal?.pictures ?? (!hydrated ? (refusal?.form?.messages ?? null) : null)}
        upgrade={!hydrated && Boolean(refusal?.upgrade)}
        title={title}
        titleErrors={hydrated ? null : refusal?.title}
      />

      {job && !cleared ? (
        <VideoJob job={job} pending={pending} hydrated={hydrated} showsProgress={progress !== null} />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "video", "Video to thumbnail — Miniatura");
