import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { javaScriptGzip } from "../../scripts/lib/bench-bare-compare.mjs";

/** A client build with one file per module, each of different content. */
const client = mkdtempSync(path.join(tmpdir(), "bench-js-"));
mkdirSync(path.join(client, "assets"));
const files = ["entry.client-a.js", "root-b.js", "faq-c.js", "_index-d.js", "manifest-e.js"];
for (const [i, file] of files.entries())
  writeFileSync(
    path.join(client, "assets", file),
    `export const m${i} = ${JSON.stringify("x".repeat(200 * (i + 1)))};`,
  );
const gzip = (...names: string[]) =>
  names.reduce(
    (sum, name) =>
      sum +
      gzipSync(
        `export const m${files.indexOf(name)} = ${JSON.stringify("x".repeat(200 * (files.indexOf(name) + 1)))};`,
      ).byteLength,
    0,
  );
afterAll(() => rmSync(client, { recursive: true, force: true }));

describe("the bench's page JavaScript", () => {
  it("counts what the page's links and script load, not the routes its inlined manifest lists", () => {
    // The shape of the app's page (paint-first): links without rel until painted, imports, and the
    // manifest Remix inlines with lazy route discovery, which names `/` and the manifest file.
    const html = `<link data-modulepreload="" href="/assets/entry.client-a.js"/>
<link data-modulepreload="" href="/assets/root-b.js"/><link data-modulepreload="" href="/assets/faq-c.js"/>
<script type="module">const [route0, route1] = await Promise.all([import("/assets/root-b.js"), import("/assets/faq-c.js")]);
window.__remixManifest = {
  "entry": { "module": "/assets/entry.client-a.js", "imports": [] },
  "routes": { "routes/_index": { "module": "/assets/_index-d.js", "imports": [] } },
  "url": "/assets/manifest-e.js"
};
import("/assets/entry.client-a.js");</script>`;
    expect(javaScriptGzip(html, client)).toEqual({
      modules: 3,
      bytes: gzip("entry.client-a.js", "root-b.js", "faq-c.js"),
    });
  });

  it("counts the manifest file when the page's script imports it (no lazy route discovery)", () => {
    const html = `<link rel="modulepreload" href="/assets/manifest-e.js"/>
<script type="module">import "/assets/manifest-e.js"; import * as route0 from "/assets/root-b.js";</script>`;
    expect(javaScriptGzip(html, client)).toEqual({ modules: 2, bytes: gzip("manifest-e.js", "root-b.js") });
  });
});
