/**
 * The render engine in Node (unit tests, the benchmark): the same satori, resvg and photon WASM as
 * the Worker, read from node_modules. Never imported by the app's routes (Vite must not bundle it).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as photon from "@cf-wasm/photon/node";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { fontFaces, fontIds, loadFontLibrary, type FontId } from "~/engines/render/fonts";
import { createRenderEngine, initResvgOnce, type RenderEngine } from "~/engines/render/render-engine";

const require = createRequire(import.meta.url);

/** A file inside an installed package (also when the package's exports do not list it). */
export function packageFile(specifier: string) {
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  const rest = parts.slice(name.split("/").length).join("/");
  let dir = path.dirname(require.resolve(name));
  while (path.basename(dir) !== name.split("/").pop()) dir = path.dirname(dir);
  return path.join(dir, rest);
}

export async function readFontFiles(): Promise<Record<FontId, Uint8Array>> {
  const entries = await Promise.all(
    fontIds.map(async (id) => [id, new Uint8Array(await readFile(packageFile(fontFaces[id].file)))] as const),
  );
  return Object.fromEntries(entries) as Record<FontId, Uint8Array>;
}

let engine: Promise<RenderEngine> | undefined;

/** The engine, initialised once per process (concurrent callers share the same promise). */
export function nodeRenderEngine(): Promise<RenderEngine> {
  engine ??= (async () => {
    const satori = await import("satori/standalone");
    const [layoutWasm, resvgWasm, files] = await Promise.all([
      readFile(require.resolve("satori/layout.wasm")),
      readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")),
      readFontFiles(),
    ]);
    await Promise.all([satori.init(layoutWasm), initResvgOnce(initWasm(resvgWasm))]);
    return createRenderEngine({ satori: satori.default, Resvg, photon, fonts: await loadFontLibrary(files) });
  })();
  engine.catch(() => (engine = undefined));
  return engine;
}
