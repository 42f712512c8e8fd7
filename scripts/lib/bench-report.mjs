// The bench's report: every line the bench prints is kept, grouped under the section headings it
// prints (a line that starts with a newline), and written at the end as bench/report.md (for
// people) and bench/report.json (for tools: the same sections, plus the run's metadata and the
// figures the bench records by name).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Collects what the bench prints: `print` instead of console.log, `figure` for named values. */
export function createReport() {
  const sections = [{ title: "Run", lines: [] }];
  const figures = [];
  return {
    sections,
    figures,
    print(...parts) {
      console.log(...parts);
      const text = parts.join(" ");
      const heading = /^\n+(.*)$/s.exec(text);
      if (heading) sections.push({ title: heading[1].trim(), lines: [] });
      else sections.at(-1).lines.push(text);
    },
    /**
     * A named value, with its budget when it has one: a number is an upper bound, or one of
     * `{ atMost }`, `{ atLeast }`, `{ exactly }`. A value of null was not measured (say why in the
     * section); its budget is neither ok nor over.
     */
    figure(name, value, unit, budget) {
      figures.push({ name, value, unit, ...(budget === undefined ? {} : judge(value, budget)) });
    },
  };
}

const budgetKinds = { atMost: "at most", atLeast: "at least", exactly: "exactly" };
const symbols = { "at most": "≤", "at least": "≥", exactly: "=" };

/** The budget as the report writes it, and whether the value keeps it (verdict ok / over). */
export function judge(value, budget) {
  const [key, bound] = typeof budget === "number" ? ["atMost", budget] : Object.entries(budget)[0];
  const budgetKind = budgetKinds[key];
  if (!budgetKind) throw new Error(`unknown budget ${JSON.stringify(budget)}`);
  if (value === null || value === undefined || Number.isNaN(value))
    return { budget: bound, budgetKind, withinBudget: null, verdict: "not measured" };
  const within = key === "atMost" ? value <= bound : key === "atLeast" ? value >= bound : value === bound;
  return { budget: bound, budgetKind, withinBudget: within, verdict: within ? "ok" : "over" };
}

/** "≤ 95 KiB — ok": a figure's budget and verdict, for the tables. */
export function budgetText(figure) {
  if (figure.budget === undefined) return "";
  return `${symbols[figure.budgetKind ?? "at most"]} ${figure.budget} ${figure.unit} — ${figure.verdict ?? (figure.withinBudget ? "ok" : "over")}`;
}

/** The run's circumstances, printed at the top of the report so figures are read in context. */
export function runMetadata(root, command, runCounts) {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    /* not a git checkout */
  }
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    command,
    runCounts,
  };
}

/** The report as Markdown: the metadata, the named figures as a table, then each section. */
export function reportMarkdown(report, meta) {
  const out = [
    "# Miniatura benchmark report",
    "",
    `Written by \`${meta.command}\` on ${meta.date} at commit ${meta.commit} (Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}).`,
    `Run counts: ${Object.entries(meta.runCounts)
      .map(([name, count]) => `${name} ${count}`)
      .join(", ")}.`,
    "Figures, not pass/fail: compare them across changes on the same machine. Ratios to the bare Remix page",
    "(measured in the same run) are the figures that should not move with the machine.",
    "",
  ];
  if (report.figures.length) {
    out.push("## Headline figures", "", "| Figure | Value | Budget |", "|---|---|---|");
    for (const figure of report.figures) {
      const value = figure.value === null ? "not measured" : `${figure.value} ${figure.unit}`;
      out.push(`| ${figure.name} | ${value} | ${budgetText(figure)} |`);
    }
    out.push("");
  }
  for (const section of report.sections) {
    if (!section.lines.length) continue;
    out.push(`## ${section.title}`, "", "```", ...section.lines, "```", "");
  }
  return out.join("\n");
}

export function writeReport(root, report, meta) {
  const dir = path.join(root, "bench");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "report.md"), reportMarkdown(report, meta));
  writeFileSync(
    path.join(dir, "report.json"),
    `${JSON.stringify({ meta, figures: report.figures, sections: report.sections }, null, 2)}\n`,
  );
  return [path.join(dir, "report.md"), path.join(dir, "report.json")];
}
