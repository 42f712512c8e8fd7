import { describe, expect, it } from "vitest";
import {
  deferRouteImports,
  afterCodeOnSlowNetworks,
  earlyPreloadScript,
  hydratedEvent,
  paintFirst,
  preloadTimingFor,
  restorePreloads,
  scriptsAfterPaint,
  slowRoundTripMs,
  type PreloadTiming,
} from "~/ui/paint-first";

async function run(
  chunks: Array<string | Uint8Array>,
  options: { nonce?: string; preloads: PreloadTiming; modules?: string[] } = { preloads: "after-paint" },
) {
  const encoder = new TextEncoder();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(input.pipeThrough(paintFirst(options))).text();
}

// The shape Remix 2's <Scripts> streams (trimmed).
const remixScript = [
  ";",
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/faq-2.js";',
  'window.__remixManifest = {"entry":{"module":"/assets/entry.client-3.js"}};',
  'window.__remixRouteModules = {"root":route0,"routes/faq":route1};',
  "",
  'import("/assets/entry.client-3.js");',
].join("\n");
const page =
  "<html><head><title>Olá, criação</title></head><body><main>Conteúdo</main>" +
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="modulepreload" href="/assets/root-1.js"/>' +
  `<script>window.__remixContext = {};</script><script type="module" async="">${remixScript}</script></body></html>`;

