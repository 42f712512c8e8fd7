/**
 * The seam for thumbnail backgrounds (ADR 004): what paints the scene the renderer writes the
 * headline on. app/core/ai/create-background-painter.ts picks the provider.
 */
import type { BriefImage, ThumbnailBrief } from "~/core/brief/thumbnail-brief";

/**
 * The job error a painter leaves when the image model's safety filter refused the brief's prompt
 * (docs/decisions/028-workers-ai-provider.md): the generator's page says so to the creator.
 */
export const BACKGROUNDS_FILTERED = "image_filtered";

export interface BackgroundsInput {
  brief: ThumbnailBrief;
  /** The creator's reference image (a face or product to build the scene around). */
  reference?: BriefImage | null;
  count: number;
  /** Varies the composition between generations of the same brief. */
  seed: string;
}

export interface BackgroundPainter {
  readonly name: "openai" | "workers-ai" | "offline";
  /**
   * `count` textless 1280×720-ish backgrounds for the brief (PNG or JPEG bytes), or null when this
   * provider has none (the renderer then composes offline backgrounds).
   */
  backgrounds(input: BackgroundsInput, signal?: AbortSignal): Promise<BriefImage[] | null>;
  /**
   * What the images painted so far cost in Workers AI neurons, for the job's result
   * (docs/decisions/028-workers-ai-provider.md); absent for providers not billed in neurons.
   */
  neurons?(): number | undefined;
}
