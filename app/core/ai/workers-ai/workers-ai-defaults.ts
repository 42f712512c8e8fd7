/**
 * The Workers AI settings every Workers AI provider shares (docs/decisions/028-workers-ai-provider.md):
 * models from Cloudflare's catalog, each overridable by a variable, and one request timeout.
 */

/** Llama 3.3 70B, quantised and sped up: the catalog's fast large instruct model (streams, 24k context). */
export const DEFAULT_WORKERS_AI_CHAT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** FLUX.1 [schnell]: 4–8 steps, answers `{ image: base64 JPEG }`. */
export const DEFAULT_WORKERS_AI_IMAGE_MODEL = "@cf/black-forest-labs/flux-1-schnell";
/** Llama 3.2 11B Vision: an image plus a prompt, answers `{ response }`. */
export const DEFAULT_WORKERS_AI_VISION_MODEL = "@cf/meta/llama-3.2-11b-vision-instruct";
/** One chat turn or vision answer; like OpenAI's, a minute means something is wrong. */
export const WORKERS_AI_CHAT_TIMEOUT_MS = 60_000;
/** FLUX schnell answers in seconds; a minute and a half leaves room for a queue at the edge. */
export const WORKERS_AI_IMAGE_TIMEOUT_MS = 90_000;

/** The Workers AI part of aiConfig (app/core/ai/ai-config.server.ts). */
export interface WorkersAiConfig {
  /** The binding (`[ai] binding = "AI"`), when the Worker has one. */
  AI?: unknown;
  WORKERS_AI_CHAT_MODEL?: string;
  WORKERS_AI_IMAGE_MODEL?: string;
  WORKERS_AI_VISION_MODEL?: string;
  /** Every Workers AI request's limit; unset, chat/vision get 60 s and images 90 s. */
  WORKERS_AI_TIMEOUT_MS?: number;
}

/** The minimal surface of the binding the providers use (the real `Ai` satisfies it; so does tests/fakes/workers-ai.ts). */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** What a Workers AI-backed provider is built from. */
export interface WorkersAiOptions {
  ai: WorkersAiBinding;
  chatModel: string;
  imageModel: string;
  visionModel: string;
  /** WORKERS_AI_TIMEOUT_MS; undefined leaves each task's default. */
  timeoutMs?: number;
}

/** The providers' options from the configuration, or null without the binding. */
export function workersAiOptions(config: WorkersAiConfig): WorkersAiOptions | null {
  const ai = config.AI as { run?: unknown } | null | undefined;
  if (typeof ai !== "object" || ai === null || typeof ai.run !== "function") return null;
  return {
    ai: ai as WorkersAiBinding,
    chatModel: config.WORKERS_AI_CHAT_MODEL?.trim() || DEFAULT_WORKERS_AI_CHAT_MODEL,
    imageModel: config.WORKERS_AI_IMAGE_MODEL?.trim() || DEFAULT_WORKERS_AI_IMAGE_MODEL,
    visionModel: config.WORKERS_AI_VISION_MODEL?.trim() || DEFAULT_WORKERS_AI_VISION_MODEL,
    timeoutMs: config.WORKERS_AI_TIMEOUT_MS,
  };
}
