#!/usr/bin/env node
// `npm run bench`: starts the built app under wrangler dev (its own state directory and port) and
// prints figures: server response times per page (the dashboard of a creator with 500 thumbnails
// among them), page weight for a slow phone, the ping job's round trip through the queue, the live
// latency of the dashboard, the watermark's time and memory, the thumbnail renderer, the Thumbnail
// Expert's confirmation-to-images time, the quick generator's and the editor's times, the thumbnail
// score's time per thumbnail, the trend analysis (offline analyst, markdown view, a submitted
// form), the upscaler's time and memory at 4K and 8K, the export renderer's time and memory at
// 1080p, 4K and 8K, the photo cut-out in the browser, and both Workers' bundle sizes. And the app
// against a bare Remix page it builds and serves in the same run (scripts/lib/bench-bare-compare.mjs):
// JavaScript, Lighthouse at 4× and 8× CPU, main-thread work, hydration on slow 3G, the dashboard's
// data requests, as ratios to the bare page with the budgets of issue 28 marked ok or over.
// Figures, not pass/fail: compare them across changes.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { readFileSync } = await import("node:fs");
const path = await import("node:path");
const { gzipSync } = await import("node:zlib");
const { root } = await import("./lib/local-stack.mjs");
const { dashboardThumbnails, startBenchApp } = await import("./lib/bench-bare-app.mjs");
const { startBareRemix } = await import("./lib/bench-bare-remix.mjs");
const { bareComparison, reportBareComparison } = await import("./lib/bench-bare-compare.mjs");

const port = Number(process.env.BENCH_PORT ?? 8790);
const base = `http://127.0.0.1:${port}`;
const requestsPerPage = Number(process.env.BENCH_REQUESTS ?? 40);
const pingRuns = Number(process.env.BENCH_PINGS ?? 8);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const slow3gRuns = Number(process.env.BENCH_SLOW3G_RUNS ?? 3);
const minBenchmarkIndex = Number(process.env.BENCH_MIN_BENCHMARK_INDEX ?? 3000);
const extraRounds = Number(process.env.BENCH_LIGHTHOUSE_EXTRA_ROUNDS ?? 2);
const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 2);
const liveRuns = Number(process.env.BENCH_LIVE_RUNS ?? 50);
const { demoAccounts } = await import("./lib/demo-accounts.mjs");
const { liveLatency, signIn } = await import("./lib/bench-dashboard.mjs");
const { watermarkFigures } = await import("./lib/bench-watermark.mjs");
const { expertConfirmationToImages, workerBundleSizes } = await import("./lib/bench-expert.mjs");
const { documentFigures, rendererFigures } = await import("./lib/bench-renderer.mjs");
const { generatorFigures } = await import("./lib/bench-generator.mjs");
const { analysisFigures, trendRequestFigures } = await import("./lib/bench-analysis.mjs");
const { upscaleDecodeFigures, upscaleFigures } = await import("./lib/bench-upscale.mjs");
const { exportFigures, exportLines, partBuffer: exportPartBuffer } = await import("./lib/bench-export.mjs");
const { videoJobFigures } = await import("./lib/bench-video.mjs");
const { compressFigures } = await import("./lib/bench-compress.mjs");
const { scoreFigures, scoreLines } = await import("./lib/bench-score.mjs");
const scoreRuns = Number(process.env.BENCH_SCORE_RUNS ?? 30);
const { cutoutFigures, cutoutLines } = await import("./lib/bench-cutout.mjs");
const { createReport, runMetadata, writeReport } = await import("./lib/bench-report.mjs");
const { ssrThroughput } = await import("./lib/bench-ssr.mjs");
const ssrSeconds = Number(process.env.BENCH_SSR_SECONDS ?? 10);
const report = createReport();
const { videoBrowserFigures } = await import("./lib/bench-video-browser.mjs");
const videoRuns = Number(process.env.BENCH_VIDEO_RUNS ?? 3);
const trendRuns = Number(process.env.BENCH_TREND_RUNS ?? 10);
const generatorRuns = Number(process.env.BENCH_GENERATOR_RUNS ?? 10);
const expertRuns = Number(process.env.BENCH_EXPERT_RUNS ?? 10);
const exportRuns = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const pro = demoAccounts.find((account) => account.plan === "pro");
const demo = demoAccounts.find((account) => account.plan === "free");

