import { fileURLToPath } from "node:url";
import { defineWorkersConfig, readD1Migrations } from "@cloudflare/vitest-pool-workers/config";
import { startFakePayments } from "./tests/fakes/payments";
import { startFakeUpscaler } from "./tests/fakes/upscaler";
import { startFakeYoutube } from "./tests/fakes/youtube";
import { fakeGoogleClient, startFakeGoogleServer } from "./scripts/lib/fake-google.mjs";
import { loadAppModules } from "./scripts/lib/load-app-modules.mjs";
import type * as OpenAiFake from "./tests/fakes/openai";

/**
 * Integration tests inside workerd (Cloudflare's vitest pool), with the real migrations and the
 * real Remix build (run `npm run build` first; `npm test` does).
 */
export default defineWorkersConfig(async () => {
  // Fake Stripe and Mercado Pago APIs for the outbound calls (tests/integration/payments-live.test.ts).
  const fakePayments = await startFakePayments();
  // A fake YouTube Data API and image host for channel and trend analysis (no server key: tests
  // save a key in settings, or pass one in the env).
  const fakeYoutube = await startFakeYoutube({ now: new Date() });
  // A fake OpenAI for the trend analyst's OpenAI path (tests pass its address in the env).
  // (Loaded through Vite: it imports the app's modules, which use the `~` alias.)
  const { openAi } = (await loadAppModules({ openAi: "tests/fakes/openai.ts" })) as unknown as {
    openAi: typeof OpenAiFake;
  };
  const fakeOpenAi = await openAi.startFakeOpenAi();
  // A fake external upscaler (tests pass its address in the env of the job they run).
  const fakeUpscaler = await startFakeUpscaler({ apiKey: "upscaler-key" });
  // The e2e suite's fake Google sign-in, so "Continue with Google" runs the real remix-auth-google
  // code (tests post the consent form themselves, as the person choosing the account would).
  const fakeGoogle = await startFakeGoogleServer(0);
  fakeGoogle.unref();
  return {
    resolve: {
      alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    },
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      testTimeout: 20_000,
      // Remix's server packages are CommonJS with import cycles; pre-bundling them gives workerd
      // one ES module each.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "@remix-run/cloudflare",
              "@remix-run/server-runtime",
              "@remix-run/react",
              "react-dom/server",
              "react",
              "react-i18next",
              "i18next",
              "remix-i18next/server",
              "isbot",
              "cookie",
              // Google sign-in (CommonJS requiring @remix-run/server-runtime).
              "remix-auth",
              "remix-auth-oauth2",
              "remix-auth-google",
            ],
          },
        },
      },
      poolOptions: {
        workers: {
          singleWorker: true,
          // Live WebSockets and queue deliveries outlive a single test, which per-test storage
          // isolation does not allow; tests use fresh ids instead.
          isolatedStorage: false,
          wrangler: { configPath: "./tests/integration/wrangler.test.toml" },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: await readD1Migrations(
                fileURLToPath(new URL("./migrations", import.meta.url)),
              ),
              FAKE_PAYMENTS_URL: fakePayments.url,
              FAKE_YOUTUBE_URL: fakeYoutube.url,
              FAKE_OPENAI_URL: fakeOpenAi.url,
              FAKE_UPSCALER_URL: fakeUpscaler.url,
              FAKE_GOOGLE_URL: fakeGoogle.url,
              GOOGLE_CLIENT_ID: fakeGoogleClient.id,
              GOOGLE_CLIENT_SECRET: fakeGoogleClient.secret,
              GOOGLE_OAUTH_BASE_URL: fakeGoogle.url,
              YOUTUBE_API_BASE_URL: `${fakeYoutube.url}/youtube/v3`,
              YOUTUBE_IMAGE_BASE_URL: fakeYoutube.url,
            },
          },
        },
      },
    },
  };
});
