import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  judgeMask,
  maskLimits,
  segmentationSize,
  softAlpha,
  subjectBox,
  withMargin,
} from "~/ui/cutout/cutout-mask";
import { segmentationFiles, segmentationPackage, segmentationVersion } from "~/ui/cutout/segmentation-assets";

/** A width×height mask whose pixels inside `inside(x, y)` have `value`, the rest `outside`. */
function mask(
  width: number,
  height: number,
  inside: (x: number, y: number) => boolean,
  value = 255,
  outside = 0,
) {
  const pixels = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels[y * width + x] = inside(x, y) ? value : outside;
  return pixels;
}

const portrait = mask(100, 100, (x, y) => (x - 50) ** 2 + (y - 60) ** 2 < 30 ** 2);

describe("judgeMask: is there a person worth cutting out?", () => {
  it("takes a crisp person filling a good part of the photo", () => {
    const verdict = judgeMask(portrait);
    expect(verdict.usable).toBe(true);
    expect(verdict.coverage).toBeCloseTo(0.28, 1);
    expect(verdict.certainty).toBe(1);
  });

  it("keeps the photo when the person is a speck or the mask took everything", () => {
    expect(judgeMask(mask(100, 100, (x, y) => x < 20 && y < 20)).usable).toBe(false); // 4 %
    expect(judgeMask(mask(100, 100, (x) => x > 2)).usable).toBe(false); // 97 %
    expect(judgeMask(new Uint8ClampedArray(100 * 100)).usable).toBe(false);
  });

  it("keeps the photo of an object the model only half recognises (a blotchy, uncertain mask)", () => {
    // Like the espresso cup: a large area the model gives 50–80 % to, a little of it near certain.
    const blotchy = mask(100, 100, (x, y) => x >= 20 && x < 80 && y >= 20 && y < 80, 170);
    for (let i = 0; i < 300; i += 1) blotchy[3030 + i] = 255;
    const verdict = judgeMask(blotchy);
    expect(verdict.coverage).toBeGreaterThan(maskLimits.minCoverage);
    expect(verdict.certainty).toBeLessThan(maskLimits.minCertainty);
    expect(verdict.usable).toBe(false);
  });
});

describe("softAlpha", () => {
  it("drops the faint halo, keeps the person opaque and ramps the edge in between", () => {
    expect(softAlpha(0)).toBe(0);
    expect(softAlpha(20)).toBe(0);
    expect(softAlpha(200)).toBe(255);
    expect(softAlpha(255)).toBe(255);
    const edge = [40, 80, 120, 160].map(softAlpha);
    expect(edge).toEqual([...edge].sort((a, b) => a - b));
    expect(edge[0]).toBeGreaterThan(0);
    expect(edge[3]).toBeLessThan(255);
  });
});

describe("the crop", () => {
  it("boxes the subject and adds a margin, inside the photo", () => {
    const box = subjectBox(portrait, 100, 100)!;
    expect(box).toEqual({ x: 21, y: 31, width: 59, height: 59 });
    expect(withMargin(box, 100, 100)).toEqual({ x: 17, y: 27, width: 67, height: 67 });
    expect(withMargin({ x: 0, y: 90, width: 10, height: 10 }, 100, 100)).toEqual({
      x: 0,
      y: 86,
      width: 14,
      height: 14,
    });
    expect(subjectBox(new Uint8ClampedArray(16), 4, 4)).toBeNull();
  });

  it("segments a phone photo at 1024 px on its longer side and never enlarges a small one", () => {
    expect(segmentationSize(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(segmentationSize(3024, 4032)).toEqual({ width: 768, height: 1024 });
    expect(segmentationSize(512, 512)).toEqual({ width: 512, height: 512 });
  });
});

describe("the model's files", () => {
  const packageDirectory = dirname(
    createRequire(import.meta.url).resolve(`${segmentationPackage}/package.json`),
  );

  it("are the installed package's version (the address changes with it, as /assets is immutable)", () => {
    const installed = JSON.parse(readFileSync(join(packageDirectory, "package.json"), "utf8")) as {
      version: string;
      license: string;
    };
    expect(installed.version).toBe(segmentationVersion);
    expect(installed.license).toBe("Apache-2.0");
  });

  it("all exist in the package, with the general model and both WASM builds", () => {
    for (const file of segmentationFiles) expect(existsSync(join(packageDirectory, file)), file).toBe(true);
    expect(segmentationFiles).toContain("selfie_segmentation.tflite");
    expect(segmentationFiles.filter((file) => file.endsWith(".wasm"))).toHaveLength(2);
  });
});
