/**
 * When a loader read the data it returns, as `liveSince` (epoch ms, the server's clock): the live
 * channel's hello is compared with it, so a page reloads on connecting only when it missed news
 * (app/core/live/revalidation-decision.ts). Taken before the reads, so it errs towards reloading.
 */
export const liveSinceNow = () => Date.now();
