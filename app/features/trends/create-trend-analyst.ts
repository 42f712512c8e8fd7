/**
 * The trend analyst for the environment (app/core/ai/ai-provider-choice.ts; ADR 004 and 028):
 * OpenAI, Workers AI or the offline analysis.
 */
import type { AiConfig } from "~/core/ai/ai-config.server";
import { chooseAiProvider } from "~/core/ai/ai-provider-choice";
import { workersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import { createOfflineTrendAnalyst } from "~/features/trends/offline-trends";
import { createOpenAiTrendAnalyst } from "~/features/trends/openai-trends";
import type { TrendAnalyst } from "~/features/trends/trend-types";
import { createWorkersAiTrendAnalyst } from "~/features/trends/workers-ai-trends";

export function createTrendAnalyst(config: AiConfig): TrendAnalyst {
  const provider = chooseAiProvider(config);
  const apiKey = config.OPENAI_API_KEY?.trim();
  if (provider === "openai" && apiKey)
    return createOpenAiTrendAnalyst({
      apiKey,
      baseURL: config.OPENAI_BASE_URL?.trim() || undefined,
      model: config.OPENAI_CHAT_MODEL?.trim() || undefined,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  const workersAi = provider === "workers-ai" ? workersAiOptions(config) : null;
  if (workersAi) return createWorkersAiTrendAnalyst(workersAi);
  return createOfflineTrendAnalyst();
}
