/**
 * Which AI provider serves each task (docs/decisions/028-workers-ai-provider.md, building on 004):
 * an explicit AI_PROVIDER wins; otherwise OpenAI with a key, then Workers AI with the `AI` binding,
 * then the offline providers. Pure (no Cloudflare imports), so the web Worker, the jobs Worker,
 * /healthz, /status and the unit tests all read the same rule.
 */

export const aiProviderNames = ["openai", "workers-ai", "offline"] as const;
export type AiProviderName = (typeof aiProviderNames)[number];

/** The tasks an AI provider serves; /healthz and /status name the provider of each. */
export const aiTasks = ["chat", "images", "analyses", "framePick", "score"] as const;
export type AiTask = (typeof aiTasks)[number];

/**
 * An explicit AI_PROVIDER whose requirement is missing (or an unknown value). Thrown rather than
 * quietly falling back, so an operator who asked for a provider learns at once why it does not run;
 * the message names the variable or binding to set.
 */
export class AiProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiProviderConfigError";
  }
}

/** What the choice reads: the Worker's env, or aiConfig(env) (app/core/ai/ai-config.server.ts). */
export interface AiProviderEnv {
  AI_PROVIDER?: unknown;
  OPENAI_API_KEY?: unknown;
  AI?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Whether the Workers AI binding is there (an object with a `run` method, as `[ai] binding = "AI"` gives). */
export function hasWorkersAiBinding(env: AiProviderEnv): boolean {
  const ai = env.AI as { run?: unknown } | null | undefined;
  return typeof ai === "object" && ai !== null && typeof ai.run === "function";
}

/** The provider for the environment; throws AiProviderConfigError for an explicit choice that cannot run. */
export function chooseAiProvider(env: AiProviderEnv): AiProviderName {
  const explicit = text(env.AI_PROVIDER)?.toLowerCase();
  const hasKey = text(env.OPENAI_API_KEY) !== undefined;
  const hasBinding = hasWorkersAiBinding(env);
  if (explicit !== undefined) {
    if (!(aiProviderNames as readonly string[]).includes(explicit))
      throw new AiProviderConfigError(
        `AI_PROVIDER="${text(env.AI_PROVIDER)}" is not a provider: use openai, workers-ai or offline (or leave it unset).`,
      );
    if (explicit === "openai" && !hasKey)
      throw new AiProviderConfigError(
        "AI_PROVIDER=openai needs OPENAI_API_KEY (a secret: wrangler secret put OPENAI_API_KEY).",
      );
    if (explicit === "workers-ai" && !hasBinding)
      throw new AiProviderConfigError(
        'AI_PROVIDER=workers-ai needs the AI binding ([ai] binding = "AI" in wrangler.toml; locally, start with WORKERS_AI_DEV=1).',
      );
    return explicit as AiProviderName;
  }
  if (hasKey) return "openai";
  if (hasBinding) return "workers-ai";
  return "offline";
}

/**
 * The provider of each task. Every provider serves every task today (offline means: the scripted
 * interviewer, drawn backgrounds, the offline analysis, the heuristic frame pick and no second
 * opinion on the score), so this is the one choice per task; it is the place to route a task
 * elsewhere should a provider stop serving it.
 */
export function aiProvidersByTask(env: AiProviderEnv): Record<AiTask, AiProviderName> {
  const provider = chooseAiProvider(env);
  return Object.fromEntries(aiTasks.map((task) => [task, provider])) as Record<AiTask, AiProviderName>;
}

/** The provider of one task (see aiProvidersByTask). */
export function aiProviderFor(env: AiProviderEnv, task: AiTask): AiProviderName {
  return aiProvidersByTask(env)[task];
}
