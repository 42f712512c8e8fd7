/**
 * The background painter for the environment (ADR 004 and 028; the provider is
 * app/core/ai/ai-provider-choice.ts's): an OpenAI image model under OpenAI, a Workers AI one under
 * Workers AI, none offline (the renderer then composes offline backgrounds).
 */
import type { AiConfig } from "~/core/ai/ai-config.server";
import { chooseAiProvider } from "~/core/ai/ai-provider-choice";
import type { BackgroundPainter } from "~/core/ai/background-painter";
import { createOpenAiBackgrounds } from "~/core/ai/openai-backgrounds";
import { openAiOptions } from "~/core/ai/openai-defaults";
import { createWorkersAiBackgrounds } from "~/core/ai/workers-ai/workers-ai-backgrounds";
import { workersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";

export const offlineBackgrounds: BackgroundPainter = {
  name: "offline",
  async backgrounds() {
    return null;
  },
};

export function createBackgroundPainter(config: AiConfig): BackgroundPainter {
  const provider = chooseAiProvider(config);
  const openAi = provider === "openai" ? openAiOptions(config) : null;
  if (openAi) return createOpenAiBackgrounds(openAi);
  const workersAi = provider === "workers-ai" ? workersAiOptions(config) : null;
  if (workersAi) return createWorkersAiBackgrounds(workersAi);
  return offlineBackgrounds;
}
