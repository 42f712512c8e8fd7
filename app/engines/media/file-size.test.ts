import { describe, expect, it } from "vitest";
import {
  compressedFileName,
  defaultTargetMb,
  formatFileSize,
  mbToBytes,
  parseTargetMb,
  reductionPercent,
} from "~/engines/media/file-size";

describe("formatFileSize", () => {
  it("shows Bytes, KB or MB with 2 decimals, 1024-based", () => {
    expect(formatFileSize(0, "en")).toBe("0 Bytes");
    expect(formatFileSize(512, "en")).toBe("512 Bytes");
    expect(formatFileSize(1023, "en")).toBe("1023 Bytes");
    expect(formatFileSize(1024, "en")).toBe("1.00 KB");
    expect(formatFileSize(1536, "en")).toBe("1.50 KB");
    expect(formatFileSize(2 * 1024 * 1024, "en")).toBe("2.00 MB");
    expect(formatFileSize(15.5 * 1024 * 1024, "en")).toBe("15.50 MB");
  });

  it("writes the decimal comma in Portuguese", () => {
    expect(formatFileSize(512, "pt")).toBe("512 Bytes");
    expect(formatFileSize(1536, "pt")).toBe("1,50 KB");
    expect(formatFileSize(2.25 * 1024 * 1024, "pt")).toBe("2,25 MB");
  });

  it("never shows 1024.00 KB and survives nonsense", () => {
    expect(formatFileSize(1024 * 1024 - 1, "en")).toBe("1.00 MB");
    expect(formatFileSize(1024 * 1024 - 6, "en")).toBe("1023.99 KB");
    expect(formatFileSize(-5, "en")).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN, "pt")).toBe("0 Bytes");
  });
});

describe("reductionPercent", () => {
  it("is round((1 - compressed / original) × 100)", () => {
    expect(reductionPercent(4_000_000, 1_000_000)).toBe(75);
    expect(reductionPercent(3, 2)).toBe(33);
    expect(reductionPercent(1000, 1000)).toBe(0);
    expect(reductionPercent(1000, 1100)).toBe(-10);
  });

  it("guards an empty original and never returns -0", () => {
    expect(reductionPercent(0, 100)).toBe(0);
    expect(Object.is(reductionPercent(1000, 1004), 0)).toBe(true);
  });
});

describe("compressedFileName", () => {
  it("names the download after the target as typed", () => {
    expect(compressedFileName(1)).toBe("compressed-image-1mb.jpg");
    expect(compressedFileName(0.5)).toBe("compressed-image-0.5mb.jpg");
    expect(compressedFileName(2.3)).toBe("compressed-image-2.3mb.jpg");
    expect(compressedFileName(0.1 + 0.2)).toBe("compressed-image-0.3mb.jpg");
    expect(compressedFileName(10)).toBe("compressed-image-10mb.jpg");
  });
});

describe("parseTargetMb", () => {
  it("accepts 0.1 to 10 on a 0.1 step, as numbers or text with a dot or a comma", () => {
    expect(parseTargetMb(1)).toBe(1);
    expect(parseTargetMb(0.1)).toBe(0.1);
    expect(parseTargetMb(10)).toBe(10);
    expect(parseTargetMb(0.1 + 0.2)).toBe(0.3);
    expect(parseTargetMb("2.5")).toBe(2.5);
    expect(parseTargetMb(" 1,5 ")).toBe(1.5);
    expect(parseTargetMb("3")).toBe(3);
    expect(parseTargetMb(".5")).toBe(0.5);
  });

  it("refuses values out of range, off the step, or not numbers", () => {
    for (const value of [
      0,
      0.05,
      10.1,
      11,
      -1,
      1.25,
      "1.25",
      "",
      "abc",
      "1e1",
      "1,5,2",
      "-1",
      null,
      undefined,
      NaN,
      Infinity,
      {},
    ])
      expect(parseTargetMb(value)).toBeNull();
  });

  it("defaults to 1 MB and converts MB to bytes 1024-based", () => {
    expect(defaultTargetMb).toBe(1);
    expect(parseTargetMb(undefined) ?? defaultTargetMb).toBe(1);
    expect(mbToBytes(1)).toBe(1_048_576);
    expect(mbToBytes(0.5)).toBe(524_288);
  });
});
