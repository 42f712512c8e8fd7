// The thumbnail renderer's cost for one 1280×720 variation, in Node's V8 with the same WASM the jobs
// Worker runs (satori + its HarfBuzz, resvg, photon): milliseconds per variation (median and p95,
// per layout) and memory — the WASM linear memories after the runs (they only grow, so that is
// their peak), how much JavaScript's array buffers grow at their peak (the pictures worked on in
// JavaScript: the decoded reference, the canvas, a cut-out's glow) and the growth of the process's RSS. Offline backgrounds, without and with the
// creator's photo as the hero: a plain photo (a 1920×1080 JPEG) and a cut-out (the fixture portrait
// with a person-shaped transparent background, a 1600×1600 PNG, as large as a decoded picture is
// kept). Budget: ≤ 500 ms and ≤ 64 MiB per variation.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadAppModules } from "./load-app-modules.mjs";
import { root } from "./local-stack.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The renderer's TypeScript modules (and `extra` ones). */
const loadModules = (extra = {}) =>
  loadAppModules({
    engineModule: "app/engines/render/render-engine.node.ts",
    renderer: "app/engines/render/render-thumbnails.ts",
    documents: "app/engines/render/render-document.ts",
    briefs: "app/engines/render/test-briefs.ts",
    pixels: "app/engines/render/pixels.ts",
    testPictures: "app/engines/render/test-pictures.ts",
    ...extra,
  });

/** A photo-like 1920×1080 JPEG: a lit subject on a graded backdrop. */
function referenceJpeg(photon) {
  const width = 1920;
  const height = 1080;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const subject = Math.hypot(x - 960, (y - 430) * 1.3) < 300;
      pixels[i] = subject ? 225 - (y % 40) : 30 + ((x * 7) % 90);
      pixels[i + 1] = subject ? 160 : 60 + ((y * 3) % 70);
      pixels[i + 2] = subject ? 120 : 140 + ((x + y) % 80);
      pixels[i + 3] = 255;
    }
  }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(88);
  } finally {
    image.free();
  }
}

/** A PNG of straight RGBA, written in JavaScript (so making it does not grow photon's memory). */
async function encodePng({ width, height, pixels }) {
  const { deflateSync } = await import("node:zlib");
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 255] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "latin1");
    Buffer.from(data).copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 4, width * 4).copy(
      rows,
      y * (width * 4 + 1) + 1,
    );
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/**
 * The fixture portrait as the browser's cut-out uploads it: the person on a transparent
 * background, as a PNG of `side`×`side`.
 */
async function cutoutPng(engine, pixels, testPictures, side = 1600) {
  const { readFile } = await import("node:fs/promises");
  const portrait = engine.decode(
    new Uint8Array(await readFile(path.join(root, "tests/fixtures/photos/person-astronaut.jpg"))),
  );
  return encodePng(testPictures.withPersonMask(pixels.coverCrop(portrait, side, side)));
}

/**
 * The renderer's modules (and `extra` ones) with an engine whose WASM linear memories are watched:
 * `wasmBytes()` gives each one's size now (they only grow, so that is their peak so far).
 */
export async function instrumentedEngine(extra = {}) {
  // Note every WASM instance the engine creates (resvg, satori's layout engine, HarfBuzz).
  const instances = [];
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async function (...args) {
    const result = await instantiate.apply(this, args);
    instances.push(result.instance ?? result);
    return result;
  };
  const rssStart = process.memoryUsage().rss;
  const modules = await loadModules(extra);
  let engine;
  try {
    engine = await modules.engineModule.nodeRenderEngine();
  } finally {
    WebAssembly.instantiate = instantiate;
  }
  const photon = await import("@cf-wasm/photon/node");
  const photonLibrary = await import(
    pathToFileURL(path.join(root, "node_modules/@cf-wasm/photon/dist/lib/photon_rs.js")).href
  );
  const photonWasm = photonLibrary.initSync(); // already initialised by the node build: its exports
  const memoryOf = (has) => instances.find((i) => Object.keys(i.exports).some(has))?.exports.memory;
  const memories = {
    resvg: memoryOf((name) => name.startsWith("__wbg_resvg")),
    satoriLayout: memoryOf((name) => name === "compute"),
    harfbuzz: memoryOf((name) => name.startsWith("hb_")),
    photon: photonWasm.memory,
  };
  const wasmBytes = () =>
    Object.fromEntries(
      Object.entries(memories).map(([name, memory]) => [name, memory?.buffer.byteLength ?? 0]),
    );
  const sum = (bytes) => Object.values(bytes).reduce((a, b) => a + b, 0);

  return { ...modules, engine, photon, wasmBytes, sum, rssStart };
}

