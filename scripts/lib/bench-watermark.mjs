// The watermark's cost for one 1280×720 thumbnail, in Node's V8 with the same photon WASM the Workers
// run: milliseconds per image and the WASM memory it needs (linear memory only grows, so its size
// after the runs is the peak; the budget is 40 MiB and 300 ms).
import { pathToFileURL } from "node:url";
import path from "node:path";
import { root } from "./local-stack.mjs";

export async function watermarkFigures(runs = 30) {
  const photon = await import("@cf-wasm/photon/node");
  const library = await import(
    pathToFileURL(path.join(root, "node_modules/@cf-wasm/photon/dist/lib/photon_rs.js")).href
  );
  const wasm = library.initSync(); // already initialised by the node build: returns its exports
  const { renderSample } = await import("../../app/features/dashboard/sample-thumbnails.ts");
  const { watermarkImage } = await import("../../app/engines/media/watermark.ts");
  const before = wasm.memory.buffer.byteLength;
  const jpeg = renderSample(photon, "Bolo em 10 minutos", 0);
  const times = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    watermarkImage(photon, jpeg, "Miniatura");
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    median: times[Math.floor(runs / 2)],
    p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))],
    wasmBefore: before,
    wasmPeak: wasm.memory.buffer.byteLength,
  };
}
