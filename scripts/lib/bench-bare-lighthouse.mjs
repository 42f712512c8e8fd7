// Lighthouse for the comparison with the bare Remix page (issue 28, How we will know): every page
// and the bare one in the same window, interleaved run by run so a busy moment of the machine falls
// on all of them alike. Two profiles: Lighthouse's mobile default (simulated 150 ms RTT, 1.6 Mbps,
// 4× CPU), for the score, LCP, TBT, CLS, accessibility and the main-thread work; and the same at
// 8× CPU, for blocking time on a low-end Android, where a run counts only when Lighthouse's
// benchmark index of the host is at least `minBenchmarkIndex` (a slower host would overstate it).
// A target with `withoutScripts` loads with its JavaScript files blocked (inline scripts still run).
import { chromiumExecutable, chromiumFlags } from "./chromium.mjs";

const median = (values) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : null;

/** One Lighthouse run; a run that fails to record a trace (NO_NAVSTART) is repeated, twice at most. */
async function lighthouseRun(lighthouse, port, target, cpuSlowdown) {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt++) {
    ({ lhr } = await lighthouse(target.url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: target.headers ?? {},
      ...(cpuSlowdown === 4 ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      // The page without its JavaScript files: what its HTML, CSS and images cost on their own.
      ...(target.withoutScripts ? { blockedUrlPatterns: ["*.js"] } : {}),
    }));
    if (!lhr.runtimeError) break;
  }
  if (lhr.runtimeError) throw new Error(`lighthouse ${target.label}: ${lhr.runtimeError.message}`);
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    mainThread: lhr.audits["mainthread-work-breakdown"].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * `runs` counted runs per target at `cpuSlowdown`, interleaved. With `minBenchmarkIndex`, a run on
 * a slower host is kept out of the medians, and rounds go on (up to `maxRounds`) until every target
 * has `runs` counted ones. Returns, per target, the medians of the counted runs, how many counted
 * of how many made, and the benchmark indexes seen.
 */
export async function lighthouseComparison(
  targets,
  { runs, cpuSlowdown = 4, minBenchmarkIndex = 0, maxRounds = runs },
) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: chromiumFlags });
  const samples = new Map(targets.map((target) => [target.label, []]));
  const counted = (label) => samples.get(label).filter((s) => s.benchmarkIndex >= minBenchmarkIndex);
  try {
    for (let round = 0; round < maxRounds; round++) {
      const due = targets.filter((target) => counted(target.label).length < runs);
      if (!due.length) break;
      for (const target of due)
        samples.get(target.label).push(await lighthouseRun(lighthouse, chrome.port, target, cpuSlowdown));
    }
  } finally {
    await chrome.kill();
  }
  return targets.map(({ label }) => {
    const kept = counted(label);
    const of = (key) => median(kept.map((s) => s[key]));
    const indexes = samples.get(label).map((s) => Math.round(s.benchmarkIndex));
    return {
      label,
      cpuSlowdown,
      made: indexes.length,
      counted: kept.length,
      benchmarkIndexes: indexes,
      performance: of("performance"),
      accessibility: of("accessibility"),
      lcp: of("lcp"),
      tbt: of("tbt"),
      cls: of("cls"),
      mainThread: of("mainThread"),
      benchmarkIndex: of("benchmarkIndex"),
      // Every run's blocking time, counted or not: for reading a run on a slow host, never a budget.
      tbtAllRuns: median(samples.get(label).map((s) => s.tbt)),
    };
  });
}
