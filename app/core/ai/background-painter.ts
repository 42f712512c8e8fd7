/**
 * The seam for thumbnail backgrounds (ADR 004): what paints the scene the renderer writes the
 * headline on. app/core/ai/create-background-painter.ts picks the provider.
 */
import type { AiProviderName } from "~/core/ai/ai-provider-choice";
import type { AiUsageMeter } from "~/core/ai/usage-meter";
import type { BriefImage, ThumbnailBrief } from "~/core/brief/thumbnail-brief";

export interface BackgroundsInput {
  brief: ThumbnailBrief;
  /** The creator's reference image (a face or product to build the scene around). */
  reference?: BriefImage | null;
  count: number;
  /** Varies the composition between generations of the same brief. */
  seed: string;
  /** Where a metered provider (Workers AI) records each call's neurons, for the job's result. */
  meter?: AiUsageMeter;
}

export interface BackgroundPainter {
  readonly name: AiProviderName;
  /**
   * `count` textless 1280×720-ish backgrounds for the brief (PNG or JPEG bytes), or null when this
   * provider has none (the renderer then composes offline backgrounds).
   */
  backgrounds(input: BackgroundsInput, signal?: AbortSignal): Promise<BriefImage[] | null>;
}

/**
 * The job error a painter leaves when the image model's safety filter refused the brief's prompt
 * (docs/decisions/028-workers-ai-provider.md): the generator's page says so to the creator.
 */
export const BACKGROUNDS_FILTERED = "image_filtered";
