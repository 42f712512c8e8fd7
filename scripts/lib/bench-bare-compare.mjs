// The app against a bare Remix page (issue 28, How we will know): the bench builds and serves the
// bare page (bench/bare-remix) in the same run and reports, for it and the six pages a creator
// meets first, absolute figures and ratios to it, each with its budget marked ok or over in
// bench/report.json: JavaScript (gzip), Lighthouse mobile at 4× CPU (score, main-thread work) and
// at 8× CPU (blocking time, counting only runs on a host whose benchmark index is high enough),
// hydration on slow 3G with 4× CPU, and the data requests of a dashboard view.
// `node scripts/lib/bench-bare-compare.mjs` runs this section alone on the current build (it starts
// the app and the bare page itself; BENCH_APP_BASE points it at an app already running instead).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { lighthouseComparison } from "./bench-bare-lighthouse.mjs";
import { dashboardDataRequests, slow3g, slow3gHydration } from "./bench-hydration.mjs";
import { typingPlaceholderCost } from "./bench-typing-placeholder.mjs";

export const barePage = "bare Remix page";
/** The budgets of issue 28, How we will know. */
export const budgets = {
  homeJavaScriptKiB: 95,
  javaScriptRatio: 1.2,
  performance: 98,
  tbtAt8x: 100,
  mainThreadRatio: 1.3,
  hydrationBehindBareSeconds: 1.0,
  dataRequestsPerView: 1,
};
/** The six pages (signed in for the last two), and the ones timed on slow 3G. */
const pages = ["/", "/faq", "/login", "/cadastro", "/dashboard", "/thumbnail-expert"];
const signedIn = new Set(["/dashboard", "/thumbnail-expert"]);
const slow3gPages = ["/login", "/dashboard"];
/**
 * The dashboard of a creator with no thumbnails (the Pro demo creator, who has none when this section
 * runs): the same header, side column and usage, the empty state instead of the 12 cards. A reference
 * row with no budget, timed at 4× only: it shows how much of /dashboard's figure its cards are.
 */
export const emptyDashboard = "/dashboard, empty";

/**
 * The JavaScript a page loads to hydrate, gzip: every module under /assets/ its HTML names (the
 * modulepreload links, the module script's imports, Remix's manifest file when the script imports
 * it), read from `clientDirectory`. Code a page imports later (a dialog's) is not in its HTML and not
 * counted. Nor is the route manifest Remix inlines with lazy route discovery
 * (`window.__remixManifest = {…};`): it also lists routes the page does not load (the root's index
 * route, `/`, is on every page) and the manifest file's address, and the browser fetches none of them.
 */
export function javaScriptGzip(html, clientDirectory) {
  const loaded = html.replace(/window\.__remixManifest\s*=\s*\{[\s\S]*?\};/g, "");
  const modules = new Set([...loaded.matchAll(/["'](\/assets\/[^"'\s]+\.js)["']/g)].map((m) => m[1]));
  let bytes = 0;
  for (const module of modules)
    bytes += gzipSync(readFileSync(path.join(clientDirectory, module))).byteLength;
  return { modules: modules.size, bytes };
}

const kib = (bytes) => Number((bytes / 1024).toFixed(1));
const ratio = (value, bare) => (value === null || !bare ? null : Number((value / bare).toFixed(2)));
const ms = (n) => (n === null ? "—" : `${Math.round(n)} ms`);
const withoutScriptsLabel = (label) => `${label}, no JS files`;

/** The empty dashboard's target, once its page shows no thumbnail card (else the row would mislead). */
async function emptyDashboardTarget(base, cookie) {
  const headers = { "Accept-Language": "pt-BR", Cookie: cookie };
  const html = await (await fetch(`${base}/dashboard`, { headers })).text();
  const cards = html.split('data-testid="thumbnail-card"').length - 1;
  if (cards > 0) throw new Error(`${emptyDashboard}: the creator signed in has ${cards} thumbnail cards`);
  return { label: emptyDashboard, url: `${base}/dashboard`, headers };
}

/**
 * Every figure of the comparison. `app` and `bare` are {base, clientDirectory}; `cookie` signs the
 * demo creator in, `emptyCookie` a creator with no thumbnails (the reference row). Runs: `lighthouseRuns` counted runs per page and profile (at 8×, up to
 * `extraRounds` more rounds make up for runs on a slow host), `slow3gRuns` loads.
 */
