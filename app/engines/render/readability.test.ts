import { beforeAll, describe, expect, it } from "vitest";
import { sceneToDocumentParts } from "~/engines/render/document-layers";
import { loadFontLibrary, type FontLibrary } from "~/engines/render/fonts";
import { documentWarnings, minMobileCapHeightPx, mobileFeedWidth } from "~/engines/render/readability";
import { readFontFiles } from "~/engines/render/render-engine.node";
import { optionLayoutCount, thumbnailScene } from "~/engines/render/render-thumbnails";
import { longHeadline, testBrief } from "~/engines/render/test-briefs";
import type { TextLayer } from "~/engines/render/thumbnail-document";

let fonts: FontLibrary;
beforeAll(async () => {
  fonts = await loadFontLibrary(await readFontFiles());
});

/** The layers of a generated thumbnail. */
function generated(layout: number, brief = testBrief()): TextLayer[] {
  const { scene } = thumbnailScene(fonts, {
    brief,
    seed: "readability",
    variation: layout,
    hasBackground: false,
    hasReference: false,
  });
  return sceneToDocumentParts(scene).layers;
}

const headline = () => generated(0).find((l) => l.role === "headline")!;

describe("documentWarnings", () => {
  it("warns when a headline sits in the timestamp corner", () => {
    const warnings = documentWarnings(fonts, [{ ...headline(), position: "bottom-right" }]);
    expect(warnings.map((w) => [w.layerId, w.kind])).toEqual([["headline", "under-timestamp"]]);
  });

  it("does not warn for the same headline at the top left", () => {
    expect(documentWarnings(fonts, [{ ...headline(), position: "top-left" }])).toEqual([]);
  });

  it("warns when a long text is forced small, with its capitals' height in the feed", () => {
    const small = { ...headline(), text: longHeadline.slice(0, 100), size: 20 };
    const warnings = documentWarnings(fonts, [small]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.kind).toBe("too-small");
    // Anton's capitals are ~0.73 em: 20 px on the canvas is ~4 px in a 360 px feed.
    expect(warnings[0]!.mobilePx).toBeGreaterThan(3);
    expect(warnings[0]!.mobilePx).toBeLessThan(minMobileCapHeightPx);
    expect(Math.round(warnings[0]!.mobilePx * 10)).toBe(warnings[0]!.mobilePx * 10);
    expect(mobileFeedWidth).toBe(360);
  });

  it("reports both problems of one layer, and each layer by its id", () => {
    const tiny = {
      ...headline(),
      id: "tiny",
      text: longHeadline.slice(0, 100),
      size: 20,
      position: "bottom-right" as const,
    };
    const warnings = documentWarnings(fonts, [{ ...headline(), position: "top" }, tiny]);
    expect(warnings.map((w) => `${w.layerId}:${w.kind}`)).toEqual(["tiny:under-timestamp", "tiny:too-small"]);
  });

  it("finds nothing to warn about in the generated thumbnails' headlines", () => {
    for (let layout = 0; layout < optionLayoutCount; layout++)
      for (const brief of [testBrief(), testBrief({ platform: "mobile", style: "minimal" })]) {
        const layers = generated(layout, brief).filter((l) => l.role === "headline");
        expect(documentWarnings(fonts, layers), `layout ${layout}`).toEqual([]);
      }
  });

  it("is deterministic", () => {
    const layers = [
      { ...headline(), position: "bottom-right" as const },
      { ...headline(), id: "second", text: longHeadline.slice(0, 100), size: 18 },
    ];
    expect(documentWarnings(fonts, layers)).toEqual(documentWarnings(fonts, structuredClone(layers)));
  });
});
