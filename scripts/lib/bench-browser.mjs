// What the browser benchmarks share: a Chromium page signed in with a session cookie, and the
// median / p95 / max of a series of timings.
import { chromiumExecutable, chromiumFlags } from "./chromium.mjs";

/** Runs `use(page)` in a fresh Chromium whose context carries `cookie` ("name=value") for `base`. */
export async function withSignedInPage(base, cookie, use, contextOptions = {}) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch(
    chromiumExecutable ? { executablePath: chromiumExecutable, args: chromiumFlags } : {},
  );
  try {
    const context = await browser.newContext(contextOptions);
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url: base }]);
    return await use(await context.newPage());
  } finally {
    await browser.close();
  }
}

export function timingSummary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const runs = sorted.length;
  return {
    runs,
    median: sorted[Math.floor(runs / 2)],
    p95: sorted[Math.min(runs - 1, Math.floor(runs * 0.95))],
    max: sorted.at(-1),
  };
}
