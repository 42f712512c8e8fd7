import { describe, expect, it } from "vitest";
import type { RgbaImage } from "~/engines/render/pixels";
import { hashDistance, perceptualHash } from "~/engines/render/templates/perceptual-hash";

/** A 320×180 picture painted by `colour(x, y)`. */
function picture(colour: (x: number, y: number) => [number, number, number]): RgbaImage {
  const width = 320;
  const height = 180;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { width, height, pixels };
}

/** A light block on a dark ground at `left`, and a light bar across the top. */
const layout = (left: number, light: [number, number, number]) =>
  picture((x, y) => (y < 30 || (x >= left && x < left + 120 && y > 60 && y < 160) ? light : [20, 20, 30]));

describe("perceptualHash", () => {
  it("is the same for the same picture and for a recoloured copy of the same layout", () => {
    const yellow = layout(30, [255, 210, 0]);
    expect(hashDistance(perceptualHash(yellow), perceptualHash(layout(30, [255, 210, 0])))).toBe(0);
    expect(
      hashDistance(perceptualHash(yellow), perceptualHash(layout(30, [120, 255, 120]))),
    ).toBeLessThanOrEqual(4);
  });

  it("is far apart for the same shapes placed elsewhere", () => {
    const left = perceptualHash(layout(30, [255, 210, 0]));
    const right = perceptualHash(layout(170, [255, 210, 0]));
    expect(hashDistance(left, right)).toBeGreaterThan(16);
  });

  it("counts the differing bits", () => {
    expect(hashDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hashDistance(0n, (1n << 64n) - 1n)).toBe(64);
  });
});
