// The embedded upscaler's cost (app/engines/media/upscale-stream.ts: band-by-band Catmull-Rom resampling into the
// streaming JPEG encoder), in Node's V8 like the jobs Worker's: a photo-like 1280×720 source to 4K
// (3840×2160) and 8K (7680×4320) at quality 90 — time (and how much of it is the resampling), output
// bytes and chunks, and memory. The Worker has 128 MB for everything, so the memory figures are the
// point: the peak growth of RSS and of ArrayBuffer memory over the baseline, sampled in the callbacks
// (the work is synchronous between them, so a timer would never fire), beside what the modules hold by
// construction (bands, row ring, weights, encoder planes and output buffer). Prints nothing.
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { loadAppModules } from "./load-app-modules.mjs";
import { root } from "./local-stack.mjs";

const targets = [
  { label: "4K", width: 3840, height: 2160 },
  { label: "8K", width: 7680, height: 4320 },
];
const quality = 90;

/** The upscaler's TypeScript modules. */
const loadModules = () =>
  loadAppModules({
    upscale: "app/engines/media/upscale-stream.ts",
    resample: "app/engines/media/strip-resample.ts",
    encoder: "app/engines/media/jpeg-stream-encoder.ts",
  });

/** A photo-like RGBA source: a lit subject on a graded backdrop, with fine texture and a little noise. */
function photoLikeSource(width, height) {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 12;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const subject = Math.hypot(x - width / 2, (y - height * 0.45) * 1.3) < height * 0.3;
      const light = 25 * Math.sin(x / 17) * Math.cos(y / 23);
      const grain = noise();
      data[i] = (subject ? 215 - (y % 40) + light : 30 + (90 * x) / width) + grain;
      data[i + 1] = (subject ? 160 + 15 * Math.sin((x + y) / 9) : 60 + 40 * Math.sin(y / 50)) + grain;
      data[i + 2] = (subject ? 120 - light : 140 + (80 * y) / height) + grain;
      data[i + 3] = 255;
    }
  }
  return { width, height, data: new Uint8Array(data.buffer) };
}

/** `gc()` without --expose-gc, for steadier baselines. */
function collector() {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc");
}

export async function upscaleFigures() {
  const gc = collector();
  const { server, upscale, resample, encoder } = await loadModules();
  try {
    const source = photoLikeSource(1280, 720);
    // Warm up the JIT on a small run so the first figure is not mostly compilation.
    await upscale.upscaleToJpegStream({
      source,
      width: 1920,
      height: 1080,
      quality,
      onData: () => undefined,
    });

    const runs = [];
    for (const { label, width, height } of targets) {
      // The resampling alone (bands dropped), to split the time between the two halves.
      let started = performance.now();
      await resample.resampleInStrips({ source, width, height, onBand: () => undefined });
      const resampleMs = performance.now() - started;

      gc();
      const baseline = process.memoryUsage();
      let peakRss = baseline.rss;
      let peakArrayBuffers = baseline.arrayBuffers;
      const sample = () => {
        const now = process.memoryUsage();
        if (now.rss > peakRss) peakRss = now.rss;
        if (now.arrayBuffers > peakArrayBuffers) peakArrayBuffers = now.arrayBuffers;
      };
      let chunks = 0;
      let largestChunk = 0;
      started = performance.now();
      const { bytes } = await upscale.upscaleToJpegStream({
        source,
        width,
        height,
        quality,
        onData: (chunk) => {
          chunks += 1;
          largestChunk = Math.max(largestChunk, chunk.length);
          sample(); // the chunk is dropped here, as the Worker drops it once uploaded
        },
        onProgress: sample,
      });
      const ms = performance.now() - started;

      const resamplerBytes = resample.stripResampleWorkingBytes({ source, width, height });
      const encoderBytes = encoder.createJpegStreamEncoder({
        width,
        height,
        quality,
        onData: () => undefined,
      }).workingBytes;
      runs.push({
        label,
        width,
        height,
        quality,
        ms,
        resampleMs,
        encodeMs: ms - resampleMs,
        megapixelsPerSecond: (width * height) / 1e6 / (ms / 1000),
        bytes,
        chunks,
        largestChunk,
        peakRssGrowth: peakRss - baseline.rss,
        peakArrayBuffers,
        peakArrayBuffersGrowth: peakArrayBuffers - baseline.arrayBuffers,
        moduleBytes: {
          resampler: resamplerBytes,
          encoder: encoderBytes,
          total: resamplerBytes + encoderBytes,
        },
        outputRgbaBytes: width * height * 4, // what holding the whole output would have cost
      });
    }
    return { source: { width: source.width, height: source.height, bytes: source.data.byteLength }, runs };
  } finally {
    await server.close();
  }
}

/**
 * The decode half of an upscale job for the largest source the upscaler accepts (2732×1536, 4.2
 * megapixels): photon's WASM memory before and after decoding it (linear memory only grows, so
 * "after" is the peak) and the RGBA copy the job keeps.
 */
export async function upscaleDecodeFigures() {
  const { pathToFileURL } = await import("node:url");
  const photon = await import("@cf-wasm/photon/node");
  const library = await import(
    pathToFileURL(path.join(root, "node_modules/@cf-wasm/photon/dist/lib/photon_rs.js")).href
  );
  const wasm = library.initSync();
  const source = photoLikeSource(2732, 1536);
  // The test picture is encoded with our own encoder, so photon's memory is untouched until the decode.
  const { server, encoder } = await loadModules();
  const parts = [];
  try {
    const jpegEncoder = encoder.createJpegStreamEncoder({
      width: source.width,
      height: source.height,
      quality: 90,
      onData: (chunk) => parts.push(chunk.slice()),
    });
    const rgb = new Uint8Array(source.width * source.height * 3);
    for (let i = 0, j = 0; i < source.data.length; i += 4, j += 3) rgb.set(source.data.subarray(i, i + 3), j);
    await jpegEncoder.writeRows(rgb, source.height);
    await jpegEncoder.finish();
  } finally {
    await server.close();
  }
  const jpeg = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (jpeg.set(part, offset), offset + part.length), 0);
  const before = wasm.memory.buffer.byteLength;
  const started = performance.now();
  const decoded = photon.PhotonImage.new_from_byteslice(jpeg);
  const rgba = decoded.get_raw_pixels();
  decoded.free();
  return {
    ms: performance.now() - started,
    wasmBefore: before,
    wasmPeak: wasm.memory.buffer.byteLength,
    rgbaBytes: rgba.byteLength,
  };
}
