/**
 * The layout's import rules (docs/decisions/021-one-folder-per-feature.md) are enforced by ESLint.
 * This lints a small tree of deliberate violations (tests/fixtures/boundaries) with the project's
 * own eslint.config.js and checks that each rule fires where it should, and only there. ESLint runs
 * in the fixture's folder (the rules' zones are relative to the working directory).
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const fixture = fileURLToPath(new URL("../fixtures/boundaries/", import.meta.url));
const config = fileURLToPath(new URL("../../eslint.config.js", import.meta.url));
const eslintBin = fileURLToPath(new URL("../../node_modules/eslint/bin/eslint.js", import.meta.url));

let results: Map<string, string[]>;

beforeAll(async () => {
  // ESLint exits 1 when it finds problems, which is the point here: read its JSON either way.
  const output = await promisify(execFile)(
    process.execPath,
    [eslintBin, "--config", config, "--format", "json", "app", "workers"],
    { cwd: fixture },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "[]" }));
  const linted = JSON.parse(output.stdout) as ESLint.LintResult[];
  results = new Map(
    linted.map((r) => [
      r.filePath.slice(fixture.length).replace(/\\/g, "/"),
      r.messages.map((m) => `${m.ruleId}:${m.line}`),
    ]),
  );
}, 60_000);

const problems = (file: string) => results.get(file) ?? [];

describe("the import boundaries", () => {
  it("lints every file of the fixture", () => {
    expect([...results.keys()].sort()).toContain("app/engines/uses-feature.ts");
    expect(results.size).toBe(12);
  });

  it("refuses an engine, core or shared UI that imports a feature", () => {
    expect(problems("app/engines/uses-feature.ts")).toContain("import-x/no-restricted-paths:1");
    expect(problems("app/core/uses-feature.ts")).toContain("import-x/no-restricted-paths:1");
    expect(problems("app/ui/uses-feature.ts")).toContain("import-x/no-restricted-paths:1");
  });

  it("refuses a feature that imports a route, and lets it use an engine", () => {
    expect(problems("app/features/demo/uses-route.ts")).toContain("import-x/no-restricted-paths:1");
    expect(problems("app/features/demo/uses-engine.ts")).not.toContain("import-x/no-restricted-paths:1");
  });

  it("finds an import cycle", () => {
    expect(problems("app/core/cycle-a.ts")).toContain("import-x/no-cycle:1");
    expect(problems("app/core/cycle-b.ts")).toContain("import-x/no-cycle:1");
  });

  it("asks for ~/ imports inside app/", () => {
    expect(problems("app/features/demo/uses-engine.ts")).toContain("no-restricted-imports:1");
  });

  it("lets the jobs Worker import a feature through its index.ts only", () => {
    expect(problems("workers/jobs/entry.ts")).toEqual(["no-restricted-imports:1"]);
  });

  it("passes a file that breaks no rule", () => {
    expect(problems("app/engines/pure.ts")).toEqual([]);
    expect(problems("app/routes/page.ts")).toEqual([]);
  });
});
