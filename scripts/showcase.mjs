#!/usr/bin/env node
// `npm run showcase`: what the thumbnails look like, offline (no AI keys). Renders the twelve briefs
// of scripts/lib/showcase-briefs.mjs through the Thumbnail Expert's real renderer, in Node's V8 with
// the same WASM as the jobs Worker, each without a photo and with the project's fixture photos
// (tests/fixtures/photos/README.md says where they come from), and writes one JPEG per brief and
// version plus a contact sheet under bench/showcase/. Fixed seeds: re-running changes the files
// only when the renderer changed. Prints where the files went and each render's time.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } =
  await import("node:fs");
const path = await import("node:path");
const { root } = await import("./lib/local-stack.mjs");
const { loadAppModules } = await import("./lib/load-app-modules.mjs");
const {
  photosDir,
  savedQuality,
  savedSize,
  showcaseBriefs,
  showcaseCaption,
  showcaseRenders,
  showcaseVersions,
} = await import("./lib/showcase-briefs.mjs");
const { composeSheet } = await import("./lib/showcase-sheet.mjs");

const outDir = path.join(root, "bench/showcase");
const relative = (file) => path.relative(root, file);

// The person cut out by the browser exists once part of the app commits it: without it, that
// version is left out (and said so) rather than faked.
const versions = showcaseVersions.filter((version) => {
  if (!version.photo || existsSync(path.join(root, photosDir, version.photo))) return true;
  console.log(`(skipping "${version.label}": ${photosDir}/${version.photo} is not in the repository)`);
  return false;
});
const photos = Object.fromEntries(
  versions
    .filter((version) => version.photo)
    .map((version) => [
      version.id,
      { mime: version.mime, bytes: new Uint8Array(readFileSync(path.join(root, photosDir, version.photo))) },
    ]),
);

const { server, engineModule, renderer, pixels } = await loadAppModules({
  engineModule: "app/engines/render/render-engine.node.ts",
  renderer: "app/engines/render/render-thumbnails.ts",
  pixels: "app/engines/render/pixels.ts",
});
try {
  const engine = await engineModule.nodeRenderEngine();
  mkdirSync(outDir, { recursive: true });
  const renders = showcaseRenders(versions);
  const wanted = new Set([...renders.map((render) => render.file), "contact-sheet.png"]);
  for (const file of readdirSync(outDir)) if (!wanted.has(file)) rmSync(path.join(outDir, file));

  // Warm the JIT and the WASM memories once, so the first brief's time is comparable to the rest.
  await renderer.renderThumbnailVariation(
    engine,
    renderer.prepareThumbnailRender(engine, { brief: showcaseBriefs[0].brief, seed: "warm-up" }),
    0,
  );

  console.log(`\nRendering ${renders.length} thumbnails (1280×720, offline backgrounds)…`);
  const rows = showcaseBriefs.map((entry, index) => ({
    caption: showcaseCaption(entry, index),
    cells: [],
  }));
  const times = [];
  let bytesWritten = 0;
  for (const render of renders) {
    const started = performance.now();
    const prepared = renderer.prepareThumbnailRender(engine, {
      brief: render.brief,
      seed: render.seed,
      reference: photos[render.version.id] ?? null,
    });
    const jpeg = await renderer.renderThumbnailVariation(engine, prepared, render.variation);
    const ms = performance.now() - started;
    times.push({ version: render.version.id, ms });

    const image = engine.decode(jpeg);
    rows[render.index].cells.push(image);
    const size = savedSize(image);
    const saved =
      size.width === image.width
        ? jpeg
        : engine.encodeJpeg(pixels.coverCrop(image, size.width, size.height), savedQuality);
    const file = path.join(outDir, render.file);
    writeFileSync(file, saved);
    bytesWritten += saved.byteLength;
    console.log(
      `  ${relative(file).padEnd(52)} ${ms.toFixed(0).padStart(5)} ms  ${(saved.byteLength / 1024).toFixed(0)} kB`,
    );
  }

  const sheet = await composeSheet(
    { engine, pixels },
    {
      title: `Miniatura, offline: ${showcaseBriefs.length} briefs (pt and en) × photo versions · npm run showcase`,
      headings: versions.map((version) => version.label),
      rows,
    },
  );
  const sheetFile = path.join(outDir, "contact-sheet.png");
  writeFileSync(sheetFile, sheet.png);

  const stats = (samples) => {
    const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(0);
    return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${sorted.length}`;
  };
  console.log("\nPer render (decode the photo, compose and encode one 1280×720 variation; budget 500 ms):");
  console.log(`  all: ${stats(times)}`);
  for (const version of versions)
    console.log(`  ${version.label}: ${stats(times.filter((sample) => sample.version === version.id))}`);
  console.log(
    `JPEGs: ${renders.length} files, ${(bytesWritten / 1024 / 1024).toFixed(2)} MiB in ${relative(outDir)}/`,
  );
  console.log(
    `Contact sheet: ${relative(sheetFile)} (${sheet.width}×${sheet.height}, ` +
      `${(statSync(sheetFile).size / 1024 / 1024).toFixed(2)} MiB)`,
  );
} finally {
  await server.close();
}
