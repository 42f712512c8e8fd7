/**
 * The video page's two posts (docs/product.md, Video to thumbnail): `analyze` after the browser has
 * uploaded a video's frames (their count and times must match the video's length), and `pictures`,
 * 6 to 12 frames uploaded as pictures (the way in without JavaScript; the pictures themselves are
 * checked from their bytes by the video analysis module). Both carry the optional title. Messages
 * are i18n keys, translated at render.
 */
import { z } from "zod";
import { frameCount } from "~/features/video/frame-plan";
import { frameTimestamp, videoTitleMaxLength } from "~/features/video/video-payload";

const title = z
  .string({ invalid_type_error: "video.invalidRequest" })
  .optional()
  .transform((value) => (value ?? "").trim())
  .refine((value) => value.length <= videoTitleMaxLength, "video.videoTitleTooLong");

/** The frames' times in seconds, "1.500,3.000,…" as the browser sends them. */
const times = z
  .string()
  .optional()
  .transform((value) => (value ?? "").split(",").filter(Boolean).map(Number));

const AnalyzeSchema = z.object({
  intent: z.literal("analyze"),
  title,
  timestamp: z.unknown(),
  duration: z.unknown(),
  frames: z.unknown(),
  frameTimes: times,
});

const PicturesSchema = z.object({
  intent: z.literal("pictures"),
  title,
  // Anything but a file is dropped: the count check then says how many pictures arrived.
  pictures: z
    .array(z.unknown())
    .optional()
    .transform((values) => (values ?? []).filter((value): value is File => value instanceof File)),
});

/** The analysis as the browser describes it, or null when the numbers do not agree. */
function checkedAnalysis(form: z.infer<typeof AnalyzeSchema>) {
  const timestamp = frameTimestamp.safeParse(form.timestamp);
  const duration = Number(form.duration);
  const frames = Number(form.frames);
  const valid =
    timestamp.success &&
    Number.isFinite(duration) &&
    duration > 0 &&
    frames === frameCount(duration) &&
    form.frameTimes.length === frames &&
    form.frameTimes.every((time) => Number.isFinite(time) && time >= 0 && time <= duration);
  return valid ? { timestamp: timestamp.data, duration, frames } : null;
}

export const VideoFormSchema = z
  .discriminatedUnion("intent", [AnalyzeSchema, PicturesSchema], {
    errorMap: () => ({ message: "video.invalidRequest" }),
  })
  .transform((form, context) => {
    if (form.intent === "pictures") return form;
    const analysis = checkedAnalysis(form);
    if (analysis) return { ...form, ...analysis };
    context.addIssue({ code: z.ZodIssueCode.custom, message: "video.invalidRequest" });
    return z.NEVER;
  });

export type VideoForm = z.output<typeof VideoFormSchema>;
