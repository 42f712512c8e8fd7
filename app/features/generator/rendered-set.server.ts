/**
 * Stores what one render produced: each option's background in R2 (shared by the set, so the
 * editor can swap between them), then each option as a dashboard thumbnail with its layer document.
 * Keyed by (job, variant), so a redelivered job stores nothing twice.
 */
import type { ThumbnailDocument } from "~/engines/render/thumbnail-document";
import type { RenderedOption } from "~/engines/render/render-document";
import { saveThumbnails } from "~/core/thumbnails/thumbnail-store.server";
import { backgroundKey } from "~/core/storage/keys";

/** Options per set in a job's variant numbers: set s, option k → variant s × 4 + k + 1. */
const variantsPerSet = 4;

export const variantOf = (set: number, option: number) => set * variantsPerSet + option + 1;

export async function saveRenderedSet(
  env: Pick<Env, "DB" | "MEDIA" | "USER_LIVE">,
  input: {
    userId: string;
    jobId: string;
    set: number;
    title: string;
    niche: string | null;
    options: RenderedOption[];
  },
) {
  const { userId, jobId, set, options } = input;
  const keys = options.map((_, k) => backgroundKey(userId, jobId, set, k));
  await Promise.all(
    options.map((option, k) =>
      env.MEDIA.put(keys[k]!, option.background, { httpMetadata: { contentType: "image/jpeg" } }),
    ),
  );
  return saveThumbnails(
    env,
    userId,
    options.map((option, k) => {
      const document: ThumbnailDocument = {
        version: 1,
        layout: option.layout,
        style: option.style,
        background: k,
        backgrounds: keys,
        layers: option.layers,
        // The library's template it was drawn from (docs/decisions/025-template-library.md).
        ...(option.template ? { template: option.template } : {}),
      };
      return {
        id: crypto.randomUUID(),
        title: input.title,
        niche: input.niche,
        jpeg: option.jpeg,
        jobId,
        variant: variantOf(set, k),
        document,
      };
    }),
  );
}
