/**
 * What a `video-analysis` job carries, where its frames live in R2 and what it answers, shared by
 * the page that queues it and the jobs Worker that runs it (docs/product.md, Video to thumbnail).
 */
import { z } from "zod";
import { maxVideoFrames, minVideoFrames, videoTitleMaxLength } from "~/features/video/video-limits";

export { maxVideoFrames, minVideoFrames, videoTitleMaxLength };

/** A set's timestamp: milliseconds since 1970 as the browser (or the server) took it, 13 digits. */
export const frameTimestamp = z.coerce.number().int().min(1_000_000_000_000).max(9_999_999_999_999);

export const VideoAnalysisPayload = z.object({
  timestamp: frameTimestamp,
  frames: z.number().int().min(minVideoFrames).max(maxVideoFrames),
  /** Seconds; null when the frames were uploaded as pictures (no video in the browser). */
  durationSeconds: z.number().min(0).nullable(),
  /** Each frame's time in seconds, when known. */
  frameTimes: z.array(z.number().min(0)).max(maxVideoFrames).nullable(),
  language: z.enum(["pt", "en"]),
  title: z.string().max(videoTitleMaxLength),
});
export type VideoAnalysisPayload = z.infer<typeof VideoAnalysisPayload>;

/** What a finished job records: the thumbnail it saved and the analysis shown beside it. */
export const VideoAnalysisResult = z.object({
  thumbnailId: z.string().min(1),
  frame: z.number().int().min(0),
  time: z.number().nullable(),
  reason: z.string().min(1),
  suggestedText: z.string().min(1),
  provider: z.string(),
});
export type VideoAnalysisResult = z.infer<typeof VideoAnalysisResult>;

/**
 * The job id of a user's frame set: the same set always gives the same id, so a resubmitted
 * analysis opens the job it already queued instead of charging again.
 */
export async function videoAnalysisJobId(userId: string, timestamp: number): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`video-analysis:${userId}:${timestamp}`)),
  );
  const bytes = digest.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
