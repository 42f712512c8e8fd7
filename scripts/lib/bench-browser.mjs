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

/**
 * Keeps the bench under the AI rate limit (60 actions a minute per creator, counted in fixed
 * one-minute windows): every answer and confirmation is an AI action, and ten interviews in a row
 * are more than a creator could type. Before an action that would pass the limit it waits for the
 * next window; the waiting is never inside a timed span.
 */
const aiActionsPerMinute = 60;
export const aiPacer = {
  window: -1,
  used: 0,
  async take(count = 1) {
    const now = Date.now();
    const window = Math.floor(now / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.used = 0;
    }
    if (this.used + count > aiActionsPerMinute - 2) {
      await new Promise((resolve) => setTimeout(resolve, (window + 1) * 60_000 - now + 500));
      this.window = window + 1;
      this.used = 0;
    }
    this.used += count;
  },
};
