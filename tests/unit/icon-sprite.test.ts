/**
 * The icon sprite ships exactly the icons the interface uses, as lucide draws them, with their
 * licence notices (docs/decisions/029-svg-icons.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { iconNames } from "../../app/ui/icon-names";
import { iconSymbols } from "../../app/ui/icon-symbols.server";
import { iconNamesFrom, iconSprite } from "../../scripts/lib/icon-sprite.mjs";

const appDirectory = new URL("../../app", import.meta.url).pathname;
const sprite = readFileSync(new URL("../../app/ui/icon-sprite.svg", import.meta.url), "utf8");

function components(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith(".tsx") ? [readFileSync(path, "utf8")] : [];
  });
}

describe("the icon sprite", () => {
  it("is lucide's drawing of each listed icon, as `npm run icons` writes it", () => {
    const listed = iconNamesFrom(
      readFileSync(new URL("../../app/ui/icon-names.ts", import.meta.url), "utf8"),
    );
    expect(listed).toEqual([...iconNames]);
    expect(sprite).toBe(iconSprite(listed));
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols).toEqual([...iconNames].sort());
    expect(sprite).toMatch(
      /<symbol id="globe" viewBox="0 0 24 24"[^>]*stroke="currentColor"[^>]*>\s*<circle/,
    );
  });

  it("holds no icon the interface does not use, so pages carry only what they show", () => {
    const source = components(appDirectory).join("\n");
    const used = new Set([...source.matchAll(/<Icon\s+name="([a-z0-9-]+)"/g)].map((match) => match[1]));
    expect(
      [...iconNames].filter((name) => !used.has(name)),
      "listed but unused",
    ).toEqual([]);
    expect([...used].filter((name) => !(iconNames as readonly string[]).includes(name!))).toEqual([]);
  });

  it("carries Lucide's ISC notice and Feather's MIT notice, and stays small", () => {
    expect(sprite).toContain("Copyright (c) 2026 Lucide Icons and Contributors");
    expect(sprite).toContain("Permission to use, copy, modify, and/or distribute this software");
    expect(sprite).toContain("Copyright (c) 2013-present Cole Bemis");
    expect(sprite).toContain("The above copyright notice and this permission notice shall be included");
    // An XML comment may not contain "--": the notices must not end the comment early.
    const comment = sprite.slice(sprite.indexOf("<!--") + 4, sprite.indexOf("-->"));
    expect(comment).not.toContain("--");
    expect(gzipSync(sprite).byteLength).toBeLessThan(3 * 1024);
  });

  it("goes into every page as its bare symbols, with a pointer to the notices, under 1 KiB gzip", () => {
    const symbols = [...iconSymbols.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols).toEqual([...iconNames].sort());
    expect(iconSymbols).toContain("Lucide (ISC) and Feather (MIT)");
    expect(iconSymbols).toContain("licences in NOTICE and on /termos");
    expect(iconSymbols).not.toContain("Permission");
    expect(iconSymbols).not.toMatch(/>\s+</);
    expect(iconSymbols).not.toContain("<svg");
    expect(gzipSync(iconSymbols).byteLength).toBeLessThan(1024);
  });

  it("refuses a name lucide does not have", () => {
    expect(() => iconSprite(["no-such-icon"])).toThrow(/not an icon of lucide-static/);
  });
});
