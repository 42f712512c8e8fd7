/** The trend analyst for the environment: OpenAI with a key, else the offline analysis. */
import { createOfflineTrendAnalyst } from "~/features/trends/offline-trends";
import { createOpenAiTrendAnalyst } from "~/features/trends/openai-trends";
import type { TrendAnalyst } from "~/features/trends/trend-types";

export interface TrendAnalystConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_CHAT_MODEL?: string;
  OPENAI_TIMEOUT_MS?: number;
}

export function createTrendAnalyst(config: TrendAnalystConfig): TrendAnalyst {
  const apiKey = config.OPENAI_API_KEY?.trim();
  if (!apiKey) return createOfflineTrendAnalyst();
  return createOpenAiTrendAnalyst({
    apiKey,
    baseURL: config.OPENAI_BASE_URL?.trim() || undefined,
    model: config.OPENAI_CHAT_MODEL?.trim() || undefined,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
