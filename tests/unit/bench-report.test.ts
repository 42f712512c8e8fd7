import { describe, expect, it } from "vitest";
import { createReport, reportMarkdown } from "../../scripts/lib/bench-report.mjs";

const meta = {
  date: "2026-11-24T05:00:00.000Z",
  commit: "abc1234",
  node: "v22.12.0",
  cpus: 2,
  cpuModel: "Test CPU",
  command: "npm run bench",
  runCounts: { lighthouseRuns: 5, liveRuns: 50 },
};

describe("the bench report", () => {
  it("groups printed lines under the headings the bench prints, and marks budgets ok or over", () => {
    const report = createReport();
    const logged: unknown[][] = [];
    const original = console.log;
    console.log = (...parts: unknown[]) => void logged.push(parts);
    try {
      report.print("\nSSR throughput (autocannon)");
      report.print("/", "812.3 requests/s");
      report.print("\nWorker bundles");
      report.print("web Worker", "1.6 MiB gzip");
      report.figure("web Worker bundle (gzip)", 1.6, "MiB", 3);
      report.figure("jobs Worker bundle (gzip)", 3.2, "MiB", 3);
      report.figure("SSR / requests/s", 812.3, "req/s");
    } finally {
      console.log = original;
    }
    expect(logged).toHaveLength(4);
    const markdown = reportMarkdown(report, meta);
    expect(markdown).toContain("at commit abc1234 (Node v22.12.0, 2 × Test CPU)");
    expect(markdown).toContain("Run counts: lighthouseRuns 5, liveRuns 50.");
    expect(markdown).toContain("| web Worker bundle (gzip) | 1.6 MiB | ≤ 3 MiB — ok |");
    expect(markdown).toContain("| jobs Worker bundle (gzip) | 3.2 MiB | ≤ 3 MiB — over |");
    expect(markdown).toContain("| SSR / requests/s | 812.3 req/s |  |");
    expect(markdown).toMatch(/## SSR throughput \(autocannon\)\n\n```\n\/ 812\.3 requests\/s\n```/);
    expect(markdown).toMatch(/## Worker bundles\n\n```\nweb Worker 1\.6 MiB gzip\n```/);
    // An empty section (the run's preamble here) is left out.
    expect(markdown).not.toContain("## Run");
  });

  it("marks lower bounds, exact counts and unmeasured figures (issue 28's budgets against the bare page)", () => {
    const report = createReport();
    report.figure("Lighthouse mobile performance /", 97, "/100", { atLeast: 98 });
    report.figure("Lighthouse mobile performance /faq", 98, "/100", { atLeast: 98 });
    report.figure("Data requests, document load of /dashboard", 2, "requests", { exactly: 1 });
    report.figure("Data requests, client navigation to /dashboard", 1, "requests", { exactly: 1 });
    report.figure("Main-thread work /login / bare", 1.3, "×", { atMost: 1.3 });
    report.figure("TBT at 8× CPU /login", null, "ms", 100);
    const markdown = reportMarkdown(report, meta);
    expect(markdown).toContain("| Lighthouse mobile performance / | 97 /100 | ≥ 98 /100 — over |");
    expect(markdown).toContain("| Lighthouse mobile performance /faq | 98 /100 | ≥ 98 /100 — ok |");
    expect(markdown).toContain(
      "| Data requests, document load of /dashboard | 2 requests | = 1 requests — over |",
    );
    expect(markdown).toContain(
      "| Data requests, client navigation to /dashboard | 1 requests | = 1 requests — ok |",
    );
    expect(markdown).toContain("| Main-thread work /login / bare | 1.3 × | ≤ 1.3 × — ok |");
    // No run on a fast enough host: neither ok nor over, and report.json says so.
    expect(markdown).toContain("| TBT at 8× CPU /login | not measured | ≤ 100 ms — not measured |");
    expect(report.figures.at(-1)).toMatchObject({ budget: 100, budgetKind: "at most", withinBudget: null });
    expect(report.figures[0]).toMatchObject({ budgetKind: "at least", withinBudget: false, verdict: "over" });
  });
});
