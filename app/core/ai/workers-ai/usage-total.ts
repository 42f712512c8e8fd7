/**
 * A job's Workers AI cost from its calls (docs/decisions/028-workers-ai-provider.md): the neurons
 * summed, kept in the job's result so an operator sees what each job cost.
 */
import type { WorkersAiUsage } from "~/core/ai/workers-ai/run.server";

/** The calls' neurons summed (to 2 decimals), or undefined when no call's model has a published rate. */
export function totalNeurons(usage: readonly WorkersAiUsage[]): number | undefined {
  const priced = usage.filter((call) => typeof call.neurons === "number");
  if (priced.length === 0) return undefined;
  return Math.round(priced.reduce((sum, call) => sum + call.neurons!, 0) * 100) / 100;
}

/** The licence error Llama 3.2 models give until the account agrees to Meta's terms once (code 5016). */
export function needsModelAgreement(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /\b5016\b|not agreed/i.test(message);
}