const { stop: stopServer } = await startBenchApp({ port });
let bare = null;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (n) => `${n.toFixed(1)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const mib = (n) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

async function timePage(pathname, headers = {}) {
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < requestsPerPage + 3; i++) {
    const started = performance.now();
    const response = await fetch(base + pathname, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    status = response.status;
    bytes = body.byteLength;
    if (i >= 3) times.push(elapsed); // the first requests warm the isolate
  }
  return { pathname, status, median: quantile(times, 0.5), p95: quantile(times, 0.95), bytes };
}

/** What a phone downloads for a page: the HTML, its stylesheet and its module scripts, gzipped. */
async function pageWeight(pathname, cookie) {
  const headers = { "Accept-Language": "pt-BR", ...(cookie ? { Cookie: cookie } : {}) };
  const html = await (await fetch(base + pathname, { headers })).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const unique = [...new Set(assets)];
  const sizes = unique.map(
    (asset) => gzipSync(readFileSync(path.join(root, "build/client", asset))).byteLength,
  );
  const js = unique.reduce((sum, asset, i) => sum + (asset.endsWith(".js") ? sizes[i] : 0), 0);
  const css = unique.reduce((sum, asset, i) => sum + (asset.endsWith(".css") ? sizes[i] : 0), 0);
  return { pathname, html: gzipSync(Buffer.from(html)).byteLength, js, css };
}

async function pingRoundTrip() {
  const first = await fetch(`${base}/status`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const times = [];
  for (let i = 0; i < pingRuns; i++) {
    const started = performance.now();
    const posted = await fetch(`${base}/status`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        // The status page takes 5 test jobs a minute per address: each timed run is its own visitor.
        "CF-Connecting-IP": `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      body: "intent=ping",
    });
    const location = posted.headers.get("Location");
    if (!location) throw new Error(`ping: expected a redirect, got ${posted.status}`);
    for (;;) {
      const page = await (await fetch(new URL(location, base), { headers: { Cookie: cookie } })).text();
      if (page.includes('data-job-status="succeeded"')) break;
      if (page.includes('data-job-status="failed"')) throw new Error("ping job failed");
      if (performance.now() - started > 30_000) throw new Error("ping job did not finish within 30 s");
      await new Promise((r) => setTimeout(r, 25));
    }
    times.push(performance.now() - started);
  }
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times) };
}

