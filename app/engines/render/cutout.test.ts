import { describe, expect, it } from "vitest";
import { drawCutout } from "~/engines/render/cutout";
import { limitSize, solid, type RgbaImage } from "~/engines/render/pixels";
import { analyseSubject } from "~/engines/render/subject";

/** A red disc on a transparent background whose hidden colour is green (as cut-outs often keep). */
function disc(size: number): RgbaImage {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) < size * 0.4;
      pixels.set(inside ? [220, 20, 20, 255] : [0, 255, 0, 0], (y * size + x) * 4);
    }
  return { width: size, height: size, pixels };
}

const at = (image: RgbaImage, x: number, y: number) =>
  Array.from(image.pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));

describe("a cut-out drawn on the canvas", () => {
  const base = solid(1280, 720, [10, 10, 60]);
  // A 300 px source drawn at 600 px: the disc's radius is 240 px, centred at (900, 360).
  drawCutout(
    base,
    disc(300),
    {
      rect: { x: 600, y: 60, width: 600, height: 600 },
      outline: { color: "#ffffff", width: 9 },
      glow: "#ffff00",
    },
    () => {},
  );

  it("shows the subject where it is opaque, scaled to where the layout placed it", () => {
    expect(at(base, 900, 360)).toEqual([220, 20, 20]);
    expect(at(base, 900 - 230, 360)).toEqual([220, 20, 20]);
  });

  it("outlines the silhouette and lets a glow fade out beyond it, leaving the rest of the canvas alone", () => {
    const outline = at(base, 900 - 244, 360);
    expect(Math.min(...outline)).toBeGreaterThan(200);
    const glow = at(base, 900 - 262, 360);
    expect(glow[0]).toBeGreaterThan(60);
    expect(glow[1]).toBeGreaterThan(60);
    expect(at(base, 100, 100)).toEqual([10, 10, 60]);
    expect(at(base, 900 - 330, 360)).toEqual([10, 10, 60]);
  });

  it("never shows the colour hidden under the transparent background", () => {
    const green: string[] = [];
    for (let y = 0; y < base.height; y += 2)
      for (let x = 540; x < base.width; x += 2) {
        const [r, g, b] = at(base, x, y) as [number, number, number];
        if (g > r + 40 && g > b + 40) green.push(`${x},${y}`);
      }
    expect(green).toEqual([]);
  });
});

describe("a large cut-out reduced to the working size", () => {
  it("keeps its transparency and its subject's colour, without the hidden colour at the edge", () => {
    const large = limitSize(disc(2000), 1600);
    expect([large.width, large.height]).toEqual([1600, 1600]);
    expect(analyseSubject(large).cutout).toBe(true);
    expect(Array.from(large.pixels.subarray((800 * 1600 + 800) * 4, (800 * 1600 + 800) * 4 + 4))).toEqual([
      220, 20, 20, 255,
    ]);
    expect(large.pixels[3]).toBe(0);
    for (let i = 0; i < large.pixels.length; i += 4)
      if (large.pixels[i + 3]! > 0 && large.pixels[i + 1]! > 30) throw new Error(`green at pixel ${i / 4}`);
  });
});
