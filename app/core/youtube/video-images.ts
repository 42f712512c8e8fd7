/**
 * Video thumbnails live on YouTube's image host (i.ytimg.com/vi/<id>/<size>.jpg). Pages show them
 * from there and the server fetches them from there only, under the configured base
 * (`YOUTUBE_IMAGE_BASE_URL`, a local fake in tests): an address from the API is reduced to its
 * video id and size file, so nothing else can be reached through it.
 */

/** The sizes YouTube publishes, largest first. */
export const videoImageFiles = [
  "maxresdefault.jpg",
  "sddefault.jpg",
  "hqdefault.jpg",
  "mqdefault.jpg",
  "default.jpg",
] as const;
export type VideoImageFile = (typeof videoImageFiles)[number];

export const isVideoId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{11}$/.test(value);

/** The video id and size of a thumbnail address from the API; null for anything else. */
export function videoImageOf(address: string): { videoId: string; file: VideoImageFile } | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.hostname !== "i.ytimg.com") return null;
  const match = /^\/vi(?:_webp)?\/([A-Za-z0-9_-]{11})\/([a-z]+)\.(?:jpg|webp)$/.exec(url.pathname);
  const file = match ? (`${match[2]}.jpg` as VideoImageFile) : null;
  return match && file && videoImageFiles.includes(file) ? { videoId: match[1]!, file } : null;
}

/** The address of a video's thumbnail of one size under the image host's base. */
export function videoImageUrl(base: string, videoId: string, file: VideoImageFile) {
  return `${base.replace(/\/+$/, "")}/vi/${videoId}/${file}`;
}

/** Where a page shows an API thumbnail (the same image, under the configured base); null if it isn't one. */
export function displayedVideoImage(base: string, address: string) {
  const image = videoImageOf(address);
  return image ? videoImageUrl(base, image.videoId, image.file) : null;
}
