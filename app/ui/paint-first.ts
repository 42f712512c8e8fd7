/**
 * Paint first, hydrate after: two rewrites of the HTML that Remix's `<Scripts>` streams out. Every
 * page is complete HTML and works before JavaScript runs, so on a slow phone the document and its
 * stylesheet should get the main thread first, and the ~100 kB of hydration code should run only
 * once the page is on screen. Remix's `<Scripts>` has no options for either, hence a rewrite of the
 * stream:
 *
 * 1. The module preloads. Remix's `<link rel="modulepreload">` carries no CSP nonce, so under the
 *    Worker's `'strict-dynamic'` policy the browser ignored it and found the modules only when a
 *    script asked for them. Each link gets the response's nonce, and how early it fetches depends on
 *    the page (docs/decisions/007-paint-first-hydrate-after.md):
 *    - `at-parse` (pages a creator uses: sign-in, the dashboard, the tools): the browser fetches the
 *      modules as soon as it reads the links, at low priority, while the stylesheet loads. On 3G the
 *      code is then there about a second sooner and the page answers sooner.
 *    - `after-paint` (pages a creator reads: the landing page, FAQ, legal and help pages; their
 *      route exports `handle = scriptsAfterPaint`): the link loses its `rel`, so nothing is fetched
 *      before the first paint, and gets it back right after it.
 * 2. The inline module script's static route imports (`import * as route0 from "…"`) become dynamic
 *    imports that run after the first paint (a frame, then a task), so no module is evaluated before
 *    the page is on screen. No `fetch()` loop: it cost a main-thread task after paint
 *    (docs/decisions/027-less-to-hydrate.md). Browsers without top-level await skip hydration and
 *    keep the server-rendered page, which works alone.
 */
export type PreloadTiming = "at-parse" | "after-paint";

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
    : "at-parse";
}

const preloadTag = /<link rel="modulepreload" href="([^"]+)"/g;
// Remix's inline module script, with this response's CSP nonce when there is one.
const moduleScriptOpen = '<script(?: nonce="[^"]*")? type="module" async="">';
const scriptClose = "</script>";
const routeImport = /^import \* as (route\d+) from ("[^"\n]+");$/gm;
const afterFirstPaint =
  "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";

/**
 * After the first paint, the inert links become module preloads again. Setting `rel` on the elements
 * that are already there (rather than adding new ones) keeps the DOM React hydrates unchanged.
 */
const restorePreloads =
  'for (const link of document.querySelectorAll("link[data-modulepreload]")) link.rel = "modulepreload";';

/**
 * Rewrites the body of Remix's inline module script: wait for the first paint, let the page's
 * module preloads start (in parallel, as Remix's links would have), then import the route modules.
 * Anything unexpected passes through unchanged.
 */
export function deferRouteImports(script: string, hasPreloads: boolean): string {
  const routes: Array<{ name: string; url: string }> = [];
  const rest = script.replace(routeImport, (_line, name: string, url: string) => {
    routes.push({ name, url });
    return "";
  });
  if (routes.length === 0 || /^\s*import\s/m.test(rest)) return script;
  const warm = hasPreloads ? `${restorePreloads}\n` : "";
  const names = routes.map((r) => r.name).join(", ");
  const imports = routes.map((r) => `import(${r.url})`).join(", ");
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
}: {
  /** This response's CSP nonce; absent under `npm run dev` (Vite). */
  nonce?: string;
  preloads: PreloadTiming;
}): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let sawPreload = false;
  let pending = "";

  const rewrite = (html: string) =>
    html
      // The element stays either way, so React hydrates the same tree.
      .replace(preloadTag, (_tag, href: string) => {
        const nonced = nonce ? ` nonce="${nonce}"` : "";
        if (preloads === "at-parse")
          return `<link rel="modulepreload" fetchpriority="low"${nonced} href="${href}"`;
        // An inert link (no rel): the browser fetches nothing before the first paint.
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
