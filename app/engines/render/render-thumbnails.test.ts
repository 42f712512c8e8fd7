import * as photon from "@cf-wasm/photon/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { BriefImage } from "~/core/brief/thumbnail-brief";
import { overlaySvg } from "~/engines/render/compose";
import { artDirection } from "~/engines/render/art-direction";
import { canvas, timestampZone } from "~/engines/render/layouts";
import { intersects, type Rect } from "~/engines/render/geometry";
import type { RgbaImage } from "~/engines/render/pixels";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import {
  optionLayoutCount,
  renderThumbnailVariations,
  thumbnailScene,
} from "~/engines/render/render-thumbnails";
import { textBlocks, textBounds, type Scene } from "~/engines/render/scene";
import type { SvgIds } from "~/engines/render/svg";
import { accentedHeadline, longHeadline, testBrief } from "~/engines/render/test-briefs";

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

const decode = (jpeg: Uint8Array) => engine.decode(jpeg);

/** Mean absolute difference of two same-sized images, 0–255, sampled every 3rd pixel. */
function difference(a: RgbaImage, b: RgbaImage) {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.pixels.length; i += 12) {
    sum +=
      Math.abs(a.pixels[i]! - b.pixels[i]!) +
      Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!) +
      Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!);
    count += 3;
  }
  return sum / count;
}

function meanColour(image: RgbaImage, r: Rect) {
  const total = [0, 0, 0];
  let count = 0;
  for (let y = r.y; y < r.y + r.height; y++)
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = (y * image.width + x) * 4;
      for (let k = 0; k < 3; k++) total[k]! += image.pixels[i + k]!;
      count++;
    }
  return total.map((v) => v / count) as [number, number, number];
}

function picture(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
  format: "png" | "webp" | "jpeg" = "png",
): BriefImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  const image = new photon.PhotonImage(pixels, width, height);
  try {
    if (format === "webp") return { mime: "image/webp", bytes: image.get_bytes_webp() };
    if (format === "jpeg") return { mime: "image/jpeg", bytes: image.get_bytes_jpeg(90) };
    return { mime: "image/png", bytes: image.get_bytes() };
  } finally {
    image.free();
  }
}

// A stand-in for a creator's photo: warm subject in the middle of a cool scene.
const reference = picture(900, 1200, (x, y) => {
  const d = Math.hypot(x - 450, y - 420);
  return d < 260 ? [235, 170, 130] : [40 + (y % 200), 90, 160 + (x % 90)];
});

