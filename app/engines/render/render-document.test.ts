import * as photon from "@cf-wasm/photon/node";
import { beforeAll, describe, expect, it } from "vitest";
import { layerBlock } from "~/engines/render/document-layers";
import { burstGeometry } from "~/engines/render/plates";
import { type Rect } from "~/engines/render/geometry";
import { palettes } from "~/engines/render/palettes";
import type { RgbaImage } from "~/engines/render/pixels";
import {
  optionLayoutCount,
  renderDocument,
  renderThumbnailOptions,
  renderThumbnailVariationSet,
  type RenderedOption,
} from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { renderThumbnailVariations } from "~/engines/render/render-thumbnails";
import { testBrief } from "~/engines/render/test-briefs";
import { thumbnailDocumentSchema } from "~/engines/render/thumbnail-document";

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

const decode = (jpeg: Uint8Array) => engine.decode(jpeg);

/** Mean absolute difference of two same-sized images inside `r` (0–255). */
function difference(a: RgbaImage, b: RgbaImage, r: Rect = { x: 0, y: 0, width: a.width, height: a.height }) {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(r.y); y < Math.round(r.y + r.height); y++)
    for (let x = Math.round(r.x); x < Math.round(r.x + r.width); x++) {
      const i = (y * a.width + x) * 4;
      for (let k = 0; k < 3; k++) sum += Math.abs(a.pixels[i + k]! - b.pixels[i + k]!);
      count += 3;
    }
  return sum / count;
}

