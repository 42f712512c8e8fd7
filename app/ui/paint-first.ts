/**
 * Paint first, hydrate after: rewrites of the HTML that Remix's `<Scripts>` streams out. Every page
 * is complete HTML and works before JavaScript runs, so on a slow phone the document and its
 * stylesheet should get the network and the main thread first, and the ~100 kB of hydration code
 * should run only once the page is on screen. Remix's `<Scripts>` has no options for any of this,
 * hence a rewrite of the stream (docs/decisions/007-paint-first-hydrate-after.md):
 *
 * 1. `<link rel="modulepreload">` loses its `rel`, so nothing is fetched before the first paint, and
 *    gains the response's CSP nonce: under `'strict-dynamic'` a preload without one is ignored.
 * 2. The inline module script's static route imports (`import * as route0 from "…"`) become dynamic
 *    imports that run after the first paint (a frame, then a task). From then on the inert links get
 *    their `rel="modulepreload"` back, one per task, so the browser fetches and compiles the whole module graph
 *    in parallel, off the main thread, instead of discovering it import by import (a waterfall of
 *    round trips on 3G). No `fetch()` loop: it cost a main-thread task after paint
 *    (docs/decisions/027-less-to-hydrate.md). Browsers without top-level await skip hydration and
 *    keep the server-rendered page, which works alone.
 * 3. On a page a creator uses (every page but those to read, whose route exports
 *    `handle = scriptsAfterPaint`), a small module script at the end of `<head>` asks the browser how
 *    fast its network is. On a slow one (3G or worse, or a round trip of 300 ms or more) it preloads
 *    the page's modules at once, at low priority, so they download while the stylesheet and the
 *    page do; they still run only after the first paint. On a fast network it does nothing: there
 *    the early download buys nothing and measurably adds main-thread work.
 * 4. On that slow network the same script also holds the images marked `afterCodeOnSlowNetworks`
 *    (the pictures `CardImage` draws in cards, inside a box that keeps their size) until the page
 *    has hydrated: a dozen card images would otherwise share the link with the code and delay it by
 *    seconds. Without JavaScript, or on a fast network, nothing is held.
 */
export type PreloadTiming = "after-paint" | "early-on-slow-networks";

/** A route's `handle` that keeps its page's module preloads until after the first paint. */
export const scriptsAfterPaint = { scriptsAfterPaint: true } as const;

/** Whether any matched route's handle asks for its scripts after the first paint. */
export function preloadTimingFor(handles: unknown[]): PreloadTiming {
  return handles.some(
    (handle) =>
      typeof handle === "object" &&
      handle !== null &&
      "scriptsAfterPaint" in handle &&
      handle.scriptsAfterPaint === true,
  )
    ? "after-paint"
    : "early-on-slow-networks";
}

/** Marks an image that, on a slow network, waits for the page's code (see earlyPreloadScript). */
const heldImageAttribute = "data-after-code";

/** Spread onto such an `<img>`: `<img {...afterCodeOnSlowNetworks} …>`. */
export const afterCodeOnSlowNetworks = { [heldImageAttribute]: "" };

/** Dispatched on `window` once the whole page has hydrated (entry.client.tsx). */
export const hydratedEvent = "miniatura:hydrated";

/** However slow the code, held images show after this long. */
const heldImagesTimeoutMs = 20_000;

/** The round trip (ms, the browser's own estimate) from which a network counts as slow. */
export const slowRoundTripMs = 300;

/**
 * The body of the module script that, on a slow network, preloads `modules` (the page's JavaScript,
 * as Remix's links name it) at low priority. A module script with `async` runs as soon as it is
 * parsed, without waiting for the stylesheet, and the links it adds are trailing children of
 * `<head>`, which React leaves alone when it hydrates.
 *
 * The held images go back on the page when it has hydrated, or on the first error (code that fails
 * to load must not cost the pictures), or after `heldImagesTimeoutMs` at worst. A stylesheet built
 * in script (not an element) leaves the DOM React hydrates untouched; browsers without one, or
 * without `Array.prototype.at` (those old enough to skip hydration, see point 2), hold nothing.
 */
