import type { AiProviderName, AiTask } from "~/core/ai/ai-provider-choice";

export const healthCheckNames = ["d1", "r2", "queue", "userLive"] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];
export interface HealthCheck {
  ok: boolean;
  ms: number;
  error?: string;
}
/**
 * Which AI provider serves each task (docs/decisions/028-workers-ai-provider.md), or, when
 * AI_PROVIDER names one whose key or binding is missing, the message saying which (and ok: false).
 */
export type AiHealth = { ok: true; providers: Record<AiTask, AiProviderName> } | { ok: false; error: string };

export interface HealthReport {
  ok: boolean;
  checks: Record<HealthCheckName, HealthCheck>;
  ai: AiHealth;
}
