import { describe, expect, it } from "vitest";
import { deferRouteImports, paintFirst } from "~/ui/paint-first";

async function run(chunks: Array<string | Uint8Array>) {
  const encoder = new TextEncoder();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(input.pipeThrough(paintFirst())).text();
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
  it("leaves no preload that fetches before the first paint, and keeps the elements for hydration", async () => {
    const html = await run([page]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-modulepreload="" href="/assets/entry.client-3.js"/>');
    expect(html).toContain('<link data-modulepreload="" href="/assets/root-1.js"/>');
    expect(html).toContain("<main>Conteúdo</main>");
    expect(html).toContain("<script>window.__remixContext = {};</script>");
  });

  it("imports the routes after the first paint, turning the inert links back into preloads first, with no fetch loop", async () => {
    const html = await run([page]);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const lines = script.split("\n");
    expect(lines[0]).toBe(
      "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    );
    expect(lines[1]).toBe(
      'for (const link of document.querySelectorAll("link[data-modulepreload]")) link.rel = "modulepreload";',
    );
    expect(script).not.toContain("fetch(");
    expect(lines[2]).toBe(
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

describe("deferRouteImports", () => {
  it("leaves a script it does not recognise alone", () => {
    const other = 'import { x } from "/a.js";\nx();';
    expect(deferRouteImports(other, true)).toBe(other);
    const mixed = 'import * as route0 from "/r.js";\nimport "/side-effect.js";';
    expect(deferRouteImports(mixed, true)).toBe(mixed);
  });

  it("restores no preloads when the page named none", () => {
    const script = deferRouteImports('import * as route0 from "/r.js";\nwindow.x = route0;', false);
    expect(script).not.toContain("modulepreload");
    expect(script).toContain('const [route0] = await Promise.all([import("/r.js")]);');
  });
});
