import { beforeAll, describe, expect, it } from "vitest";
import { type ThumbnailBrief, briefChoiceIds } from "~/core/brief/thumbnail-brief";
import {
  layerBlock,
  positionBox,
  presetMargin,
  sceneToDocumentParts,
} from "~/engines/render/document-layers";
import { loadFontLibrary, type FontLibrary } from "~/engines/render/fonts";
import { bottom, intersects, right, timestampZone, type Rect } from "~/engines/render/geometry";
import { bandTopAt, burstGeometry, pillPadding, plateSvg } from "~/engines/render/plates";
import { readFontFiles } from "~/engines/render/render-engine.node";
import { optionLayoutCount, thumbnailScene } from "~/engines/render/render-thumbnails";
import { textBlocks, type Scene, type TextBlock } from "~/engines/render/scene";
import { accentedHeadline, longHeadline, testBrief } from "~/engines/render/test-briefs";
import { documentPositions, textLayerSchema, type TextLayer } from "~/engines/render/thumbnail-document";

let fonts: FontLibrary;
beforeAll(async () => {
  fonts = await loadFontLibrary(await readFontFiles());
});

const pictures = [
  { hasBackground: false, hasReference: false },
  { hasBackground: true, hasReference: true },
];

function scenes(brief: ThumbnailBrief): Scene[] {
  return pictures.flatMap((p) =>
    Array.from(
      { length: optionLayoutCount },
      (_, variation) => thumbnailScene(fonts, { brief, seed: "doc", variation, ...p }).scene,
    ),
  );
}

/** The block as drawn, without the layer it came from (which a document stores at another size). */
const drawn = ({ layer: _layer, ...block }: TextBlock) => block;

const briefs = [
  testBrief(),
  testBrief({ headline: longHeadline, platform: "desktop", highlight: "number", title: "Top 10 receitas" }),
  testBrief({ headline: "UAU", platform: "mobile", highlight: "circle", style: "playful" }),
  testBrief({ headline: "Top 5 erros que custam R$ 1.000", style: "gamer", palette: "green-neon" }),
  testBrief({ headline: accentedHeadline, style: "minimal", palette: "black-white", platform: "desktop" }),
  testBrief({ headline: "INCONSTITUCIONALISSIMAMENTE", style: "cinematic", highlight: "before-after" }),
  testBrief({ headline: "🔥 Łódź: o pão 🔥", style: "professional", palette: "blue-orange" }),
  // A kicker so long it fits below a document's smallest size (stored as 16, refitted as drawn).
  testBrief({
    platform: "desktop",
    title: "Um título que ninguém vai ler inteiro porque é comprido demais",
    niche: "Culinária caseira para iniciantes que nunca cozinharam nada na vida e querem aprender hoje",
  }),
];

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  right(inner) <= right(outer) + 0.01 &&
  bottom(inner) <= bottom(outer) + 0.01;

