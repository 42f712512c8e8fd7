/**
 * Thumbnail backgrounds painted by a Workers AI text-to-image model (docs/decisions/028-workers-ai-provider.md,
 * the seam of ADR 004): textless scenes the renderer writes the headline on (ADR 011), from the
 * brief's prompt (app/core/ai/background-prompt.ts). One call per image, each with its own
 * composition, as for DALL·E 3: the catalog's models paint one image a call and none edits around a
 * reference (the renderer places the creator's photo itself; ADR 022).
 *
 * Failures are failed attempts, as OpenAI's are: a timeout or an unreachable model throws (the
 * queue retries the job; nothing is charged until it succeeds); an answer that is not an image
 * throws a "malformed" WorkersAiError; the safety filter (the binding's NSFW error) throws
 * BackgroundsFilteredError, which fails the job at once with a message for the creator: the same
 * brief makes the same prompt, which the filter would refuse again.
 */
import {
  BACKGROUNDS_FILTERED,
  type BackgroundPainter,
  type BackgroundsInput,
} from "~/core/ai/background-painter";
import { backgroundPrompt, hashSeed } from "~/core/ai/background-prompt";
import { sniffMime } from "~/core/ai/image-data";
import { imageAnswer, imageAnswerBytes } from "~/core/ai/workers-ai/image-output";
import { imageNeurons } from "~/core/ai/workers-ai/neurons";
import type { AiUsageMeter } from "~/core/ai/usage-meter";
import { runWorkersAi, WorkersAiError } from "~/core/ai/workers-ai/run.server";
import { WORKERS_AI_IMAGE_TIMEOUT_MS, type WorkersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import type { BriefImage } from "~/core/brief/thumbnail-brief";
import { PermanentJobError } from "~/core/jobs/job-errors";
import { imageSize } from "~/engines/render/image-size";

/** The image model's safety filter refused the brief's prompt. */
export class BackgroundsFilteredError extends PermanentJobError {
  override name = "BackgroundsFilteredError";
  constructor(readonly detail: string) {
    super(BACKGROUNDS_FILTERED);
  }
}

const FLUX_SCHNELL = "@cf/black-forest-labs/flux-1-schnell";
/** FLUX.1 [schnell] is distilled for 1–4 steps (the catalog allows up to 8; more adds cost, not detail). */
export const FLUX_STEPS = 4;
/** What a Stable Diffusion model is asked to leave out (FLUX takes no negative prompt). */
const NO_TEXT = "text, letters, words, numbers, captions, logo, watermark, signature, user interface";

/**
 * FLUX.1 [schnell] on Workers AI paints 1024×1024 and takes no size: the renderer crops the middle
 * 16:9 band, so the prompt says so.
 */
const SQUARE_NOTE =
  "\nThe image is square but only its middle 16:9 band is used: keep the subject and everything important away from the top and bottom edges.";

/** The model's inputs: FLUX.1 [schnell] takes a prompt and steps; the others a landscape size too. */
export function imageModelInputs(model: string, prompt: string): Record<string, unknown> {
  if (model === FLUX_SCHNELL) return { prompt: prompt + SQUARE_NOTE, steps: FLUX_STEPS };
  if (/stable-diffusion|dreamshaper/.test(model))
    return { prompt, negative_prompt: NO_TEXT, width: 1280, height: 720 };
  return { prompt, width: 1280, height: 720 };
}

export function createWorkersAiBackgrounds(options: WorkersAiOptions): BackgroundPainter {
  const model = options.imageModel;
  const timeoutMs = options.timeoutMs ?? WORKERS_AI_IMAGE_TIMEOUT_MS;
  async function paint(prompt: string, meter?: AiUsageMeter, signal?: AbortSignal): Promise<BriefImage> {
    const started = Date.now();
    const { result } = await runWorkersAi(options.ai, model, imageModelInputs(model, prompt), {
      timeoutMs,
      signal,
      parse: imageAnswer,
    });
    let bytes: Uint8Array;
    let mime: BriefImage["mime"];
    try {
      bytes = await imageAnswerBytes(result, Math.max(1, timeoutMs - (Date.now() - started)));
      mime = sniffMime(bytes);
    } catch (error) {
      throw new WorkersAiError("malformed", model, error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
    const size = imageSize(bytes);
    const steps = model === FLUX_SCHNELL ? FLUX_STEPS : 0;
    const neurons = size ? imageNeurons(model, { width: size.width, height: size.height, steps }) : undefined;
    meter?.record("images", neurons === undefined ? { model } : { model, neurons });
    return { mime, bytes };
  }

  return {
    name: "workers-ai",

    async backgrounds({ brief, count, seed, meter }: BackgroundsInput, signal?: AbortSignal) {
      if (count <= 0) return [];
      const variant = hashSeed(seed);
      try {
        return await Promise.all(
          Array.from({ length: count }, (_, index) =>
            paint(backgroundPrompt(brief, { variant: variant + index }), meter, signal),
          ),
        );
      } catch (error) {
        if (error instanceof WorkersAiError && error.kind === "filtered")
          throw new BackgroundsFilteredError(error.message);
        throw error;
      }
    },
  };
}
