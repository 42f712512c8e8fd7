/**
 * What a job's AI calls cost (docs/decisions/028-workers-ai-provider.md, "Neurons per job"): each
 * Workers AI call records its tokens and estimated neurons here; the job returns `summary()` in its
 * result (the jobs table's `result` column), and every call is also one structured log line, so an
 * operator sees the cost per job in D1 and in the Workers logs. OpenAI and offline calls record
 * nothing (OpenAI bills on its own dashboard).
 */
import type { AiTask } from "~/core/ai/ai-provider-choice";
import type { WorkersAiUsage } from "~/core/ai/workers-ai/run.server";

export interface AiUsageCall extends WorkersAiUsage {
  task: AiTask;
}

export interface AiUsageSummary {
  /** The sum of the calls' neurons (calls without a published rate count 0). */
  neurons: number;
  calls: AiUsageCall[];
}

export interface AiUsageMeter {
  record(task: AiTask, usage: WorkersAiUsage): void;
  /** The calls so far, or undefined when there were none (so a job's result stays as it was). */
  summary(): AiUsageSummary | undefined;
}

/** One log line per Workers AI call: `{"event":"workers-ai.usage","task":…,"model":…,"neurons":…}`. */
export function logAiUsage(task: AiTask, usage: WorkersAiUsage, context: Record<string, string> = {}) {
  console.log(JSON.stringify({ event: "workers-ai.usage", task, ...usage, ...context }));
}

export function createAiUsageMeter(context: Record<string, string> = {}): AiUsageMeter {
  const calls: AiUsageCall[] = [];
  return {
    record(task, usage) {
      calls.push({ task, ...usage });
      logAiUsage(task, usage, context);
    },
    summary() {
      if (calls.length === 0) return undefined;
      const neurons = calls.reduce((sum, call) => sum + (call.neurons ?? 0), 0);
      return { neurons: Math.round(neurons * 100) / 100, calls };
    },
  };
}