export async function rendererFigures(runs = 10) {
  const { server, renderer, briefs, engine, photon, wasmBytes, sum, rssStart, pixels, testPictures } =
    await instrumentedEngine();
  const brief = briefs.testBrief({ platform: "desktop", highlight: "face" });
  const reference = { mime: "image/jpeg", bytes: referenceJpeg(photon) };
  const cutout = { mime: "image/png", bytes: await cutoutPng(engine, pixels, testPictures) };
  const scenarios = [
    { label: "offline", input: { brief, seed: "bench" } },
    { label: "photo", input: { brief, seed: "bench", reference } },
    { label: "cut-out", input: { brief, seed: "bench", reference: cutout } },
  ];
  const rows = [];
  const prepares = { photo: [], "cut-out": [] };
  try {
    for (const scenario of scenarios) {
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
      let arrayBuffersPeak = arrayBuffersBefore;
      const wasmBefore = wasmBytes();
      const times = [[], [], []];
      for (let run = 0; run < runs + 1; run++) {
        const started = performance.now();
        const prepared = renderer.prepareThumbnailRender(engine, scenario.input);
        if (scenario.input.reference && run > 0) prepares[scenario.label].push(performance.now() - started);
        for (let variation = 0; variation < renderer.variationCount; variation++) {
          const begun = performance.now();
          await renderer.renderThumbnailVariation(engine, prepared, variation);
          // The first round warms the JIT and grows the memories; it is not timed.
          if (run > 0) times[variation].push(performance.now() - begun);
          const memory = process.memoryUsage();
          rssPeak = Math.max(rssPeak, memory.rss);
          arrayBuffersPeak = Math.max(arrayBuffersPeak, memory.arrayBuffers);
        }
      }
      const wasm = wasmBytes();
      const layouts = ["side-headline", "tilted-band", "diagonal-split"];
      times.forEach((samples, variation) => {
        samples.sort((a, b) => a - b);
        rows.push({
          label: `${scenario.label} · ${layouts[variation]}`,
          runs,
          median: percentile(samples, 0.5),
          p95: percentile(samples, 0.95),
          peakBytes: sum(wasm),
          wasm,
          rssGrowth: rssPeak - rssBefore,
          arrayBuffersGrowth: arrayBuffersPeak - arrayBuffersBefore,
          wasmGrowth: Object.fromEntries(
            Object.entries(wasm).map(([name, bytes]) => [name, bytes - (wasmBefore[name] ?? 0)]),
          ),
        });
      });
    }
  } finally {
    await server.close();
  }
  return {
    runs,
    rows,
    /** Decoding the reference and finding its subject, once a render. */
    referenceDecode: summary(prepares.photo),
    cutoutDecode: summary(prepares["cut-out"]),
    rssGrowthSinceStart: process.memoryUsage().rss - rssStart,
    wasm: wasmBytes(),
  };
}

/**
 * The quick generator's and the editor's renders, in Node's V8: the 4 options of one title (each a
 * background JPEG plus its text layers drawn on it), a saved edit (a document rendered at
 * 1280×720 from its stored background) and the editor's preview (the same at 640 px).
 */
export async function documentFigures(runs = 10) {
  const { server, engineModule, documents, briefs } = await loadModules();
  try {
    const engine = await engineModule.nodeRenderEngine();
    const brief = briefs.testBrief({ platform: "both", highlight: "circle" });
    const options = [0, 1, 2, 3].map((layout) => ({ layout }));
    const sets = [];
    let set;
    for (let run = 0; run < runs + 1; run++) {
      const started = performance.now();
      set = await documents.renderThumbnailOptions(engine, { brief, seed: `bench-${run}`, options });
      if (run > 0) sets.push(performance.now() - started);
    }
    const option = set[0];
    const time = async (width) => {
      const samples = [];
      for (let run = 0; run < runs + 1; run++) {
        const layers = option.layers.map((layer, i) =>
          i === 0 ? { ...layer, text: `Ação nº ${run}: coração` } : layer,
        );
        const started = performance.now();
        await documents.renderDocument(
          engine,
          { layers, background: option.background },
          width ? { width, quality: 75 } : undefined,
        );
        if (run > 0) samples.push(performance.now() - started);
      }
      return summary(samples);
    };
    return {
      runs,
      options: summary(sets),
      save: await time(undefined),
      preview: await time(640),
      bytes: { jpeg: option.jpeg.byteLength, background: option.background.byteLength },
    };
  } finally {
    await server.close();
  }
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}
