// The thumbnail score's cost per thumbnail (docs/decisions/024-thumbnail-score.md), in Node's V8:
// the generated layouts rendered offline and with the fixture photo, plus a poor thumbnail whose
// every text fix is worked out (the slowest path: fixes refit the layer in up to ten places).
// Timed apart: photon's JPEG decode (what the render service does first) and the score on the
// decoded pixels (a 320×180 copy, the layers fitted, the sub-scores and fixes). Budget: ≤ 50 ms
// per thumbnail for the score. Run alone with `node scripts/lib/bench-score.mjs` (BENCH_SCORE_RUNS).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadAppModules } from "./load-app-modules.mjs";
import { root } from "./local-stack.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) };
};

export async function scoreFigures(runs = 30) {
  const { server, engineModule, documents, briefs, testDocuments, score } = await loadAppModules({
    engineModule: "app/engines/render/render-engine.node.ts",
    documents: "app/engines/render/render-document.ts",
    briefs: "app/engines/render/test-briefs.ts",
    testDocuments: "app/engines/render/test-documents.ts",
    score: "app/engines/score/thumbnail-score.ts",
  });
  try {
    const engine = await engineModule.nodeRenderEngine();
    const brief = briefs.testBrief();
    const photo = {
      mime: "image/jpeg",
      bytes: new Uint8Array(await readFile(path.join(root, "tests/fixtures/photos/person-astronaut.jpg"))),
    };
    const options = [0, 1, 2, 3].map((layout) => ({ layout }));
    const generated = [
      ...(await documents.renderThumbnailOptions(engine, { brief, seed: "bench-score", options })),
      ...(await documents.renderThumbnailOptions(engine, {
        brief,
        seed: "bench-score",
        reference: photo,
        options,
      })),
    ].map((option) => ({ jpeg: option.jpeg, layers: option.layers }));
    // The slowest path: small, wordy, grey text in the duration corner (legibility, contrast, words
    // and corner all low, so each works out its fix).
    const poorLayers = [
      testDocuments.testHeadlineLayer({
        text: "O pão caseiro mais fácil do mundo em só 10 minutos",
        size: 40,
        color: "#cccccc",
        outline: { width: 0, color: "#000000" },
        plate: null,
        position: "bottom-right",
      }),
    ];
    const poor = {
      jpeg: await documents.renderDocument(engine, { layers: poorLayers, background: generated[4].jpeg }),
      layers: poorLayers,
    };
    const thumbnails = [...generated, poor];
    const decodeTimes = [];
    const scoreTimes = [];
    // CPU time too: on a machine shared with other work, wall time counts the waits for a core.
    const scoreCpu = [];
    const poorTimes = [];
    const totals = [];
    const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
    let arrayBuffersPeak = arrayBuffersBefore;
    let low = 0;
    for (let run = 0; run < runs + 2; run++) {
      for (const thumbnail of thumbnails) {
        const started = performance.now();
        const image = engine.decode(thumbnail.jpeg);
        const decoded = performance.now();
        const cpu = process.cpuUsage();
        const result = score.scoreThumbnail({
          image,
          layers: thumbnail.layers,
          title: brief.title,
          fonts: engine.fonts,
        });
        const ended = performance.now();
        const used = process.cpuUsage(cpu);
        arrayBuffersPeak = Math.max(arrayBuffersPeak, process.memoryUsage().arrayBuffers);
        // The first two rounds warm the JIT; they are not timed.
        if (run < 2) continue;
        decodeTimes.push(decoded - started);
        (thumbnail === poor ? poorTimes : scoreTimes).push(ended - decoded);
        scoreCpu.push((used.user + used.system) / 1000);
        totals.push(ended - started);
        if (run === 2) low += result.subScores.filter((s) => s.fix).length;
      }
    }
    return {
      runs,
      thumbnails: thumbnails.length,
      decode: stats(decodeTimes),
      score: stats(scoreTimes),
      scoreCpu: stats(scoreCpu),
      poor: stats(poorTimes),
      total: stats(totals),
      fixes: low,
      arrayBuffersGrowth: arrayBuffersPeak - arrayBuffersBefore,
    };
  } finally {
    await server.close();
  }
}

/** The section's lines, as the bench prints them. */
export function scoreLines(figures) {
  const ms = (n) => `${n.toFixed(1)} ms`;
  return [
    `generated thumbnails (4 layouts offline, 4 with a photo)  score median ${ms(figures.score.median)}, p95 ${ms(figures.score.p95)}, max ${ms(figures.score.max)}`,
    `the same, CPU time (wall time counts waits for a core)   median ${ms(figures.scoreCpu.median)}, p95 ${ms(figures.scoreCpu.p95)}`,
    `poor thumbnail, every text fix worked out               score median ${ms(figures.poor.median)}, p95 ${ms(figures.poor.p95)}`,
    `photon's decode of the 1280×720 JPEG first              median ${ms(figures.decode.median)}, p95 ${ms(figures.decode.p95)}`,
    `decode + score, as the render service's score() runs    median ${ms(figures.total.median)}, p95 ${ms(figures.total.p95)}`,
    `fixes given on the first round: ${figures.fixes}; JS array buffers grew ${(figures.arrayBuffersGrowth / 1024 / 1024).toFixed(1)} MiB at the peak`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { ensureNode22 } = await import("./node22.mjs");
  ensureNode22(import.meta.url);
  const runs = Number(process.env.BENCH_SCORE_RUNS ?? 30);
  const figures = await scoreFigures(runs);
  console.log(
    `Thumbnail score (Node's V8), ${figures.runs} runs over ${figures.thumbnails} thumbnails — budget ≤ 50 ms per thumbnail`,
  );
  for (const line of scoreLines(figures)) console.log(line);
}
