import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SvgIds } from "~/engines/render/svg";
import { topicArt, withOwnIds } from "~/engines/render/topic-art/draw";
import { topicIcons } from "~/engines/render/topic-art/icons.generated";
import { topics } from "~/engines/render/topic-art/topics";

const require = createRequire(import.meta.url);
const generated = new URL("./icons.generated.ts", import.meta.url);
const set = JSON.parse(
  readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8"),
) as {
  icons: Record<string, { body: string }>;
};

describe("topic art icons", () => {
  it("ships exactly the icons the topic map names, as the package draws them", () => {
    const mapped = [...new Set(topics.map((t) => t.icon))].sort();
    expect(Object.keys(topicIcons).sort()).toEqual(mapped);
    // The copy is the package's own (run `npm run topic-art` after editing topics.ts).
    for (const icon of mapped) expect(topicIcons[icon]!.body, icon).toBe(set.icons[icon]!.body);
    // No SVG filters: resvg's WASM build renders them slowly.
    for (const icon of mapped) expect(topicIcons[icon]!.body, icon).not.toContain("<filter");
  });

  it("stays small enough for the jobs Worker's bundle, with Microsoft's MIT notice", () => {
    const source = readFileSync(generated);
    expect(gzipSync(source).byteLength).toBeLessThan(100 * 1024);
    const text = source.toString("utf8");
    expect(text).toContain("Copyright (c) Microsoft Corporation.");
    expect(text).toContain("MIT License");
  });

  it("renames the ids inside an icon per use, so two icons in one SVG never share one", () => {
    // None of today's icons has ids, but a topic added tomorrow may (50 of the set's bodies do).
    const withIds = Object.values(set.icons).find((art) => art.body.includes('id="'))!.body;
    const ids = new SvgIds();
    const first = withOwnIds(withIds, ids);
    const second = withOwnIds(withIds, ids);
    const declared = (body: string) => [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(declared(first).length).toBeGreaterThan(0);
    expect(declared(first).filter((id) => declared(second).includes(id))).toEqual([]);
    // Every reference points at an id declared in the same copy.
    for (const body of [first, second])
      for (const [, id] of body.matchAll(/url\(#([^)]+)\)/g)) expect(declared(body)).toContain(id);
  });

  it("draws the icon scaled into its box and says which icon and where", () => {
    const box = { x: 100, y: 50, width: 320, height: 320 };
    const item = topicArt(new SvgIds(), "mobile-phone", box, "#ffcc00");
    expect(item).toMatchObject({ kind: "svg", topic: { icon: "mobile-phone", box } });
    if (item.kind !== "svg") throw new Error("not svg");
    expect(item.markup).toContain(topicIcons["mobile-phone"]!.body);
    expect(item.markup).toContain("translate(100 50) scale(10.000)");
    expect(() => topicArt(new SvgIds(), "no-such-icon", box, "#fff")).toThrow(/topic art/);
  });
});
