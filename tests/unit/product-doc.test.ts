/**
 * Comments and docs cite docs/product.md by a section's heading ("docs/product.md, Thumbnail Expert")
 * and never documents that are not in the repository. This keeps both true: a renamed heading, or a
 * citation of the old spec, fails here.
 */
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const tracked = execFileSync("git", ["ls-files", "app", "workers", "tests", "scripts", "docs", "README.md"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|md|toml)$/.test(file) && file !== "tests/unit/product-doc.test.ts");
const read = (file: string) => readFileSync(new URL(file, root), "utf8");

const headings = read("docs/product.md")
  .split("\n")
  .filter((line) => /^##+ /.test(line))
  .map((line) => line.replace(/^#+ /, "").trim());

/** Whether `cited` (the words after "docs/product.md, ") starts with a heading, or two joined by "and". */
function namesHeading(cited: string): boolean {
  return headings.some(
    (heading) =>
      cited === heading ||
      (cited.startsWith(heading) && /^[,;:)]/.test(cited.slice(heading.length))) ||
      (cited.startsWith(`${heading} and `) && namesHeading(cited.slice(heading.length + 5))),
  );
}

describe("docs/product.md citations", () => {
  it("has the sections the code cites", () => {
    expect(headings).toContain("Thumbnail Expert");
    expect(headings).toContain("Plans");
  });

  it("every citation names one of its headings", () => {
    const unknown: string[] = [];
    for (const file of tracked) {
      if (file === "docs/product.md") continue;
      // Comments wrap: join lines, dropping the comment markers.
      const text = read(file).replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, " ");
      for (const match of text.matchAll(
        /docs\/product\.md,? ((?:"[^"]+"(?: and "[^"]+")*)|[A-Z][^.;:()\]"'`]*)/g,
      )) {
        const cited = match[1]!.startsWith('"')
          ? [...match[1]!.matchAll(/"([^"]+)"/g)].map((quoted) => quoted[1]!)
          : [match[1]!];
        for (const name of cited)
          if (!namesHeading(name.trim())) unknown.push(`${file}: ${name.slice(0, 60)}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("no file cites the old spec or ARCHITECTURE.md, which are not in the repository", () => {
    const stale = tracked.filter((file) => /spec [12] ?§|ARCHITECTURE\.md/.test(read(file)));
    expect(stale).toEqual([]);
  });
});
