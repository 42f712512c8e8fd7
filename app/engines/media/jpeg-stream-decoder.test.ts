import { describe, expect, it } from "vitest";
import {
  CorruptJpegError,
  decodeJpegRows,
  readJpegInfo,
  UnsupportedJpegError,
} from "~/engines/media/jpeg-stream-decoder";
import { createJpegStreamEncoder } from "~/engines/media/jpeg-stream-encoder";
import { concat, handJpeg, photoLike, photonDecode, photonJpeg } from "~/engines/media/jpeg-test-images";

/** A JPEG of `rgb` from our streaming encoder (YCbCr 4:2:0). */
async function ourJpeg(rgb: Uint8Array, width: number, height: number, quality = 90): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const encoder = createJpegStreamEncoder({ width, height, quality, onData: (c) => void chunks.push(c) });
  await encoder.writeRows(rgb, height);
  await encoder.finish();
  return concat(chunks);
}

/** Decodes with ours into one image, checking the bands as they come. */
async function decodeAll(bytes: Uint8Array) {
  const bands: [number, number][] = [];
  let out = new Uint8Array(0);
  const result = await decodeJpegRows(bytes, (rgb, y, rows) => {
    if (out.length === 0) out = new Uint8Array(readJpegInfo(bytes).width * readJpegInfo(bytes).height * 3);
    const rowBytes = out.length / readJpegInfo(bytes).height;
    expect(rgb.length).toBeGreaterThanOrEqual(rows * rowBytes);
    out.set(rgb.subarray(0, rows * rowBytes), y * rowBytes);
    bands.push([y, rows]);
  });
  return { ...result, rgb: out, bands };
}

/** Mean and largest absolute difference, over every channel of every pixel. */
function difference(a: Uint8Array, b: Uint8Array) {
  expect(a.length).toBe(b.length);
  let sum = 0;
  let max = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    if (d > max) max = d;
  }
  return { mean: sum / a.length, max };
}

/** Decodes with ours and with photon and returns how far apart they are. */
async function againstPhoton(bytes: Uint8Array, width: number, height: number, bandHeight: number) {
  const ours = await decodeAll(bytes);
  const reference = photonDecode(bytes);
  expect([ours.width, ours.height]).toEqual([width, height]);
  expect([reference.width, reference.height]).toEqual([width, height]);
  // Contiguous bands, one MCU row tall (the last may be shorter), covering every row once.
  const expected: [number, number][] = [];
  for (let y = 0; y < height; y += bandHeight) expected.push([y, Math.min(bandHeight, height - y)]);
  expect(ours.bands).toEqual(expected);
  return difference(ours.rgb, reference.rgb);
}

/** Where the frame header (SOFn) starts: its 0xFF. */
const frameHeaderAt = (bytes: Uint8Array) =>
  bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc1));

