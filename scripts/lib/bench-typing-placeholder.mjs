// What the landing's typing placeholder costs a slow phone while it runs (issue 28): main-thread
// work per second on `/` at 4× CPU, in a phone-sized window, from when it starts erasing the first
// prompt (after the first pause); and the bare Remix page at rest over the same window, for
// reference. The placeholder is a layer whose letters are shown and hidden, never laid out again
// (app/features/site/components/hero-prompt-form.tsx, docs/decisions/027-less-to-hydrate.md).
import { launch } from "./bench-hydration.mjs";

/** A letter of the layer hidden: the first prompt is being erased, the animation is under way. */
const erasing = '[data-testid="typing-placeholder"] span[style*="hidden"]';

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** Main-thread work per second (ms/s) on `url` over `windowMs`, once `ready` (a selector) is in the page. */
async function busyPerSecond(browser, { url, ready, afterReadyMs }, windowMs) {
  const context = await browser.newContext({ ...phone, locale: "pt-BR" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "load" });
    if (ready) await page.waitForSelector(ready, { state: "attached", timeout: 30_000 });
    await page.waitForTimeout(afterReadyMs);
    const taskSeconds = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "TaskDuration")
        .value;
    const before = await taskSeconds();
    const started = Date.now();
    await page.waitForTimeout(windowMs);
    const after = await taskSeconds();
    return ((after - before) * 1000) / ((Date.now() - started) / 1000);
  } finally {
    await context.close();
  }
}

/** Median ms/s of the running placeholder on `appBase`/ and of the bare page at rest, `runs` rounds. */
export async function typingPlaceholderCost(appBase, bareBase, { runs = 3, windowMs = 6000 } = {}) {
  const browser = await launch();
  const typing = [];
  const bare = [];
  try {
    for (let round = 0; round < runs; round++) {
      typing.push(
        await busyPerSecond(browser, { url: `${appBase}/`, ready: erasing, afterReadyMs: 0 }, windowMs),
      );
      bare.push(await busyPerSecond(browser, { url: `${bareBase}/`, afterReadyMs: 1000 }, windowMs));
    }
  } finally {
    await browser.close();
  }
  const median = (all) => [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)];
  return { runs, windowMs, typing: median(typing), typingRuns: typing, bare: median(bare) };
}
