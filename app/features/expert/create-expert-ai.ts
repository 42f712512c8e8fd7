/**
 * The Thumbnail Expert's provider for the environment (app/core/ai/ai-provider-choice.ts; ADR 004
 * and 028): OpenAI, Workers AI or the offline script. Its backgrounds are the shared painter's.
 */
import type { AiConfig } from "~/core/ai/ai-config.server";
import { chooseAiProvider } from "~/core/ai/ai-provider-choice";
import { createBackgroundPainter } from "~/core/ai/create-background-painter";
import { openAiOptions } from "~/core/ai/openai-defaults";
import { workersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import type { ExpertAi } from "~/features/expert/ai-provider";
import { createOfflineExpert } from "~/features/expert/offline-ai";
import { createOpenAiExpert } from "~/features/expert/openai-ai";
import { createWorkersAiExpert } from "~/features/expert/workers-ai-expert";

export function createExpertAi(config: AiConfig): ExpertAi {
  const provider = chooseAiProvider(config);
  const openAi = provider === "openai" ? openAiOptions(config) : null;
  if (openAi) return createOpenAiExpert(openAi);
  const workersAi = provider === "workers-ai" ? workersAiOptions(config) : null;
  if (workersAi) return createWorkersAiExpert(workersAi, createBackgroundPainter(config));
  return createOfflineExpert();
}
