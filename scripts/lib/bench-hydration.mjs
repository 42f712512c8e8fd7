/* global window, document, MutationObserver -- the functions passed to the page run in the browser */
// Hydration on a slow phone and the dashboard's data requests, in Chromium (issue 28, How we will
// know): the time from navigation to the hydration marker (`<html data-hydrated>`, set by
// app/entry.client.tsx and by the bare page's entry alike) under slow 3G (400 kbps, 400 ms RTT)
// and 4× CPU throttling, cold cache, for each page and the bare one, interleaved run by run; and
// how many requests carry a dashboard view's loader data (the document, or the `.data` of a client
// navigation, plus any revalidation in the first seconds).
import { chromiumExecutable, chromiumFlags } from "./chromium.mjs";
import { emulateSlowNetwork } from "./slow-network.mjs";

export const slow3g = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 };

/** Chromium as the bench launches it (Debian's where installed). */
export async function launch() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch(
    chromiumExecutable ? { executablePath: chromiumExecutable, args: chromiumFlags } : {},
  );
}

/** A fresh context (cold cache) that speaks pt-BR and carries `cookie` ("name=value") for its URL. */
async function freshPage(browser, url, cookie) {
  const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "pt-BR" } });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url }]);
  }
  return { context, page: await context.newPage() };
}

/** Records, in the page, when <html> gets data-hydrated (ms since navigation start). */
function watchHydration() {
  const seen = () => {
    if (window.__hydratedAt === undefined && document.documentElement.hasAttribute("data-hydrated"))
      window.__hydratedAt = performance.now();
  };
  new MutationObserver(seen).observe(document, { attributes: true, subtree: true });
}

/** Time to hydration of one cold load of `url` under the slow profile. */
async function hydrationTime(browser, { url, cookie }, profile) {
  const { context, page } = await freshPage(browser, url, cookie);
  try {
    await page.addInitScript(watchHydration);
    const cdp = await context.newCDPSession(page);
    await emulateSlowNetwork(page, {
      latencyMs: profile.latencyMs,
      bytesPerSecond: (profile.kbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    return await page.evaluate(() => window.__hydratedAt);
  } finally {
    await context.close();
  }
}

/** Median time to hydration per target ({label, url, cookie?}) over `runs` interleaved rounds. */
export async function slow3gHydration(targets, { runs, profile = slow3g }) {
  const browser = await launch();
  const times = new Map(targets.map((target) => [target.label, []]));
  try {
    for (let round = 0; round < runs; round++)
      for (const target of targets)
        times.get(target.label).push(await hydrationTime(browser, target, profile));
  } finally {
    await browser.close();
  }
  return targets.map(({ label }) => {
    const all = times.get(label);
    return {
      label,
      runs: all.length,
      median: [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)],
      all,
    };
  });
}

const isDataRequest = (request) => {
  const url = new URL(request.url());
  return (
    url.pathname.endsWith(".data") || (request.isNavigationRequest() && request.resourceType() === "document")
  );
};

/**
 * Requests that carry the dashboard's loader data in the `windowMs` after a view starts, unthrottled:
 * a document load of /dashboard (its HTML, plus any `.data` revalidation), and a client navigation
 * to it from the Thumbnail Expert's header (its `.data`, plus any after). Exactly one each is the
 * budget: a second is a loader run and a re-render the creator pays for.
 */
export async function dashboardDataRequests(base, cookie, { windowMs = 5000 } = {}) {
  const browser = await launch();
  const view = async (open) => {
    const { context, page } = await freshPage(browser, base, cookie);
    try {
      const seen = [];
      let counting = false;
      page.on("request", (request) => {
        if (counting && isDataRequest(request)) seen.push(new URL(request.url()).pathname);
      });
      await open(page, () => (counting = true));
      await page.waitForTimeout(windowMs);
      return seen;
    } finally {
      await context.close();
    }
  };
  try {
    const documentLoad = await view(async (page, start) => {
      start();
      await page.goto(`${base}/dashboard`);
    });
    const clientNavigation = await view(async (page, start) => {
      await page.goto(`${base}/thumbnail-expert`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      start();
      await page.locator('a[href="/dashboard"]').first().click();
      await page.waitForURL(`${base}/dashboard`);
    });
    return { windowMs, documentLoad, clientNavigation };
  } finally {
    await browser.close();
  }
}
