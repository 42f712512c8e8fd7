import { beforeAll, describe, expect, it } from "vitest";
import { type ThumbnailBrief, briefChoiceIds } from "~/core/brief/thumbnail-brief";
import { loadFontLibrary, type FontLibrary } from "~/engines/render/fonts";
import { intersects, right, bottom, type Rect } from "~/engines/render/geometry";
import { canvas, layoutOrder, timestampZone } from "~/engines/render/layouts";
import { readFontFiles } from "~/engines/render/render-engine.node";
import { optionLayoutCount, thumbnailScene, variationCount } from "~/engines/render/render-thumbnails";
import { textBlocks, textBounds } from "~/engines/render/scene";
import { accentedHeadline, longHeadline, testBrief } from "~/engines/render/test-briefs";

let fonts: FontLibrary;
beforeAll(async () => {
  fonts = await loadFontLibrary(await readFontFiles());
});

const headlines = [
  accentedHeadline,
  longHeadline,
  "UAU",
  "INCONSTITUCIONALISSIMAMENTE",
  "Top 5 erros que custam R$ 1.000",
];
const pictures = [
  { hasBackground: false, hasReference: false },
  { hasBackground: false, hasReference: true },
  { hasBackground: true, hasReference: true },
];

/** Every layout's scene (the expert's three and the fourth), with and without pictures. */
function scenesFor(brief: ThumbnailBrief, seed = "seed") {
  return pictures.flatMap((p) =>
    Array.from(
      { length: optionLayoutCount },
      (_, variation) => thumbnailScene(fonts, { brief, seed, variation, ...p }).scene,
    ),
  );
}

const onCanvas = (r: Rect) =>
  r.x >= -1 && r.y >= -1 && right(r) <= canvas.width + 1 && bottom(r) <= canvas.height + 1;

describe("layouts", () => {
  it("keep every text box out of the timestamp corner and on the canvas", () => {
    expect(timestampZone).toEqual({ x: 980, y: 600, width: 300, height: 120 });
    let checked = 0;
    for (const headline of headlines)
      for (const platform of briefChoiceIds.platform)
        for (const highlight of briefChoiceIds.highlight)
          for (const scene of scenesFor(testBrief({ headline, platform, highlight }))) {
            for (const block of textBlocks(scene)) {
              const bounds = textBounds(block);
              expect(
                intersects(bounds, timestampZone),
                `${scene.layout} ${block.role} "${headline}" ${platform} ${highlight}`,
              ).toBe(false);
              expect(onCanvas(bounds), `${scene.layout} ${block.role} on canvas`).toBe(true);
              checked++;
            }
          }
    expect(checked).toBeGreaterThan(1000);
  });

  it("keep the text out of the corner in every style and palette too", () => {
    for (const style of briefChoiceIds.style)
      for (const palette of briefChoiceIds.palette)
        for (const scene of scenesFor(
          testBrief({ style, palette, headline: longHeadline, platform: "desktop" }),
        ))
          for (const block of textBlocks(scene))
            expect(intersects(textBounds(block), timestampZone)).toBe(false);
  });

  it("are four different compositions, the expert's three variations first", () => {
    expect(variationCount).toBe(3);
    expect(optionLayoutCount).toBe(4);
    const scenes = Array.from(
      { length: optionLayoutCount },
      (_, variation) =>
        thumbnailScene(fonts, {
          brief: testBrief(),
          seed: "s",
          variation,
          hasBackground: false,
          hasReference: false,
        }).scene,
    );
    expect(scenes.map((s) => s.layout)).toEqual([...layoutOrder]);
    const headlineBoxes = scenes.map((s) => textBlocks(s).find((b) => b.role === "headline")!);
    // Left-aligned on the left, centred across, boxed on the left panel: the boxes differ clearly.
    expect(headlineBoxes[0]!.fitted.ink.x).toBeLessThan(200);
    expect(
      Math.abs(headlineBoxes[1]!.fitted.ink.x + headlineBoxes[1]!.fitted.ink.width / 2 - 640),
    ).toBeLessThan(40);
    expect(headlineBoxes[1]!.rotation).not.toBe(0);
    expect(headlineBoxes[2]!.fitted.ink.x + headlineBoxes[2]!.fitted.ink.width).toBeLessThan(640);
    // Centred, upright and stacked in the upper middle, over its underline.
    const stacked = headlineBoxes[3]!;
    expect(Math.abs(stacked.fitted.ink.x + stacked.fitted.ink.width / 2 - 640)).toBeLessThan(40);
    expect(stacked.rotation).toBe(0);
    expect(stacked.fitted.ink.y + stacked.fitted.ink.height).toBeLessThan(420);
    expect(stacked.fitted.lines.length).toBeGreaterThan(1);
    expect(headlineBoxes.map((b) => b.plate?.kind)).toEqual(["bar", "band", "line-boxes", "underline"]);
  });

  it("draw a Portuguese headline with glyphs its font has, accents intact", () => {
    for (const style of briefChoiceIds.style) {
      for (const scene of scenesFor(testBrief({ style, headline: accentedHeadline }))) {
        const headline = textBlocks(scene).find((b) => b.role === "headline")!;
        const drawn = headline.fitted.lines.flatMap((l) => l.words).join(" ");
        expect(drawn.toLocaleUpperCase("pt-BR")).toBe(accentedHeadline);
        for (const block of textBlocks(scene))
          for (const line of block.fitted.lines)
            for (const char of line.words.join(""))
              expect(fonts[block.font].metrics.has(char.codePointAt(0)!), `${char} in ${block.font}`).toBe(
                true,
              );
      }
    }
  });

  it("give phones bigger, fewer-word headlines and desktops a secondary line", () => {
    const sizeOn = (platform: ThumbnailBrief["platform"]) =>
      textBlocks(
        thumbnailScene(fonts, {
          brief: testBrief({ platform, headline: longHeadline }),
          seed: "s",
          variation: 0,
          hasBackground: false,
          hasReference: false,
        }).scene,
      );
    const mobile = sizeOn("mobile").find((b) => b.role === "headline")!;
    const desktop = sizeOn("desktop").find((b) => b.role === "headline")!;
    expect(mobile.fitted.lines.flatMap((l) => l.words).length).toBeLessThanOrEqual(6);
    expect(mobile.fitted.fontSize).toBeGreaterThan(desktop.fitted.fontSize * 1.5);
    expect(sizeOn("desktop").some((b) => b.role === "secondary")).toBe(true);
    expect(sizeOn("mobile").some((b) => b.role === "secondary")).toBe(false);
  });

  it("are the same for the same seed", () => {
    const a = thumbnailScene(fonts, {
      brief: testBrief(),
      seed: "job-1",
      variation: 0,
      hasBackground: false,
      hasReference: false,
    });
    const b = thumbnailScene(fonts, {
      brief: testBrief(),
      seed: "job-1",
      variation: 0,
      hasBackground: false,
      hasReference: false,
    });
    expect(JSON.stringify(a.scene)).toBe(JSON.stringify(b.scene));
  });
});
