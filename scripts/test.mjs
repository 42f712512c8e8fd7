#!/usr/bin/env node
// `npm test`: typecheck, lint, format check, unit tests, build, integration tests inside workerd, and the
// Playwright e2e suite (JavaScript on and off). Runs every layer it can, then prints one summary
// and a closing line "tests: N passed, N failed".
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { existsSync, mkdirSync, readFileSync, rmSync } = await import("node:fs");
const path = await import("node:path");
const { ensureDependencies, ensureDevVars, root } = await import("./lib/local-stack.mjs");
const { run, step } = await import("./lib/run.mjs");

const reports = path.join(root, ".reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const report = (name) => path.join(reports, `${name}.json`);

function vitestCounts(file) {
  const json = JSON.parse(readFileSync(file, "utf8"));
  return {
    passed: json.numPassedTests,
    // A file that fails to load has no failed tests but a failed suite: count it too.
    failed: Math.max(json.numFailedTests, json.numFailedTestSuites ?? 0),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}
function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected, skipped: stats.skipped };
}

// The names of the failed tests, so the summary (the part of a CI log anyone reads) says which.
function vitestFailures(file) {
  const json = JSON.parse(readFileSync(file, "utf8"));
  return json.testResults.flatMap((suite) => {
    const where = path.relative(root, suite.name);
    const tests = suite.assertionResults.filter((t) => t.status === "failed");
    if (tests.length === 0 && suite.status === "failed")
      return [`${where}: ${suite.message || "did not load"}`];
    return tests.map((t) => {
      // Vitest's JSON report has no message for a timeout, only this placeholder.
      const message = firstLine(t.failureMessages?.[0]).replace(
        "Error: STACK_TRACE_ERROR",
        "no message (a timeout? see the log above)",
      );
      return `${where} › ${t.fullName} (${(t.duration / 1000).toFixed(1)} s): ${message}`;
    });
  });
}
function playwrightFailures(file) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const last = test.results.at(-1);
        const name = [...titles, spec.title].filter(Boolean).join(" › ");
        failures.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${name}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, [...titles, child.file === child.title ? "" : child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites) walk(suite, []);
  return failures;
}
function firstLine(text = "") {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  return (
    plain
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ""
  );
}

const vitestLayer = (name, config) => ({
  name,
  command: [
    "npx",
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report(name)}`,
  ],
  counts: () => vitestCounts(report(name)),
  failures: () => vitestFailures(report(name)),
});

const layers = [
  { name: "typecheck", command: ["npx", "tsc", "-p", "tsconfig.json"] },
  { name: "lint", command: ["npx", "eslint", "--max-warnings", "0", "."] },
  { name: "format", command: ["npx", "prettier", "--check", "--log-level", "warn", "."] },
  vitestLayer("unit", "vitest.unit.config.ts"),
  { name: "build", command: ["npx", "remix", "vite:build"] },
  { ...vitestLayer("integration", "vitest.integration.config.ts"), needs: "build" },
  {
    name: "e2e",
    needs: "build",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report("e2e") },
    counts: () => playwrightCounts(report("e2e")),
    failures: () => playwrightFailures(report("e2e")),
  },
];

await ensureDependencies();
ensureDevVars();

const results = [];
const failedLayers = new Set();
for (const layer of layers) {
  if (layer.needs && failedLayers.has(layer.needs)) {
    results.push({ name: layer.name, status: `skipped (${layer.needs} failed)`, seconds: 0 });
    failedLayers.add(layer.name);
    continue;
  }
  step(`${layer.name}: ${layer.command.join(" ")}`);
  const started = Date.now();
  const code = await run(layer.command[0], layer.command.slice(1), {
    cwd: root,
    env: { ...process.env, ...layer.env },
  });
  const seconds = (Date.now() - started) / 1000;
  let counts = null;
  if (layer.counts) {
    try {
      counts = layer.counts();
    } catch {
      counts = null; // the runner died before writing its report
    }
  }
  const ok = code === 0 && (!counts || counts.failed === 0);
  if (!ok) failedLayers.add(layer.name);
  if (layer.counts && !counts && code === 0) failedLayers.add(layer.name);
  let failures = [];
  if (!ok && layer.failures) {
    try {
      failures = layer.failures();
    } catch {
      failures = [];
    }
  }
  results.push({ name: layer.name, status: ok ? "ok" : `failed (exit ${code})`, seconds, counts, failures });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log("\n── Summary ─────────────────────────────────────────────");
for (const r of results) {
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  } else if (r.status !== "ok" && !r.status.startsWith("skipped")) {
    // A layer that failed without counting tests (typecheck, lint, build, a crashed runner).
    failed += 1;
  }
  const detail = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : "";
  console.log(`${r.name.padEnd(12)} ${r.status.padEnd(26)} ${r.seconds.toFixed(1).padStart(6)} s  ${detail}`);
}
const failedTests = results.flatMap((r) => r.failures ?? []);
if (failedTests.length > 0) {
  console.log("\nFailed:");
  for (const line of failedTests) console.log(`  ✘ ${line}`);
}
if (!existsSync(path.join(root, "build/server/index.js"))) console.log("(no server build)");
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedLayers.size === 0 ? 0 : 1);