describe("paintFirst", () => {
  it("on a page a creator uses, adds a module script at the end of <head> that preloads its modules on a slow network", async () => {
    const modules = ["/assets/entry.client-3.js", "/assets/root-1.js", "/assets/faq-2.js"];
    const html = await run([page], { nonce: "n0Nce+/=", preloads: "early-on-slow-networks", modules });
    const early = /<script type="module" async="" nonce="n0Nce\+\/=">([\s\S]*?)<\/script><\/head>/.exec(
      html,
    )?.[1];
    expect(early).toBe(earlyPreloadScript(modules));
    // Remix's own links stay inert until the first paint, whatever the network.
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("preloads, at low priority, only when the browser reports 3G or worse or a slow round trip", () => {
    const modules = ["/assets/entry.client-3.js", "/assets/root-1.js"];
    const script = earlyPreloadScript(modules);
    const preloadedOn = (connection: object | undefined) => {
      const appended: Array<Record<string, string>> = [];
      const document = {
        createElement: () => ({}) as Record<string, string>,
        head: { append: (link: Record<string, string>) => appended.push(link) },
      };
      new Function("navigator", "document", script)({ connection }, document);
      return appended;
    };
    expect(preloadedOn({ effectiveType: "3g", rtt: 450 })).toEqual([
      { rel: "modulepreload", fetchPriority: "low", href: "/assets/entry.client-3.js" },
      { rel: "modulepreload", fetchPriority: "low", href: "/assets/root-1.js" },
    ]);
    expect(preloadedOn({ effectiveType: "slow-2g", rtt: 2000 })).toHaveLength(2);
    expect(preloadedOn({ effectiveType: "4g", rtt: slowRoundTripMs })).toHaveLength(2);
    expect(preloadedOn({ effectiveType: "4g", rtt: 100 })).toEqual([]);
    // Safari and Firefox have no navigator.connection: the preloads wait for the paint, as before.
    expect(preloadedOn(undefined)).toEqual([]);
  });

  it("on a slow network hides the card images until the page has hydrated, or an error, or 20 s", () => {
    const script = earlyPreloadScript(["/assets/root-1.js"]);
    const [marker] = Object.keys(afterCodeOnSlowNetworks);
    const load = (effectiveType: string) => {
      const listeners = new Map<string, () => void>();
      const timers: Array<{ run: () => void; ms: number }> = [];
      const document = {
        adoptedStyleSheets: [] as Array<{ rules: string }>,
        createElement: () => ({}),
        head: { append: () => {} },
      };
      class CSSStyleSheet {
        rules = "";
        replaceSync(text: string) {
          this.rules = text;
        }
      }
      new Function("navigator", "document", "CSSStyleSheet", "addEventListener", "setTimeout", script)(
        { connection: { effectiveType, rtt: effectiveType === "3g" ? 450 : 50 } },
        document,
        CSSStyleSheet,
        (event: string, listener: () => void) => listeners.set(event, listener),
        (run: () => void, ms: number) => timers.push({ run, ms }),
      );
      return { document, listeners, timers };
    };

    const slow = load("3g");
    expect(slow.document.adoptedStyleSheets.map((sheet) => sheet.rules)).toEqual([
      `img[${marker}]{display:none}`,
    ]);
    slow.listeners.get(hydratedEvent)!();
    expect(slow.document.adoptedStyleSheets).toEqual([]);

    for (const release of ["error", "unhandledrejection"]) {
      const failing = load("3g");
      failing.listeners.get(release)!();
      expect(failing.document.adoptedStyleSheets, release).toEqual([]);
    }
    const stalled = load("3g");
    expect(stalled.timers.map((timer) => timer.ms)).toEqual([20_000]);
    stalled.timers[0]!.run();
    expect(stalled.document.adoptedStyleSheets).toEqual([]);

    const fast = load("4g");
    expect(fast.document.adoptedStyleSheets).toEqual([]);
    expect(fast.listeners.size).toBe(0);
  });

  it("on a page to read, adds no early preload, and gives the inert links the nonce they need once they fetch", async () => {
    const html = await run([page], { nonce: "abc", preloads: "after-paint", modules: ["/assets/root-1.js"] });
    expect(html).not.toContain('<script type="module" async="" nonce="abc">const connection');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-modulepreload="" nonce="abc" href="/assets/root-1.js"/>');
  });

  it("leaves no preload that fetches before the first paint, and keeps the elements for hydration", async () => {
    const html = await run([page]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-modulepreload="" href="/assets/entry.client-3.js"/>');
    expect(html).toContain('<link data-modulepreload="" href="/assets/root-1.js"/>');
    expect(html).toContain("<main>Conteúdo</main>");
    expect(html).toContain("<script>window.__remixContext = {};</script>");
  });

  it("imports the routes after the first paint, starting to turn the inert links back into preloads first, with no fetch loop", async () => {
    const html = await run([page]);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const lines = script.split("\n");
    expect(lines[0]).toBe(
      "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    );
    const restoring = restorePreloads.split("\n");
    expect(lines.slice(1, 1 + restoring.length)).toEqual(restoring);
    expect(script).not.toContain("fetch(");
    expect(lines[1 + restoring.length]).toBe(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/faq-2.js")]);',
    );
    expect(script).not.toMatch(/^import \*/m);
    // The rest of Remix's script runs unchanged, in order, after the routes are loaded.
    expect(script.indexOf("window.__remixRouteModules")).toBeGreaterThan(script.indexOf("Promise.all"));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-3.js");')).toBe(true);
  });

  it("gives the same document however the stream is chunked, even inside a multi-byte character", async () => {
    const whole = await run([page]);
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await run([bytes.slice(0, cut), bytes.slice(cut)]), `cut at byte ${cut}`).toBe(whole);
    }
    const pieces = [...page].map((c) => c);
    expect(await run(pieces)).toBe(whole);
    const early = { nonce: "n", preloads: "early-on-slow-networks" as const, modules: ["/assets/root-1.js"] };
    const wholeEarly = await run([page], early);
    expect(wholeEarly.match(/const connection/g)).toHaveLength(1);
    for (let cut = 1; cut < bytes.length; cut += 5) {
      expect(await run([bytes.slice(0, cut), bytes.slice(cut)], early), `cut at byte ${cut}`).toBe(
        wholeEarly,
      );
    }
  });

  it("rewrites the module script that carries the page's CSP nonce, keeping the nonce, however it is chunked", async () => {
    const nonced = page
      .replace("<script>", '<script nonce="n0Nce+/=">')
      .replace('<script type="module"', '<script nonce="n0Nce+/=" type="module"');
    const whole = await run([nonced]);
    const script = /<script nonce="n0Nce\+\/=" type="module" async="">([\s\S]*?)<\/script>/.exec(whole)?.[1];
    expect(script).toContain('await Promise.all([import("/assets/root-1.js"), import("/assets/faq-2.js")])');
    const bytes = new TextEncoder().encode(nonced);
    for (let cut = 1; cut < bytes.length; cut += 11) {
      expect(await run([bytes.slice(0, cut), bytes.slice(cut)]), `cut at byte ${cut}`).toBe(whole);
    }
  });

  it("passes a document without Remix scripts through unchanged", async () => {
    const plain = "<html><body><p>404</p></body></html><link rel=";
    expect(await run(["<html><body>", "<p>404</p></body></html>", "<link rel="])).toBe(plain);
  });
});

describe("preloadTimingFor", () => {
  it("waits for the first paint when a matched route asks for it, and fetches early on a slow network otherwise", () => {
    expect(preloadTimingFor([undefined, scriptsAfterPaint])).toBe("after-paint");
    expect(preloadTimingFor([undefined, { other: true }])).toBe("early-on-slow-networks");
    expect(preloadTimingFor([])).toBe("early-on-slow-networks");
  });
});

describe("restorePreloads", () => {
  it("gives each inert link its rel back in a task of its own, then closes its channel", () => {
    const links = [{ rel: "" }, { rel: "" }, { rel: "" }];
    const queued: Array<() => void> = [];
    let closed = false;
    class MessageChannel {
      port1 = {
        onmessage: null as null | (() => void),
        close: () => {
          closed = true;
        },
      };
      port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      querySelectorAll: (selector: string) => (selector === "link[data-modulepreload]" ? links : []),
    };
    new Function("document", "MessageChannel", restorePreloads)(document, MessageChannel);
    // Nothing changes in the task that runs the script: the route imports after it start at once.
    expect(links.map((link) => link.rel)).toEqual(["", "", ""]);
    const flippedPerTask: number[] = [];
    while (queued.length > 0) {
      const before = links.filter((link) => link.rel === "modulepreload").length;
      queued.shift()!();
      flippedPerTask.push(links.filter((link) => link.rel === "modulepreload").length - before);
    }
    expect(flippedPerTask).toEqual([1, 1, 1, 0]);
    expect(links.every((link) => link.rel === "modulepreload")).toBe(true);
    expect(closed).toBe(true);
  });
});

describe("deferRouteImports", () => {
  it("leaves a script it does not recognise alone", () => {
    const other = 'import { x } from "/a.js";\nx();';
    expect(deferRouteImports(other, true)).toBe(other);
    const mixed = 'import * as route0 from "/r.js";\nimport { y } from "/b.js";';
    expect(deferRouteImports(mixed, true)).toBe(mixed);
    const noRoutes = 'import "/assets/manifest-9.js";\nwindow.x = 1;';
    expect(deferRouteImports(noRoutes, true)).toBe(noRoutes);
  });

  it("loads the route manifest's file with the routes, after the first paint, before the entry hydrates", () => {
    // Remix's script when lazy route discovery is off (vite.config.ts): the manifest is a file.
    const script = deferRouteImports(
      [
        'import "/assets/manifest-9.js";',
        'import * as route0 from "/assets/root-1.js";',
        'import * as route1 from "/assets/faq-2.js";',
        "",
        'window.__remixRouteModules = {"root":route0,"routes/faq":route1};',
        "",
        'import("/assets/entry.client-3.js");',
      ].join("\n"),
      true,
    );
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-9.js"), import("/assets/root-1.js"), import("/assets/faq-2.js")]);',
    );
    expect(script.indexOf("Promise.all")).toBeGreaterThan(script.indexOf("requestAnimationFrame"));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-3.js");')).toBe(true);
  });

  it("restores no preloads when the page named none", () => {
    const script = deferRouteImports('import * as route0 from "/r.js";\nwindow.x = route0;', false);
    expect(script).not.toContain("modulepreload");
    expect(script).toContain('const [route0] = await Promise.all([import("/r.js")]);');
  });
});
