import { describe, expect, it } from "vitest";
import { createStreamDownscaler, scaledSize } from "~/engines/media/stream-downscale";

/** Packed RGB with a different value per pixel and channel. */
function picture(width: number, height: number) {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      rgb[i] = (x * 37 + y * 11) % 256;
      rgb[i + 1] = (x * 5 + y * 53) % 256;
      rgb[i + 2] = (x * y) % 256;
    }
  return rgb;
}

/** The same area average computed the slow, obvious way over the whole picture. */
function reference(
  rgb: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
) {
  const out = new Uint8Array(target.width * target.height * 3);
  const rx = width / target.width;
  const ry = height / target.height;
  for (let oy = 0; oy < target.height; oy++)
    for (let ox = 0; ox < target.width; ox++)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let y = Math.floor(oy * ry); y < Math.min(height, Math.ceil((oy + 1) * ry)); y++)
          for (let x = Math.floor(ox * rx); x < Math.min(width, Math.ceil((ox + 1) * rx)); x++) {
            const wy = Math.min((oy + 1) * ry, y + 1) - Math.max(oy * ry, y);
            const wx = Math.min((ox + 1) * rx, x + 1) - Math.max(ox * rx, x);
            sum += rgb[(y * width + x) * 3 + c]! * wx * wy;
          }
        out[(oy * target.width + ox) * 3 + c] = Math.round(sum / (rx * ry));
      }
  return out;
}

async function shrink(rgb: Uint8Array, width: number, height: number, scale: number, band = 16) {
  const target = scaledSize(width, height, scale);
  const rows: Uint8Array[] = [];
  const downscaler = createStreamDownscaler({
    width,
    height,
    target,
    onRows: (out, count) => {
      for (let r = 0; r < count; r++) rows.push(out.slice(r * target.width * 3, (r + 1) * target.width * 3));
    },
  });
  for (let y = 0; y < height; y += band) {
    const count = Math.min(band, height - y);
    await downscaler.write(rgb.subarray(y * width * 3, (y + count) * width * 3), count);
  }
  await downscaler.finish();
  const joined = new Uint8Array(rows.length * target.width * 3);
  rows.forEach((row, i) => joined.set(row, i * target.width * 3));
  return { target, rows: rows.length, rgb: joined };
}

describe("the streaming downscaler", () => {
  it.each([
    [64, 48, 0.5],
    [37, 23, 0.5],
    [641, 361, 0.3],
    [100, 7, 0.9],
    [33, 17, 0.2],
  ])("shrinks %i×%i by %f to the area average, row by row", async (width, height, scale) => {
    const rgb = picture(width, height);
    const { target, rows, rgb: out } = await shrink(rgb, width, height, scale, 7);
    expect(target).toEqual(scaledSize(width, height, scale));
    expect(rows).toBe(target.height);
    const expected = reference(rgb, width, height, target);
    let worst = 0;
    for (let i = 0; i < out.length; i++) worst = Math.max(worst, Math.abs(out[i]! - expected[i]!));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it("keeps a flat colour flat and is the same whatever the band height", async () => {
    const flat = new Uint8Array(90 * 60 * 3).fill(200);
    const { rgb } = await shrink(flat, 90, 60, 0.35);
    expect(new Set(rgb)).toEqual(new Set([200]));
    const photo = picture(120, 80);
    expect((await shrink(photo, 120, 80, 0.6, 1)).rgb).toEqual((await shrink(photo, 120, 80, 0.6, 16)).rgb);
  });

  it("refuses to enlarge and to finish early", async () => {
    expect(() =>
      createStreamDownscaler({ width: 10, height: 10, target: { width: 20, height: 10 }, onRows: () => {} }),
    ).toThrow(RangeError);
    const downscaler = createStreamDownscaler({
      width: 10,
      height: 10,
      target: { width: 5, height: 5 },
      onRows: () => {},
    });
    await downscaler.write(new Uint8Array(10 * 3 * 4), 4);
    await expect(downscaler.finish()).rejects.toThrow(RangeError);
  });
});
