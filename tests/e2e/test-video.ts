import type { Page } from "@playwright/test";

/**
 * Makes a WebM test video (VP8, no audio) in Chromium, without recording in real time: the frames
 * are drawn on an OffscreenCanvas and encoded with WebCodecs' VideoEncoder, every frame a keyframe
 * with an explicit timestamp, and the encoded frames are muxed here in Node into a WebM file with
 * its Duration and Cues, so Chromium reports `duration === seconds` and seeks anywhere. A 150 s video
 * takes one to two seconds.
 *
 * The content is made for the frame scorer (app/features/video/frame-score.ts) and the tests rely on it:
 *
 * - from 0 to 40% and from 60% to the end of the duration the picture is dull: dark grey, low
 *   contrast, colourless and blurry (a soft, slowly moving blob on a dim gradient);
 * - from 40% (inclusive) to 60% (exclusive) it is vivid: saturated red, yellow and blue diagonal
 *   stripes, darkened by a 6 px checkerboard, with bold black-and-white lettering: sharp, high
 *   contrast and very colourful.
 *
 * So a sharpness/contrast/colourfulness scorer picks a frame from the middle of the video. Frames
 * are at most one second apart (closer for videos under 30 s), with extra frames exactly at 40% and
 * 60%, so a seek anywhere shows the content of that instant.
 *
 * The encoding runs in a helper page at a routed https address (WebCodecs needs a secure context,
 * which about:blank and data: pages are not; the route needs no server), in a fresh browser context
 * of the page's browser with JavaScript on, so `page` may be at any address, even with JavaScript
 * off, and sees none of it. Only when the page's context has no browser (a persistent context) is
 * the helper opened in the page's own context. Both are closed afterwards.
 */
export async function makeTestVideo(
  page: Page,
  options: { seconds: number; width?: number; height?: number },
): Promise<Buffer> {
  const { seconds, width = 640, height = 360 } = options;
  if (!(seconds > 0) || !Number.isFinite(seconds))
    throw new RangeError(`seconds must be > 0, got ${seconds}`);
  const durationMs = Math.round(seconds * 1000);
  const times = frameTimesMs(durationMs);
  const input: EncodeInput = {
    width,
    height,
    times,
    vividFromMs: Math.round(durationMs * 0.4),
    vividToMs: Math.round(durationMs * 0.6),
  };

  // A page of its own, in a context of its own when the browser allows it (persistent contexts
  // have no browser() to open one): JavaScript may be off in the test's context.
  const browser = page.context().browser();
  const context = browser ? await browser.newContext({ javaScriptEnabled: true }) : page.context();
  let encoded: EncodeOutput;
  try {
    const helper = await context.newPage();
    try {
      await helper.route(helperUrl, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Test video</title>" }),
      );
      await helper.goto(helperUrl);
      encoded = await helper.evaluate(encodeFrames, input);
    } finally {
      await helper.close();
    }
  } finally {
    if (browser) await context.close();
  }

  const bytes = Buffer.from(encoded.base64, "base64");
  const frames: EncodedFrame[] = [];
  let offset = 0;
  for (const [i, size] of encoded.sizes.entries()) {
    frames.push({ timeMs: times[i]!, data: bytes.subarray(offset, offset + size) });
    offset += size;
  }
  return Buffer.from(muxWebm({ width, height, durationMs, frames }));
}

/** WebCodecs needs a secure context: an https address, answered by a route, so no server is needed. */
const helperUrl = "https://test-video.invalid/";

/** Every `step` ms (1 s, or 1/30 of a video under 30 s) plus exactly 40% and 60%, sorted. */
function frameTimesMs(durationMs: number): number[] {
  const step = Math.max(1, Math.round(Math.min(1000, durationMs / 30)));
  const times = new Set([Math.round(durationMs * 0.4), Math.round(durationMs * 0.6)]);
  for (let t = 0; t < durationMs; t += step) times.add(t);
  return [...times].filter((t) => t < durationMs).sort((a, b) => a - b);
}

