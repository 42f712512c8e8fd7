import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://localhost:${port}`;

// Playwright cannot download its browser on these machines: use Debian's Chromium when it is there.
const launchOptions = chromiumExecutable ? { executablePath: chromiumExecutable, args: chromiumFlags } : {};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two at most: the CI machine has two cores, and wrangler dev needs one of them too.
  workers: Math.max(1, Math.min(2, availableParallelism())),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // `npm test` replaces these with its own (--reporter, PLAYWRIGHT_JSON_OUTPUT_NAME) and reads `stats`.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  // A trace only when a failed test is retried (CI retries once): recording one for every test costs
  // the 2-core CI machine minutes of screenshots that are thrown away when the test passes.
  use: { baseURL, trace: "on-first-retry", launchOptions },
  projects: [
    { name: "js-on", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "js-off",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
      // axe checks the same HTML in the JavaScript-on project.
      testIgnore: "**/accessibility.spec.ts",
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
