/**
 * The thumbnail score's second opinion (docs/decisions/024-thumbnail-score.md, "The vision
 * model's second opinion"), from the AI provider app/core/ai/ai-provider-choice.ts picks: with
 * OpenAI, one non-streamed chat completion with a vision model (the chat model of the
 * configuration, as the video analysis uses) shown the thumbnail at low detail and the video's
 * title; with Workers AI, the catalog's vision model shown the same (ADR 028,
 * app/core/ai/workers-ai/workers-ai-vision-score.ts). Both ask for a 0–100 and one or two
 * sentences in the creator's language, parsed strictly; anything else — no provider, an error, a
 * time-out, an answer out of shape — gives null: a second opinion never breaks the score it sits
 * beside.
 */
import OpenAI from "openai";
import { AiProviderConfigError, chooseAiProvider } from "~/core/ai/ai-provider-choice";
import { bytesToBase64 } from "~/core/ai/image-data";
import {
  DEFAULT_BASE_URL,
  DEFAULT_CHAT_MODEL,
  openAiOptions,
  type OpenAiConfig,
} from "~/core/ai/openai-defaults";
import {
  MAX_COMPLETION_TOKENS,
  parseVisionScore,
  VISION_SCORE_TIMEOUT_MS,
  visionScorePrompt,
  type VisionScoreInput,
  type VisionScoreOpinion,
} from "~/core/ai/vision-score-prompt";
import { logAiUsage } from "~/core/ai/usage-meter";
import { needsModelAgreement } from "~/core/ai/workers-ai/model-licence";
import { workersAiVisionScore } from "~/core/ai/workers-ai/workers-ai-vision-score";
import { type WorkersAiConfig, workersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";

export {
  parseVisionScore,
  summaryMaxLength,
  VISION_SCORE_PROMPT_START,
  VISION_SCORE_TIMEOUT_MS,
  visionScorePrompt,
  type VisionLanguage,
  type VisionScoreInput,
  type VisionScoreOpinion,
} from "~/core/ai/vision-score-prompt";

/** What the choice of provider reads (aiConfig(env) gives it). */
export type VisionScoreConfig = OpenAiConfig & WorkersAiConfig & { AI_PROVIDER?: string };

/** Which provider would give the opinion, or null when none would (offline, or a misconfigured AI_PROVIDER). */
export function visionScoreProvider(config: VisionScoreConfig): "openai" | "workers-ai" | null {
  try {
    const provider = chooseAiProvider(config);
    if (provider === "openai" && openAiOptions(config)) return "openai";
    if (provider === "workers-ai" && workersAiOptions(config)) return "workers-ai";
    return null;
  } catch (error) {
    if (error instanceof AiProviderConfigError) return null;
    throw error;
  }
}

/** The vision model's opinion of the thumbnail, or null (see the module comment). */
export async function visionScoreOpinion(
  config: VisionScoreConfig,
  input: VisionScoreInput,
  signal?: AbortSignal,
): Promise<VisionScoreOpinion | null> {
  const provider = visionScoreProvider(config);
  if (provider === "workers-ai") {
    try {
      const { opinion, usage } = await workersAiVisionScore(workersAiOptions(config)!, input, signal);
      logAiUsage("score", usage);
      return opinion;
    } catch (error) {
      if (needsModelAgreement(error))
        console.error(
          'score: the vision model needs its licence agreed once (send {"prompt":"agree"} to it; see the README)',
          error,
        );
      else console.warn("score: the Workers AI vision model gave no opinion", error);
      return null;
    }
  }
  const options = provider === "openai" ? openAiOptions(config) : null;
  if (!options) return null;
  try {
    const client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL || DEFAULT_BASE_URL,
      maxRetries: 0,
      timeout: Math.min(options.timeoutMs ?? VISION_SCORE_TIMEOUT_MS, VISION_SCORE_TIMEOUT_MS),
    });
    const completion = await client.chat.completions.create(
      {
        model: options.chatModel || DEFAULT_CHAT_MODEL,
        messages: [
          { role: "system", content: visionScorePrompt(input.language) },
          {
            role: "user",
            content: [
              {
                type: "text",
                text: JSON.stringify({ language: input.language, title: input.title?.trim() || null }),
              },
              {
                type: "image_url",
                image_url: { url: `data:image/jpeg;base64,${bytesToBase64(input.jpeg)}`, detail: "low" },
              },
            ],
          },
        ],
        response_format: { type: "json_object" },
        max_completion_tokens: MAX_COMPLETION_TOKENS,
      },
      { signal },
    );
    return parseVisionScore(completion.choices[0]?.message?.content ?? "");
  } catch {
    // No opinion rather than a broken score (the offline score is complete on its own).
    return null;
  }
}