describe("renderThumbnailVariations", () => {
  let offline: Uint8Array[];
  beforeAll(async () => {
    offline = await renderThumbnailVariations(engine, { brief: testBrief(), seed: "job-1" });
  }, 60_000);

  it("makes exactly three 1280×720 JPEGs under 2 MB", () => {
    expect(offline).toHaveLength(3);
    for (const jpeg of offline) {
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(jpeg.byteLength).toBeLessThan(2 * 1024 * 1024);
      const image = decode(jpeg);
      expect([image.width, image.height]).toEqual([1280, 720]);
    }
  });

  it("makes three substantially different pictures", () => {
    const [a, b, c] = offline.map(decode) as [RgbaImage, RgbaImage, RgbaImage];
    for (const [x, y] of [
      [a, b],
      [b, c],
      [a, c],
    ] as const)
      expect(difference(x, y)).toBeGreaterThan(20);
  });

  it("is deterministic for a seed, and another seed changes the backgrounds", async () => {
    const again = await renderThumbnailVariations(engine, { brief: testBrief(), seed: "job-1" });
    expect(again).toEqual(offline);
    const other = await renderThumbnailVariations(engine, { brief: testBrief(), seed: "job-2" });
    expect(difference(decode(other[0]!), decode(offline[0]!))).toBeGreaterThan(1);
  }, 60_000);

  it("uses the reference image (PNG, JPEG or WebP)", async () => {
    const withReference = await renderThumbnailVariations(engine, {
      brief: testBrief(),
      seed: "job-1",
      reference,
    });
    for (let i = 0; i < 3; i++)
      expect(difference(decode(withReference[i]!), decode(offline[i]!))).toBeGreaterThan(15);
    for (const format of ["webp", "jpeg"] as const) {
      const other = picture(640, 480, (x) => (x < 320 ? [230, 40, 40] : [40, 40, 230]), format);
      const jpegs = await renderThumbnailVariations(engine, {
        brief: testBrief({ highlight: "circle" }),
        seed: "s",
        reference: other,
      });
      // The split layout shows the picture at the right, its red left half then its blue right half.
      const split = decode(jpegs[2]!);
      const [r1, , b1] = meanColour(split, { x: 700, y: 560, width: 120, height: 100 });
      const [r2, , b2] = meanColour(split, { x: 1130, y: 560, width: 120, height: 100 });
      expect(r1, format).toBeGreaterThan(b1);
      expect(b2, format).toBeGreaterThan(r2);
    }
  }, 60_000);

  it("uses the image model's backgrounds, one per variation", async () => {
    const solid = (rgb: [number, number, number]) => picture(1280, 720, () => rgb);
    const jpegs = await renderThumbnailVariations(engine, {
      brief: testBrief({ highlight: "arrow", palette: "blue-orange" }),
      seed: "s",
      backgrounds: [solid([220, 30, 30]), solid([30, 200, 40]), solid([40, 60, 230])],
      reference,
    });
    // The reference is the hero on one side (right, left, right: its subject is in the middle, so
    // each layout's own side); the background shows at the bottom of the other side, below the text.
    const corners = jpegs.map((jpeg, i) =>
      meanColour(decode(jpeg), { x: i === 1 ? 1180 : 0, y: 650, width: 100, height: 70 }),
    );
    expect(corners[0]![0]).toBeGreaterThan(Math.max(corners[0]![1], corners[0]![2]) + 25);
    expect(corners[1]![1]).toBeGreaterThan(Math.max(corners[1]![0], corners[1]![2]) + 25);
    expect(corners[2]![2]).toBeGreaterThan(Math.max(corners[2]![0], corners[2]![1]) + 25);
    // Without a reference, the bottom-right corner (under the timestamp) shows it in every layout.
    const alone = await renderThumbnailVariations(engine, {
      brief: testBrief({ highlight: "arrow", palette: "blue-orange" }),
      seed: "s",
      backgrounds: [solid([220, 30, 30]), solid([30, 200, 40]), solid([40, 60, 230])],
    });
    const bottomRight = alone.map((jpeg) =>
      meanColour(decode(jpeg), { x: 1140, y: 620, width: 120, height: 80 }),
    );
    expect(bottomRight[0]![0]).toBeGreaterThan(Math.max(bottomRight[0]![1], bottomRight[0]![2]) + 40);
    expect(bottomRight[1]![1]).toBeGreaterThan(Math.max(bottomRight[1]![0], bottomRight[1]![2]) + 40);
    expect(bottomRight[2]![2]).toBeGreaterThan(Math.max(bottomRight[2]![0], bottomRight[2]![1]) + 40);
  }, 60_000);

  it("stays under 2 MB for the worst case for JPEG (a background of noise)", async () => {
    let state = 7;
    const noise = picture(1280, 720, () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return [state & 255, (state >> 8) & 255, (state >> 16) & 255];
    });
    const jpegs = await renderThumbnailVariations(engine, {
      brief: testBrief({ style: "cinematic" }),
      seed: "s",
      backgrounds: [noise],
    });
    for (const jpeg of jpegs) expect(jpeg.byteLength).toBeLessThan(2 * 1024 * 1024);
  }, 60_000);
});

