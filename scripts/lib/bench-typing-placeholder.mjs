// What the landing's typing placeholder costs a slow phone while it runs (issue 28): main-thread
// work per second on `/` at 4× CPU, in a phone-sized window, from when it starts erasing the first
// prompt (after the first pause); and the bare Remix page at rest over the same window, for
// reference. The placeholder is a layer laid out once a prompt, whose lines' covers slide in
// compositor animations (app/features/site/components/hero-prompt-form.tsx,
// docs/decisions/027-less-to-hydrate.md).
import { launch } from "./bench-hydration.mjs";

/** A line's cover in the layer: the animation has started, with the first prompt complete. */
const started = '[data-testid="typing-placeholder"] .typing-cover';
/** The first prompt's pause before it is erased (`typingTimings.pauseMs`, app/features/site/typing-animation.ts). */
const firstPauseMs = 2000;

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
        await busyPerSecond(
          browser,
          { url: `${appBase}/`, ready: started, afterReadyMs: firstPauseMs },
          windowMs,
        ),
      );
      bare.push(await busyPerSecond(browser, { url: `${bareBase}/`, afterReadyMs: 1000 }, windowMs));
    }
  } finally {
    await browser.close();
  }
  const median = (all) => [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)];
  return { runs, windowMs, typing: median(typing), typingRuns: typing, bare: median(bare) };
}
