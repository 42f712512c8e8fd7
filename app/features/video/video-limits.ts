/**
 * A video analysis' counts and lengths, without zod: the page gives them to its fields and shows
 * them, and the payload's schema (video-payload.ts, which the page does not ship) checks the same.
 */

/** The frames of one video: 6 to 12 (docs/product.md, Video to thumbnail). */
export const minVideoFrames = 6;
export const maxVideoFrames = 12;

/** The video's title or subject, optional: it shapes the offline suggested text. */
export const videoTitleMaxLength = 100;
