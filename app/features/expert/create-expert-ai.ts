/** The Thumbnail Expert's provider for the environment: OpenAI with a key, else the offline script. */
import { type OpenAiConfig, openAiOptions } from "~/core/ai/openai-defaults";
import type { ExpertAi } from "~/features/expert/ai-provider";
import { createOfflineExpert } from "~/features/expert/offline-ai";
import { createOpenAiExpert } from "~/features/expert/openai-ai";

export function createExpertAi(config: OpenAiConfig): ExpertAi {
  const options = openAiOptions(config);
  return options ? createOpenAiExpert(options) : createOfflineExpert();
}