describe("sceneToDocumentParts", () => {
  it("gives layers that refit exactly as every layout drew them", () => {
    let checked = 0;
    let smaller = 0;
    let badges = 0;
    for (const brief of briefs)
      for (const scene of scenes(brief)) {
        // The headline and secondary text in the scene's order, then the badge (drawn over them).
        const blocks = textBlocks(scene);
        const editable = [
          ...blocks.filter((b) => b.role === "headline" || b.role === "secondary"),
          ...blocks.filter((b) => b.role === "badge"),
        ];
        const { layers } = sceneToDocumentParts(scene);
        expect(layers.map((l) => l.role)).toEqual(editable.map((b) => b.role));
        layers.forEach((layer, i) => {
          const refit = layerBlock(fonts, layer);
          expect(drawn(refit), `${scene.layout} ${layer.role} "${brief.headline}"`).toEqual(
            drawn(editable[i]!),
          );
          // The document's size is the size the layout fitted at (what an editor shows).
          expect(layer.size).toBe(Math.max(16, editable[i]!.fitted.fontSize));
          if (layer.size > editable[i]!.fitted.fontSize) smaller++;
          if (layer.role === "badge") badges++;
          checked++;
        });
      }
    expect(checked).toBeGreaterThan(60);
    expect(smaller).toBeGreaterThan(0);
    expect(badges).toBeGreaterThan(5);
  });

  it("refits the same after a JSON round trip through the schema (as stored)", () => {
    for (const brief of briefs.slice(0, 3))
      for (const scene of scenes(brief))
        for (const layer of sceneToDocumentParts(scene).layers) {
          const stored = textLayerSchema.parse(JSON.parse(JSON.stringify(layer)));
          expect(drawn(layerBlock(fonts, stored))).toEqual(drawn(layerBlock(fonts, layer)));
        }
  });

  it("gives layers a document accepts, for every style, platform and highlight", () => {
    for (const style of briefChoiceIds.style)
      for (const platform of briefChoiceIds.platform)
        for (const highlight of briefChoiceIds.highlight)
          for (const scene of scenes(testBrief({ style, platform, highlight, headline: longHeadline }))) {
            const { layers } = sceneToDocumentParts(scene);
            expect(layers.length).toBeGreaterThanOrEqual(1);
            expect(new Set(layers.map((l) => l.id)).size).toBe(layers.length);
            for (const layer of layers) {
              const result = textLayerSchema.safeParse(layer);
              expect(result.success, `${scene.layout} ${layer.role}: ${result.error?.message}`).toBe(true);
            }
          }
  });

  it("leaves the labels, numbers and shapes in the background, the editable text out of it", () => {
    const brief = testBrief({ platform: "desktop", highlight: "before-after" });
    for (const scene of scenes(brief)) {
      const { background, layers } = sceneToDocumentParts(scene);
      const kept = textBlocks(background);
      expect(kept.every((b) => b.role === "label")).toBe(true);
      expect(kept.length).toBeGreaterThanOrEqual(2); // "ANTES" and "DEPOIS"
      expect(layers.map((l) => l.id)).toEqual(["secondary", "headline"]);
      expect(background.items.length).toBe(scene.items.length - 2);
      expect(background.base).toEqual(scene.base);
    }
  });

  it("puts the plates on the text they are sized by", () => {
    const desktop = scenes(testBrief({ platform: "desktop", highlight: "circle" })).slice(
      0,
      optionLayoutCount,
    );
    const plates = desktop.map((scene) =>
      sceneToDocumentParts(scene).layers.map((l) => `${l.role}:${l.plate?.kind}`),
    );
    expect(plates).toEqual([
      ["secondary:pill", "headline:bar"],
      ["secondary:pill", "headline:band"],
      ["secondary:pill", "headline:line-boxes"],
      ["secondary:pill", "headline:underline"],
    ]);
    const band = sceneToDocumentParts(desktop[1]!).layers[1]!;
    expect(band.plate).toMatchObject({ kind: "band", ring: expect.stringMatching(/^#/) });
  });

  it("makes the number badge a layer (its burst a plate), not part of the background", () => {
    const brief = testBrief({
      headline: "Top 5 erros de quem começa",
      highlight: "number",
      platform: "mobile",
    });
    const badges = scenes(brief).map((scene) => {
      const { background, layers } = sceneToDocumentParts(scene);
      // Nothing of the badge stays in the background: no text, no burst polygon.
      expect(textBlocks(background).some((b) => b.role === "badge" || b.role === "number")).toBe(false);
      expect(background.items.length).toBe(scene.items.length - layers.length);
      expect(
        layers.slice(0, -1).every((l) => l.role !== "badge"),
        scene.layout,
      ).toBe(true);
      return { layout: scene.layout, badge: layers.find((l) => l.role === "badge") };
    });
    for (const { layout, badge } of badges) {
      expect(badge, layout).toMatchObject({ id: "badge", text: "5", followsHeadline: true });
      // On a burst, or drawn big on its own.
      expect([null, "burst"], layout).toContain(badge!.plate?.kind ?? null);
    }
    expect(badges.find((b) => b.layout === "tilted-band")!.badge!.plate?.kind).toBe("burst");
    // Every layout burst before the badge was a layer is gone from the backgrounds.
    for (const scene of scenes(brief))
      for (const item of sceneToDocumentParts(scene).background.items)
        if (item.kind === "svg") expect(item.markup).not.toMatch(/stroke-width="8" stroke-linejoin/);
  });

  it("lets a badge follow the headline only when it shows the headline's own number", () => {
    const fromTitle = testBrief({
      headline: "Pão sem sova",
      title: "Pão em 10 minutos",
      highlight: "number",
    });
    const badge = sceneToDocumentParts(scenes(fromTitle)[1]!).layers.find((l) => l.role === "badge")!;
    expect(badge.text).toBe("10");
    expect(badge.followsHeadline).toBeUndefined();
    const noNumber = testBrief({ headline: "Pão sem sova", title: "Pão sem sova", highlight: "number" });
    for (const scene of scenes(noNumber))
      expect(sceneToDocumentParts(scene).layers.some((l) => l.role === "badge")).toBe(false);
  });
});

const layer = (overrides: Partial<TextLayer> = {}): TextLayer => {
  const scene = thumbnailScene(fonts, {
    brief: testBrief(),
    seed: "doc",
    variation: 0,
    hasBackground: false,
    hasReference: false,
  }).scene;
  return { ...sceneToDocumentParts(scene).layers.find((l) => l.role === "headline")!, ...overrides };
};

describe("positionBox and layerBlock", () => {
  it("places the presets on the canvas with a margin, aligned as named", () => {
    const margin = {
      x: presetMargin,
      y: presetMargin,
      width: 1280 - 2 * presetMargin,
      height: 720 - 2 * presetMargin,
    };
    for (const position of documentPositions) {
      if (position === "layout") continue;
      const box = positionBox(position, layer());
      expect(inside(box, margin), position).toBe(true);
      const block = layerBlock(fonts, layer({ position, rotation: 12 }));
      expect(block.rotation, position).toBe(0);
      expect(inside(block.fitted.ink, box), position).toBe(true);
      const ink = block.fitted.ink;
      if (position.endsWith("left")) expect(ink.x).toBeCloseTo(box.x, 5);
      if (position.endsWith("right")) expect(right(ink)).toBeCloseTo(right(box), 5);
      if (position.startsWith("top")) expect(ink.y).toBeCloseTo(box.y, 5);
      if (position.startsWith("bottom")) expect(bottom(ink)).toBeCloseTo(bottom(box), 5);
      if (position === "center") expect(ink.x + ink.width / 2).toBeCloseTo(640, 5);
    }
    expect(positionBox("left", layer()).width).toBeCloseTo(1280 * 0.55 - presetMargin, 5);
    expect(positionBox("top", layer()).height).toBeCloseTo(720 * 0.45 - presetMargin, 5);
    // The bottom-right quarter reaches the timestamp corner: the readability check warns about it.
    expect(intersects(positionBox("bottom-right", layer()), timestampZone)).toBe(true);
    expect(positionBox("layout", layer())).toEqual(layer().box);
  });

  it("never fits above the layer's size, and scales the effects with the size it fits at", () => {
    const effects = {
      size: 120,
      outline: { width: 9, color: "#000000" },
      shadow: { dx: 4, dy: 6, color: "#000000" },
    };
    const big = layerBlock(fonts, layer({ ...effects, text: "Oi", position: "center" }));
    expect(big.fitted.fontSize).toBe(120);
    expect(big.stroke!.width).toBeCloseTo(9, 5);
    expect(big.shadow!.dy).toBeCloseTo(6, 5);
    // Text that only fits smaller has its effects smaller in proportion.
    const small = layerBlock(
      fonts,
      layer({ ...effects, text: "Um título bem comprido", position: "top-left", maxLines: 1 }),
    );
    const scale = small.fitted.fontSize / 120;
    expect(scale).toBeLessThan(0.8);
    expect(small.stroke!.width).toBeCloseTo(9 * scale, 2);
    expect(small.shadow!.dx).toBeCloseTo(4 * scale, 2);
    const long = layerBlock(
      fonts,
      layer({ text: longHeadline.slice(0, 100), position: "top-left", size: 240 }),
    );
    expect(long.fitted.fontSize).toBeLessThan(240);
    expect(inside(long.fitted.ink, positionBox("top-left", layer()))).toBe(true);
  });

  it("cases the text with its locale and draws only glyphs its font has", () => {
    const block = layerBlock(fonts, layer({ text: "ação já 🔥 Łódź", uppercase: true }));
    const words = block.fitted.lines.flatMap((l) => l.words);
    expect(words.join(" ")).toBe("AÇÃO JÁ ÓDZ");
    const lower = layerBlock(fonts, layer({ text: "ação já", uppercase: false }));
    expect(lower.fitted.lines.flatMap((l) => l.words).join(" ")).toBe("ação já");
  });

  it("colours the keywords, every other word, or none", () => {
    const colours = (emphasis: TextLayer["emphasis"], accent: string | null = "#ff0000") =>
      layerBlock(
        fonts,
        layer({
          text: "top 5 erros agora",
          emphasis,
          accent,
          color: "#ffffff",
          position: "top",
          maxLines: 1,
        }),
      ).colors.flat();
    expect(colours("keywords")).toEqual(["#ffffff", "#ff0000", "#ffffff", "#ffffff"]);
    expect(colours("alternate")).toEqual(["#ffffff", "#ff0000", "#ffffff", "#ff0000"]);
    expect(colours("none")).toEqual(["#ffffff", "#ffffff", "#ffffff", "#ffffff"]);
    expect(colours("keywords", null)).toEqual(["#ffffff", "#ffffff", "#ffffff", "#ffffff"]);
    // On line boxes, colours alternate line by line with the boxes.
    const boxed = layerBlock(
      fonts,
      layer({
        text: "um dois três quatro",
        emphasis: "alternate",
        accent: "#ff0000",
        color: "#ffffff",
        maxLines: 4,
        size: 240,
        position: "left",
        plate: { kind: "line-boxes", fills: ["#000000", "#ffffff"], shadow: false },
      }),
    );
    expect(boxed.fitted.lines.length).toBeGreaterThan(1);
    boxed.colors.forEach((line, i) =>
      expect(new Set(line)).toEqual(new Set([i % 2 ? "#ff0000" : "#ffffff"])),
    );
  });
});

describe("plates", () => {
  it("follow the fitted text wherever the layer goes", () => {
    const at = (position: TextLayer["position"], plate: TextLayer["plate"]) =>
      layerBlock(fonts, layer({ position, plate }));
    /** The first element's geometry. */
    const attributes = (markup: string) => {
      const first = markup.slice(0, markup.indexOf("/>"));
      return Object.fromEntries(
        [...first.matchAll(/\s(x|y|width|height)="(-?[\d.]+)"/g)].map(([, name, value]) => [
          name,
          Number(value),
        ]),
      );
    };
    // A pill around the ink, padded.
    const pill = at("top-left", { kind: "pill", fill: "#ff0000", shadow: false });
    const rect = attributes(plateSvg(pill, fonts[pill.font].metrics).under);
    expect(rect.x).toBeCloseTo(pill.fitted.ink.x - pillPadding.x, 0);
    expect(rect.width).toBeCloseTo(pill.fitted.ink.width + pillPadding.x * 2, 0);
    // A bar left of the ink, as tall as it.
    for (const position of ["layout", "right", "bottom"] as const) {
      const bar = at(position, { kind: "bar", color: "#ff0000" });
      const r = attributes(plateSvg(bar, fonts[bar.font].metrics).under);
      expect(r.x, position).toBeCloseTo(bar.fitted.ink.x - 36, 0);
      expect(r.y, position).toBeCloseTo(bar.fitted.ink.y + 8, 0);
    }
    // An underline under the ink.
    const under = at("center", { kind: "underline", color: "#ff0000" });
    expect(attributes(plateSvg(under, fonts[under.font].metrics).under).y).toBeGreaterThan(
      bottom(under.fitted.ink),
    );
    // A band's top edge, turned with the text.
    const band = layerBlock(
      fonts,
      layer({ rotation: -5, plate: { kind: "band", fill: "#ff0000", stripe: null, ring: "#ffffff" } }),
    );
    expect(bandTopAt(band, 1000)).toBeLessThan(bandTopAt(band, 200));
    const markup = plateSvg(band, fonts[band.font].metrics);
    expect(markup.under).toMatch(/^<g transform="rotate\(-5 /);
    expect(markup.over).toContain("<ellipse");
    expect(plateSvg({ ...band, plate: null }, fonts[band.font].metrics)).toEqual({ under: "", over: "" });
  });

  it("draw a badge's burst around its number: it follows the text's place, size and turn", () => {
    const badge = (overrides: Partial<TextLayer>) =>
      layerBlock(
        fonts,
        layer({
          role: "badge",
          id: "badge",
          text: "5",
          uppercase: true,
          maxLines: 1,
          plate: { kind: "burst", fill: "#ffd400", edge: "#000000" },
          box: { x: 1000, y: 60, width: 160, height: 160 },
          rotation: -8,
          ...overrides,
        }),
      );
    const polygon = (markup: string) =>
      [...markup.matchAll(/<polygon points="([^"]+)" fill="#ffd400"/g)].map(([, points]) =>
        points!.split(" ").map((p) => p.split(",").map(Number) as [number, number]),
      )[0]!;
    const at = badge({});
    const { c, inner, outer } = burstGeometry(at);
    const ink = at.fitted.ink;
    expect(c.x).toBeCloseTo(ink.x + ink.width / 2, 5);
    expect(c.y).toBeCloseTo(ink.y + ink.height / 2, 5);
    // The ink's corners lie inside the burst's inner points; the spikes reach further.
    expect(inner).toBeGreaterThan(Math.hypot(ink.width, ink.height) / 2);
    expect(outer).toBeGreaterThan(inner);
    const markup = plateSvg(at, fonts[at.font].metrics);
    expect(markup.under).toMatch(/^<g transform="rotate\(-8 /);
    const points = polygon(markup.under);
    expect(points).toHaveLength(28);
    const reach = Math.max(...points.map(([x, y]) => Math.hypot(x - c.x, y - c.y)));
    expect(reach).toBeCloseTo(outer, 1);
    // Moved to another corner, it goes with the text; a longer text gets a wider burst at a smaller size.
    const moved = badge({ position: "bottom-left" });
    expect(burstGeometry(moved).c.x).toBeLessThan(640);
    expect(burstGeometry(moved).c.y).toBeGreaterThan(360);
    expect(moved.rotation).toBe(0);
    const wider = badge({ text: "2025" });
    expect(wider.fitted.fontSize).toBeLessThan(at.fitted.fontSize);
    expect(burstGeometry(wider).inner).toBeGreaterThan(wider.fitted.ink.width / 2);
    // The burst lies outside the text's box: the fit keeps no room for it.
    expect(badge({ size: 100 }).fitted.fontSize).toBe(100);
  });

  it("keep line boxes inside the text's box (the fit makes room for them)", () => {
    let checked = 0;
    for (const scene of scenes(testBrief({ headline: accentedHeadline }))) {
      const block = textBlocks(scene).find((b) => b.plate?.kind === "line-boxes");
      if (block?.plate?.kind !== "line-boxes") continue;
      expect(inside(block.fitted.ink, block.box)).toBe(true);
      const flat = { ...block, rotation: 0, plate: { ...block.plate, shadow: false } };
      const markup = plateSvg(flat, fonts[block.font].metrics).under;
      const boxes = [
        ...markup.matchAll(/<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"/g),
      ];
      expect(boxes.length).toBe(block.fitted.lines.length);
      for (const [, x, y, width, height] of boxes) {
        const box = { x: +x! - 0.1, y: +y! - 0.1, width: +width! - 0.2, height: +height! - 0.2 };
        expect(inside(box, block.box)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2);
  });
});
