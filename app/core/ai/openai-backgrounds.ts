/**
 * Thumbnail backgrounds painted by an OpenAI image model: textless scenes that the renderer writes
 * the headline on (ADR 004, ADR 011). Used by the Thumbnail Expert and the quick generator.
 */
import OpenAI, { toFile } from "openai";
import type { ImagesResponse } from "openai/resources/images";
import type { BackgroundPainter, BackgroundsInput } from "~/core/ai/background-painter";
import { backgroundPrompt, hashSeed } from "~/core/ai/background-prompt";
import { base64ToBytes, sniffMime } from "~/core/ai/image-data";
import {
  DEFAULT_BASE_URL,
  DEFAULT_IMAGE_MODEL,
  IMAGE_TIMEOUT_MS,
  type OpenAiOptions,
} from "~/core/ai/openai-defaults";
import type { BriefImage } from "~/core/brief/thumbnail-brief";

function decodeImages(response: ImagesResponse): BriefImage[] {
  return (response.data ?? []).flatMap((image) => {
    if (!image.b64_json) return [];
    const bytes = base64ToBytes(image.b64_json);
    return [{ mime: sniffMime(bytes), bytes }];
  });
}

const isDalle = (model: string) => model.startsWith("dall-e");

/** Landscape sizes each model accepts: DALL·E 3's widest, else the GPT image models' 3:2. */
export function imageSizeFor(model: string): "1792x1024" | "1536x1024" | "1024x1024" {
  if (model.startsWith("dall-e-3")) return "1792x1024";
  if (model.startsWith("dall-e-2")) return "1024x1024";
  return "1536x1024";
}

const extensions: Record<BriefImage["mime"], string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

export function createOpenAiBackgrounds(options: OpenAiOptions): BackgroundPainter {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || DEFAULT_BASE_URL,
    fetch: options.fetch,
    maxRetries: 1,
    timeout: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
  });
  const imageModel = options.imageModel || DEFAULT_IMAGE_MODEL;

  async function paint(
    prompt: string,
    count: number,
    reference: BriefImage | null,
    signal?: AbortSignal,
  ): Promise<BriefImage[]> {
    const format = isDalle(imageModel)
      ? { response_format: "b64_json" as const }
      : { output_format: "jpeg" as const, output_compression: 90 };
    const request = { model: imageModel, prompt, n: count, size: imageSizeFor(imageModel), ...format };
    const response = reference
      ? await client.images.edit(
          {
            ...request,
            image: await toFile(reference.bytes, `reference.${extensions[reference.mime]}`, {
              type: reference.mime,
            }),
          },
          { signal },
        )
      : await client.images.generate(request, { signal });
    return decodeImages(response);
  }

  return {
    name: "openai",

    async backgrounds({ brief, reference, count, seed }: BackgroundsInput, signal?: AbortSignal) {
      if (count <= 0) return [];
      const variant = hashSeed(seed);
      // DALL·E models can't edit around a reference (nor paint more than one image per call for
      // DALL·E 3): they paint from the prompt alone, one request per image.
      const useReference = reference && !isDalle(imageModel) ? reference : null;
      const images = imageModel.startsWith("dall-e-3")
        ? (
            await Promise.all(
              Array.from({ length: count }, (_, index) =>
                paint(backgroundPrompt(brief, { variant: variant + index }), 1, null, signal),
              ),
            )
          ).flat()
        : await paint(
            backgroundPrompt(brief, { hasReference: Boolean(useReference), variant }),
            count,
            useReference,
            signal,
          );
      if (images.length === 0) throw new Error("The image model returned no images");
      return images.slice(0, count);
    },
  };
}
