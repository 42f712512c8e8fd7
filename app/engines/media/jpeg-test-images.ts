/**
 * Pictures and JPEGs for the codec tests: synthetic images, photon's encoder and decoder as the
 * independent reference, and a small hand-written encoder for what neither encoder writes.
 */
import * as photon from "@cf-wasm/photon/node";

/** Packed RGB, `width` × `height`, from a function of the pixel (values clamped to 0–255). */
export function image(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const rgb = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(pixel(x, y), (y * width + x) * 3);
  return new Uint8Array(rgb.buffer);
}

/** Something like a photo: a lit round subject with some texture on a graded, softly lit backdrop. */
export const photoLike = (width: number, height: number) =>
  image(width, height, (x, y) => {
    const subject = Math.hypot(x - width / 2, (y - height / 2) * 1.2) < Math.min(width, height) / 3;
    const light = 30 * Math.sin(x / 23) * Math.cos(y / 31);
    return subject
      ? [200 + light, 140 + 20 * Math.sin((x + y) / 11), 110 - light]
      : [40 + (90 * y) / height + light, 70 + 30 * Math.cos(x / 40), 150 + (60 * x) / width];
  });

/** A JPEG of `rgb` from photon (the image crate's encoder). */
export function photonJpeg(rgb: Uint8Array, width: number, height: number, quality = 90): Uint8Array {
  const rgba = new Uint8Array(width * height * 4).fill(255);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) rgba.set(rgb.subarray(i, i + 3), o);
  const picture = new photon.PhotonImage(rgba, width, height);
  try {
    return picture.get_bytes_jpeg(quality);
  } finally {
    picture.free();
  }
}

/** Decodes with photon (the image crate's decoder, not ours) to packed RGB. */
export function photonDecode(bytes: Uint8Array) {
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

export function concat(parts: ArrayLike<number>[]): Uint8Array {
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
export function handJpeg(
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
