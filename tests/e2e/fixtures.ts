import { test as base, expect, type Page, type Response } from "@playwright/test";
import { hydratedEvent } from "../../app/ui/paint-first";
import { emulateSlowNetwork } from "../../scripts/lib/slow-network.mjs";

/**
 * Every test fails if the page logs a console.error or throws: an error a creator never sees is
 * still an error (Epic Stack habit).
 */
/** A made-up client address per test: the app rate-limits sign-ins per IP (CF-Connecting-IP). */
function testClientIp() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * With JavaScript, waits until the page that a navigation loaded has hydrated (entry.client marks
 * <html data-hydrated>). Until then the page works as it does without JavaScript (the page paints
 * first and holds events until hydration), so a click that comes too early tests the other project's
 * behaviour: a checkout form opens in the same tab instead of a new one, a download shows no toast.
 * Only the app's own HTML pages hydrate (not another site's page a test serves, an image or JSON);
 * a navigation with `waitUntil: "commit"` asks not to wait at all.
 */
async function waitForHydration(page: Page, response: Response | null, appOrigin: string) {
  if (!response || new URL(response.url()).origin !== appOrigin) return;
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

function hydrateAfterNavigations(page: Page, appOrigin: string) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForHydration(page, response, appOrigin);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await waitForHydration(page, response, appOrigin);
    return response;
  };
}

