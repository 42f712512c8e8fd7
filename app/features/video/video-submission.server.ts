/**
 * What the video page's action does once the form is parsed (docs/product.md, Video to
 * thumbnail): the plan, the credits and the rate limit are checked before the form's details, then
 * the frames (uploaded by the browser, or as pictures) become a `video-analysis` job. A refusal
 * says its status, where its messages go (the form, or the pictures field) and whether upgrading
 * would help; messages are i18n keys, or translated here when they carry a number.
 */
import type { Database } from "~/core/db/client.server";
import type { Language } from "~/core/i18n/config";
import { allowAction, tooManyRequestsKey } from "~/core/security/action-limits.server";
import type { ImageTools } from "~/engines/media/image-tools";
import { videoLimitMinutes } from "~/features/video/frame-plan";
import { minutesFormat } from "~/features/video/minutes-format";
import {
  startVideoAnalysis,
  storeUploadedPictures,
  videoAllowance,
  type VideoAllowance,
} from "~/features/video/video-analysis.server";
import type { VideoForm } from "~/features/video/video-form";
import { errorMessage } from "~/core/i18n/error-message";

export interface VideoRefusal {
  status: number;
  formErrors?: string[];
  pictures?: string[];
  upgrade?: boolean;
}

/** The plan, the credits and the rate limit: the allowance when they let the analysis through. */
export async function videoGate(
  request: Request,
  env: Env,
  db: Database,
  userId: string,
): Promise<{ allowance: VideoAllowance } | { refusal: VideoRefusal }> {
  const allowance = await videoAllowance(db, env.DB, userId);
  if (allowance.limitMinutes <= 0) return { refusal: notOnPlan() };
  if (!allowance.canAfford) return { refusal: { status: 403, formErrors: ["video.credits"], upgrade: true } };
  if (!(await allowAction(request, env, "ai", userId)))
    return { refusal: { status: 429, formErrors: [tooManyRequestsKey] } };
  return { allowance };
}

const notOnPlan = (): VideoRefusal => ({
  status: 403,
  formErrors: [errorMessage("video.freeBody", { minutes: videoLimitMinutes("starter") })],
  upgrade: true,
});

/** Stores the pictures (if any), then queues the analysis: its job's id, or why not. */
export async function submitVideoForm(
  env: Env,
  db: Database,
  input: {
    userId: string;
    form: VideoForm;
    allowance: VideoAllowance;
    imageTools: ImageTools;
    language: Language;
  },
): Promise<{ jobId: string } | { refusal: VideoRefusal }> {
  const { userId, form, allowance, language } = input;
  let analysis: Parameters<typeof startVideoAnalysis>[2];
  if (form.intent === "pictures") {
    const timestamp = Date.now();
    const stored = await storeUploadedPictures(env, input.imageTools, {
      userId,
      files: form.pictures,
      timestamp,
    });
    if (!stored.ok) {
      const message =
        stored.reason === "count"
          ? errorMessage("video.picturesCount", { count: stored.count })
          : stored.reason === "too_large"
            ? errorMessage("video.pictureTooLarge", { n: stored.picture })
            : stored.reason === "too_many_pixels"
              ? errorMessage("video.pictureTooManyPixels", { n: stored.picture })
              : errorMessage("video.pictureInvalid", { n: stored.picture });
      return { refusal: { status: stored.reason === "count" ? 400 : 415, pictures: [message] } };
    }
    analysis = {
      userId,
      timestamp,
      frames: stored.frames,
      durationSeconds: null,
      frameTimes: null,
      language,
      title: form.title,
    };
  } else {
    analysis = {
      userId,
      timestamp: form.timestamp,
      frames: form.frames,
      durationSeconds: form.duration,
      frameTimes: form.frameTimes,
      language,
      title: form.title,
    };
  }

  let started: Awaited<ReturnType<typeof startVideoAnalysis>>;
  try {
    started = await startVideoAnalysis(db, env, analysis, allowance);
  } catch (error) {
    console.error("video analysis: could not queue the job", error);
    return { refusal: { status: 503, formErrors: ["video.failedBody"] } };
  }
  if (started.ok) return { jobId: started.jobId };
  // A refusal about the frames is shown where they came from: the pictures field, or the video form.
  const where = (messages: string[]) =>
    form.intent === "pictures" ? { pictures: messages } : { formErrors: messages };
  switch (started.reason) {
    case "blocked":
      return { refusal: notOnPlan() };
    case "too_long":
      return {
        refusal: {
          status: 413,
          ...where([
            "video.tooLongTitle",
            errorMessage("video.tooLong", {
              limit: started.limitMinutes,
              actual: minutesFormat(language).format(started.actualMinutes),
            }),
          ]),
          upgrade: true,
        },
      };
    case "credits":
      return { refusal: { status: 403, formErrors: ["video.credits"], upgrade: true } };
    case "frames":
      return {
        refusal: {
          status: 409,
          ...where([errorMessage("video.framesMissing", { frames: started.missing.join(", ") })]),
        },
      };
  }
}