export async function bareComparison({
  app,
  bare,
  cookie,
  emptyCookie,
  lighthouseRuns,
  slow3gRuns,
  minBenchmarkIndex,
  extraRounds = 2,
}) {
  const headersFor = (pathname) => ({
    "Accept-Language": "pt-BR",
    ...(signedIn.has(pathname) ? { Cookie: cookie } : {}),
  });
  const javaScript = [
    { label: barePage, ...javaScriptGzip(await (await fetch(`${bare.base}/`)).text(), bare.clientDirectory) },
  ];
  for (const pathname of pages) {
    const html = await (await fetch(app.base + pathname, { headers: headersFor(pathname) })).text();
    javaScript.push({ label: pathname, ...javaScriptGzip(html, app.clientDirectory) });
  }
  const targets = [
    { label: barePage, url: `${bare.base}/`, headers: { "Accept-Language": "pt-BR" } },
    ...pages.map((pathname) => ({
      label: pathname,
      url: app.base + pathname,
      headers: headersFor(pathname),
    })),
  ];
  const at4xTargets = [...targets, await emptyDashboardTarget(app.base, emptyCookie)];
  // The same pages with their JavaScript files blocked, in the same interleaved runs: the floor that
  // no change to the JavaScript can go below.
  const withoutScripts = at4xTargets.map((target) => ({
    ...target,
    label: withoutScriptsLabel(target.label),
    withoutScripts: true,
  }));
  const at4xAll =
    lighthouseRuns > 0
      ? await lighthouseComparison([...at4xTargets, ...withoutScripts], { runs: lighthouseRuns })
      : [];
  const floorLabels = new Set(withoutScripts.map((target) => target.label));
  const at4x = at4xAll.filter((row) => !floorLabels.has(row.label));
  const at4xWithoutScripts = at4xAll.filter((row) => floorLabels.has(row.label));
  const at8x =
    lighthouseRuns > 0
      ? await lighthouseComparison(targets, {
          runs: lighthouseRuns,
          cpuSlowdown: 8,
          minBenchmarkIndex,
          maxRounds: lighthouseRuns + extraRounds,
        })
      : [];
  const hydration =
    slow3gRuns > 0
      ? await slow3gHydration(
          [
            { label: barePage, url: `${bare.base}/` },
            ...slow3gPages.map((pathname) => ({
              label: pathname,
              url: app.base + pathname,
              cookie: signedIn.has(pathname) ? cookie : undefined,
            })),
          ],
          { runs: slow3gRuns },
        )
      : [];
  const dataRequests = await dashboardDataRequests(app.base, cookie);
  const typing =
    slow3gRuns > 0 ? await typingPlaceholderCost(app.base, bare.base, { runs: slow3gRuns }) : null;
  return {
    javaScript,
    at4x,
    at4xWithoutScripts,
    at8x,
    hydration,
    dataRequests,
    typing,
    minBenchmarkIndex,
    lighthouseRuns,
    slow3gRuns,
  };
}

/**
 * How much of each page's main-thread work its JavaScript causes: the same Lighthouse runs with the
 * JavaScript files blocked give the floor (parsing, style, layout, paint and images), and the rest is
 * the JavaScript's part, which the bare page has too (React and Remix starting and hydrating).
 * A floor near the bare page's whole figure leaves no room for 1.3×, whatever the JavaScript does.
 */
function reportWithoutScripts(report, at4x, at4xWithoutScripts) {
  const bare = at4x.find((row) => row.label === barePage);
  const floorOf = (label) => at4xWithoutScripts.find((row) => row.label === withoutScriptsLabel(label));
  const bareScripts = bare.mainThread - floorOf(barePage).mainThread;
  report.print(
    `\nMain-thread work without the JavaScript files (blocked in the same runs; inline scripts still run), 4× CPU, median of each — the floor, and what the JavaScript adds`,
  );
  report.print(
    "page".padEnd(20),
    "floor".padStart(9),
    "/ bare".padStart(7),
    "JavaScript adds".padStart(16),
    "/ bare's".padStart(9),
  );
  for (const row of at4x) {
    const floor = floorOf(row.label).mainThread;
    const scripts = row.mainThread - floor;
    report.print(
      row.label.padEnd(20),
      ms(floor).padStart(9),
      `${ratio(floor, bare.mainThread)}×`.padStart(7),
      ms(scripts).padStart(16),
      `${ratio(scripts, bareScripts)}×`.padStart(9),
    );
    if (row.label === barePage) continue;
    report.figure(
      `Main-thread work ${row.label} without JS files / bare`,
      ratio(floor, bare.mainThread),
      "×",
    );
  }
}

