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
  return {
    OPENAI_API_KEY: text("OPENAI_API_KEY"),
    OPENAI_BASE_URL: text("OPENAI_BASE_URL"),
    OPENAI_CHAT_MODEL: text("OPENAI_CHAT_MODEL"),
    OPENAI_IMAGE_MODEL: text("OPENAI_IMAGE_MODEL"),
    /** The external AI upscaler (app/upscale/external-upscaler.server.ts); the jobs Worker reads it. */
    UPSCALER_URL: text("UPSCALER_URL"),
    UPSCALER_API_KEY: text("UPSCALER_API_KEY"),
  };
}