interface EncodeInput {
  width: number;
  height: number;
  times: number[];
  vividFromMs: number;
  vividToMs: number;
}

interface EncodeOutput {
  /** Every encoded frame, one after the other, as base64. */
  base64: string;
  /** Each frame's length in bytes, in the order of `times`. */
  sizes: number[];
}

/** Runs in the page (serialized by Playwright): draws and encodes every frame as a VP8 keyframe. */
async function encodeFrames({
  width,
  height,
  times,
  vividFromMs,
  vividToMs,
}: EncodeInput): Promise<EncodeOutput> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D context on the OffscreenCanvas");
  const chunks: { timestamp: number; data: Uint8Array<ArrayBuffer> }[] = [];
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({ timestamp: chunk.timestamp, data });
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure({
    codec: "vp8",
    width,
    height,
    bitrate: 8_000_000,
    framerate: 30,
    latencyMode: "quality",
  });

  for (const timeMs of times) {
    if (timeMs >= vividFromMs && timeMs < vividToMs) {
      // Vivid: saturated diagonal stripes, a fine checkerboard and lettering.
      const colours = ["#f01e1e", "#fadc14", "#143cf0"];
      for (let band = -height; band < width + height; band += 40) {
        context.fillStyle = colours[Math.floor((band + height) / 40) % 3]!;
        context.beginPath();
        context.moveTo(band, 0);
        context.lineTo(band + 40, 0);
        context.lineTo(band + 40 - height, height);
        context.lineTo(band - height, height);
        context.closePath();
        context.fill();
      }
      context.fillStyle = "rgba(0, 0, 0, 0.6)";
      for (let y = 0; y < height; y += 6)
        for (let x = (y / 6) % 2 === 0 ? 0 : 6; x < width; x += 12) context.fillRect(x, y, 6, 6);
      context.font = `bold ${Math.round(height / 6)}px sans-serif`;
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.lineWidth = Math.max(2, height / 60);
      context.strokeStyle = "#000";
      context.fillStyle = "#fff";
      context.strokeText("MINIATURA", width / 2, height / 2);
      context.fillText("MINIATURA", width / 2, height / 2);
    } else {
      // Dull: a dim vertical gradient with a soft grey blob drifting across.
      const background = context.createLinearGradient(0, 0, 0, height);
      background.addColorStop(0, "rgb(52, 52, 54)");
      background.addColorStop(1, "rgb(40, 40, 42)");
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      const x = width * (0.2 + 0.6 * ((timeMs / 10_000) % 1));
      const blob = context.createRadialGradient(x, height / 2, 0, x, height / 2, height * 0.6);
      blob.addColorStop(0, "rgba(70, 70, 72, 1)");
      blob.addColorStop(1, "rgba(70, 70, 72, 0)");
      context.fillStyle = blob;
      context.fillRect(0, 0, width, height);
    }
    const frame = new VideoFrame(canvas, { timestamp: timeMs * 1000 });
    encoder.encode(frame, { keyFrame: true });
    frame.close();
    if (encoder.encodeQueueSize > 8)
      await new Promise((resolve) => encoder.addEventListener("dequeue", resolve, { once: true }));
    if (failure) break;
  }
  await encoder.flush().catch((error: unknown) => {
    failure ??= error;
  });
  encoder.close();
  if (failure) throw failure;
  if (chunks.length !== times.length) throw new Error(`Encoded ${chunks.length} frames of ${times.length}`);

  chunks.sort((a, b) => a.timestamp - b.timestamp);
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(new Blob(chunks.map((chunk) => chunk.data)));
  });
  return {
    base64: dataUrl.slice(dataUrl.indexOf(",") + 1),
    sizes: chunks.map((chunk) => chunk.data.byteLength),
  };
}

interface EncodedFrame {
  timeMs: number;
  data: Uint8Array;
}

// A minimal Matroska/WebM writer: just what Chromium needs to play and seek one VP8 track.
const ids = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
};

