/**
 * Resamples an RGBA image to a new size band by band, handing out packed RGB rows, so the output (an
 * 8K upscale is 100 MB as RGB) never exists in memory at once: only the current band, a small ring of
 * horizontally resampled source rows (the ones the band's vertical taps need) and the weights.
 *
 * Separable Catmull-Rom (bicubic, a = -0.5) rather than Lanczos-3: it is interpolating and sharp, but
 * with 4 taps instead of 6 it costs a third less per output pixel, and its single small overshoot lobe
 * rings far less around the hard edges thumbnails are full of (bold text, outlines, flat graphics) —
 * Lanczos-3's extra lobes show as halos once those edges are magnified 3–6×. Pixel centres are aligned
 * (source x = (x + 0.5) · scale - 0.5), edges repeat the border pixel, and alpha is dropped after
 * compositing over white. Downscaling widens the kernel by the scale factor (so it averages instead of
 * aliasing), though the job it is built for is upscaling.
 *
 * The weights are precomputed once per axis in fixed point (taps past an edge folded onto the border
 * pixel) and each output's weights sum to exactly 1, so constant colours stay exact; the horizontal pass
 * keeps 8 fractional bits for the vertical one. Each source row is resampled horizontally once: the
 * ring holds the rows from the band's first vertical tap to its last, O(output width × (taps + band)).
 */

export type RgbaImage = { width: number; height: number; data: Uint8Array };

export type StripResampleOptions = {
  source: RgbaImage;
  width: number;
  height: number;
  /** Output rows per band (the last band may be shorter); 16 suits a JPEG encoder's MCU rows. */
  bandRows?: number;
  /** Receives `rows` rows of packed RGB at the start of `rgb`. The buffer is reused for the next band
   * once the returned promise settles: copy what you keep. */
  onBand: (rgb: Uint8Array, rows: number) => void | Promise<void>;
};

/** Catmull-Rom support radius (in source pixels when upscaling). */
const RADIUS = 2;
/** Fixed-point weights: 14 bits across (on 8-bit samples), 12 down (on the 8.8 intermediate rows, so that
 * each product fits in 32 bits and the vertical sums can use Math.imul). */
const HORIZONTAL_BITS = 14;
const VERTICAL_BITS = 12;
/** The horizontal pass keeps this many fractional bits. */
const INTERMEDIATE_BITS = 8;

/** The Catmull-Rom cubic (Keys, a = -0.5). */
function catmullRom(x: number): number {
  const t = Math.abs(x);
  if (t < 1) return (1.5 * t - 2.5) * t * t + 1;
  if (t < 2) return ((-0.5 * t + 2.5) * t - 4) * t + 2;
  return 0;
}

/** For each output position along one axis: the first source index and `taps` fixed-point weights. */
type AxisWeights = { taps: number; starts: Int32Array; weights: Int32Array };

function axisWeights(inSize: number, outSize: number, bits: number): AxisWeights {
  const one = 1 << bits;
  const scale = inSize / outSize;
  const filterScale = Math.max(1, scale); // widen the kernel when downscaling
  const support = RADIUS * filterScale;
  // Source indices strictly inside the support, clamped to the image (that is edge replication).
  const range = (out: number) => {
    const centre = (out + 0.5) * scale - 0.5;
    const first = Math.floor(centre - support) + 1;
    const last = Math.ceil(centre + support) - 1;
    const clamp = (i: number) => Math.min(Math.max(i, 0), inSize - 1);
    return { centre, first, last, low: clamp(first), high: clamp(last) };
  };
  let taps = 1;
  for (let out = 0; out < outSize; out++) {
    const { low, high } = range(out);
    taps = Math.max(taps, high - low + 1);
  }
  const starts = new Int32Array(outSize);
  const weights = new Int32Array(outSize * taps);
  const merged = new Float64Array(taps);
  for (let out = 0; out < outSize; out++) {
    const { centre, first, last, low, high } = range(out);
    merged.fill(0, 0, high - low + 1);
    let total = 0;
    for (let i = first; i <= last; i++) {
      const w = catmullRom((i - centre) / filterScale);
      merged[Math.min(Math.max(i, 0), inSize - 1) - low]! += w;
      total += w;
    }
    // Place the (at most `taps`) merged weights in a window of exactly `taps` that stays inside the source.
    const start = Math.min(low, inSize - taps);
    starts[out] = start;
    const row = out * taps;
    let sum = 0;
    let largest = row;
    for (let i = low; i <= high; i++) {
      const w = Math.round((merged[i - low]! / total) * one);
      weights[row + i - start] = w;
      sum += w;
      if (Math.abs(w) > Math.abs(weights[largest]!)) largest = row + i - start;
    }
    weights[largest]! += one - sum; // rounding error goes to the largest weight: the sum is exactly one
  }
  return { taps, starts, weights };
}

/** Weights and buffer sizes for one resample: what `resampleInStrips` allocates. */
function plan(sourceWidth: number, sourceHeight: number, width: number, height: number, bandRows: number) {
  const horizontal = axisWeights(sourceWidth, width, HORIZONTAL_BITS);
  const vertical = axisWeights(sourceHeight, height, VERTICAL_BITS);
  // Ring size: the most source rows one band's vertical taps span.
  let cacheRows = 0;
  for (let y = 0; y < height; y += bandRows) {
    const end = Math.min(height, y + bandRows) - 1;
    cacheRows = Math.max(cacheRows, vertical.starts[end]! + vertical.taps - vertical.starts[y]!);
  }
  cacheRows = Math.min(cacheRows, sourceHeight);
  return { horizontal, vertical, cacheRows };
}