export function earlyPreloadScript(modules: string[]): string {
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  return [
    "const connection = navigator.connection;",
    `if (connection && (/^(slow-2g|2g|3g)$/.test(connection.effectiveType) || connection.rtt >= ${slowRoundTripMs})) {`,
    `  for (const href of ${list}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.fetchPriority = "low";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    "  if (document.adoptedStyleSheets && Array.prototype.at) {",
    "    const held = new CSSStyleSheet();",
    `    held.replaceSync("img[${heldImageAttribute}]{display:none}");`,
    "    document.adoptedStyleSheets = [...document.adoptedStyleSheets, held];",
    "    const release = () => {",
    "      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== held);",
    "    };",
    `    for (const event of ["${hydratedEvent}", "error", "unhandledrejection"]) addEventListener(event, release, { once: true });`,
    `    setTimeout(release, ${heldImagesTimeoutMs});`,
    "  }",
    "}",
  ].join("\n");
}

const preloadTag = /<link rel="modulepreload" href="([^"]+)"/g;
// Remix's inline module script, with this response's CSP nonce when there is one.
const moduleScriptOpen = '<script(?: nonce="[^"]*")? type="module" async="">';
const scriptClose = "</script>";
const routeImport = /^import \* as (route\d+) from ("[^"\n]+");$/gm;
// A module imported for what it does: Remix's route manifest file, first, when lazy route discovery
// is off. Deferred with the routes, in the same order, before the entry.
const sideEffectImport = /^import ("[^"\n]+");$/gm;
const afterFirstPaint =
  "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";

/**
 * After the first paint, the inert links become module preloads again, one per task. Each `rel` set
 * starts a request on the main thread, and all of a page's at once made one task of 24–35 ms at 4×
 * CPU (median), a long task on a cheap phone; one per task, the longest is 5–7 ms and the page
 * hydrates as soon (docs/decisions/027-less-to-hydrate.md). A MessageChannel message is a new task
 * without `setTimeout`'s 4 ms clamp, and the route imports that follow start at once. Setting `rel`
 * on the elements that are already there (rather than adding new ones) keeps the DOM React hydrates
 * unchanged.
 */
export const restorePreloads = [
  'const inert = [...document.querySelectorAll("link[data-modulepreload]")];',
  "const restore = new MessageChannel();",
  "restore.port1.onmessage = () => {",
  "  const link = inert.shift();",
  "  if (!link) return restore.port1.close();",
  '  link.rel = "modulepreload";',
  "  restore.port2.postMessage(0);",
  "};",
  "restore.port2.postMessage(0);",
].join("\n");

/**
 * Rewrites the body of Remix's inline module script: wait for the first paint, let the page's
 * module preloads start (in parallel, as Remix's links would have), then import the route modules
 * and the route manifest's file, which must have run before the entry hydrates (it is imported
 * last, as before). Anything unexpected passes through unchanged.
 */
export function deferRouteImports(script: string, hasPreloads: boolean): string {
  const modules: Array<{ name: string; url: string }> = [];
  const rest = script
    .replace(sideEffectImport, (_line, url: string) => {
      modules.push({ name: "", url });
      return "";
    })
    .replace(routeImport, (_line, name: string, url: string) => {
      modules.push({ name, url });
      return "";
    });
  if (!modules.some((m) => m.name) || /^\s*import\s/m.test(rest)) return script;
  const warm = hasPreloads ? `${restorePreloads}\n` : "";
  const names = modules.map((m) => m.name).join(", ");
  const imports = modules.map((m) => `import(${m.url})`).join(", ");
  return `${afterFirstPaint}\n${warm}const [${names}] = await Promise.all([${imports}]);\n${rest.replace(/^\s*;?\s*\n+/, "")}`;
}

/** Where the last module script tag in `text` opens, or -1. */
function lastModuleScriptOpen(text: string) {
  let last = -1;
  for (const match of text.matchAll(new RegExp(moduleScriptOpen, "g"))) last = match.index;
  return last;
}

/** Where to cut so that no tag (and no module script) is split between two outputs. */
function safeCut(text: string) {
  const open = lastModuleScriptOpen(text);
  if (open !== -1 && text.indexOf(scriptClose, open) === -1) return open;
  const lastTag = text.lastIndexOf("<");
  return lastTag !== -1 && text.indexOf(">", lastTag) === -1 ? lastTag : text.length;
}

export function paintFirst({
  nonce,
  preloads,
  modules = [],
}: {
  /** This response's CSP nonce; absent under `npm run dev` (Vite). */
  nonce?: string;
  preloads: PreloadTiming;
  /** The page's JavaScript modules, for the early preload on a slow network. */
  modules?: string[];
}): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let sawPreload = false;
  let pending = "";
  const nonced = nonce ? ` nonce="${nonce}"` : "";
  const early =
    preloads === "early-on-slow-networks" && modules.length > 0
      ? `<script type="module" async=""${nonced}>${earlyPreloadScript(modules)}</script>`
      : "";
  let headClosed = false;

  const rewrite = (html: string) =>
    html
      // The early preload goes last in <head>, where React's hydration leaves extra elements alone.
      .replace("</head>", (tag) => {
        if (headClosed) return tag;
        headClosed = true;
        return `${early}${tag}`;
      })
      // An inert link (no rel): the browser fetches nothing before the first paint. The element
      // stays, so React hydrates the same tree.
      .replace(preloadTag, (_tag, href: string) => {
        sawPreload = true;
        return `<link data-modulepreload=""${nonced} href="${href}"`;
      })
      .replace(
        new RegExp(`(${moduleScriptOpen})([\\s\\S]*?)${scriptClose}`, "g"),
        (_tag, open: string, body: string) => `${open}${deferRouteImports(body, sawPreload)}${scriptClose}`,
      );

  return new TransformStream({
    transform(chunk, controller) {
      let text = pending + decoder.decode(chunk, { stream: true });
      // Hold back an unfinished tag or module script until the rest arrives.
      const cut = safeCut(text);
      pending = text.slice(cut);
      text = text.slice(0, cut);
      if (text) controller.enqueue(encoder.encode(rewrite(text)));
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
    },
  });
}
