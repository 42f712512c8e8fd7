/**
 * The render engine in the jobs Worker (workerd). Workers may not compile WASM from bytes at run
 * time, so every binary is a static `.wasm` import, which wrangler uploads as a precompiled
 * `WebAssembly.Module`: resvg's, satori's layout engine and HarfBuzz with a 34-byte callback
 * wrapper (see `satori-in-workerd.ts`), and photon's (inside `@cf-wasm/photon`'s workerd build). The fonts are base64 in a generated
 * module (`fonts/bundled-fonts.ts`), so no wrangler module rule is needed for them.
 *
 * Import this only from the jobs Worker, never from Remix routes (Vite does not bundle .wasm).
 */
import * as photon from "@cf-wasm/photon";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import harfbuzzWasm from "harfbuzzjs/hb.wasm";
import satoriLayoutWasm from "satori/layout.wasm";
import callbackViWasm from "~/engines/render/wasm/emscripten-callback-vi.wasm";
import { fontIds, loadFontLibrary, type FontId } from "~/engines/render/fonts";
import { bundledFontsBase64 } from "~/engines/render/fonts/bundled-fonts";
import { fromBase64 } from "~/engines/render/pixels";
import { createRenderEngine, initResvgOnce, type RenderEngine } from "~/engines/render/render-engine";
import { importSatoriInWorkerd } from "~/engines/render/satori-in-workerd";

let engine: Promise<RenderEngine> | undefined;

/**
 * The engine, initialised once per isolate; concurrent callers share the same promise, and a
 * failed initialisation is retried by the next caller. Satori and resvg's JavaScript are loaded on
 * first use, so isolates that never render (the Durable Objects) do not pay for them.
 */
export function workerRenderEngine(): Promise<RenderEngine> {
  engine ??= (async () => {
    const [satori, resvg] = await Promise.all([
      importSatoriInWorkerd({ layout: satoriLayoutWasm, harfbuzz: harfbuzzWasm, callbackVi: callbackViWasm }),
      import("@resvg/resvg-wasm"),
    ]);
    await initResvgOnce(resvg.initWasm(resvgWasm));
    const files = Object.fromEntries(fontIds.map((id) => [id, fromBase64(bundledFontsBase64[id])])) as Record<
      FontId,
      Uint8Array
    >;
    return createRenderEngine({
      satori: satori.default,
      Resvg: resvg.Resvg,
      photon,
      fonts: await loadFontLibrary(files),
    });
  })();
  engine.catch(() => (engine = undefined));
  return engine;
}
