import { existsSync } from "node:fs";

/**
 * The browser the e2e suite, the bench and the showcase renderer launch. Playwright cannot download
 * its own browser on these machines, so Debian's Chromium is used when it is installed
 * (PLAYWRIGHT_CHROMIUM_EXECUTABLE overrides); elsewhere `executablePath` is undefined and callers
 * fall back to Playwright's browser.
 */
export const chromiumExecutable =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Headless flags for Debian's Chromium in a container with no network but the registries. */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
