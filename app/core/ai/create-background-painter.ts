/**
 * The background painter for the environment (ADR 004; docs/decisions/028-workers-ai-provider.md):
 * the provider app/core/ai/ai-provider-choice.ts picks for images — an OpenAI image model, a
 * Workers AI one, or none (the renderer then composes offline backgrounds).
 */
import { chooseAiProvider } from "~/core/ai/ai-provider-choice";
import type { BackgroundPainter } from "~/core/ai/background-painter";
import { createOpenAiBackgrounds } from "~/core/ai/openai-backgrounds";
import { type OpenAiConfig, openAiOptions } from "~/core/ai/openai-defaults";
import { createWorkersAiBackgrounds } from "~/core/ai/workers-ai/workers-ai-backgrounds";
import { type WorkersAiConfig, workersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";

export const offlineBackgrounds: BackgroundPainter = {
  name: "offline",
  async backgrounds() {
    return null;
  },
};

/** Throws AiProviderConfigError when AI_PROVIDER names a provider the environment cannot run. */
export function createBackgroundPainter(
  config: OpenAiConfig & WorkersAiConfig & { AI_PROVIDER?: string },
): BackgroundPainter {
  const provider = chooseAiProvider(config);
  const openAi = provider === "openai" ? openAiOptions(config) : null;
  if (openAi) return createOpenAiBackgrounds(openAi);
  const workersAi = provider === "workers-ai" ? workersAiOptions(config) : null;
  if (workersAi) return createWorkersAiBackgrounds(workersAi);
  return offlineBackgrounds;
}
