/**
 * The OpenAI settings every provider shares (the Thumbnail Expert, the background painter, the
 * trend analyst, the video analysis), used when the environment names none (ADR 004).
 */

export const DEFAULT_CHAT_MODEL = "gpt-4o-mini";
/** The SDK's docs name it as gpt-image-1's replacement (gpt-image-1 was shut down in Oct 2026). */
export const DEFAULT_IMAGE_MODEL = "gpt-image-2.5-flare";
export const DEFAULT_BASE_URL = "https://api.openai.com/v1";
/** One chat turn: the model streams within seconds; a minute means something is wrong. */
export const CHAT_TIMEOUT_MS = 60_000;
/** Image models can take a minute or two per request. */
export const IMAGE_TIMEOUT_MS = 180_000;

/** The OpenAI part of aiConfig (app/core/ai/ai-config.server.ts). */
export interface OpenAiConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_CHAT_MODEL?: string;
  OPENAI_IMAGE_MODEL?: string;
  OPENAI_TIMEOUT_MS?: number;
}

/** What an OpenAI-backed provider is built from. */
export interface OpenAiOptions {
  apiKey: string;
  /** e.g. a local fake in tests; defaults to OpenAI's API. */
  baseURL?: string;
  chatModel?: string;
  imageModel?: string;
  /** Every request's limit (OPENAI_TIMEOUT_MS); defaults to CHAT_TIMEOUT_MS and IMAGE_TIMEOUT_MS. */
  timeoutMs?: number;
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

/** The provider's options from the configuration, or null without a key (the offline providers run). */
export function openAiOptions(config: OpenAiConfig): OpenAiOptions | null {
  const apiKey = config.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseURL: config.OPENAI_BASE_URL?.trim() || undefined,
    chatModel: config.OPENAI_CHAT_MODEL?.trim() || undefined,
    imageModel: config.OPENAI_IMAGE_MODEL?.trim() || undefined,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}
