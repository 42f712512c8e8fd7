import * as photon from "@cf-wasm/photon/node";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { briefChoiceIds, type ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { canvas, intersects, right, timestampZone, type Rect } from "~/engines/render/geometry";
import { layoutOrder } from "~/engines/render/layouts";
import { coverWindow, type RgbaImage } from "~/engines/render/pixels";
import { optionLayoutCount, thumbnailScene } from "~/engines/render/prepared-render";
import { renderThumbnailOptions } from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { textBlocks, textBounds, type Scene } from "~/engines/render/scene";
import { analyseSubject, type Subject } from "~/engines/render/subject";
import { longHeadline, testBrief } from "~/engines/render/test-briefs";
import { withPersonMask } from "~/engines/render/test-pictures";

const { width: W, height: H } = canvas;
const frame = W * H;

let engine: RenderEngine;
let portrait: RgbaImage;
let cutout: RgbaImage;
let cutoutSubject: Subject;
let portraitJpeg: Uint8Array;
beforeAll(async () => {
  engine = await nodeRenderEngine();
  portraitJpeg = new Uint8Array(readFileSync("tests/fixtures/photos/person-astronaut.jpg"));
  portrait = engine.decode(portraitJpeg);
  cutout = withPersonMask(portrait);
  cutoutSubject = analyseSubject(cutout);
}, 60_000);

/** A plain photo: a grey-blue backdrop with a saturated warm disc (the subject) centred at `cx`. */
function discPhoto(cx: number, width = 900, height = 600): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inDisc = Math.hypot(x - cx * width, y - height * 0.45) < height * 0.28;
      pixels.set(inDisc ? [230, 120, 40, 255] : [70 + (y % 7), 80, 95 + (x % 5), 255], (y * width + x) * 4);
    }
  return { width, height, pixels };
}

function scenes(subject: Subject, brief: ThumbnailBrief, hasBackground = false): Scene[] {
  return Array.from(
    { length: optionLayoutCount },
    (_, layout) =>
      thumbnailScene(engine.fonts, {
        brief,
        seed: "hero",
        variation: layout,
        layout,
        hasBackground,
        hasReference: true,
        subject,
      }).scene,
  );
}

/** The cut-out item of a scene (the whole picture's rect on the canvas). */
function cutoutRect(scene: Scene): Rect {
  const item = scene.items.find((i) => i.kind === "cutout");
  expect(item, `${scene.layout} draws the cut-out`).toBeDefined();
  return item!.kind === "cutout" ? item!.rect : { x: 0, y: 0, width: 0, height: 0 };
}

const placements = new Map<string, ReturnType<typeof measureMask>>();
/** The canvas box of the mask's opaque pixels, where the cut-out is placed; and how many there are. */
function placedMask(mask: RgbaImage, rect: Rect) {
  const key = JSON.stringify(rect);
  if (!placements.has(key)) placements.set(key, measureMask(mask, rect));
  return placements.get(key)!;
}

function measureMask(mask: RgbaImage, rect: Rect) {
  let opaque = 0;
  let x0: number = W;
  let y0: number = H;
  let x1 = 0;
  let y1 = 0;
  for (let y = Math.max(0, Math.floor(rect.y)); y < Math.min(H, rect.y + rect.height); y++)
    for (let x = Math.max(0, Math.floor(rect.x)); x < Math.min(W, rect.x + rect.width); x++) {
      const sx = Math.min(mask.width - 1, Math.floor(((x + 0.5 - rect.x) / rect.width) * mask.width));
      const sy = Math.min(mask.height - 1, Math.floor(((y + 0.5 - rect.y) / rect.height) * mask.height));
      if (mask.pixels[(sy * mask.width + sx) * 4 + 3]! < 128) continue;
      opaque++;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  return { opaque, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } };
}

/** Where a plain photo's subject box lands: the photo is cover-cropped into its region. */
function placedPhotoSubject(scene: Scene, subject: Subject): { region: Rect; box: Rect } {
  const picture =
    scene.base.kind === "photo" && scene.base.picture.source === "reference"
      ? { region: scene.base.region, source: scene.base.picture }
      : scene.items.flatMap((i) =>
          i.kind === "picture" && i.picture.source === "reference"
            ? [{ region: i.rect, source: i.picture }]
            : [],
        )[0];
  expect(picture, `${scene.layout} shows the photo`).toBeDefined();
  const { region, source } = picture!;
  const window = coverWindow(subject, region.width, region.height, source.focus, source.zoom);
  const x = (f: number) => region.x + ((f * subject.width - window.left) / window.cropWidth) * region.width;
  const y = (f: number) => region.y + ((f * subject.height - window.top) / window.cropHeight) * region.height;
  const b = subject.box;
  const x0 = Math.max(region.x, x(b.x));
  const x1 = Math.min(right(region), x(b.x + b.width));
  const y0 = Math.max(0, y(b.y));
  const y1 = Math.min(H, y(b.y + b.height));
  return { region, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } };
}