describe("the text satori draws", () => {
  /** The box of the pixels a scene's text blocks paint, each block rendered alone (without its plate). */
  async function inkOf(scene: Scene, ids: SvgIds, brief = testBrief()) {
    const results: { painted: Rect | null; bounds: Rect; role: string }[] = [];
    for (const block of textBlocks(scene)) {
      const alone: Scene = { ...scene, items: [{ kind: "text", block: { ...block, plate: null } }] };
      const svg = await overlaySvg(
        engine,
        alone,
        ids,
        { reference: null, backgrounds: [] },
        artDirection(brief),
        0,
      );
      const { pixels } = engine.rasterize(svg);
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -1;
      let maxY = -1;
      for (let y = 0; y < canvas.height; y++)
        for (let x = 0; x < canvas.width; x++)
          if (pixels[(y * canvas.width + x) * 4 + 3]! > 8) {
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
          }
      const painted = maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
      results.push({ painted, bounds: textBounds(block), role: block.role });
    }
    return results;
  }

  it("stays inside the boxes the layouts computed (so out of the timestamp corner)", async () => {
    for (const brief of [
      testBrief(),
      testBrief({
        style: "gamer",
        palette: "green-neon",
        headline: longHeadline,
        platform: "desktop",
        highlight: "number",
        title: "Top 10",
      }),
      testBrief({ style: "cinematic", palette: "red-white", platform: "mobile", highlight: "before-after" }),
      testBrief({
        style: "minimal",
        palette: "black-white",
        headline: "Como eu aprendi inglês sozinho",
        highlight: "product",
      }),
    ]) {
      for (let variation = 0; variation < optionLayoutCount; variation++) {
        const { scene, ids } = thumbnailScene(engine.fonts, {
          brief,
          seed: "s",
          variation,
          hasBackground: false,
          hasReference: false,
        });
        for (const { painted, bounds, role } of await inkOf(scene, ids, brief)) {
          expect(painted, `${scene.layout} ${role}`).not.toBeNull();
          const p = painted!;
          const where = `${brief.style} ${scene.layout} ${role}: painted ${JSON.stringify(p)} bounds ${JSON.stringify(bounds)}`;
          expect(p.x, where).toBeGreaterThanOrEqual(Math.floor(bounds.x) - 2);
          expect(p.y, where).toBeGreaterThanOrEqual(Math.floor(bounds.y) - 2);
          expect(p.x + p.width, where).toBeLessThanOrEqual(Math.ceil(bounds.x + bounds.width) + 2);
          expect(p.y + p.height, where).toBeLessThanOrEqual(Math.ceil(bounds.y + bounds.height) + 2);
          expect(intersects(p, timestampZone), where).toBe(false);
        }
      }
    }
  }, 120_000);

  it("draws every letter of an accented headline with a real glyph (no missing-glyph boxes)", async () => {
    const glyph = async (char: string) => {
      const svg = await engine.textToSvg(
        {
          type: "div",
          props: { style: { display: "flex", fontFamily: "Anton", fontSize: 100 }, children: char },
        },
        200,
        200,
      );
      return (svg.match(/ d="([^"]*)"/g) ?? []).join("");
    };
    // A code point no font has: satori draws the font's .notdef glyph (or nothing) for it.
    const missing = await glyph("\u0378");
    for (const char of new Set(accentedHeadline.replace(/\s/g, ""))) {
      const drawn = await glyph(char);
      expect(drawn.length, char).toBeGreaterThan(20);
      expect(drawn, char).not.toBe(missing);
    }
    // And the headline reaches satori intact.
    const { scene } = thumbnailScene(engine.fonts, {
      brief: testBrief({ headline: accentedHeadline }),
      seed: "s",
      variation: 0,
      hasBackground: false,
      hasReference: false,
    });
    const headline = textBlocks(scene).find((b) => b.role === "headline")!;
    expect(headline.font).toBe("anton");
    expect(headline.fitted.lines.flatMap((l) => l.words).join(" ")).toBe(accentedHeadline);
  });
});
