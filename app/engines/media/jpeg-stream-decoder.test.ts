import * as photon from "@cf-wasm/photon/node";
import { describe, expect, it } from "vitest";
import {
  CorruptJpegError,
  decodeJpegRows,
  readJpegInfo,
  UnsupportedJpegError,
} from "~/engines/media/jpeg-stream-decoder";
import { createJpegStreamEncoder } from "~/engines/media/jpeg-stream-encoder";

/** Packed RGB, `width` × `height`, from a function of the pixel (values clamped to 0–255). */
function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const rgb = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(pixel(x, y), (y * width + x) * 3);
  return new Uint8Array(rgb.buffer);
}

/** Something like a photo: a lit round subject with some texture on a graded, softly lit backdrop. */
const photoLike = (width: number, height: number) =>
  image(width, height, (x, y) => {
    const subject = Math.hypot(x - width / 2, (y - height / 2) * 1.2) < Math.min(width, height) / 3;
    const light = 30 * Math.sin(x / 23) * Math.cos(y / 31);
    return subject
      ? [200 + light, 140 + 20 * Math.sin((x + y) / 11), 110 - light]
      : [40 + (90 * y) / height + light, 70 + 30 * Math.cos(x / 40), 150 + (60 * x) / width];
  });

/** A JPEG of `rgb` from photon (the image crate's encoder). */
function photonJpeg(rgb: Uint8Array, width: number, height: number, quality = 90): Uint8Array {
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) rgba.set(rgb.subarray(i, i + 3), o);
  const picture = new photon.PhotonImage(rgba, width, height);
  try {
    return picture.get_bytes_jpeg(quality);
  } finally {
    picture.free();
  }
}

/** A JPEG of `rgb` from our streaming encoder (YCbCr 4:2:0). */
async function ourJpeg(rgb: Uint8Array, width: number, height: number, quality = 90): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const encoder = createJpegStreamEncoder({ width, height, quality, onData: (c) => void chunks.push(c) });
  await encoder.writeRows(rgb, height);
  await encoder.finish();
  return concat(chunks);
}

