// The photo cut-out in the browser (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the
// browser): what the model and its WASM weigh on the wire, as the running app serves them (brotli
// and gzip) or, without a server, as brotli/gzip would make them; the JavaScript of the pages that
// take a photo (their route chunks, gzip), which grows only by the small hook; and the cut-out's
// time on the astronaut at 4× CPU slowdown (a mid phone), cold (script, WASM and model loaded in a
// fresh page) and warm. `node scripts/lib/bench-cutout.mjs` runs it alone on the current build.
import { readFileSync, readdirSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { withCutout } from "./cutout-harness.mjs";
import { root } from "./local-stack.mjs";

const client = path.join(root, "build/client");
const photo = path.join(root, "tests/fixtures/photos/person-astronaut.jpg");
/** What a browser with WASM SIMD downloads for one cut-out (the non-SIMD build is the fallback). */
const downloaded = [
  "selfie_segmentation.js",
  "selfie_segmentation.binarypb",
  "selfie_segmentation.tflite",
  "selfie_segmentation_solution_simd_wasm_bin.js",
  "selfie_segmentation_solution_simd_wasm_bin.wasm",
];

function segmentationDirectory() {
  const assets = path.join(client, "assets");
  const directory = readdirSync(assets).find((name) => name.startsWith("selfie-segmentation-"));
  if (!directory) throw new Error("no build/client/assets/selfie-segmentation-*: run `npm run build` first");
  return `assets/${directory}`;
}

const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

/** The body's length as it travels (node:http does not inflate it, unlike fetch). */
function bytesOnTheWire(url, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      let length = 0;
      response.on("data", (chunk) => (length += chunk.length));
      response.on("end", () => resolve({ served: response.headers["content-encoding"], length }));
    }).on("error", reject);
  });
}

/** Bytes on the wire per file: fetched from `base` with each encoding, or compressed here. */
export async function segmentationWire(base) {
  const directory = segmentationDirectory();
  const rows = [];
  for (const file of downloaded) {
    const bytes = readFileSync(path.join(client, directory, file));
    const row = { file, raw: bytes.byteLength };
    if (base) {
      for (const encoding of ["br", "gzip"]) {
        const { served, length } = await bytesOnTheWire(`${base}/${directory}/${file}`, encoding);
        row[encoding] = served === encoding ? length : null;
      }
    }
    row.br ??= brotli(bytes);
    row.gzip ??= gzipSync(bytes, { level: 9 }).byteLength;
    rows.push(row);
  }
  return rows;
}

/** The route chunks (module and its imports, from Remix's manifest) of a route id, gzip. */
export function routeScripts(routeId) {
  const assets = path.join(client, "assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  const route = manifest.routes[routeId];
  const files = [...new Set([route.module, ...(route.imports ?? [])])];
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(client, file)), { level: 9 }).byteLength,
    0,
  );
  return { routeId, files, gzip };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Cold cut-outs, each in a fresh browser, and warm ones in the last; at `cpuSlowdown`. */
export async function cutoutTimes({ runs = 5, cpuSlowdown = 4 } = {}) {
  const cold = [];
  const warm = [];
  let kept = 0;
  for (let run = 0; run < runs; run += 1) {
    await withCutout(
      async (cutOut) => {
        const first = await cutOut(photo);
        if (!first.png) kept += 1;
        cold.push(first.milliseconds);
        if (run === runs - 1)
          for (let again = 0; again < runs; again += 1) warm.push((await cutOut(photo)).milliseconds);
      },
      { cpuSlowdown },
    );
  }
  return { runs, cpuSlowdown, cold: median(cold), warm: median(warm), coldAll: cold, warmAll: warm, kept };
}

export async function cutoutFigures({ base, runs } = {}) {
  return {
    wire: await segmentationWire(base),
    pages: ["routes/thumbnail-expert", "routes/gerar"].map(routeScripts),
    times: await cutoutTimes({ runs }),
  };
}

/** The lines the bench prints for these figures. */
export function cutoutLines({ wire, pages, times }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const total = (key) => wire.reduce((sum, row) => sum + row[key], 0);
  return [
    ...wire.map(
      (row) =>
        `${row.file.padEnd(50)} ${kb(row.raw).padStart(10)} raw, ${kb(row.br)} br, ${kb(row.gzip)} gzip`,
    ),
    `${"model + WASM for one cut-out".padEnd(50)} ${kb(total("raw")).padStart(10)} raw, ${kb(total("br"))} br, ${kb(total("gzip"))} gzip`,
    ...pages.map(
      (page) => `${page.routeId.padEnd(50)} route JS ${kb(page.gzip)} gzip (${page.files.length} chunks)`,
    ),
    `cut-out of the astronaut (512×512) at ${times.cpuSlowdown}× CPU: cold median ${times.cold.toFixed(0)} ms, warm median ${times.warm.toFixed(0)} ms (${times.runs} runs each${times.kept ? `; ${times.kept} kept the photo` : ""})`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_CUTOUT_BASE;
  const runs = Number(process.env.BENCH_CUTOUT_RUNS ?? 5);
  const figures = await cutoutFigures({ base, runs });
  for (const line of cutoutLines(figures)) console.log(line);
  console.log(`cold runs: ${figures.times.coldAll.map((n) => n.toFixed(0)).join(", ")} ms`);
  console.log(`warm runs: ${figures.times.warmAll.map((n) => n.toFixed(0)).join(", ")} ms`);
}
