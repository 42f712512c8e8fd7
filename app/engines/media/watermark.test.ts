import * as photon from "@cf-wasm/photon/node";
import { describe, expect, it } from "vitest";
import {
  applyWatermarkPattern,
  watermarkFontSize,
  watermarkImage,
  watermarkStyle,
} from "~/engines/media/watermark";

describe("the watermark (docs/product.md, Plans)", () => {
  it("sizes the font at max(height / 15, 30)", () => {
    expect(watermarkFontSize(720)).toBe(48);
    expect(watermarkFontSize(1080)).toBe(72);
    expect(watermarkFontSize(360)).toBe(30);
    expect(watermarkFontSize(100)).toBe(30);
  });

  it("lays white at 15% opacity: full ink moves a channel 15% of the way to white, no more", () => {
    const width = 200;
    const height = 200;
    const pixels = new Uint8Array(width * height * 4).fill(0);
    const tile = { width: 20, height: 20, coverage: new Uint8Array(400).fill(255) };
    applyWatermarkPattern(pixels, width, height, tile, 30);
    const values = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) values.add(pixels[i]!);
    expect([...values].sort((a, b) => a - b)).toEqual([0, Math.trunc(255 * watermarkStyle.opacity)]);
  });

  it("runs the text along -30°: ink found along the rotated line, repeated across the image", () => {
    const width = 400;
    const height = 400;
    const pixels = new Uint8Array(width * height * 4);
    const tile = { width: 60, height: 4, coverage: new Uint8Array(240).fill(255) };
    applyWatermarkPattern(pixels, width, height, tile, 30);
    const lit = (x: number, y: number) => pixels[(y * width + x) * 4]! > 0;
    // Find a lit pixel, then step along the text direction (-30°: right and up on screen).
    let start: [number, number] | null = null;
    for (let y = 150; y < 250 && !start; y++)
      for (let x = 150; x < 250 && !start; x++) if (lit(x, y) && lit(x + 1, y)) start = [x, y];
    expect(start).not.toBeNull();
    const [x0, y0] = start!;
    const steps = [-20, -15, -10, -5, 5, 10, 15, 20];
    const litAlong = (degrees: number) =>
      steps.filter((d) => {
        const radians = (degrees * Math.PI) / 180;
        return lit(Math.round(x0 + d * Math.cos(radians)), Math.round(y0 + d * Math.sin(radians)));
      }).length;
    // On screen (y down) -30° rises to the right; the mirror direction crosses the band instead.
    expect(litAlong(-30)).toBeGreaterThanOrEqual(3);
    expect(litAlong(30)).toBeLessThanOrEqual(1);
    // Repeated: every quarter of the image has some of it.
    for (const [qx, qy] of [
      [0, 0],
      [200, 0],
      [0, 200],
      [200, 200],
    ] as const) {
      let litCount = 0;
      for (let y = qy; y < qy + 200; y++) for (let x = qx; x < qx + 200; x++) if (lit(x, y)) litCount += 1;
      expect(litCount).toBeGreaterThan(100);
    }
  });

  it("returns a JPEG of the same size", () => {
    const source = new photon.PhotonImage(new Uint8Array(320 * 180 * 4).fill(40), 320, 180);
    const jpeg = source.get_bytes_jpeg(90);
    source.free();
    const out = photon.PhotonImage.new_from_byteslice(watermarkImage(photon, jpeg, "Miniatura"));
    expect([out.get_width(), out.get_height()]).toEqual([320, 180]);
    out.free();
  });
});