function concat(parts: ArrayLike<number>[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A small test-only baseline encoder for what neither photon nor our encoder writes: grey, any
 * sampling factors, restart intervals. A naive float DCT, one flat quantisation table and plain
 * Huffman tables (every DC size a 4-bit code, every AC symbol an 8-bit code), one interleaved scan.
 */
function handJpeg(
  rgb: Uint8Array,
  width: number,
  height: number,
  options: { sampling?: [number, number][]; grey?: boolean; restart?: number; quant?: number } = {},
): Uint8Array {
  const grey = options.grey ?? false;
  const sampling = grey
    ? [[1, 1] as [number, number]]
    : (options.sampling ?? [
        [1, 1],
        [1, 1],
        [1, 1],
      ]);
  const quant = options.quant ?? 2;
  const restart = options.restart ?? 0;
  const hMax = Math.max(...sampling.map(([h]) => h));
  const vMax = Math.max(...sampling.map(([, v]) => v));
  const mcusAcross = Math.ceil(width / (8 * hMax));
  const mcuRows = Math.ceil(height / (8 * vMax));
  const colour = (x: number, y: number, c: number) => {
    const i = (Math.min(y, height - 1) * width + Math.min(x, width - 1)) * 3;
    const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
    if (c === 0) return 0.299 * r + 0.587 * g + 0.114 * b;
    if (c === 1) return 128 - 0.168735892 * r - 0.331264108 * g + 0.5 * b;
    return 128 + 0.5 * r - 0.418687589 * g - 0.081312411 * b;
  };
  /** Component c's sample (sx, sy): the average of the full-resolution pixels it covers. */
  const sample = (c: number, sx: number, sy: number) => {
    const [h, v] = sampling[c]!;
    const fx = hMax / h;
    const fy = vMax / v;
    let sum = 0;
    for (let dy = 0; dy < fy; dy++)
      for (let dx = 0; dx < fx; dx++) sum += colour(sx * fx + dx, sy * fy + dy, c);
    return sum / (fx * fy);
  };

  const acSymbols = [0x00, 0xf0];
  for (let run = 0; run < 16; run++) for (let size = 1; size <= 10; size++) acSymbols.push((run << 4) | size);
  const acCode = new Map(acSymbols.map((symbol, index) => [symbol, index]));

  const out: number[] = [];
  const word = (value: number) => out.push(value >> 8, value & 0xff);
  let bitBuffer = 0;
  let bitCount = 0;
  const bits = (code: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) {
      bitBuffer = (bitBuffer << 1) | ((code >> i) & 1);
      if (++bitCount === 8) {
        out.push(bitBuffer);
        if (bitBuffer === 0xff) out.push(0);
        bitBuffer = bitCount = 0;
      }
    }
  };
  const padToByte = () => {
    while (bitCount !== 0) bits(1, 1);
  };
  const value = (v: number) => {
    const size = v === 0 ? 0 : 32 - Math.clz32(Math.abs(v));
    return { size, bits: v < 0 ? v + (1 << size) - 1 : v };
  };

  out.push(0xff, 0xd8);
  out.push(0xff, 0xdb);
  word(67);
  out.push(0, ...new Array<number>(64).fill(quant));
  out.push(0xff, 0xc0);
  word(8 + 3 * sampling.length);
  out.push(8);
  word(height);
  word(width);
  out.push(sampling.length);
  sampling.forEach(([h, v], c) => out.push(c + 1, (h << 4) | v, 0));
  out.push(0xff, 0xc4);
  word(2 + 17 + 12 + 17 + acSymbols.length);
  out.push(0x00, 0, 0, 0, 12, ...new Array<number>(12).fill(0), ...Array.from({ length: 12 }, (_, i) => i));
  out.push(0x10, ...[0, 0, 0, 0, 0, 0, 0, acSymbols.length, 0, 0, 0, 0, 0, 0, 0, 0], ...acSymbols);
  if (restart) {
    out.push(0xff, 0xdd);
    word(4);
    word(restart);
  }
  out.push(0xff, 0xda);
  word(6 + 2 * sampling.length);
  out.push(sampling.length);
  sampling.forEach((_, c) => out.push(c + 1, 0x00));
  out.push(0, 63, 0);

  const predictors = sampling.map(() => 0);
  const block = new Float64Array(64);
  const cosines = Array.from({ length: 64 }, (_, i) =>
    Math.cos(((2 * (i & 7) + 1) * (i >> 3) * Math.PI) / 16),
  );
  const zigzag = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
    14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39,
    46, 53, 60, 61, 54, 47, 55, 62, 63,
  ];
  const encodeBlock = (c: number, bx: number, by: number) => {
    for (let i = 0; i < 64; i++) block[i] = sample(c, bx * 8 + (i & 7), by * 8 + (i >> 3)) - 128;
    const coefficients = zigzag.map((n) => {
      const u = n & 7;
      const v = n >> 3;
      let sum = 0;
      for (let i = 0; i < 64; i++) sum += block[i]! * cosines[u * 8 + (i & 7)]! * cosines[v * 8 + (i >> 3)]!;
      const scale = (u ? 1 : Math.SQRT1_2) * (v ? 1 : Math.SQRT1_2) * 0.25;
      return Math.round((sum * scale) / quant);
    });
    const dc = value(coefficients[0]! - predictors[c]!);
    predictors[c] = coefficients[0]!;
    bits(dc.size, 4);
    bits(dc.bits, dc.size);
    let run = 0;
    for (let k = 1; k < 64; k++) {
      const coefficient = coefficients[k]!;
      if (coefficient === 0) {
        run++;
        continue;
      }
      for (; run >= 16; run -= 16) bits(acCode.get(0xf0)!, 8);
      const ac = value(coefficient);
      bits(acCode.get((run << 4) | ac.size)!, 8);
      bits(ac.bits, ac.size);
      run = 0;
    }
    if (run > 0) bits(acCode.get(0)!, 8);
  };
  let mcu = 0;
  for (let my = 0; my < mcuRows; my++)
    for (let mx = 0; mx < mcusAcross; mx++, mcu++) {
      if (restart && mcu > 0 && mcu % restart === 0) {
        padToByte();
        out.push(0xff, 0xd0 + ((mcu / restart - 1) & 7));
        predictors.fill(0);
      }
      sampling.forEach(([h, v], c) => {
        for (let by = 0; by < v; by++)
          for (let bx = 0; bx < h; bx++) encodeBlock(c, mx * h + bx, my * v + by);
      });
    }
  padToByte();
  out.push(0xff, 0xd9);
  return new Uint8Array(out);
}

/** Decodes with photon (the image crate's decoder, not ours) to packed RGB. */
function photonDecode(bytes: Uint8Array) {
  const decoded = photon.PhotonImage.new_from_byteslice(bytes);
  try {
    const rgba = decoded.get_raw_pixels();
    const rgb = new Uint8Array((rgba.length / 4) * 3);
    for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) rgb.set(rgba.subarray(i, i + 3), o);
    return { width: decoded.get_width(), height: decoded.get_height(), rgb };
  } finally {
    decoded.free();
  }
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