try {
  const demoCookie = await signIn(base, demo.email, demo.password);
  report.print(
    `\nMiniatura bench — wrangler dev (local workerd), ${requestsPerPage} sequential requests a page after 3 warm-ups`,
  );
  report.print("\nServer response time (time to the whole response, loopback)");
  report.print(
    "page".padEnd(44),
    "status".padEnd(7),
    "median".padStart(10),
    "p95".padStart(10),
    "bytes".padStart(10),
  );
  for (const [pathname, headers] of [
    ["/", { "Accept-Language": "pt-BR" }],
    ["/", { "Accept-Language": "en-US" }],
    ["/status", {}],
    ["/healthz", {}],
    ["/nao-existe", {}],
    ["/dashboard", { Cookie: demoCookie }],
  ]) {
    const r = await timePage(pathname, headers);
    const label =
      pathname === "/dashboard"
        ? `/dashboard (${dashboardThumbnails} thumbnails, first page)`
        : `${pathname}${headers["Accept-Language"] ? ` (${headers["Accept-Language"]})` : ""}`;
    report.print(
      label.padEnd(44),
      String(r.status).padEnd(7),
      ms(r.median).padStart(10),
      ms(r.p95).padStart(10),
      String(r.bytes).padStart(10),
    );
  }
  report.print(`\nSSR throughput (autocannon, 127.0.0.1, ${ssrSeconds} s, 10 connections, pt)`);
  for (const [pathname, cookie] of [
    ["/", null],
    ["/dashboard", demoCookie],
  ]) {
    const r = await ssrThroughput(`${base}${pathname}`, {
      seconds: ssrSeconds,
      connections: 10,
      headers: { "Accept-Language": "pt-BR", ...(cookie ? { Cookie: cookie } : {}) },
    });
    report.print(
      `${pathname.padEnd(12)} ${r.requestsPerSecond.toFixed(1)} requests/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (${r.total} requests, ${r.errors} errors)`,
    );
    report.figure(`SSR ${pathname} requests/s`, Number(r.requestsPerSecond.toFixed(1)), "req/s");
    report.figure(`SSR ${pathname} p95`, Number(r.p95.toFixed(1)), "ms");
  }
  report.print("\nPage weight on the wire (gzip): what a slow phone downloads on first visit");
  report.print(
    "page".padEnd(16),
    "html".padStart(10),
    "css".padStart(10),
    "js".padStart(10),
    "total".padStart(10),
  );
  for (const [pathname, cookie] of [
    ...["/", "/faq", "/cadastro", "/login", "/status"].map((p) => [p, null]),
    ...["/dashboard", "/thumbnail-expert", "/gerar", "/image-compress", "/video-analysis"].map((p) => [
      p,
      demoCookie,
    ]),
  ]) {
    const w = await pageWeight(pathname, cookie);
    report.figure(`JavaScript on ${pathname} (gzip)`, Number((w.js / 1024).toFixed(1)), "kB");
    report.print(
      pathname.padEnd(16),
      kb(w.html).padStart(10),
      kb(w.css).padStart(10),
      kb(w.js).padStart(10),
      kb(w.html + w.css + w.js).padStart(10),
    );
  }
  bare = await startBareRemix({ port: barePort });
  const comparison = await bareComparison({
    app: { base, clientDirectory: path.join(root, "build/client") },
    bare,
    cookie: demoCookie,
    // The Pro demo creator has no thumbnails yet: the expert and generator sections come later.
    emptyCookie: await signIn(base, pro.email, pro.password),
    lighthouseRuns,
    slow3gRuns,
    minBenchmarkIndex,
    extraRounds,
  });
  bare.stop();
  reportBareComparison(report, comparison);
  const ping = await pingRoundTrip();
  report.print(
    `\nPing job round trip (POST /status → queue → consumer → D1 → page sees "Done"), ${pingRuns} runs`,
  );
  report.print(`median ${ms(ping.median)}, p95 ${ms(ping.p95)}, max ${ms(ping.max)}`);
  if (liveRuns > 0) {
    const live = await liveLatency(base, demoCookie, liveRuns);
    report.print(
      `\nLive latency (a job saves a thumbnail → the card shows in an open dashboard, Chromium), ${live.runs} inserts — budget p95 ≤ 500 ms`,
    );
    report.print(`median ${ms(live.median)}, p95 ${ms(live.p95)}, max ${ms(live.max)}`);
    report.figure("Live update latency p95", Number(live.p95.toFixed(0)), "ms", 500);
  }
  const mark = await watermarkFigures();
  report.print(
    `\nWatermark of a 1280×720 JPEG (photon WASM, Node's V8), ${mark.runs} runs — budget ≤ 300 ms, ≤ 40 MiB`,
  );
  report.print(
    `median ${ms(mark.median)}, p95 ${ms(mark.p95)}; WASM memory ${mib(mark.wasmBefore)} before, ${mib(mark.wasmPeak)} peak`,
  );
  report.figure("Watermark 1280×720 median", Number(mark.median.toFixed(0)), "ms", 300);
  report.figure("Watermark peak WASM memory", Number((mark.wasmPeak / 1024 / 1024).toFixed(1)), "MiB", 40);
  const render = await rendererFigures();
  report.print(
    `\nThumbnail renderer, one 1280×720 variation (satori + resvg + photon, Node's V8), offline backgrounds, without and with the creator's photo (a 1920×1080 JPEG; a 1600×1600 cut-out PNG) — budget ≤ 500 ms, ≤ 64 MiB`,
  );
  for (const r of render.rows) {
    report.print(
      `${r.label.padEnd(34)} median ${ms(r.median)}, p95 ${ms(r.p95)}; peak WASM ${mib(r.peakBytes)}, JS buffers +${mib(r.arrayBuffersGrowth)}`,
    );
    report.figure(`Renderer ${r.label.trim()} median`, Number(r.median.toFixed(0)), "ms", 500);
  }
  report.print(
    `decoding the reference and finding its subject, once a render: photo median ${ms(render.referenceDecode.median)}, cut-out median ${ms(render.cutoutDecode.median)}`,
  );
  if (expertRuns > 0) {
    const proCookie = await signIn(base, pro.email, pro.password);
    const expert = await expertConfirmationToImages(base, proCookie, expertRuns);
    report.print(
      `\nThumbnail Expert: the creator confirms → 3 images visible in the chat (offline provider, Chromium), ${expert.runs} runs`,
    );
    report.print(`median ${ms(expert.median)}, p95 ${ms(expert.p95)}, max ${ms(expert.max)}`);
  }
  const docs = await documentFigures();
  report.print(
    `\nQuick generator and editor renders (Node's V8), ${docs.runs} runs — budget ≤ 500 ms per thumbnail`,
  );
  report.print(
    `4 options of one title          median ${ms(docs.options.median)}, p95 ${ms(docs.options.p95)}`,
  );
  report.print(`saved edit, 1280×720            median ${ms(docs.save.median)}, p95 ${ms(docs.save.p95)}`);
  report.print(
    `editor preview, 640 px          median ${ms(docs.preview.median)}, p95 ${ms(docs.preview.p95)}`,
  );
  report.print(
    `sizes: thumbnail ${(docs.bytes.jpeg / 1024).toFixed(0)} KiB, background ${(docs.bytes.background / 1024).toFixed(0)} KiB`,
  );
  if (scoreRuns > 0) {
    const scoring = await scoreFigures(scoreRuns);
    report.print(
      `\nThumbnail score (Node's V8), ${scoring.runs} runs over ${scoring.thumbnails} thumbnails — budget ≤ 50 ms per thumbnail`,
    );
    for (const line of scoreLines(scoring)) report.print(line);
    report.figure("Thumbnail score median", Number(scoring.score.median.toFixed(1)), "ms", 50);
    report.figure("Thumbnail score CPU time median", Number(scoring.scoreCpu.median.toFixed(1)), "ms", 50);
    report.figure(
      "Thumbnail score p95 (every fix worked out)",
      Number(scoring.poor.p95.toFixed(1)),
      "ms",
      50,
    );
  }
  if (generatorRuns > 0) {
    const proCookie = await signIn(base, pro.email, pro.password);
    const quick = await generatorFigures(base, proCookie, generatorRuns);
    report.print(
      `\nQuick generator and editor over HTTP (wrangler dev, offline provider), ${quick.runs} runs`,
    );
    report.print(
      `submit → results page with 4 options  median ${ms(quick.generation.median)}, p95 ${ms(quick.generation.p95)}`,
    );
    report.print(
      `editor preview image (640 px)         median ${ms(quick.preview.median)}, p95 ${ms(quick.preview.p95)}`,
    );
    report.print(
      `saved edit (render + R2 + D1)         median ${ms(quick.save.median)}, p95 ${ms(quick.save.p95)}`,
    );
  }
  const analysis = await analysisFigures();
  report.print(`\nTrend analysis (Node's V8), ${analysis.analyst.runs} runs`);
  report.print(
    `offline analyst, 20 videos          median ${ms(analysis.analyst.median)}, p95 ${ms(analysis.analyst.p95)} (${analysis.markdownChars} characters)`,
  );
  report.print(
    `markdown view, that answer          median ${ms(analysis.render.median)}, p95 ${ms(analysis.render.p95)}`,
  );
  report.print(
    `markdown view, 60,000 hostile chars median ${ms(analysis.hostile.median)}, p95 ${ms(analysis.hostile.p95)}`,
  );
  if (trendRuns > 0) {
    const proCookie = await signIn(base, pro.email, pro.password);
    const trend = await trendRequestFigures(base, proCookie, trendRuns);
    report.print(
      `over HTTP: submit → analysis page (offline analyst, no YouTube key), ${trend.runs} runs: median ${ms(trend.median)}, p95 ${ms(trend.p95)}`,
    );
  }
  const upscaled = await upscaleFigures();
  const decode = await upscaleDecodeFigures();
  const partBuffer = 5 * 1024 * 1024;
  report.print(
    `\nUpscale, embedded provider (Node's V8): ${upscaled.source.width}×${upscaled.source.height} source, resampled band by band into a streaming JPEG encoder — budget ≤ 96 MiB per step`,
  );
  for (const run of upscaled.runs) {
    report.print(
      `${run.label.padEnd(4)} ${run.width}×${run.height}  ${ms(run.ms)} (resample ${ms(run.resampleMs)}, encode ${ms(run.encodeMs)}), ${mib(run.bytes)} JPEG; held by the upscaler ${mib(run.moduleBytes.total)}, RSS growth ${mib(run.peakRssGrowth)} (the whole output as RGBA would be ${mib(run.outputRgbaBytes)})`,
    );
    report.figure(`Upscale 1280×720 → ${run.label.trim()}`, Number((run.ms / 1000).toFixed(2)), "s");
  }
  const jobPeak =
    decode.wasmPeak +
    decode.rgbaBytes +
    Math.max(...upscaled.runs.map((r) => r.moduleBytes.total)) +
    partBuffer;
  report.print(
    `largest source (2732×1536): photon decode ${ms(decode.ms)}, WASM ${mib(decode.wasmBefore)} → ${mib(decode.wasmPeak)}, RGBA copy ${mib(decode.rgbaBytes)}; a job's peak ≈ ${mib(jobPeak)} (WASM + RGBA + upscaler + one 5 MiB R2 part)`,
  );
  if (exportRuns > 0) {
    const exported = await exportFigures({ runs: exportRuns });
    for (const line of exportLines(exported)) report.print(line);
    for (const row of exported.rows) {
      report.figure(`Export ${row.label}`, Number((row.median / 1000).toFixed(2)), "s");
      const peak = row.wasmTotal + row.arrayBuffersGrowth + exportPartBuffer;
      report.figure(`Export ${row.label} peak memory`, Number((peak / 1024 / 1024).toFixed(1)), "MiB", 96);
    }
  }
  report.print(
    "\nCompression on the server (no JavaScript; Node, a fresh process each) to 1 MB — budget ≤ 96 MiB per step",
  );
  for (const run of compressFigures()) {
    report.print(
      `${run.label}: ${run.width}×${run.height}, ${mib(run.bytes)} JPEG → ${mib(run.compressedBytes)} in ${run.attempts.length} encodings, ${ms(run.ms)}; photon's WASM ${mib(run.wasmBefore)} → ${mib(run.wasmPeak)}, RSS growth ${mib(run.rssGrowth)}`,
    );
    report.figure(`Compression ${run.label}`, Number((run.ms / 1000).toFixed(2)), "s");
  }
  const video = videoJobFigures();
  report.print(
    `\nVideo analysis job, offline scorer (Node's V8): ${video.frames} frames of 640×360 (${mib(video.framesBytes)} of JPEG) decoded and scored one at a time, the thumbnail rendered on the best and its PNG made (a fresh process) — budget ≤ 96 MiB per step`,
  );
  report.print(
    `${video.runs} runs: median ${ms(video.total.median)}, p95 ${ms(video.total.p95)} (scoring ${ms(video.scoring.median)}, render + PNG ${ms(video.rendering.median)}); WASM ${mib(video.wasmTotal)} (photon ${mib(video.wasm.photon)}), RSS growth ${mib(video.rssGrowth)}; picked frame ${video.picked.index + 1}: "${video.picked.text}"`,
  );
  if (videoRuns > 0) {
    const inBrowser = await videoBrowserFigures(base, await signIn(base, pro.email, pro.password), videoRuns);
    report.print(
      `in Chromium on /video-analysis, a 3-minute video (${mib(inBrowser.videoBytes)}), ${inBrowser.runs} runs: extract and upload ${inBrowser.frames} frames (${mib(inBrowser.frameBytes)}) and queue the analysis, median ${ms(inBrowser.extractAndUpload)}; until the thumbnail is on the page ${ms(inBrowser.toResult)}; the page's JS heap peaked at ${mib(inBrowser.heapPeak)}`,
    );
  }
  report.print("\nPhoto cut-out in the browser (model on the wire, pages' route JS, 4× CPU time)");
  const cutout = await cutoutFigures({ base, runs: Number(process.env.BENCH_CUTOUT_RUNS ?? 5) });
  for (const line of cutoutLines(cutout)) report.print(line);
  report.figure("Cut-out cold median at 4× CPU", Math.round(cutout.times.cold), "ms");
  report.figure("Cut-out warm median at 4× CPU", Math.round(cutout.times.warm), "ms");
  report.figure(
    "Cut-out model + WASM on the wire (br)",
    Number((cutout.wire.reduce((sum, row) => sum + row.br, 0) / 1024).toFixed(0)),
    "kB",
  );

  report.print("\nWorker bundles (wrangler deploy --dry-run) — budget ≤ 3 MiB gzip each");
  for (const size of workerBundleSizes()) {
    report.print(`${size.label.padEnd(14)} ${mib(size.raw)} raw, ${mib(size.gzip)} gzip`);
    report.figure(`${size.label} bundle (gzip)`, Number((size.gzip / 1024 / 1024).toFixed(2)), "MiB", 3);
  }
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  report.print("\nIncomplete run");
  report.print(`the bench stopped early: ${error.message}`);
  process.exitCode = 1;
} finally {
  bare?.stop();
  stopServer();
  const written = writeReport(
    root,
    report,
    runMetadata(root, `npm run bench`, {
      requestsPerPage,
      pingRuns,
      lighthouseRuns,
      slow3gRuns,
      minBenchmarkIndex,
      extraRounds,
      liveRuns,
      expertRuns,
      generatorRuns,
      trendRuns,
      videoRuns,
      exportRuns,
      scoreRuns,
      ssrSeconds,
    }),
  );
  console.log(`\nReport written: ${written.map((file) => path.relative(root, file)).join(", ")}`);
}