const briefs = () =>
  briefChoiceIds.highlight.flatMap((highlight) =>
    briefChoiceIds.platform.flatMap((platform) =>
      [longHeadline, "Top 5 erros que custam R$ 1.000", "UAU"].map((headline) =>
        testBrief({ highlight, platform, headline }),
      ),
    ),
  );

describe("the subject of a reference", () => {
  it("is a cut-out when a real part of the picture is transparent, its box from the mask", () => {
    expect(cutoutSubject.cutout).toBe(true);
    // The mask: a head from y≈4 and shoulders to the bottom, x from ≈10 to ≈380 of 512.
    expect(cutoutSubject.box.x).toBeLessThan(0.06);
    expect(cutoutSubject.box.y).toBeLessThan(0.05);
    expect(cutoutSubject.box.x + cutoutSubject.box.width).toBeGreaterThan(0.7);
    expect(cutoutSubject.box.x + cutoutSubject.box.width).toBeLessThan(0.8);
    expect(cutoutSubject.box.y + cutoutSubject.box.height).toBeGreaterThan(0.97);
  });

  it("is a plain photo when the picture is opaque, its box where the picture stands out", () => {
    expect(analyseSubject(portrait).cutout).toBe(false);
    for (const cx of [0.22, 0.5, 0.78]) {
      const { cutout: isCutout, box } = analyseSubject(discPhoto(cx));
      expect(isCutout).toBe(false);
      const middle = box.x + box.width / 2;
      expect(Math.abs(middle - cx), `disc at ${cx}`).toBeLessThan(0.08);
      expect(box.width).toBeLessThan(0.5);
    }
    // The fixture portrait: the face (about x 0.45, y 0.2) is inside the box.
    const { box } = analyseSubject(portrait);
    expect(box.x).toBeLessThan(0.4);
    expect(box.x + box.width).toBeGreaterThan(0.55);
    expect(box.y).toBeLessThan(0.2);
  });
});

describe("the creator's cut-out as the hero", () => {
  it("covers at least a quarter of the frame with the person, in every layout and highlight", () => {
    for (const brief of briefs())
      for (const scene of scenes(cutoutSubject, brief)) {
        const { opaque } = placedMask(cutout, cutoutRect(scene));
        expect(opaque / frame, `${scene.layout} ${brief.highlight}`).toBeGreaterThanOrEqual(0.25);
      }
  }, 60_000);

  it("keeps every text box off the person and out of the timestamp corner", () => {
    let checked = 0;
    for (const brief of briefs())
      for (const hasBackground of [false, true])
        for (const scene of scenes(cutoutSubject, brief, hasBackground)) {
          const { box } = placedMask(cutout, cutoutRect(scene));
          for (const block of textBlocks(scene)) {
            const bounds = textBounds(block);
            const where = `${scene.layout} ${block.role} ${brief.highlight} ${brief.platform}`;
            expect(intersects(bounds, box), where).toBe(false);
            expect(intersects(bounds, timestampZone), where).toBe(false);
            checked++;
          }
        }
    expect(checked).toBeGreaterThan(300);
  }, 60_000);

  it("puts the text on the other side: left of a person on the right, right of one on the left", () => {
    const sides = scenes(cutoutSubject, testBrief({ platform: "desktop" })).map((scene) => {
      const { box } = placedMask(cutout, cutoutRect(scene));
      const personRight = box.x + box.width / 2 > W / 2;
      for (const block of textBlocks(scene)) {
        const b = textBounds(block);
        if (personRight) expect(right(b), scene.layout).toBeLessThanOrEqual(box.x);
        else expect(b.x, scene.layout).toBeGreaterThanOrEqual(right(box));
      }
      return personRight ? "right" : "left";
    });
    // Both sides are used across the four layouts.
    expect(new Set(sides)).toEqual(new Set(["left", "right"]));
    expect(sides).toHaveLength(layoutOrder.length);
  });

  it("points at the person with an arrow for an arrow or a circle, never a ring across the face", () => {
    for (const highlight of ["arrow", "circle"] as const)
      for (const scene of scenes(cutoutSubject, testBrief({ highlight, platform: "desktop" }))) {
        const markup = scene.items.map((item) => (item.kind === "svg" ? item.markup : "")).join("");
        // ring() draws unfilled ellipses; arrow() a polygon with a drop shadow.
        expect(markup, `${scene.layout} ${highlight}`).not.toMatch(/<ellipse[^>]*fill="none"/);
        expect(markup, `${scene.layout} ${highlight}`).toMatch(/<polygon/);
      }
  });
});

