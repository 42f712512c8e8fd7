import { describe, expect, it } from "vitest";
import {
  compressToTarget,
  compressionSchedule,
  defaultCompressionTargetBytes,
  type CompressionSettings,
} from "~/engines/media/compress-to-target";

/** A fake JPEG encoder: size grows with quality and with the pixel count. */
function fakeEncoder(bytesAtFull = 1_000_000) {
  const calls: CompressionSettings[] = [];
  const encode = async (settings: CompressionSettings) => {
    calls.push(settings);
    const size = Math.round(bytesAtFull * settings.quality * settings.scale * settings.scale);
    return { size, data: `jpeg@${settings.quality}/${settings.scale}` };
  };
  return { encode, calls };
}

const pairs = (settings: CompressionSettings[]) => settings.map(({ quality, scale }) => [quality, scale]);

describe("compressionSchedule", () => {
  it("lowers quality to 0.52, then scale to 0.5 at quality 0.92 within the default 10 attempts", () => {
    expect(pairs(compressionSchedule())).toEqual([
      [0.92, 1],
      [0.82, 1],
      [0.72, 1],
      [0.62, 1],
      [0.52, 1],
      [0.92, 0.9],
      [0.92, 0.8],
      [0.92, 0.7],
      [0.92, 0.6],
      [0.92, 0.5],
    ]);
  });

  it("then lowers both by 0.05 and stops before the scale goes under 0.2", () => {
    const schedule = compressionSchedule(100);
    expect(pairs(schedule.slice(10))).toEqual([
      [0.87, 0.45],
      [0.82, 0.4],
      [0.77, 0.35],
      [0.72, 0.3],
      [0.67, 0.25],
      [0.62, 0.2],
    ]);
    expect(schedule).toHaveLength(16);
  });

  it("has no floating-point drift: every value has at most 2 decimals", () => {
    for (const { quality, scale } of compressionSchedule(100)) {
      expect(Math.round(quality * 100) / 100).toBe(quality);
      expect(Math.round(scale * 100) / 100).toBe(scale);
      expect(String(quality)).toMatch(/^\d(\.\d{1,2})?$/);
      expect(String(scale)).toMatch(/^\d(\.\d{1,2})?$/);
    }
  });
});

describe("compressToTarget", () => {
  it("tries the exact schedule, 10 attempts at most, and keeps the smallest when the target is out of reach", async () => {
    const { encode, calls } = fakeEncoder();
    const result = await compressToTarget(encode, 1);
    expect(calls).toHaveLength(10);
    expect(pairs(calls)).toEqual(pairs(compressionSchedule()));
    expect(result.attempts.map((a) => [a.quality, a.scale])).toEqual(pairs(calls));
    expect(result.reachedTarget).toBe(false);
    // 0.92 × 0.5² = 0.23 beats 0.52 × 1² = 0.52.
    expect(result).toMatchObject({ quality: 0.92, scale: 0.5, size: 230_000, data: "jpeg@0.92/0.5" });
    expect(result.size).toBe(Math.min(...result.attempts.map((a) => a.size)));
  });

  it("stops at the first attempt at or under the target", async () => {
    const { encode, calls } = fakeEncoder();
    const result = await compressToTarget(encode, 720_000);
    expect(pairs(calls)).toEqual([
      [0.92, 1],
      [0.82, 1],
      [0.72, 1],
    ]);
    expect(result).toMatchObject({ quality: 0.72, scale: 1, size: 720_000, reachedTarget: true });
    expect(result.data).toBe("jpeg@0.72/1");
  });

  it("returns the first encoding when it already fits", async () => {
    const { encode, calls } = fakeEncoder(1000);
    const result = await compressToTarget(encode, defaultCompressionTargetBytes);
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ quality: 0.92, scale: 1, size: 920, reachedTarget: true });
  });

  it("reaches a target only the scale phase can meet", async () => {
    const { encode } = fakeEncoder();
    // 0.52 at scale 1 gives 520 000; 0.92 at 0.9 and 0.8 give 745 200 and 588 800; 0.92 at 0.7 fits.
    const result = await compressToTarget(encode, 500_000);
    expect(result).toMatchObject({ quality: 0.92, scale: 0.7, size: 450_800, reachedTarget: true });
    expect(result.attempts).toHaveLength(8);
  });

  it("keeps the earliest of equally small results", async () => {
    const result = await compressToTarget(async ({ quality }) => ({ size: 500, data: quality }), 100);
    expect(result.data).toBe(0.92);
    expect(result.attempts).toHaveLength(10);
  });

  it("honours maxAttempts and refuses nonsense", async () => {
    const { encode, calls } = fakeEncoder();
    const result = await compressToTarget(encode, 1, { maxAttempts: 3 });
    expect(calls).toHaveLength(3);
    expect(result).toMatchObject({ quality: 0.72, scale: 1, reachedTarget: false });
    const long = await compressToTarget(fakeEncoder().encode, 1, { maxAttempts: 50 });
    expect(long.attempts).toHaveLength(16);
    await expect(compressToTarget(encode, 0)).rejects.toThrow(RangeError);
    await expect(compressToTarget(encode, Number.NaN)).rejects.toThrow(RangeError);
    await expect(compressToTarget(encode, 100, { maxAttempts: 0 })).rejects.toThrow(RangeError);
  });

  it("passes encoder errors through", async () => {
    const failing = async () => {
      throw new Error("Failed to compress image");
    };
    await expect(compressToTarget(failing, 100)).rejects.toThrow("Failed to compress image");
  });
});
