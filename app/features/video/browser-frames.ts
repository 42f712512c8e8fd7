/**
 * Reads a video the creator picked and extracts its frames, in the browser (docs/product.md, Video
 * to thumbnail): a detached, muted `<video>` element loads the file from an object URL, is seeked
 * to each time of `frameTimes`, and each frame is drawn on a canvas `frameSize` big and saved as a
 * JPEG at `frameQuality`. Browser-only: the Worker never sees the video, only these frames.
 *
 * Files recorded with MediaRecorder (WebM) often carry no duration in their header, so the browser
 * reports `duration === Infinity` after `loadedmetadata`. The known workaround: seek far past the
 * end (`currentTime = 1e101`); to honour that seek the browser reads the file to its last frame,
 * learns the real duration and fires `durationchange`/`timeupdate`. Once the duration is finite,
 * seek back to 0 and carry on.
 */
import { frameQuality, frameSize, frameTimes } from "~/features/video/frame-plan";

export type VideoFrameErrorCode = "unreadable" | "no_duration" | "canvas" | "encode" | "seek";

/** Why a video could not be read or its frames extracted; `code` picks the message to show. */
export class VideoFrameError extends Error {
  readonly code: VideoFrameErrorCode;

  constructor(code: VideoFrameErrorCode, message: string) {
    super(message);
    this.name = "VideoFrameError";
    this.code = code;
  }
}

export interface VideoInfo {
  /** Seconds, finite and > 0. */
  duration: number;
  /** The video's own size in pixels (0 × 0 for a file with no picture). */
  width: number;
  height: number;
}

export interface ExtractedFrame {
  index: number;
  /** Seconds into the video. */
  time: number;
  /** image/jpeg */
  blob: Blob;
  width: number;
  height: number;
}

/** How long the browser may take to read a file's metadata (and its length, for recorded WebM). */
const metadataTimeoutMs = 15_000;
/** How long one seek may take. */
const seekTimeoutMs = 10_000;

interface OpenVideo {
  video: HTMLVideoElement;
  info: VideoInfo;
  close: () => void;
}

/** The video's duration and size, read from its metadata. */
export async function readVideoInfo(file: Blob, options: { signal?: AbortSignal } = {}): Promise<VideoInfo> {
  const { info, close } = await openVideo(file, options.signal);
  close();
  return info;
}

/**
 * The video's info and its frames (see frame-plan.ts for how many, when and how big), in order.
 * `onProgress(done, total)` is called after each frame. One video element and one canvas serve
 * every frame, and both are released at the end, on error or on abort.
 */
export async function extractFrames(
  file: Blob,
  options: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<{ info: VideoInfo; frames: ExtractedFrame[] }> {
  const { signal, onProgress } = options;
  const { video, info, close } = await openVideo(file, signal);
  const canvas = document.createElement("canvas");
  try {
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new VideoFrameError("canvas", "Could not get canvas context");

    const times = frameTimes(info.duration);
    const frames: ExtractedFrame[] = [];
    for (const [index, time] of times.entries()) {
      await seek(video, time, signal);
      context.drawImage(video, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, "image/jpeg", frameQuality),
      );
      throwIfAborted(signal);
      if (!blob) throw new VideoFrameError("encode", "Failed to compress image");
      frames.push({ index, time, blob, width, height });
      onProgress?.(index + 1, times.length);
    }
    return { info, frames };
  } finally {
    canvas.width = 0;
    canvas.height = 0;
    close();
  }
}

/** Loads the file in a detached video element and waits for a usable duration. */
async function openVideo(file: Blob, signal: AbortSignal | undefined): Promise<OpenVideo> {
  throwIfAborted(signal);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "metadata";
  const url = URL.createObjectURL(file);
  const close = () => {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  };
  try {
    const unreadable = () => new VideoFrameError("unreadable", "The browser could not read this video");
    const metadata = waitFor(video, ["loadedmetadata"], {
      timeoutMs: metadataTimeoutMs,
      onTimeout: unreadable,
      signal,
    });
    video.src = url;
    await metadata;

    if (video.duration === Infinity) {
      // Recorded WebM with no duration in its header: seek past the end so the browser finds it.
      const found = waitFor(video, ["durationchange", "timeupdate"], {
        timeoutMs: metadataTimeoutMs,
        onTimeout: () => new VideoFrameError("no_duration", "The browser could not find this video's length"),
        signal,
        until: () => Number.isFinite(video.duration),
      });
      video.currentTime = 1e101;
      await found;
      await seek(video, 0, signal);
    }

    const duration = video.duration;
    if (!Number.isFinite(duration) || duration <= 0)
      throw new VideoFrameError("no_duration", "This video has no measurable length");
    return { video, info: { duration, width: video.videoWidth, height: video.videoHeight }, close };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * Seeks to `time` (seconds) and waits until the frame there can be drawn. A `seeked` that arrives
 * while the element is still seeking belongs to an earlier, interrupted seek and is ignored.
 */
async function seek(video: HTMLVideoElement, time: number, signal: AbortSignal | undefined): Promise<void> {
  const seeked = waitFor(video, ["seeked"], {
    timeoutMs: seekTimeoutMs,
    onTimeout: () => new VideoFrameError("seek", `Seeking to ${time.toFixed(2)} s took too long`),
    signal,
    until: () => !video.seeking,
  });
  video.currentTime = time;
  await seeked;
}

/**
 * Resolves on the first of `events` after which `until()` holds (any, without `until`). Rejects
 * with "unreadable" if the element reports an error, with `onTimeout()` after `timeoutMs`, and
 * with an AbortError when `signal` aborts.
 */
function waitFor(
  video: HTMLVideoElement,
  events: string[],
  options: { timeoutMs: number; onTimeout: () => Error; signal?: AbortSignal; until?: () => boolean },
): Promise<void> {
  const { timeoutMs, onTimeout, signal, until } = options;
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      for (const name of events) video.removeEventListener(name, onEvent);
      video.removeEventListener("error", onError);
      signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => {
      if (!until || until()) finish();
    };
    const onError = () =>
      finish(new VideoFrameError("unreadable", "The browser could not decode this video"));
    const onAbort = () => finish(abortError());
    const timer = setTimeout(() => finish(onTimeout()), timeoutMs);
    for (const name of events) video.addEventListener(name, onEvent);
    video.addEventListener("error", onError);
    signal?.addEventListener("abort", onAbort);
    if (signal?.aborted) onAbort();
  });
}

function abortError(): DOMException {
  return new DOMException("Frame extraction was aborted", "AbortError");
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}