function checkOptions(options: StripResampleOptions): number {
  const { source, width, height, bandRows = 16 } = options;
  for (const [name, value] of [
    ["source width", source.width],
    ["source height", source.height],
    ["width", width],
    ["height", height],
    ["bandRows", bandRows],
  ] as const)
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`${name} must be a positive integer, got ${value}`);
  if (source.data.length < source.width * source.height * 4)
    throw new RangeError(
      `source data holds ${source.data.length} bytes, not ${source.width}×${source.height} RGBA`,
    );
  return bandRows;
}

/**
 * Bytes `resampleInStrips` holds for these sizes besides the source: band, row ring, one source row
 * and the weights. Grows with the output width, not its height.
 */
export function stripResampleWorkingBytes(options: Omit<StripResampleOptions, "onBand">): number {
  const bandRows = checkOptions({ ...options, onBand: () => undefined });
  const { source, width, height } = options;
  const { horizontal, vertical, cacheRows } = plan(source.width, source.height, width, height, bandRows);
  return (
    width * 3 * bandRows + // the band
    cacheRows * width * 3 * 4 + // the ring of horizontally resampled rows
    source.width * 3 + // one source row composited over white
    horizontal.weights.byteLength +
    horizontal.starts.byteLength +
    vertical.weights.byteLength +
    vertical.starts.byteLength +
    cacheRows * 4
  );
}

export async function resampleInStrips(options: StripResampleOptions): Promise<void> {
  const bandRows = checkOptions(options);
  const { source, width, height, onBand } = options;
  const { horizontal, vertical, cacheRows } = plan(source.width, source.height, width, height, bandRows);
  const rowLength = width * 3;
  const ring = Array.from({ length: cacheRows }, () => new Int32Array(rowLength));
  const ringHolds = new Int32Array(cacheRows).fill(-1); // which source row each ring slot holds
  const sourceRow = new Uint8Array(source.width * 3);
  const band = new Uint8Array(rowLength * bandRows);

  /** The horizontally resampled source row `y`, computed on first use. */
  const resampledRow = (y: number): Int32Array => {
    const slot = y % cacheRows;
    const row = ring[slot]!;
    if (ringHolds[slot] === y) return row;
    ringHolds[slot] = y;
    compositeRow(source, y, sourceRow);
    resampleRow(sourceRow, row, horizontal);
    return row;
  };

  const taps = vertical.taps;
  const rows: Int32Array[] = [];
  for (let y0 = 0; y0 < height; y0 += bandRows) {
    const count = Math.min(bandRows, height - y0);
    for (let r = 0; r < count; r++) {
      const y = y0 + r;
      const start = vertical.starts[y]!;
      for (let t = 0; t < taps; t++) rows[t] = resampledRow(start + t);
      blendRows(rows, vertical.weights, y * taps, band, r * rowLength, rowLength);
    }
    await onBand(band, count);
  }
}

/** One output row: the vertical taps' weighted sum of horizontally resampled rows, rounded and clamped. */
function blendRows(
  rows: Int32Array[],
  weights: Int32Array,
  weightAt: number,
  band: Uint8Array,
  out: number,
  length: number,
): void {
  const shift = VERTICAL_BITS + INTERMEDIATE_BITS;
  const half = 1 << (shift - 1);
  const taps = rows.length;
  if (taps === 4) {
    const a = rows[0]!,
      b = rows[1]!,
      c = rows[2]!,
      d = rows[3]!;
    const wa = weights[weightAt]!,
      wb = weights[weightAt + 1]!,
      wc = weights[weightAt + 2]!,
      wd = weights[weightAt + 3]!;
    for (let i = 0; i < length; i++) {
      const v =
        (Math.imul(a[i]!, wa) + Math.imul(b[i]!, wb) + Math.imul(c[i]!, wc) + Math.imul(d[i]!, wd) + half) >>
        shift;
      band[out + i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    return;
  }
  for (let i = 0; i < length; i++) {
    let sum = half;
    for (let t = 0; t < taps; t++) sum += rows[t]![i]! * weights[weightAt + t]!;
    const v = sum >> shift;
    band[out + i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
}

/** Source row `y` as packed RGB, composited over white where alpha < 255. */
function compositeRow(source: RgbaImage, y: number, out: Uint8Array): void {
  const data = source.data;
  for (let x = 0, i = y * source.width * 4, o = 0; x < source.width; x++, i += 4, o += 3) {
    const alpha = data[i + 3]!;
    if (alpha === 255) {
      out[o] = data[i]!;
      out[o + 1] = data[i + 1]!;
      out[o + 2] = data[i + 2]!;
    } else {
      const white = 255 * (255 - alpha);
      out[o] = Math.round((data[i]! * alpha + white) / 255);
      out[o + 1] = Math.round((data[i + 1]! * alpha + white) / 255);
      out[o + 2] = Math.round((data[i + 2]! * alpha + white) / 255);
    }
  }
}

/** One packed RGB row resampled to the output width, with INTERMEDIATE_BITS fractional bits. */
function resampleRow(input: Uint8Array, output: Int32Array, { taps, starts, weights }: AxisWeights): void {
  const shift = HORIZONTAL_BITS - INTERMEDIATE_BITS;
  const half = 1 << (shift - 1);
  for (let x = 0, o = 0; x < starts.length; x++, o += 3) {
    let r = half,
      g = half,
      b = half;
    for (let t = 0, i = starts[x]! * 3, k = x * taps; t < taps; t++, i += 3, k++) {
      const w = weights[k]!;
      r += input[i]! * w;
      g += input[i + 1]! * w;
      b += input[i + 2]! * w;
    }
    output[o] = r >> shift;
    output[o + 1] = g >> shift;
    output[o + 2] = b >> shift;
  }
}