describe("the streaming JPEG decoder", () => {
  // photon's decoder (the jpeg-decoder crate) also upsamples 2× chroma with libjpeg's "fancy" filter
  // (and replicates other factors), but with an integer IDCT and fixed-point colour conversion: the
  // results differ by rounding only, measured at a mean under 0.05 and at most 3 levels per channel.
  // The bounds leave a little room (mean < 0.25, max ≤ 4); a wrong upsampling or a misplaced block
  // would be tens of levels off.
  it.each([
    [640, 360],
    [33, 17],
    [1, 1],
    [641, 361],
    [17, 40],
  ])("decodes a %i×%i photon JPEG like photon does", async (width, height) => {
    const bytes = photonJpeg(photoLike(width, height), width, height);
    const { bandHeight } = { bandHeight: 8 * readSampling(bytes).vMax };
    const { mean, max } = await againstPhoton(bytes, width, height, bandHeight);
    expect(mean).toBeLessThan(0.25);
    expect(max).toBeLessThanOrEqual(4);
  });

  it.each([
    [320, 200],
    [33, 17],
    [1, 1],
    [641, 361],
  ])("decodes a %i×%i JPEG from our 4:2:0 encoder like photon does", async (width, height) => {
    const bytes = await ourJpeg(photoLike(width, height), width, height);
    const { mean, max } = await againstPhoton(bytes, width, height, 16);
    expect(mean).toBeLessThan(0.25);
    expect(max).toBeLessThanOrEqual(4);
  });

  it.each([
    [
      "4:4:4",
      [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
      8,
    ],
    [
      "4:2:2",
      [
        [2, 1],
        [1, 1],
        [1, 1],
      ],
      8,
    ],
    [
      "4:2:0",
      [
        [2, 2],
        [1, 1],
        [1, 1],
      ],
      16,
    ],
    [
      "4:4:0",
      [
        [1, 2],
        [1, 1],
        [1, 1],
      ],
      16,
    ],
    [
      "4:1:1",
      [
        [4, 1],
        [1, 1],
        [1, 1],
      ],
      8,
    ],
  ] as [string, [number, number][], number][])("decodes YCbCr %s", async (_, sampling, bandHeight) => {
    const width = 67;
    const height = 45;
    const bytes = handJpeg(photoLike(width, height), width, height, { sampling });
    const { mean, max } = await againstPhoton(bytes, width, height, bandHeight);
    expect(mean).toBeLessThan(0.25);
    expect(max).toBeLessThanOrEqual(4);
  });

  it("decodes grey JPEGs to RGB with R = G = B", async () => {
    const width = 37;
    const height = 21;
    const rgb = photoLike(width, height);
    const bytes = handJpeg(rgb, width, height, { grey: true, quant: 1 });
    expect(readJpegInfo(bytes)).toEqual({ width, height, components: 1, progressive: false, baseline: true });
    const { mean, max } = await againstPhoton(bytes, width, height, 8);
    expect(mean).toBeLessThan(0.5);
    expect(max).toBeLessThanOrEqual(1);
    const ours = await decodeAll(bytes);
    for (let i = 0; i < ours.rgb.length; i += 3) {
      expect(ours.rgb[i + 1]).toBe(ours.rgb[i]);
      expect(ours.rgb[i + 2]).toBe(ours.rgb[i]);
      // Quantisation by 1: the luma itself, give or take rounding.
      const luma = 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
      expect(Math.abs(ours.rgb[i]! - luma)).toBeLessThanOrEqual(2);
    }
  });

  it("follows restart intervals (DRI and RSTn markers)", async () => {
    const width = 75;
    const height = 50;
    const rgb = photoLike(width, height);
    for (const restart of [1, 2, 3, 7]) {
      const bytes = handJpeg(rgb, width, height, {
        sampling: [
          [2, 2],
          [1, 1],
          [1, 1],
        ],
        restart,
      });
      expect(bytes.some((b, i) => b === 0xff && bytes[i + 1] === 0xd7)).toBe(restart < 3);
      const plain = await decodeAll(
        handJpeg(rgb, width, height, {
          sampling: [
            [2, 2],
            [1, 1],
            [1, 1],
          ],
        }),
      );
      // The same image as without restarts, to the bit.
      expect((await decodeAll(bytes)).rgb).toEqual(plain.rgb);
    }
  });

  it("skips APPn and COM segments, fill bytes, and reads SOF1 and tables after the frame header", async () => {
    const width = 40;
    const height = 24;
    const bytes = handJpeg(photoLike(width, height), width, height);
    const plain = await decodeAll(bytes);
    const sof = frameHeaderAt(bytes);
    const comment = [0xff, 0xfe, 0, 7, ...new TextEncoder().encode("hello")];
    const app = [0xff, 0xe1, 0, 4, 0xff, 0xd9]; // an APP1 whose payload looks like EOI
    // Move the DQT after the frame header, add fill bytes before a marker, and call it SOF1.
    const dqtEnd = 2 + 2 + 67;
    const edited = concat([
      bytes.subarray(0, 2),
      comment,
      app,
      [0xff, 0xff, 0xff],
      bytes.subarray(sof, sof + 2 + 17),
      bytes.subarray(2, dqtEnd),
      bytes.subarray(sof + 2 + 17),
    ]);
    edited[edited.indexOf(0xc0)] = 0xc1;
    expect(readJpegInfo(edited)).toMatchObject({ width, height, baseline: false, progressive: false });
    expect((await decodeAll(edited)).rgb).toEqual(plain.rgb);
  });

  it("reads the size and kind from the headers", () => {
    const bytes = photonJpeg(photoLike(123, 45), 123, 45);
    expect(readJpegInfo(bytes)).toEqual({
      width: 123,
      height: 45,
      components: 3,
      progressive: false,
      baseline: true,
    });
  });

  it("waits for an asynchronous onRows before decoding the next band", async () => {
    const bytes = handJpeg(photoLike(20, 30), 20, 30);
    const events: string[] = [];
    await decodeJpegRows(bytes, async (_, y) => {
      events.push(`start ${y}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      events.push(`end ${y}`);
    });
    expect(events).toEqual([
      "start 0",
      "end 0",
      "start 8",
      "end 8",
      "start 16",
      "end 16",
      "start 24",
      "end 24",
    ]);
  });

  it("refuses what is not a JPEG, progressive and other codings, 12 bits and CMYK", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(() => readJpegInfo(png)).toThrow(UnsupportedJpegError);
    await expect(decodeJpegRows(png, () => undefined)).rejects.toThrow(UnsupportedJpegError);
    await expect(decodeJpegRows(new Uint8Array(0), () => undefined)).rejects.toThrow(UnsupportedJpegError);

    const bytes = handJpeg(photoLike(16, 16), 16, 16);
    const sof = frameHeaderAt(bytes);
    const variant = (edit: (copy: Uint8Array) => void) => {
      const copy = bytes.slice();
      edit(copy);
      return copy;
    };
    const progressive = variant((b) => (b[sof + 1] = 0xc2));
    expect(readJpegInfo(progressive)).toEqual({
      width: 16,
      height: 16,
      components: 3,
      progressive: true,
      baseline: false,
    });
    const rejected = [
      progressive,
      variant((b) => (b[sof + 1] = 0xc3)), // lossless
      variant((b) => (b[sof + 1] = 0xc9)), // arithmetic
      variant((b) => (b[sof + 4] = 12)), // 12-bit
      variant((b) => (b[sof + 9] = 4)), // four components (CMYK), as far as the count goes
    ];
    for (const jpeg of rejected) {
      const onRows = () => expect.unreachable("no rows from an unsupported JPEG");
      await expect(decodeJpegRows(jpeg, onRows)).rejects.toThrow(UnsupportedJpegError);
    }
  });

  it("refuses truncated and damaged data with CorruptJpegError", async () => {
    const bytes = await ourJpeg(photoLike(200, 200), 200, 200);
    for (const length of [3, 100, 400, bytes.length / 2, bytes.length - 200]) {
      const truncated = bytes.subarray(0, Math.floor(length));
      await expect(decodeJpegRows(truncated, () => undefined)).rejects.toThrow(CorruptJpegError);
    }
    // Missing only the EOI marker is fine (libjpeg only warns).
    expect((await decodeAll(bytes.subarray(0, bytes.length - 2))).height).toBe(200);

    // A Huffman table with no codes: nothing in the data can match it.
    const hand = handJpeg(photoLike(16, 16), 16, 16);
    const dht = hand.findIndex((b, i) => b === 0xff && hand[i + 1] === 0xc4);
    const noCodes = hand.slice();
    noCodes[dht + 5 + 3] = 0; // the DC table's twelve 4-bit codes are gone
    await expect(decodeJpegRows(noCodes, () => undefined)).rejects.toThrow(CorruptJpegError);
    const noTable = hand.slice();
    noTable[hand.findIndex((b, i) => b === 0xff && hand[i + 1] === 0xda) + 6] = 0x22; // tables 2
    await expect(decodeJpegRows(noTable, () => undefined)).rejects.toThrow(CorruptJpegError);
  });

  it("decodes a larger photo band by band with the same result as photon (no timing asserted)", async () => {
    const width = 1600;
    const height = 1200;
    const bytes = await ourJpeg(photoLike(width, height), width, height, 97);
    const { mean, max } = await againstPhoton(bytes, width, height, 16);
    expect(mean).toBeLessThan(0.25);
    expect(max).toBeLessThanOrEqual(4);
  });
});

/** The largest vertical sampling factor in a JPEG's frame header. */
function readSampling(bytes: Uint8Array) {
  const sof = frameHeaderAt(bytes);
  const count = bytes[sof + 9]!;
  let vMax = 1;
  for (let c = 0; c < count; c++) vMax = Math.max(vMax, bytes[sof + 11 + 3 * c]! & 15);
  return { vMax: count === 1 ? 1 : vMax };
}
