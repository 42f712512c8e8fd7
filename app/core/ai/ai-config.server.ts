/**
 * The AI provider's settings from a Worker's bindings (both Workers read the same names; see
 * .dev.vars.example). Read directly rather than through getConfig so the jobs Worker does not need
 * the web Worker's session secrets.
 */
export function aiConfig(env: object) {
  const vars = env as Record<string, unknown>;
  const text = (name: string) => {
    const value = vars[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  /** A whole number of milliseconds; anything else leaves the caller's default. */
  const milliseconds = (name: string) => {
    const value = text(name);
    return value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
  };
  return {
    /** openai, workers-ai or offline; unset, the order of app/core/ai/ai-provider-choice.ts decides. */
    AI_PROVIDER: text("AI_PROVIDER"),
    /** The Workers AI binding (`[ai] binding = "AI"`), when the Worker has one (ADR 028). */
    AI: vars.AI,
    WORKERS_AI_CHAT_MODEL: text("WORKERS_AI_CHAT_MODEL"),
    WORKERS_AI_IMAGE_MODEL: text("WORKERS_AI_IMAGE_MODEL"),
    WORKERS_AI_VISION_MODEL: text("WORKERS_AI_VISION_MODEL"),
    /** How long one Workers AI request may take; unset, chat and vision get 60 s and images 90 s. */
    WORKERS_AI_TIMEOUT_MS: milliseconds("WORKERS_AI_TIMEOUT_MS"),
    OPENAI_API_KEY: text("OPENAI_API_KEY"),
    OPENAI_BASE_URL: text("OPENAI_BASE_URL"),
    OPENAI_CHAT_MODEL: text("OPENAI_CHAT_MODEL"),
    OPENAI_IMAGE_MODEL: text("OPENAI_IMAGE_MODEL"),
    /** How long one OpenAI request may take; unset, chat and vision get 60 s and images 180 s. */
    OPENAI_TIMEOUT_MS: milliseconds("OPENAI_TIMEOUT_MS"),
    /** The external AI upscaler (app/features/upscale/external-upscaler.server.ts); the jobs Worker reads it. */
    UPSCALER_URL: text("UPSCALER_URL"),
    UPSCALER_API_KEY: text("UPSCALER_API_KEY"),
    /** How long the external upscaler may take before the embedded one runs instead (default 120 s). */
    UPSCALER_TIMEOUT_MS: milliseconds("UPSCALER_TIMEOUT_MS"),
  };
}

/** aiConfig's result; every field optional, so callers and tests pass only what they set. */
export type AiConfig = Partial<ReturnType<typeof aiConfig>>;
