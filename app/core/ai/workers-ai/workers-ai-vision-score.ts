/**
 * The thumbnail score's second opinion on Workers AI (docs/decisions/024-thumbnail-score.md, "The
 * vision model's second opinion"; docs/decisions/028-workers-ai-provider.md): the catalog's vision
 * model (Llama 3.2 11B Vision by default) shown the thumbnail with the same reviewer's prompt and
 * JSON as OpenAI's, parsed as strictly (app/core/ai/vision-score.server.ts). It throws on any
 * failure; the caller turns that into no opinion.
 */
import { imageDataUrl } from "~/core/ai/image-data";
import { jsonObjectIn, modelReply } from "~/core/ai/workers-ai/json-answer";
import { runWorkersAi, type WorkersAiUsage } from "~/core/ai/workers-ai/run.server";
import type { WorkersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import {
  MAX_COMPLETION_TOKENS,
  parseVisionScore,
  VISION_SCORE_TIMEOUT_MS,
  visionScorePrompt,
  type VisionScoreInput,
  type VisionScoreOpinion,
} from "~/core/ai/vision-score-prompt";

export async function workersAiVisionScore(
  options: WorkersAiOptions,
  input: VisionScoreInput,
  signal?: AbortSignal,
): Promise<{ opinion: VisionScoreOpinion | null; usage: WorkersAiUsage }> {
  const { result, usage } = await runWorkersAi(
    options.ai,
    options.visionModel,
    {
      messages: [
        { role: "system", content: visionScorePrompt(input.language) },
        {
          role: "user",
          content: JSON.stringify({ language: input.language, title: input.title?.trim() || null }),
        },
      ],
      image: imageDataUrl({ mime: "image/jpeg", bytes: input.jpeg }),
      max_tokens: MAX_COMPLETION_TOKENS,
    },
    {
      timeoutMs: Math.min(options.timeoutMs ?? VISION_SCORE_TIMEOUT_MS, VISION_SCORE_TIMEOUT_MS),
      signal,
      parse: modelReply,
    },
  );
  const json = jsonObjectIn(result);
  return { opinion: json ? parseVisionScore(JSON.stringify(json)) : null, usage };
}
