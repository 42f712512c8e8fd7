/**
 * Fetches a video's thumbnail from YouTube's image host for the Thumbnail Expert (docs/product.md,
 * Channel analysis; never through a public proxy: docs/product.md, Rules that hold everywhere).
 * Only `<base>/vi/<id>/<size>.jpg` is ever requested, largest size first, and only a real JPEG
 * within the expert's 5 MB limit is kept.
 */
import { sniffImageType } from "~/engines/media/image-type";
import { isVideoId, videoImageFiles, videoImageUrl, type VideoImageFile } from "~/core/youtube/video-images";

const fetchTimeoutMs = 10_000;

export async function fetchVideoThumbnail(
  base: string,
  videoId: string,
  options: { maxBytes: number; from?: VideoImageFile; fetch?: typeof fetch },
): Promise<Uint8Array | null> {
  if (!isVideoId(videoId)) return null;
  const doFetch = options.fetch ?? fetch;
  const start = options.from ? videoImageFiles.indexOf(options.from) : 0;
  for (const file of videoImageFiles.slice(Math.max(0, start))) {
    let response: Response;
    try {
      response = await doFetch(videoImageUrl(base, videoId, file), {
        redirect: "manual",
        signal: AbortSignal.timeout(fetchTimeoutMs),
      });
    } catch {
      return null;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const declared = Number(response.headers.get("Content-Length") ?? 0);
    if (declared > options.maxBytes) {
      await response.body?.cancel();
      return null;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > options.maxBytes) return null;
    return sniffImageType(bytes) === "image/jpeg" ? bytes : null;
  }
  return null;
}
