/**
 * Addresses of a thumbnail's image (served by workers/web.ts through an owner-checked route). The
 * variant is part of the address so each response can be cached for good: a page asks for the
 * variant the user's plan gets, and the route redirects any other request to it.
 */
/**
 * 800 is there for phones: a card fills a 390 px wide screen less its margins (358 CSS px), which
 * at DPR 2 needs ~716 px; without 800 the browser takes 1280 (about four times the bytes).
 */
export const thumbnailWidths = [320, 640, 800, 1280] as const;
export type ThumbnailWidth = (typeof thumbnailWidths)[number];
export type ImageVariant = "wm" | "orig";

export const isThumbnailWidth = (value: number): value is ThumbnailWidth =>
  (thumbnailWidths as readonly number[]).includes(value);

/**
 * `revision` counts the thumbnail's saved edits: a new revision is a new address, so a browser never
 * shows an edited thumbnail's old bytes from its cache (an address with an old revision redirects).
 */
export const thumbnailImageUrl = (id: string, width: ThumbnailWidth, variant: ImageVariant, revision = 0) =>
  `/thumbnails/${encodeURIComponent(id)}/image?w=${width}&v=${variant}${revision > 0 ? `&r=${revision}` : ""}`;

export const thumbnailSrcSet = (id: string, variant: ImageVariant, revision = 0) =>
  thumbnailWidths.map((width) => `${thumbnailImageUrl(id, width, variant, revision)} ${width}w`).join(", ");

export const thumbnailDownloadUrl = (id: string) => `/thumbnails/${encodeURIComponent(id)}/download`;

/**
 * The download's file name: the title, without the characters file systems refuse, ".jpg"
 * (docs/product.md, Downloads and the watermark), with `suffix` before the extension (the export
 * pack's "-2"). Invisible direction marks are dropped (they can disguise an extension), a leading
 * dot too (no hidden files), and runs of dots become "…", so the name never holds "..". `ascii` is
 * the fallback for old clients (no accents).
 */
export function downloadFileName(title: string, suffix = ""): { utf8: string; ascii: string } {
  const cleaned = title
    .normalize("NFC")
    // Control characters and the ones Windows, macOS or Linux refuse in a file name.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029/\\:*?"<>|]+/g, " ")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/\.{2,}/g, "…");
  // Cut by code points, never inside a surrogate pair.
  const base = Array.from(cleaned).slice(0, 100).join("").trim() || "thumbnail";
  const ascii =
    base
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]+/g, "")
      .replace(/\s+/g, " ")
      .trim() || "thumbnail";
  return { utf8: `${base}${suffix}.jpg`, ascii: `${ascii}${suffix}.jpg` };
}

/**
 * A Content-Disposition header for downloading under that name (RFC 6266, RFC 5987); `suffix` goes
 * before the extension (a large export's "-4K").
 */
export function attachmentDisposition(title: string, suffix = "") {
  const { utf8, ascii } = downloadFileName(title, suffix);
  const encoded = encodeURIComponent(utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii.replace(/"/g, "")}"; filename*=UTF-8''${encoded}`;
}
