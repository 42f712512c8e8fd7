import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const url = z.string().trim().url();
/** A provider's time limit in milliseconds, a whole number; unset keeps the provider's default. */
const milliseconds = optional.pipe(
  z
    .string()
    .regex(/^[1-9]\d*$/, "must be a whole number of milliseconds")
    .transform(Number)
    .optional(),
);

/** Where `npm start` serves the app when APP_URL is unset (scripts/lib/local-stack.mjs passes the real port). */
export const localAppUrl = "http://localhost:8787";

/**
 * Every variable and secret Miniatura reads, validated once per request. Each external service is
 * optional: without its key the embedded default is used (see docs/decisions/004-provider-seams.md).
 * `.dev.vars.example` lists the same names.
 */
export const EnvSchema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]).default("production"),
    APP_NAME: z.string().default("Miniatura"),
    SUPPORT_EMAIL: z.string().email().default("suporte@miniatura.app"),
    /**
     * The site's public origin (https://miniatura.app). Every link that leaves the browser — e-mails,
     * OAuth and checkout return addresses — is built from it, never from the request's Host header.
     * Required in production; locally it defaults to the dev server's address.
     */
    APP_URL: optional.pipe(url.optional()),
    /** Signs cookies (toasts, preferences). At least 32 characters. */
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must have at least 32 characters"),
    /** Mixed into every password hash; never changes once users exist. */
    PASSWORD_PEPPER: z.string().min(32, "PASSWORD_PEPPER must have at least 32 characters"),
    ADMIN_EMAILS: optional,
    /** Miniatura's social profiles, linked from the footer; a link shows only when set. */
    SOCIAL_YOUTUBE_URL: optional.pipe(url.optional()),
    SOCIAL_INSTAGRAM_URL: optional.pipe(url.optional()),
    SOCIAL_X_URL: optional.pipe(url.optional()),

    // E-mail (Resend's HTTP API). Without a key, mail goes to the dev outbox (/dev/mailbox).
    RESEND_API_KEY: optional,
    RESEND_BASE_URL: url.default("https://api.resend.com"),
    EMAIL_FROM: z.string().default("Miniatura <nao-responda@miniatura.app>"),

    // AI (OpenAI). Without a key, the offline interviewer and renderer are used.
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: url.default("https://api.openai.com/v1"),
    OPENAI_CHAT_MODEL: optional,
    OPENAI_IMAGE_MODEL: optional,
    /** One OpenAI request's limit; unset: 60 s for chat and vision, 180 s for images. */
    OPENAI_TIMEOUT_MS: milliseconds,

    // Payments.
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_BASE_URL: optional,
    STRIPE_PRICE_STARTER_MONTHLY: optional,
    STRIPE_PRICE_STARTER_ANNUAL: optional,
    STRIPE_PRICE_CREATOR_MONTHLY: optional,
    STRIPE_PRICE_CREATOR_ANNUAL: optional,
    STRIPE_PRICE_PRO_MONTHLY: optional,
    STRIPE_PRICE_PRO_ANNUAL: optional,
    STRIPE_PRICE_ELITE_MONTHLY: optional,
    STRIPE_PRICE_ELITE_ANNUAL: optional,
    MERCADOPAGO_ACCESS_TOKEN: optional,
    MERCADOPAGO_WEBHOOK_SECRET: optional,
    MERCADOPAGO_BASE_URL: optional,

    // Google sign-in.
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GOOGLE_OAUTH_BASE_URL: optional,

    // YouTube Data API v3 (a server key; users may also save their own in settings).
    YOUTUBE_API_KEY: optional,
    YOUTUBE_API_BASE_URL: url.default("https://www.googleapis.com/youtube/v3"),
    /** Where video thumbnails are shown from and fetched by the server (a local fake in tests). */
    YOUTUBE_IMAGE_BASE_URL: url.default("https://i.ytimg.com"),

    // An external AI upscaler over HTTP. Without it, the in-Worker resampler is used.
    UPSCALER_URL: optional,
    UPSCALER_API_KEY: optional,
    /** How long the external upscaler may take before the embedded one runs (default 120 s). */
    UPSCALER_TIMEOUT_MS: milliseconds,
  })
  .passthrough()
  .superRefine((env, ctx) => {
    if (env.APP_ENV === "production" && !env.APP_URL)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["APP_URL"],
        message: "APP_URL is required in production (the site's public origin, e.g. https://miniatura.app)",
      });
  })
  .transform((env) => ({ ...env, APP_URL: new URL(env.APP_URL ?? localAppUrl).origin }));

export type AppConfig = z.infer<typeof EnvSchema>;

const cache = new WeakMap<object, AppConfig>();

/** The validated configuration for these bindings. Throws a readable error naming what is wrong. */
export function getConfig(env: Env): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Miniatura is misconfigured — ${problems}. See .dev.vars.example and the README.`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

export function isDevelopment(env: Env): boolean {
  return getConfig(env).APP_ENV !== "production";
}
