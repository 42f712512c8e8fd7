/** The Thumbnail Expert's provider for the environment: OpenAI with a key, else the offline script. */
import type { ExpertAi } from "~/features/expert/ai-provider";
import { createOfflineExpert } from "~/features/expert/offline-ai";
import { createOpenAiExpert } from "~/features/expert/openai-ai";

export interface ExpertAiConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_CHAT_MODEL?: string;
  OPENAI_IMAGE_MODEL?: string;
  OPENAI_TIMEOUT_MS?: number;
}

export function createExpertAi(config: ExpertAiConfig): ExpertAi {
  const apiKey = config.OPENAI_API_KEY?.trim();
  if (!apiKey) return createOfflineExpert();
  return createOpenAiExpert({
    apiKey,
    baseURL: config.OPENAI_BASE_URL?.trim() || undefined,
    chatModel: config.OPENAI_CHAT_MODEL?.trim() || undefined,
    imageModel: config.OPENAI_IMAGE_MODEL?.trim() || undefined,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
