/**
 * The trend analyst on Workers AI (docs/decisions/028-workers-ai-provider.md): the same system
 * prompt and JSON user message as on OpenAI (./openai-trends.ts), one non-streamed call to the
 * `AI` binding's chat model, the answer's `response` as the markdown. An empty or malformed answer
 * throws, so nothing is charged (./trend-analysis.server.ts releases the hold).
 */
import { createAiUsageMeter } from "~/core/ai/usage-meter";
import { WorkersAiError, runWorkersAi, textResponse } from "~/core/ai/workers-ai/run.server";
import { WORKERS_AI_CHAT_TIMEOUT_MS, type WorkersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import { trendRequestPayload, trendSystemPrompt, unwrapMarkdownFence } from "~/features/trends/openai-trends";
import type { TrendAnalyst } from "~/features/trends/trend-types";

/** Room for a full analysis, as on OpenAI. */
const MAX_TOKENS = 2500;

export function createWorkersAiTrendAnalyst(options: WorkersAiOptions): TrendAnalyst {
  const timeoutMs = options.timeoutMs ?? WORKERS_AI_CHAT_TIMEOUT_MS;
  return {
    name: "workers-ai",

    async analyze(input, signal) {
      const { result, usage } = await runWorkersAi(
        options.ai,
        options.chatModel,
        {
          messages: [
            { role: "system", content: trendSystemPrompt(input.language) },
            { role: "user", content: JSON.stringify(trendRequestPayload(input)) },
          ],
          max_tokens: MAX_TOKENS,
        },
        { timeoutMs, signal, parse: textResponse },
      );
      // An analysis is not a queued job: its cost is the log line (ADR 028, "Neurons per job").
      createAiUsageMeter().record("analyses", usage);
      const analysis = unwrapMarkdownFence(result);
      if (!analysis) throw new WorkersAiError("refused", options.chatModel, "an empty analysis");
      return analysis;
    },
  };
}