describe("a plain photo as the hero", () => {
  it("finds the fixture's espresso cup on the left and puts every layout's text on the right", () => {
    const coffee = engine.decode(new Uint8Array(readFileSync("tests/fixtures/photos/product-coffee.jpg")));
    const subject = analyseSubject(coffee);
    expect(subject.box.x + subject.box.width / 2).toBeLessThan(0.42);
    for (const scene of scenes(subject, testBrief({ highlight: "product", platform: "desktop" }))) {
      const { box } = placedPhotoSubject(scene, subject);
      expect(box.x + box.width / 2, scene.layout).toBeLessThan(W / 2);
      for (const block of textBlocks(scene))
        expect(textBounds(block).x, `${scene.layout} ${block.role}`).toBeGreaterThanOrEqual(right(box));
    }
  });

  it("fills more than half the frame's width on its subject's side, the text on the other", () => {
    for (const [cx, side] of [
      [0.22, "left"],
      [0.78, "right"],
    ] as const) {
      const photo = discPhoto(cx);
      const subject = analyseSubject(photo);
      for (const hasBackground of [false, true])
        for (const brief of briefs())
          for (const scene of scenes(subject, brief, hasBackground)) {
            const { region, box } = placedPhotoSubject(scene, subject);
            const where = `${scene.layout} ${brief.highlight} ${side} ${hasBackground}`;
            expect(region.width, where).toBeGreaterThanOrEqual(W * 0.55);
            expect(region.height, where).toBe(H);
            expect(box.x + box.width / 2 > W / 2 ? "right" : "left", where).toBe(side);
            for (const block of textBlocks(scene)) {
              const bounds = textBounds(block);
              expect(intersects(bounds, box), `${where} ${block.role}`).toBe(false);
              expect(intersects(bounds, timestampZone), `${where} ${block.role}`).toBe(false);
            }
          }
    }
  }, 60_000);
});

/** The mean chroma (max − min of R, G, B) of `r` in an image. */
function chroma(image: RgbaImage, r: Rect) {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(r.y); y < r.y + r.height; y += 2)
    for (let x = Math.round(r.x); x < r.x + r.width; x += 2) {
      const i = (y * image.width + x) * 4;
      const [red, green, blue] = [image.pixels[i]!, image.pixels[i + 1]!, image.pixels[i + 2]!];
      sum += Math.max(red, green, blue) - Math.min(red, green, blue);
      count++;
    }
  return sum / count;
}

function png(image: RgbaImage): Uint8Array {
  const p = new photon.PhotonImage(new Uint8Array(image.pixels), image.width, image.height);
  try {
    return p.get_bytes();
  } finally {
    p.free();
  }
}

describe("the hero's colours", () => {
  // The orange suit, in the middle of the person as placed (side-headline: on the right).
  const suit = (scene: Scene, subject: Subject, isCutout: boolean): Rect => {
    if (isCutout) {
      const rect = cutoutRect(scene);
      const at = (fx: number, fy: number) => ({ x: rect.x + fx * rect.width, y: rect.y + fy * rect.height });
      const a = at(90 / 512, 300 / 512);
      const b = at(140 / 512, 460 / 512);
      return { x: a.x, y: a.y, width: b.x - a.x, height: Math.min(H - 2, b.y) - a.y };
    }
    const { region } = placedPhotoSubject(scene, subject);
    return { x: region.x + region.width * 0.2, y: H * 0.62, width: region.width * 0.12, height: H * 0.25 };
  };

  it("stay in colour in the minimal style and turn grey only with the black-and-white palette", async () => {
    for (const isCutout of [false, true]) {
      const reference = isCutout
        ? { mime: "image/png" as const, bytes: png(cutout) }
        : { mime: "image/jpeg" as const, bytes: portraitJpeg };
      const subject = isCutout ? cutoutSubject : analyseSubject(portrait);
      const measured: Record<string, number> = {};
      for (const palette of ["blue-orange", "black-white"] as const) {
        const brief = testBrief({ style: "minimal", palette, highlight: "face" });
        const [option] = await renderThumbnailOptions(engine, {
          brief,
          seed: "colours",
          reference,
          options: [{ layout: 0 }],
        });
        const scene = scenes(subject, brief)[0]!;
        measured[palette] = chroma(engine.decode(option!.jpeg), suit(scene, subject, isCutout));
      }
      expect(measured["blue-orange"], `cut-out ${isCutout}`).toBeGreaterThan(90);
      expect(measured["black-white"], `cut-out ${isCutout}`).toBeLessThan(25);
    }
  }, 60_000);
});