/** An unsigned integer, big-endian, in `length` bytes (the fewest that hold it by default). */
function uintBytes(value: number, length = Math.max(1, Math.ceil(Math.log2(value + 1) / 8))): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = length - 1, rest = value; i >= 0; i -= 1, rest = Math.floor(rest / 256)) bytes[i] = rest % 256;
  return bytes;
}

/** An element size as an EBML variable-length integer, in the fewest bytes. */
function sizeBytes(size: number): Uint8Array {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length += 1;
  const bytes = uintBytes(size, length);
  bytes[0]! |= 1 << (8 - length);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function element(id: number, ...body: Uint8Array[]): Uint8Array {
  const data = concat(body);
  return concat([uintBytes(id), sizeBytes(data.length), data]);
}

const uint = (id: number, value: number, length?: number) => element(id, uintBytes(value, length));
const text = (id: number, value: string) => element(id, new TextEncoder().encode(value));
function float(id: number, value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

/**
 * EBML header, then a Segment: SeekHead, Info (1 ms timecodes, Duration), Tracks (one V_VP8
 * track), Cues, and one Cluster per frame with a single keyframe SimpleBlock. Positions are written
 * in 8 bytes, so every size is known before the offsets are.
 */
function muxWebm(video: {
  width: number;
  height: number;
  durationMs: number;
  frames: EncodedFrame[];
}): Uint8Array {
  const header = element(
    ids.ebml,
    uint(ids.ebmlVersion, 1),
    uint(ids.ebmlReadVersion, 1),
    uint(ids.ebmlMaxIdLength, 4),
    uint(ids.ebmlMaxSizeLength, 8),
    text(ids.docType, "webm"),
    uint(ids.docTypeVersion, 2),
    uint(ids.docTypeReadVersion, 2),
  );
  const info = element(
    ids.info,
    uint(ids.timecodeScale, 1_000_000),
    text(ids.muxingApp, "miniatura-test-video"),
    text(ids.writingApp, "miniatura-test-video"),
    float(ids.duration, video.durationMs),
  );
  const tracks = element(
    ids.tracks,
    element(
      ids.trackEntry,
      uint(ids.trackNumber, 1),
      uint(ids.trackUid, 1),
      uint(ids.trackType, 1),
      uint(ids.flagLacing, 0),
      text(ids.codecId, "V_VP8"),
      element(ids.video, uint(ids.pixelWidth, video.width), uint(ids.pixelHeight, video.height)),
    ),
  );
  const clusters = video.frames.map((frame) =>
    element(
      ids.cluster,
      uint(ids.timecode, frame.timeMs),
      // Track 1, timecode 0 relative to the cluster, flags: keyframe.
      element(ids.simpleBlock, new Uint8Array([0x81, 0, 0, 0x80]), frame.data),
    ),
  );
  const seekHead = (positions: number[]) =>
    element(
      ids.seekHead,
      ...[ids.info, ids.tracks, ids.cues].map((id, i) =>
        element(ids.seek, element(ids.seekId, uintBytes(id)), uint(ids.seekPosition, positions[i]!, 8)),
      ),
    );
  const cues = (positions: number[]) =>
    element(
      ids.cues,
      ...video.frames.map((frame, i) =>
        element(
          ids.cuePoint,
          uint(ids.cueTime, frame.timeMs),
          element(
            ids.cueTrackPositions,
            uint(ids.cueTrack, 1),
            uint(ids.cueClusterPosition, positions[i]!, 8),
          ),
        ),
      ),
    );

  // Offsets are from the start of the Segment's data.
  const infoAt = seekHead([0, 0, 0]).length;
  const tracksAt = infoAt + info.length;
  const cuesAt = tracksAt + tracks.length;
  const clusterPositions: number[] = [];
  let clusterAt = cuesAt + cues(video.frames.map(() => 0)).length;
  for (const cluster of clusters) {
    clusterPositions.push(clusterAt);
    clusterAt += cluster.length;
  }
  const segment = element(
    ids.segment,
    seekHead([infoAt, tracksAt, cuesAt]),
    info,
    tracks,
    cues(clusterPositions),
    ...clusters,
  );
  return concat([header, segment]);
}
