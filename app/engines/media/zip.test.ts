import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readZip } from "../../../tests/lib/read-zip";
import { MAX_ZIP_FILES, MAX_ZIP_TOTAL_BYTES, crc32, zipFiles } from "~/engines/media/zip";

const encode = (text: string) => new TextEncoder().encode(text);

/** Fake JPEG-ish contents: the SOI marker, then `length` pseudo-random bytes. */
function fakeJpeg(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length + 2);
  bytes.set([0xff, 0xd8]);
  let x = seed;
  for (let i = 2; i < bytes.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

const sampleFiles = () => [
  { name: "Variação 1.jpg", bytes: fakeJpeg(1000, 1) },
  { name: "Pão caseiro-2.jpg", bytes: fakeJpeg(5000, 2) },
  { name: "Ação é ótima — 日本語 🎉-3.jpg", bytes: new Uint8Array(0) },
];

/** True when `command` is on the PATH (checked with the shell's `command -v`). */
function hasCommand(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Writes `bytes` to a temporary .zip file, hands its path to `check`, then deletes it. */
function withTempZip<T>(bytes: Uint8Array, check: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
  try {
    const path = join(dir, "archive.zip");
    writeFileSync(path, bytes);
    return check(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("crc32", () => {
  it("gives the known check values", () => {
    expect(crc32(encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    expect(crc32(encode("The quick brown fox jumps over the lazy dog"))).toBe(0x414fa339);
  });

  it("reads only the view it is given", () => {
    const backing = encode("xx123456789yy");
    expect(crc32(backing.subarray(2, 11))).toBe(0xcbf43926);
  });
});

describe("zipFiles", () => {
  it("round-trips three files with accented names through readZip", () => {
    const files = sampleFiles();
    const archive = zipFiles(files);
    const entries = readZip(archive);
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    entries.forEach((entry, i) => expect(entry.bytes).toEqual(files[i]!.bytes));
  });

  it("marks names as UTF-8, stores without compression and writes the DOS time", () => {
    const modified = new Date(2024, 0, 15, 13, 45, 31);
    const archive = zipFiles([{ name: "Variação 1.jpg", bytes: fakeJpeg(10, 3), modified }]);
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(6, true) & 0x0800).toBe(0x0800);
    expect(view.getUint16(8, true)).toBe(0);
    expect(view.getUint16(10, true)).toBe((13 << 11) | (45 << 5) | 15);
    expect(view.getUint16(12, true)).toBe((44 << 9) | (1 << 5) | 15);
    const nameBytes = encode("Variação 1.jpg");
    expect(view.getUint16(26, true)).toBe(nameBytes.length);
    expect(archive.subarray(30, 30 + nameBytes.length)).toEqual(nameBytes);
    const central = 30 + nameBytes.length + 12;
    expect(view.getUint32(central, true)).toBe(0x02014b50);
    expect(view.getUint16(central + 8, true) & 0x0800).toBe(0x0800);
    expect(view.getUint16(central + 12, true)).toBe(view.getUint16(10, true));
    expect(view.getUint16(central + 14, true)).toBe(view.getUint16(12, true));
  });

  it("writes a valid empty archive for no files", () => {
    const archive = zipFiles([]);
    expect(archive.length).toBe(22);
    expect(readZip(archive)).toEqual([]);
  });

  it("accepts exactly the maximum number of files", () => {
    const files = Array.from({ length: MAX_ZIP_FILES }, (_, i) => ({
      name: `Miniatura-${i + 1}.jpg`,
      bytes: fakeJpeg(8, i),
    }));
    expect(readZip(zipFiles(files))).toHaveLength(MAX_ZIP_FILES);
  });

  it("is accepted by the system unzip tool (or python3 zipfile)", (ctx) => {
    const archive = zipFiles(sampleFiles());
    if (hasCommand("unzip")) {
      const output = withTempZip(archive, (path) =>
        execFileSync("unzip", ["-t", path], { encoding: "utf8" }),
      );
      expect(output).toContain("No errors detected");
    } else if (hasCommand("python3")) {
      const output = withTempZip(archive, (path) =>
        execFileSync("python3", ["-m", "zipfile", "-t", path], { encoding: "utf8" }),
      );
      expect(output).not.toContain("corrupted");
      expect(output).toContain("Done testing");
    } else {
      ctx.skip("neither `unzip` nor `python3` is installed: cannot check the archive with an external tool");
    }
  });

  it("has UTF-8 names an independent reader (python3 zipfile) decodes", (ctx) => {
    if (!hasCommand("python3"))
      ctx.skip("`python3` is not installed: cannot list names with its zipfile module");
    const files = sampleFiles();
    const script = "import json, sys, zipfile; print(json.dumps(zipfile.ZipFile(sys.argv[1]).namelist()))";
    const output = withTempZip(zipFiles(files), (path) =>
      execFileSync("python3", ["-c", script, path], { encoding: "utf8" }),
    );
    expect(JSON.parse(output)).toEqual(files.map((f) => f.name));
  });

  describe("refuses", () => {
    const one = (name: string) => [{ name, bytes: fakeJpeg(4, 0) }];

    it("duplicate names, including ones differing only in case", () => {
      const bytes = fakeJpeg(4, 0);
      expect(() =>
        zipFiles([
          { name: "a.jpg", bytes },
          { name: "a.jpg", bytes },
        ]),
      ).toThrow(/duplicate/);
      expect(() =>
        zipFiles([
          { name: "Pão.jpg", bytes },
          { name: "PÃO.jpg", bytes },
        ]),
      ).toThrow(/duplicate/);
    });

    it("empty names", () => {
      expect(() => zipFiles(one(""))).toThrow(/empty/);
    });

    it('names with "/", "\\" or ".."', () => {
      expect(() => zipFiles(one("dir/a.jpg"))).toThrow(/separator/);
      expect(() => zipFiles(one("/a.jpg"))).toThrow(/separator/);
      expect(() => zipFiles(one("dir\\a.jpg"))).toThrow(/separator/);
      expect(() => zipFiles(one(".."))).toThrow(/\.\./);
      expect(() => zipFiles(one("a..jpg"))).toThrow(/\.\./);
    });

    it("more than 100 files", () => {
      const files = Array.from({ length: MAX_ZIP_FILES + 1 }, (_, i) => ({
        name: `${i}.jpg`,
        bytes: new Uint8Array(1),
      }));
      expect(() => zipFiles(files)).toThrow(/too many/);
    });

    it("a total over 64 MB", () => {
      const half = new Uint8Array(MAX_ZIP_TOTAL_BYTES / 2);
      expect(MAX_ZIP_TOTAL_BYTES).toBe(64 * 1024 * 1024);
      expect(() =>
        zipFiles([
          { name: "a.jpg", bytes: half },
          { name: "b.jpg", bytes: half },
          { name: "c.jpg", bytes: new Uint8Array(1) },
        ]),
      ).toThrow(/too large/);
    });

    it("an invalid modification date", () => {
      expect(() => zipFiles([{ name: "a.jpg", bytes: new Uint8Array(1), modified: new Date(NaN) }])).toThrow(
        /date/,
      );
    });
  });
});

describe("readZip (test helper)", () => {
  it("throws when an entry's data, CRC-32 or size was tampered with", () => {
    const archive = zipFiles([{ name: "a.jpg", bytes: fakeJpeg(100, 9) }]);
    const dataStart = 30 + "a.jpg".length;
    const corrupted = archive.slice();
    corrupted[dataStart + 50]! ^= 0xff;
    expect(() => readZip(corrupted)).toThrow(/CRC-32 mismatch/);
    const wrongCrc = archive.slice();
    new DataView(wrongCrc.buffer).setUint32(14, 0xdeadbeef, true);
    expect(() => readZip(wrongCrc)).toThrow(/disagrees/);
    const wrongSize = archive.slice();
    const central = dataStart + 102;
    new DataView(wrongSize.buffer).setUint32(central + 24, 101, true);
    expect(() => readZip(wrongSize)).toThrow(/sizes/);
    expect(() => readZip(archive.subarray(0, archive.length - 1))).toThrow(/end-of-central-directory/);
  });
});
