import type { Page } from "@playwright/test";
import { expect, inertModulePreloads, javaScriptOn, slowNetwork, test } from "./fixtures";

/**
 * When a page's JavaScript downloads (docs/decisions/007-paint-first-hydrate-after.md): on a slow
 * network a page a creator uses fetches it while the page loads, at low priority, so it hydrates
 * sooner on 3G; on a fast network, and on a page to read, it waits for the first paint. Either way
 * nothing runs before the paint and the page hydrates without an error (the fixture fails a test on
 * any error the page logs, a hydration mismatch included). With JavaScript off the same pages
 * download no JavaScript at all, on either network.
 */

/**
 * What the page did: the preloads added to <head> early, and when its first script request started
 * against its first paint.
 */
function loadFacts(page: Page) {
  return page.evaluate(() => {
    const early = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
    return {
      connection: (navigator as Navigator & { connection?: { effectiveType: string } }).connection
        ?.effectiveType,
      early: early.map((link) => ({ href: new URL(link.href).pathname, priority: link.fetchPriority })),
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
      paint,
    };
  });
}

/** The app's JavaScript the page requests, as it requests it. */
function scriptRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

/** Without JavaScript the preloads stay inert and nothing runs: the page costs no script bytes at all. */
async function expectNoScriptDownloaded(page: Page, seen: string[]) {
  await page.waitForLoadState("networkidle");
  expect(seen, "JavaScript requested with JavaScript off").toEqual([]);
}

test("on 3G, /login fetches its modules at low priority while it loads, before its first paint, and hydrates", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const seen = scriptRequests(page);
  await slowNetwork(page);
  const response = await page.goto("/login");
  if (!javaScriptOn(testInfo.project.name)) {
    // The form is all there and posts to the server.
    await expect(page.locator("form input[type=password]")).toHaveCount(1);
    return expectNoScriptDownloaded(page, seen);
  }
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const facts = await loadFacts(page);
  // Remix's own links as the server sent them (inert until the paint; React drops them later).
  const inert = inertModulePreloads((await response?.text()) ?? "");
  expect(facts.connection).toBe("3g");
  expect(inert.length).toBeGreaterThanOrEqual(3);
  expect(facts.early.map((link) => link.href).sort()).toEqual([...inert].sort());
  for (const link of facts.early) expect(link.priority).toBe("low");
  // The stylesheet alone needs a 400 ms round trip before anything is painted.
  expect(facts.paint).not.toBeNull();
  expect(facts.firstScriptStart).toBeLessThan(facts.paint!);
});

test("on a fast network /login, and on 3G the landing page, keep their modules until after the first paint", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const seen = scriptRequests(page);
  if (!javaScriptOn(testInfo.project.name)) {
    await page.goto("/login");
    await expectNoScriptDownloaded(page, seen);
    await slowNetwork(page);
    await page.goto("/");
    return expectNoScriptDownloaded(page, seen);
  }
  await page.goto("/login");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const fast = await loadFacts(page);
  expect(fast.connection).not.toMatch(/2g|3g/);
  // The page carries the check, and on this network it preloaded nothing early.
  expect(await page.locator("head > script[type=module]").count()).toBe(1);
  expect(fast.early).toEqual([]);

  await slowNetwork(page);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const landing = await loadFacts(page);
  expect(landing.connection).toBe("3g");
  expect(await page.locator("head > script[type=module]").count()).toBe(0);
  expect(landing.early).toEqual([]);
});
