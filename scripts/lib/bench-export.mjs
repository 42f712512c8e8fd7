// The export renderer's cost (app/engines/render/export/render-export.ts: the stored background
// upscaled band by band, the text layers drawn again as vectors per band, the JPEG streamed), in
// Node's V8 with the same WASM as the jobs Worker: a real generated document (tilted-band, gamer
// style: outline, glow and a band plate) exported at 1080p, 4K and 8K, `runs` times each, then 8K
// with the Free watermark. Memory is the point (a Worker has 128 MB; the budget is 96 MiB at 4K and
// 8K): the WASM linear memories after each size (they only grow, and the sizes go up, so that is
// the peak so far), and the peak growth of JavaScript's array buffers and of RSS over a collected
// heap during one export (the largest of the runs), sampled at every band and every chunk (the
// work is synchronous between them). The chunks are
// dropped as a Worker drops them once uploaded. Prints nothing when imported; run it directly
// (`node scripts/lib/bench-export.mjs`) to print this section alone.
import v8 from "node:v8";
import vm from "node:vm";
import { instrumentedEngine } from "./bench-renderer.mjs";

const allSizes = ["1080p", "4k", "8k"];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `gc()` without --expose-gc, for steadier baselines. */
function collector() {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc");
}

/** Figures per size; `bandRows` overrides the renderer's default band height. */
export async function exportFigures({ runs = 3, bandRows, sizes = allSizes, marked = true } = {}) {
  const gc = collector();
  const { server, engine, documents, briefs, exporter, exportSizes, wasmBytes, sum } =
    await instrumentedEngine({
      exporter: "app/engines/render/export/render-export.ts",
      exportSizes: "app/engines/render/export/export-sizes.ts",
    });
  try {
    const brief = briefs.testBrief({ platform: "desktop", highlight: "face" });
    const [option] = await documents.renderThumbnailOptions(engine, {
      brief,
      seed: "bench-export",
      options: [{ layout: 1, style: "gamer" }],
    });
    const document = { layers: option.layers, background: option.background };
    // Time spent in resvg (the text's renders), apart from the rest.
    const rasterize = engine.rasterize;
    let rasterMs = 0;
    let rasterPixels = 0;
    engine.rasterize = (svg) => {
      const started = performance.now();
      const image = rasterize(svg);
      rasterMs += performance.now() - started;
      rasterPixels += image.width * image.height;
      return image;
    };
    // Warm the JIT on a 720p export, so the first figure is not mostly compilation.
    await exporter.renderExport(engine, { ...document, size: "720p", watermark: null }, () => undefined);

    const rows = [];
    const measure = async (size, watermark) => {
      const wasmBefore = wasmBytes();
      const times = [];
      let bytes = 0;
      let arrayBuffersGrowth = 0;
      let rssGrowth = 0;
      rasterMs = 0;
      rasterPixels = 0;
      for (let run = 0; run < runs; run++) {
        // Each run from a collected heap: one export is what a job does.
        gc();
        const baseline = process.memoryUsage();
        let peakRss = baseline.rss;
        let peakArrayBuffers = baseline.arrayBuffers;
        const sample = () => {
          const now = process.memoryUsage();
          if (now.rss > peakRss) peakRss = now.rss;
          if (now.arrayBuffers > peakArrayBuffers) peakArrayBuffers = now.arrayBuffers;
        };
        const started = performance.now();
        const result = await exporter.renderExport(engine, { ...document, size, watermark }, sample, {
          bandRows,
          onProgress: sample,
        });
        times.push(performance.now() - started);
        bytes = result.bytes;
        arrayBuffersGrowth = Math.max(arrayBuffersGrowth, peakArrayBuffers - baseline.arrayBuffers);
        rssGrowth = Math.max(rssGrowth, peakRss - baseline.rss);
      }
      times.sort((a, b) => a - b);
      const wasm = wasmBytes();
      const { width, height } = exportSizes.exportSizes[size];
      rows.push({
        label: `${exportSizes.exportSizes[size].label}${watermark ? " + mark" : ""}`,
        width,
        height,
        runs,
        median: percentile(times, 0.5),
        textMs: rasterMs / runs,
        textBytes: (rasterPixels * 4) / runs,
        max: times.at(-1),
        bytes,
        wasm,
        wasmTotal: sum(wasm),
        wasmGrowth: sum(wasm) - sum(wasmBefore),
        arrayBuffersGrowth,
        rssGrowth,
      });
    };
    for (const size of sizes) await measure(size, null);
    if (marked) await measure("8k", "Miniatura");
    return { runs, bandRows: bandRows ?? exporter.defaultBandRows, rows };
  } finally {
    await server.close();
  }
}

const ms = (n) => `${n.toFixed(0)} ms`;
const mib = (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
/** An R2 multipart part the export job buffers before uploading it. */
export const partBuffer = 5 * 1024 * 1024;

/** The section's lines, as `npm run bench` prints them. */
export function exportLines(figures) {
  const lines = [
    `\nExport at the plan's resolution (Node's V8): a generated tilted-band document (gamer: outline, glow, band plate), background upscaled and text redrawn band by band (${figures.bandRows} rows), streamed JPEG q90, ${figures.runs} runs — budget ≤ 96 MiB at 4K and 8K`,
  ];
  for (const r of figures.rows) {
    const peak = r.wasmTotal + r.arrayBuffersGrowth + partBuffer;
    lines.push(
      `${r.label.padEnd(10)} ${`${r.width}×${r.height}`.padEnd(10)} median ${ms(r.median)} (text ${ms(r.textMs)}, ${mib(r.textBytes)} of text pixels), max ${ms(r.max)}, ${mib(r.bytes)} JPEG; WASM ${mib(r.wasmTotal)} (resvg ${mib(r.wasm.resvg)}, photon ${mib(r.wasm.photon)}; +${mib(r.wasmGrowth)}), JS buffers +${mib(r.arrayBuffersGrowth)}, RSS +${mib(r.rssGrowth)}; a job's peak ≈ ${mib(peak)} (with one 5 MiB R2 part)`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await exportFigures({
    runs: Number(process.env.BENCH_EXPORT_RUNS ?? 3),
    bandRows: process.env.BENCH_EXPORT_BAND_ROWS ? Number(process.env.BENCH_EXPORT_BAND_ROWS) : undefined,
    sizes: process.env.BENCH_EXPORT_SIZES?.split(",") ?? allSizes,
    marked: process.env.BENCH_EXPORT_SIZES === undefined,
  });
  for (const line of exportLines(figures)) console.log(line);
}