export const test = base.extend<{ pageErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "CF-Connecting-IP": testClientIp() });
  },
  page: async ({ page, javaScriptEnabled, baseURL }, provide) => {
    if (javaScriptEnabled !== false && baseURL) hydrateAfterNavigations(page, new URL(baseURL).origin);
    await provide(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // A form that refuses bad input answers 400/409/429 (and the test checks the message shown);
        // the browser logs that status as a failed load. Any other error still fails the test.
        if (
          /Failed to load resource: the server responded with a status of (400|403|409|413|415|429) /.test(
            message.text(),
          )
        )
          return;
        // A click or a link followed while a live refresh is loading interrupts that refresh; Remix
        // aborts it and logs the abort from its single-fetch decoder (remix-run/react-router#14203),
        // though nothing failed. Chromium words it by where the abort caught the response: before
        // its body ("signal is aborted…") or while reading it ("BodyStreamBuffer was aborted"). Only
        // that abort, raised by the router's own navigate, is let through.
        if (message.type() === "error" && isInterruptedLoad(message.text())) return;
        if (message.type() === "error") errors.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, "errors logged by the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const isInterruptedLoad = (text: string) =>
  /^AbortError: (signal is aborted without reason|BodyStreamBuffer was aborted)/.test(text) &&
  /\[as navigate\]/.test(text);

export const javaScriptOn = (projectName: string) => projectName === "js-on";

/** Marks the current document; a full page load forgets the mark, a client navigation keeps it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

/** Whether the document marked by `markDocument` is still the one on screen. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/**
 * The modules a page's HTML names in Remix's preload links, which the server sends inert
 * (`data-modulepreload`, docs/decisions/007-paint-first-hydrate-after.md) whether or not the
 * browser runs JavaScript.
 */
export const inertModulePreloads = (html: string) =>
  [...html.matchAll(/<link data-modulepreload=""[^>]* href="([^"]+)"/g)].map((match) => match[1]!);

/**
 * The app's scripts (`/assets/*.js`) the page downloads from now on whose code matches `content`:
 * which code a page loads, and when (e.g. zod only once a form is used).
 */
export function scriptsHolding(page: Page, content: RegExp): string[] {
  const found: string[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/assets/") || !url.pathname.endsWith(".js")) return;
    const body = await response.text().catch(() => "");
    if (content.test(body)) found.push(url.pathname);
  });
  return found;
}

/** A 3G round trip (400 ms) from now on; the page reads `effectiveType` "3g" (scripts/lib/slow-network.mjs). */
export async function slowNetwork(page: Page, bytesPerSecond = (2 * 1024 * 1024) / 8) {
  await emulateSlowNetwork(page, { latencyMs: 400, bytesPerSecond });
}

/**
 * Queues the development job that adds `count` sample thumbnails, from another tab of the same
 * browser; `buttonName` is the job's button in the page's language.
 */
export async function addSamples(page: Page, buttonName: string, count: number) {
  const other = await page.context().newPage();
  await other.goto("/dev/thumbnails");
  await other.getByLabel(/Quantas|How many/).selectOption(String(count));
  await other.getByRole("button", { name: buttonName }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.close();
}

/**
 * Starts a Thumbnail Expert conversation with its first answer, posted as the page's form would
 * (no page needed); returns its id.
 */
export async function startConversation(page: Page, text: string) {
  const conversationId = crypto.randomUUID();
  const sent = await page.request.post("/thumbnail-expert", {
    multipart: { intent: "send", conversationId, clientMessageId: crypto.randomUUID(), text },
  });
  expect(sent.ok(), "the first message creates the conversation").toBe(true);
  return conversationId;
}

/** Loads pages with an empty cache from now on, so that every image is requested again. */
export async function withoutCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/** From now on each page notes when it hydrated (the app's `hydratedEvent`). */
export async function noteHydration(page: Page) {
  await page.addInitScript(
    (event) =>
      addEventListener(event, () => {
        (window as Window & { hydratedAt?: number }).hydratedAt = performance.now();
      }),
    hydratedEvent,
  );
}

/**
 * When the page hydrated (null without JavaScript) and when each image whose path matches was
 * requested, in ms since the navigation started (needs `noteHydration` first).
 */
export function imageTimings(page: Page, path: RegExp) {
  return page.evaluate(
    ({ source, flags }) => ({
      hydratedAt: (window as Window & { hydratedAt?: number }).hydratedAt ?? null,
      imageStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new RegExp(source, flags).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    { source: path.source, flags: path.flags },
  );
}

export const liveConnectedText = {
  en: "Connected for live updates",
  pt: "Conectado para atualizações ao vivo",
};

/**
 * Opens the status page. With JavaScript, also waits until the live WebSocket is connected (so a
 * job started next reports back over it) and the router is idle. Connecting reloads nothing unless
 * the channel had news since the page's data was read (app/core/live/revalidation-decision.ts).
 */
export async function openStatusPage(
  page: Page,
  {
    url = "/status",
    language,
    withJavaScript,
  }: { url?: string; language: "en" | "pt"; withJavaScript: boolean },
) {
  return openLivePage(page, { url, connectedText: liveConnectedText[language], withJavaScript });
}

/** Opens a page that follows the live channel (see openStatusPage for what it waits for). */
export async function openLivePage(
  page: Page,
  { url, connectedText, withJavaScript }: { url: string; connectedText: string; withJavaScript: boolean },
) {
  const response = await page.goto(url);
  if (withJavaScript) {
    await expect(page.getByText(connectedText)).toBeVisible();
    await waitForRouterIdle(page);
  }
  return response;
}

/** Waits until Remix has no navigation, revalidation or fetcher in flight (JavaScript on). */
export async function waitForRouterIdle(page: Page) {
  await page.waitForFunction(() => {
    type RouterState = {
      navigation: { state: string };
      revalidation: string;
      fetchers: Map<string, unknown>;
    };
    const state = (window as unknown as { __remixRouter?: { state: RouterState } }).__remixRouter?.state;
    return state?.navigation.state === "idle" && state.revalidation === "idle" && state.fetchers.size === 0;
  });
}

/** After a navigation: the page has loaded and, with JavaScript, the network and the router are idle. */
export async function settle(page: Page, js: boolean) {
  await page.waitForLoadState("load");
  if (js) {
    await page.waitForLoadState("networkidle");
    await waitForRouterIdle(page);
  }
}
