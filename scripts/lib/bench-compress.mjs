// The compressor on the server, to 1 MB with the schedule of docs/product.md, Image compressor, in
// Node: photon (app/engines/media/image-tools.ts `compress`: the picture decoded once, as the web
// Worker does up to 4.2 megapixels) on a 4.2 MP photo and on a 10 MB phone photo (4000×3000, 12
// megapixels) — the proof that photon cannot take the latter within a Worker — and the band-by-band
// path the server uses for it (app/engines/media/compress-in-bands.ts). Each runs in a fresh
// process, so photon's linear memory (which only grows) starts untouched and its size afterwards is
// the step's peak, and RSS growth is the process's own. The photos are encoded with our own JPEG
// encoder, outside photon. Prints nothing.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { loadAppModules } from "./load-app-modules.mjs";
import { root } from "./local-stack.mjs";

const photos = [
  { label: "4.2 MP, photon", width: 2732, height: 1536, quality: 92, method: "photon" },
  { label: "10 MB phone photo, photon", width: 4000, height: 3000, quality: 97, method: "photon" },
  { label: "10 MB phone photo, in bands", width: 4000, height: 3000, quality: 97, method: "bands" },
];
const targetBytes = 1024 * 1024;

/** A photo-like RGB picture with fine grain (what makes phone photos big). */
function photoRgb(width, height) {
  const rgb = new Uint8Array(width * height * 3);
  let seed = 11;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 60;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const subject = Math.hypot(x - width / 2, (y - height * 0.45) * 1.3) < height * 0.3;
      const light = 30 * Math.sin(x / 13) * Math.cos(y / 17);
      rgb[i] = Math.max(
        0,
        Math.min(255, (subject ? 210 - (y % 50) : 40 + (120 * x) / width) + light + noise()),
      );
      rgb[i + 1] = Math.max(0, Math.min(255, (subject ? 150 : 70 + 50 * Math.sin(y / 40)) + noise()));
      rgb[i + 2] = Math.max(0, Math.min(255, (subject ? 110 - light : 150 + (70 * y) / height) + noise()));
    }
  return rgb;
}

async function child(index) {
  const photo = photos[index];
  const { server, encoder, tools, bands } = await loadAppModules({
    encoder: "app/engines/media/jpeg-stream-encoder.ts",
    tools: "app/engines/media/image-tools.ts",
    bands: "app/engines/media/compress-in-bands.ts",
  });
  try {
    const parts = [];
    const jpegEncoder = encoder.createJpegStreamEncoder({
      width: photo.width,
      height: photo.height,
      quality: photo.quality,
      onData: (chunk) => parts.push(chunk.slice()),
    });
    await jpegEncoder.writeRows(photoRgb(photo.width, photo.height), photo.height);
    await jpegEncoder.finish();
    const jpeg = Buffer.concat(parts);
    const photon = await import("@cf-wasm/photon/node");
    const { pathToFileURL } = await import("node:url");
    const library = await import(
      pathToFileURL(path.join(root, "node_modules/@cf-wasm/photon/dist/lib/photon_rs.js")).href
    );
    const wasm = library.initSync();
    const imageTools = tools.createImageTools(photon);
    const before = wasm.memory.buffer.byteLength;
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const result =
      photo.method === "bands"
        ? await bands.compressInBands(new Uint8Array(jpeg), targetBytes)
        : await imageTools.compress(new Uint8Array(jpeg), targetBytes);
    const ms = performance.now() - started;
    return {
      ...photo,
      bytes: jpeg.byteLength,
      ms,
      compressedBytes: result.size,
      attempts: result.attempts,
      reachedTarget: result.reachedTarget,
      wasmBefore: before,
      wasmPeak: wasm.memory.buffer.byteLength,
      rssGrowth: process.memoryUsage().rss - rssBefore,
    };
  } finally {
    await server.close();
  }
}

export function compressFigures() {
  const self = fileURLToPath(import.meta.url);
  return photos.map((_, index) => {
    const run = spawnSync(process.execPath, [self, "--child", String(index)], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`compression bench failed: ${run.stderr}`);
    return JSON.parse(run.stdout.trim().split("\n").at(-1));
  });
}

if (process.argv[2] === "--child") console.log(JSON.stringify(await child(Number(process.argv[3]))));
