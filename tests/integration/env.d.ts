import type { D1Migration } from "cloudflare:test";

declare module "cloudflare:test" {
  interface ProvidedEnv extends Env {
    TEST_MIGRATIONS: D1Migration[];
    /** tests/fakes/payments.ts, started by vitest.integration.config.ts. */
    FAKE_PAYMENTS_URL: string;
    /** tests/fakes/youtube.ts and tests/fakes/openai.ts, started there too. */
    FAKE_YOUTUBE_URL: string;
    FAKE_OPENAI_URL: string;
    /** tests/fakes/upscaler.ts (its key: "upscaler-key"). */
    FAKE_UPSCALER_URL: string;
    /** scripts/lib/fake-google.mjs: Google sign-in's consent, token and userinfo endpoints. */
    FAKE_GOOGLE_URL: string;
  }
}