function png(width: number, height: number, rgb: [number, number, number]) {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([...rgb, 255], i);
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe("renderThumbnailOptions", () => {
  const brief = testBrief({ platform: "desktop", highlight: "circle" });
  const options = [
    { layout: 0 },
    { layout: 1, style: "gamer" as const, palette: "green-neon" as const },
    { layout: 2, style: "minimal" as const },
    { layout: 3, palette: "red-white" as const },
  ];
  let rendered: RenderedOption[];
  beforeAll(async () => {
    rendered = await renderThumbnailOptions(engine, { brief, seed: "opts", options });
  }, 60_000);

  it("renders each option as a JPEG and its document's background, both 1280×720 under 2 MB", () => {
    expect(optionLayoutCount).toBe(4);
    expect(rendered.map((o) => o.layout)).toEqual([
      "side-headline",
      "tilted-band",
      "diagonal-split",
      "center-stack",
    ]);
    expect(rendered.map((o) => o.style)).toEqual(["bold", "gamer", "minimal", "bold"]);
    for (const option of rendered)
      for (const jpeg of [option.jpeg, option.background]) {
        expect(isJpeg(jpeg)).toBe(true);
        expect(jpeg.byteLength).toBeLessThan(2 * 1024 * 1024);
        const image = decode(jpeg);
        expect([image.width, image.height]).toEqual([1280, 720]);
      }
  });

  it("gives layers that make a valid document, in the option's style and palette", () => {
    for (const [k, option] of rendered.entries()) {
      const document = {
        version: 1,
        layout: option.layout,
        style: option.style,
        background: k,
        backgrounds: rendered.map((_, i) => `backgrounds/${i}.jpg`),
        layers: option.layers,
      };
      expect(thumbnailDocumentSchema.safeParse(document).success, option.layout).toBe(true);
      expect(option.layers.map((l) => l.id)).toEqual(["secondary", "headline"]);
    }
    const gamer = rendered[1]!.layers.find((l) => l.role === "headline")!;
    expect(gamer.font).toBe("anton");
    expect(gamer.plate).toMatchObject({ kind: "band", fill: palettes["green-neon"].band });
    expect(rendered[2]!.layers.find((l) => l.role === "headline")!.uppercase).toBe(false);
    expect(rendered[3]!.layers.find((l) => l.role === "headline")!.accent).toBe(
      palettes["red-white"].emphasis,
    );
  });

  it("draws the text over the background and not in it", () => {
    for (const option of rendered) {
      const jpeg = decode(option.jpeg);
      const background = decode(option.background);
      const headline = layerBlock(
        engine.fonts,
        option.layers.find((l) => l.role === "headline")!,
      );
      const ink = headline.rotation ? headline.box : headline.fitted.ink;
      expect(difference(jpeg, background, ink), option.layout).toBeGreaterThan(25);
      // The bottom-right corner has no text: the same picture (up to the JPEG's second pass).
      expect(difference(jpeg, background, { x: 1000, y: 620, width: 260, height: 80 })).toBeLessThan(2);
    }
  });

  it("is the document's render: renderDocument of its parts gives the same bytes", async () => {
    for (const option of rendered.slice(0, 2))
      expect(await renderDocument(engine, { layers: option.layers, background: option.background })).toEqual(
        option.jpeg,
      );
  }, 60_000);

  it("is deterministic for a seed, and puts the k-th option on the k-th background", async () => {
    const again = await renderThumbnailOptions(engine, { brief, seed: "opts", options: options.slice(0, 1) });
    expect(again[0]!.jpeg).toEqual(rendered[0]!.jpeg);
    expect(again[0]!.background).toEqual(rendered[0]!.background);
    const colours: [number, number, number][] = [
      [220, 30, 30],
      [30, 200, 40],
      [40, 60, 230],
      [230, 230, 30],
    ];
    const withBackgrounds = await renderThumbnailOptions(engine, {
      brief: testBrief({ highlight: "arrow" }),
      seed: "s",
      backgrounds: colours.map((rgb) => ({ mime: "image/png" as const, bytes: png(640, 360, rgb) })),
      options: [0, 1, 2, 3].map((layout) => ({ layout })),
    });
    // The fourth option sits on the fourth background (its corner shows it: no text there).
    const corner = decode(withBackgrounds[3]!.background);
    const i = (700 * 1280 + 1270) * 4;
    expect(corner.pixels[i]! + corner.pixels[i + 1]!).toBeGreaterThan(corner.pixels[i + 2]! * 2);
  }, 60_000);
});

describe("the number badge", () => {
  let option: RenderedOption;
  beforeAll(async () => {
    const brief = testBrief({
      headline: "Top 5 erros de quem começa",
      highlight: "number",
      platform: "mobile",
    });
    option = (await renderThumbnailOptions(engine, { brief, seed: "badge", options: [{ layout: 1 }] }))[0]!;
  }, 60_000);

  /** The square around the badge's burst, on the canvas. */
  const burstSquare = (layers = option.layers): Rect => {
    const { c, outer } = burstGeometry(
      layerBlock(
        engine.fonts,
        layers.find((l) => l.role === "badge")!,
      ),
    );
    const x = Math.max(0, c.x - outer);
    const y = Math.max(0, c.y - outer);
    return { x, y, width: Math.min(1280, c.x + outer) - x, height: Math.min(720, c.y + outer) - y };
  };

  it("is drawn over the background as a layer, not baked into it", () => {
    expect(option.layout).toBe("tilted-band");
    expect(option.layers.map((l) => l.id)).toEqual(["headline", "badge"]);
    const jpeg = decode(option.jpeg);
    const background = decode(option.background);
    expect(difference(jpeg, background, burstSquare())).toBeGreaterThan(25);
  });

  it("is gone once removed, and shows new text once edited", async () => {
    const hidden = option.layers.map((l) => (l.role === "badge" ? { ...l, hidden: true } : l));
    const removed = await renderDocument(engine, { layers: hidden, background: option.background });
    const headlineOnly = option.layers.filter((l) => l.role !== "badge");
    expect(removed).toEqual(
      await renderDocument(engine, { layers: headlineOnly, background: option.background }),
    );
    const without = decode(removed);
    expect(difference(without, decode(option.jpeg), burstSquare())).toBeGreaterThan(25);
    const seven = option.layers.map((l) => (l.role === "badge" ? { ...l, text: "77" } : l));
    const edited = decode(await renderDocument(engine, { layers: seven, background: option.background }));
    expect(difference(edited, decode(option.jpeg), burstSquare(seven))).toBeGreaterThan(5);
    // Moved to the bottom-left corner, the burst goes with the number.
    const moved = option.layers.map((l) =>
      l.role === "badge" ? { ...l, position: "bottom-left" as const } : l,
    );
    const there = decode(await renderDocument(engine, { layers: moved, background: option.background }));
    expect(difference(there, without, burstSquare(moved))).toBeGreaterThan(25);
    expect(difference(there, without, burstSquare())).toBeLessThan(2);
  }, 30_000);
});

describe("the Thumbnail Expert's variations", () => {
  it("are the first three layouts rendered as documents, in the brief's style", async () => {
    const input = { brief: testBrief(), seed: "expert" };
    const set = await renderThumbnailVariationSet(engine, input);
    expect(set.map((o) => [o.layout, o.style])).toEqual([
      ["side-headline", "bold"],
      ["tilted-band", "bold"],
      ["diagonal-split", "bold"],
    ]);
    expect(await renderThumbnailVariations(engine, input)).toEqual(set.map((o) => o.jpeg));
  }, 60_000);
});

describe("renderDocument", () => {
  let option: RenderedOption;
  beforeAll(async () => {
    const rendered = await renderThumbnailOptions(engine, {
      brief: testBrief(),
      seed: "edit",
      options: [{ layout: 0 }],
    });
    option = rendered[0]!;
  }, 60_000);

  it("re-renders an edit: new text where the old was, the background untouched", async () => {
    const layers = option.layers.map((l) => (l.role === "headline" ? { ...l, text: "Outro texto" } : l));
    const edited = decode(await renderDocument(engine, { layers, background: option.background }));
    const before = decode(option.jpeg);
    const headline = layerBlock(
      engine.fonts,
      option.layers.find((l) => l.role === "headline")!,
    );
    expect(difference(edited, before, headline.fitted.ink)).toBeGreaterThan(10);
    expect(difference(edited, before, { x: 800, y: 60, width: 400, height: 300 })).toBeLessThan(1);
  }, 30_000);

  it("makes a smaller preview at a given width and quality", async () => {
    const full = await renderDocument(engine, option);
    const preview = await renderDocument(engine, option, { width: 640, quality: 72 });
    const image = decode(preview);
    expect([image.width, image.height]).toEqual([640, 360]);
    expect(preview.byteLength).toBeLessThan(full.byteLength / 2);
    // The same picture, scaled down.
    const scaledDown = decode(await renderDocument(engine, option, { width: 640, quality: 95 }));
    const original = decode(full);
    let sum = 0;
    for (let y = 0; y < 360; y += 7)
      for (let x = 0; x < 640; x += 7) {
        const a = (y * 640 + x) * 4;
        const b = (y * 2 * 1280 + x * 2) * 4;
        sum += Math.abs(
          scaledDown.pixels[a]! - (original.pixels[b]! + original.pixels[b + 4 + 1280 * 4]!) / 2,
        );
      }
    expect(sum / ((360 / 7) * (640 / 7))).toBeLessThan(25);
  }, 30_000);

  it("covers the canvas with a background of another size, and refuses one it cannot decode", async () => {
    const square = png(500, 500, [20, 120, 220]);
    const image = decode(await renderDocument(engine, { layers: option.layers, background: square }));
    expect([image.width, image.height]).toEqual([1280, 720]);
    const corner = (1270 * 1 + 710 * 1280) * 4;
    expect(image.pixels[corner + 2]!).toBeGreaterThan(180);
    await expect(
      renderDocument(engine, { layers: option.layers, background: new Uint8Array([1, 2, 3]) }),
    ).rejects.toThrow();
  }, 30_000);
});