/** Prints the comparison's sections into the bench report and records its figures with budgets. */
export function reportBareComparison(report, figures) {
  const { javaScript, at4x, at4xWithoutScripts, at8x, hydration, dataRequests, typing } = figures;
  const bareOf = (rows) => rows.find((row) => row.label === barePage);
  report.print(
    `\nAgainst a bare Remix page: JavaScript (gzip) — budgets: / ≤ ${budgets.homeJavaScriptKiB} KiB, every other page ≤ ${budgets.javaScriptRatio}× bare`,
  );
  const bareJs = bareOf(javaScript);
  for (const row of javaScript) {
    const times = ratio(row.bytes, bareJs.bytes);
    report.print(
      `${row.label.padEnd(20)} ${`${kib(row.bytes)} KiB`.padStart(10)} ${`${times}×`.padStart(7)} (${row.modules} modules)`,
    );
    if (row.label === barePage) continue;
    report.figure(
      `JavaScript ${row.label} (gzip)`,
      kib(row.bytes),
      "KiB",
      row.label === "/" ? budgets.homeJavaScriptKiB : undefined,
    );
    report.figure(
      `JavaScript ${row.label} / bare`,
      times,
      "×",
      row.label === "/" ? undefined : budgets.javaScriptRatio,
    );
  }
  if (at4x.length) {
    const bare4x = bareOf(at4x);
    report.print(
      `\nAgainst a bare Remix page: Lighthouse mobile (150 ms RTT, 1.6 Mbps, 4× CPU), pt, median of ${figures.lighthouseRuns} — budgets: performance ≥ ${budgets.performance}, main-thread work ≤ ${budgets.mainThreadRatio}× bare`,
    );
    report.print(
      "page".padEnd(20),
      "perf".padStart(5),
      "LCP".padStart(8),
      "TBT".padStart(8),
      "CLS".padStart(6),
      "a11y".padStart(5),
      "main thread".padStart(12),
      "/ bare".padStart(7),
      "  benchmark index",
    );
    for (const row of at4x) {
      const times = ratio(row.mainThread, bare4x.mainThread);
      report.print(
        row.label.padEnd(20),
        String(Math.round(row.performance)).padStart(5),
        `${(row.lcp / 1000).toFixed(2)} s`.padStart(8),
        ms(row.tbt).padStart(8),
        row.cls.toFixed(3).padStart(6),
        String(Math.round(row.accessibility)).padStart(5),
        ms(row.mainThread).padStart(12),
        `${times}×`.padStart(7),
        ` ${row.benchmarkIndexes.join(", ")}`,
      );
      if (row.label === barePage) continue;
      if (row.label === emptyDashboard) {
        report.figure(`Main-thread work ${row.label} / bare`, times, "×");
        continue;
      }
      report.figure(`Lighthouse mobile performance ${row.label}`, Math.round(row.performance), "/100", {
        atLeast: budgets.performance,
      });
      report.figure(`Lighthouse LCP ${row.label}`, Number((row.lcp / 1000).toFixed(2)), "s");
      report.figure(`Main-thread work ${row.label} (4× CPU)`, Math.round(row.mainThread), "ms");
      report.figure(`Main-thread work ${row.label} / bare`, times, "×", budgets.mainThreadRatio);
    }
  }
  if (at4x.some((row) => row.label === emptyDashboard))
    report.print(
      `(${emptyDashboard}: the dashboard of a creator with no thumbnails, the same page without its 12 cards; a reference, with no budget)`,
    );
  if (at4xWithoutScripts.length) reportWithoutScripts(report, at4x, at4xWithoutScripts);
  if (at8x.length) {
    report.print(
      `\nAgainst a bare Remix page: total blocking time at 8× CPU (--throttling.cpuSlowdownMultiplier=8), median of ${figures.lighthouseRuns} runs counted — a run counts when Lighthouse's benchmark index is ≥ ${figures.minBenchmarkIndex}; budget ≤ ${budgets.tbtAt8x} ms`,
    );
    for (const row of at8x) {
      report.print(
        `${row.label.padEnd(20)} TBT ${ms(row.tbt).padStart(8)}, main thread ${ms(row.mainThread)}; ${row.counted} of ${row.made} runs counted (benchmark index ${row.benchmarkIndexes.join(", ")}; TBT of every run, counted or not: ${ms(row.tbtAllRuns)})`,
      );
      const indexes = [...row.benchmarkIndexes].sort((a, b) => a - b);
      report.figure(
        `Benchmark index, 8× runs ${row.label} (median)`,
        indexes[Math.floor(indexes.length / 2)],
        "",
      );
      report.figure(`Runs counted at 8× ${row.label}`, row.counted, `of ${row.made}`);
      if (row.label === barePage) continue;
      report.figure(
        `TBT at 8× CPU ${row.label}`,
        row.tbt === null ? null : Math.round(row.tbt),
        "ms",
        budgets.tbtAt8x,
      );
    }
  }
  if (hydration.length) {
    const bareTime = bareOf(hydration).median;
    report.print(
      `\nAgainst a bare Remix page: hydrated on slow 3G (${slow3g.kbps} kbps, ${slow3g.latencyMs} ms RTT) and ${slow3g.cpuSlowdown}× CPU, cold cache, Chromium, median of ${figures.slow3gRuns} — budget: within ${budgets.hydrationBehindBareSeconds} s of bare`,
    );
    for (const row of hydration) {
      const behind = (row.median - bareTime) / 1000;
      report.print(
        `${row.label.padEnd(20)} ${(row.median / 1000).toFixed(2)} s${row.label === barePage ? "" : ` (${behind >= 0 ? "+" : ""}${behind.toFixed(2)} s)`}; runs ${row.all.map((t) => (t / 1000).toFixed(2)).join(", ")} s`,
      );
      if (row.label === barePage) continue;
      report.figure(`Hydrated on slow 3G ${row.label}`, Number((row.median / 1000).toFixed(2)), "s");
      report.figure(
        `Hydrated on slow 3G ${row.label} behind bare`,
        Number(behind.toFixed(2)),
        "s",
        budgets.hydrationBehindBareSeconds,
      );
    }
    report.figure("Hydrated on slow 3G, bare Remix page", Number((bareTime / 1000).toFixed(2)), "s");
  }
  report.print(
    `\nData requests per dashboard view (Chromium, first ${dataRequests.windowMs / 1000} s, the document or .data requests that carry loader data) — budget: exactly ${budgets.dataRequestsPerView}`,
  );
  for (const [key, label] of [
    ["documentLoad", "document load of /dashboard"],
    ["clientNavigation", "client navigation to /dashboard"],
  ]) {
    const seen = dataRequests[key];
    report.print(`${label.padEnd(34)} ${seen.length}: ${seen.join(", ") || "none"}`);
    report.figure(`Data requests, ${label}`, seen.length, "requests", {
      exactly: budgets.dataRequestsPerView,
    });
  }
  if (typing) {
    const share = (msPerSecond) => `${(msPerSecond / 10).toFixed(1)}% of the main thread`;
    report.print(
      `\nThe landing's typing placeholder while it runs (4× CPU, phone-sized, Chromium, median of ${typing.runs} windows of ${typing.windowMs / 1000} s)`,
    );
    report.print(
      `${"/ typing".padEnd(24)} ${typing.typing.toFixed(1)} ms/s (${share(typing.typing)}); runs ${typing.typingRuns.map((v) => v.toFixed(1)).join(", ")}`,
    );
    report.print(
      `${`${barePage} at rest`.padEnd(24)} ${typing.bare.toFixed(1)} ms/s (${share(typing.bare)})`,
    );
    report.figure("Typing placeholder on / (4× CPU)", Number(typing.typing.toFixed(1)), "ms/s");
  }
}

