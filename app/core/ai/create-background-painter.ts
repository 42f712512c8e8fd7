/**
 * The background painter for the environment (ADR 004): an OpenAI image model when a key is
 * configured, none otherwise (the renderer then composes offline backgrounds).
 */
import type { BackgroundPainter } from "~/core/ai/background-painter";
import { createOpenAiBackgrounds } from "~/core/ai/openai-backgrounds";
import { type OpenAiConfig, openAiOptions } from "~/core/ai/openai-defaults";

export const offlineBackgrounds: BackgroundPainter = {
  name: "offline",
  async backgrounds() {
    return null;
  },
};

export function createBackgroundPainter(config: OpenAiConfig): BackgroundPainter {
  const options = openAiOptions(config);
  return options ? createOpenAiBackgrounds(options) : offlineBackgrounds;
}
