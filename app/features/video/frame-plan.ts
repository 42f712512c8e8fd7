/**
 * What the video-to-thumbnail tool takes from an uploaded video, before any pixel is read
 * (docs/product.md, Video to thumbnail): how many frames and at which times, how big, where they
 * are stored, the plan's length limit, and the download name. Pure, for the browser and the Worker
 * alike.
 */
import { planLimits, type PlanId } from "~/core/plans/catalog";

/**
 * Frames are scaled to 640 px wide and saved as JPEG at quality 0.7 (docs/product.md, Video to
 * thumbnail).
 */
export const frameWidth = 640;
export const frameQuality = 0.7;

const minFrames = 6;
const maxFrames = 12;
const secondsPerFrame = 15;

/** min(12, max(6, floor(duration / 15))): 6 up to 1:59, 8 at 2:00, 12 from 3:00 on. */
export function frameCount(durationSeconds: number): number {
  const duration = Number.isFinite(durationSeconds) ? Math.max(0, durationSeconds) : 0;
  return Math.min(maxFrames, Math.max(minFrames, Math.floor(duration / secondsPerFrame)));
}

/**
 * The times, in seconds, at which frames are taken: `frameCount` of them, each in the middle of an
 * equal slice of the video, (i + 0.5) × duration / count for i = 0 … count - 1. They are evenly
 * spaced by duration / count, skip the very first and last instants (often black in fades), and are
 * always strictly inside the video. A video with no measurable duration (0, NaN, or the Infinity
 * some recorded WebM files report) has no times.
 */
export function frameTimes(durationSeconds: number): number[] {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return [];
  const count = frameCount(durationSeconds);
  return Array.from({ length: count }, (_, i) => ((i + 0.5) * durationSeconds) / count);
}

/**
 * The canvas size for a frame: 640 wide, the height keeping the video's aspect ratio, rounded to an
 * even number (JPEG encoders and chroma subsampling prefer it), at least 2. Before the browser knows
 * the video's size (0 × 0) the frame is assumed 16:9, 640 × 360.
 */
export function frameSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  if (!(videoWidth > 0) || !(videoHeight > 0) || !Number.isFinite(videoWidth / videoHeight))
    return { width: frameWidth, height: 360 };
  const height = Math.max(2, Math.round((frameWidth * videoHeight) / videoWidth / 2) * 2);
  return { width: frameWidth, height };
}

/** The longest video the plan accepts, in minutes, from the plan catalog; 0 = the tool is blocked. */
export function videoLimitMinutes(plan: PlanId): number {
  return planLimits[plan].videoMinutes;
}

export type VideoDurationCheck =
  | { ok: true }
  | { ok: false; reason: "blocked" }
  | { ok: false; reason: "too_long"; limitMinutes: number; actualMinutes: number };

/**
 * Whether the plan accepts a video this long. A video exactly at the limit passes. `actualMinutes`
 * is rounded up to one decimal, so a 5:01 video on a 5-minute plan reads 5.1, never "5.0 > 5".
 * Throws a RangeError for a duration that is not a finite number ≥ 0 (check `frameTimes` first).
 */
export function checkVideoDuration(plan: PlanId, durationSeconds: number): VideoDurationCheck {
  if (!Number.isFinite(durationSeconds) || durationSeconds < 0)
    throw new RangeError(`Video duration must be a finite number of seconds, got ${durationSeconds}`);
  const limitMinutes = videoLimitMinutes(plan);
  if (limitMinutes <= 0) return { ok: false, reason: "blocked" };
  if (durationSeconds <= limitMinutes * 60) return { ok: true };
  // seconds / 6 is tenths of a minute, in one division (no 5.1 × 10 = 50.99… drift).
  return { ok: false, reason: "too_long", limitMinutes, actualMinutes: Math.ceil(durationSeconds / 6) / 10 };
}

/**
 * Uploads are accepted by their MIME type: it must start with "video/" (docs/product.md, Video to
 * thumbnail).
 */
export function isVideoMime(type: string | null | undefined): boolean {
  return typeof type === "string" && type.startsWith("video/");
}

/** The generated thumbnail's download name: thumbnail-{timestamp}.png */
export function thumbnailFileName(timestamp: number | string): string {
  return `thumbnail-${timestamp}.png`;
}