/** Alone: the app (started here unless BENCH_APP_BASE is set) and the bare page, this section only. */
async function main() {
  const { ensureNode22 } = await import("./node22.mjs");
  ensureNode22(import.meta.url);
  const { root } = await import("./local-stack.mjs");
  const { startBareRemix } = await import("./bench-bare-remix.mjs");
  const { startBenchApp } = await import("./bench-bare-app.mjs");
  const { signIn } = await import("./bench-dashboard.mjs");
  const { demoAccounts } = await import("./demo-accounts.mjs");
  const { createReport, budgetText } = await import("./bench-report.mjs");
  const port = Number(process.env.BENCH_PORT ?? 8790);
  const app = process.env.BENCH_APP_BASE
    ? { base: process.env.BENCH_APP_BASE, stop() {} }
    : await startBenchApp({ port });
  const bare = await startBareRemix({ port: Number(process.env.BENCH_BARE_PORT ?? port + 2) });
  try {
    const demo = demoAccounts.find((account) => account.plan === "free");
    const pro = demoAccounts.find((account) => account.plan === "pro");
    const report = createReport();
    const figures = await bareComparison({
      app: { base: app.base, clientDirectory: path.join(root, "build/client") },
      bare,
      cookie: await signIn(app.base, demo.email, demo.password),
      emptyCookie: await signIn(app.base, pro.email, pro.password),
      lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
      slow3gRuns: Number(process.env.BENCH_SLOW3G_RUNS ?? 3),
      minBenchmarkIndex: Number(process.env.BENCH_MIN_BENCHMARK_INDEX ?? 3000),
      extraRounds: Number(process.env.BENCH_LIGHTHOUSE_EXTRA_ROUNDS ?? 2),
    });
    reportBareComparison(report, figures);
    console.log("\nBudgets");
    for (const figure of report.figures.filter((f) => f.budget !== undefined))
      console.log(
        `${figure.name.padEnd(52)} ${String(figure.value ?? "not measured").padStart(8)} ${budgetText(figure)}`,
      );
  } finally {
    bare.stop();
    app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
