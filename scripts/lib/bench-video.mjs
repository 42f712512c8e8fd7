// The video analysis job's server step (app/features/video/job.ts with the offline scorer), in
// Node's V8 with the same WASM the jobs Worker runs: 12 frames of 640×360 (JPEG 0.7, as the browser
// sends them) decoded and scored one at a time, the best one picked with its reason and text, the
// thumbnail rendered on it, and its PNG made for the download. Time (median and p95) and memory:
// the WASM linear memories at the end (they only grow, so that is their peak), the RSS growth, and
// the frames' bytes the job holds. It runs in a fresh process, so the memories start untouched by
// the other figures. Prints nothing.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { instrumentedEngine } from "./bench-renderer.mjs";
import { root } from "./local-stack.mjs";

const frameCount = 12;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** A 640×360 frame: most of a video is ordinary footage (a soft gradient with grain), one is vivid. */
function frameJpeg(photon, index) {
  const width = 640;
  const height = 360;
  const pixels = new Uint8Array(width * height * 4);
  const vivid = index === 7;
  let seed = index + 1;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 10;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const stripe = Math.floor((x + y) / 40) % 3;
      pixels[i] = (vivid ? [235, 250, 30][stripe] : 60 + (80 * x) / width) + noise();
      pixels[i + 1] = (vivid ? [40, 210, 70][stripe] : 70 + (50 * y) / height) + noise();
      pixels[i + 2] = (vivid ? [30, 30, 230][stripe] : 90 + index * 4) + noise();
      pixels[i + 3] = 255;
    }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(70);
  } finally {
    image.free();
  }
}

async function measure(runs) {
  const { server, engine, photon, wasmBytes, sum, documents, score, text, brief } = await instrumentedEngine({
    score: "app/features/video/frame-score.ts",
    text: "app/features/video/suggested-text.ts",
    brief: "app/features/generator/quick-brief.ts",
  });
  try {
    const frames = Array.from({ length: frameCount }, (_, index) => frameJpeg(photon, index));
    const framesBytes = frames.reduce((total, bytes) => total + bytes.byteLength, 0);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sample = () => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss));
    const totals = [];
    const scoring = [];
    const rendering = [];
    let picked;
    for (let run = 0; run < runs + 1; run++) {
      const started = performance.now();
      const scored = frames.map((jpeg, index) => {
        const image = engine.decode(jpeg);
        sample();
        return {
          index,
          time: (index + 0.5) * 15,
          scores: score.scoreFrame({ width: image.width, height: image.height, data: image.pixels }),
        };
      });
      const best = score.pickBestScored(scored, "pt");
      const scored_ = performance.now();
      const words = text.offlineSuggestedText({ title: "", language: "pt", scores: best.scores });
      const [option] = await documents.renderThumbnailOptions(engine, {
        brief: brief.quickBrief({ language: "pt", niche: "", title: words, hasReference: false }),
        backgrounds: [{ mime: "image/jpeg", bytes: frames[best.index] }],
        seed: `bench-${run}`,
        options: [{ layout: 0, style: "bold", palette: "yellow-black" }],
      });
      const png = photon.PhotonImage.new_from_byteslice(option.jpeg);
      png.get_bytes();
      png.free();
      sample();
      // The first round warms the JIT and grows the memories; it is not timed.
      if (run > 0) {
        totals.push(performance.now() - started);
        scoring.push(scored_ - started);
        rendering.push(performance.now() - scored_);
      }
      picked = { index: best.index, reason: best.reason, text: words };
    }
    for (const list of [totals, scoring, rendering]) list.sort((a, b) => a - b);
    const wasm = wasmBytes();
    return {
      runs,
      frames: frameCount,
      framesBytes,
      picked,
      total: { median: percentile(totals, 0.5), p95: percentile(totals, 0.95) },
      scoring: { median: percentile(scoring, 0.5), p95: percentile(scoring, 0.95) },
      rendering: { median: percentile(rendering, 0.5), p95: percentile(rendering, 0.95) },
      wasm,
      wasmTotal: sum(wasm),
      rssGrowth: rssPeak - rssBefore,
    };
  } finally {
    await server.close();
  }
}

export function videoJobFigures(runs = 10) {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", String(runs)], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`video job bench failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1));
}

if (process.argv[2] === "--child") console.log(JSON.stringify(await measure(Number(process.argv[3]))));
