/**
 * The float AAN DCT both ways, as libjpeg has it: the forward transform (jfdctflt) for the
 * encoder, with the quantisation divisors it needs, and the inverse (jidctflt) for the decoder.
 */
import { AAN_SCALE } from "~/engines/media/jpeg-tables";

/** The AAN DCT leaves coefficient (u, v) scaled by 8·s(u)·s(v); fold that into the divisors. */
export function divisors(quant: Uint8Array): Float64Array {
  const result = new Float64Array(64);
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++)
      result[row * 8 + col] = 1 / (quant[row * 8 + col]! * AAN_SCALE[row]! * AAN_SCALE[col]! * 8);
  return result;
}

/** libjpeg's jfdctflt: the AAN forward DCT on an 8×8 block in place (rows, then columns). */
export function forwardDct(d: Float64Array): void {
  for (let pass = 0; pass < 2; pass++) {
    const step = pass === 0 ? 1 : 8; // distance between the 8 samples of one line
    const next = pass === 0 ? 8 : 1; // distance between lines
    for (let line = 0, p = 0; line < 8; line++, p += next) {
      const d0 = d[p]!,
        d1 = d[p + step]!,
        d2 = d[p + 2 * step]!,
        d3 = d[p + 3 * step]!;
      const d4 = d[p + 4 * step]!,
        d5 = d[p + 5 * step]!,
        d6 = d[p + 6 * step]!,
        d7 = d[p + 7 * step]!;
      const tmp0 = d0 + d7,
        tmp7 = d0 - d7,
        tmp1 = d1 + d6,
        tmp6 = d1 - d6;
      const tmp2 = d2 + d5,
        tmp5 = d2 - d5,
        tmp3 = d3 + d4,
        tmp4 = d3 - d4;
      // Even part.
      const tmp10 = tmp0 + tmp3,
        tmp13 = tmp0 - tmp3,
        tmp11 = tmp1 + tmp2,
        tmp12 = tmp1 - tmp2;
      d[p] = tmp10 + tmp11;
      d[p + 4 * step] = tmp10 - tmp11;
      const z1 = (tmp12 + tmp13) * 0.707106781;
      d[p + 2 * step] = tmp13 + z1;
      d[p + 6 * step] = tmp13 - z1;
      // Odd part.
      const o10 = tmp4 + tmp5,
        o11 = tmp5 + tmp6,
        o12 = tmp6 + tmp7;
      const z5 = (o10 - o12) * 0.382683433;
      const z2 = 0.5411961 * o10 + z5;
      const z4 = 1.306562965 * o12 + z5;
      const z3 = o11 * 0.707106781;
      const z11 = tmp7 + z3,
        z13 = tmp7 - z3;
      d[p + 5 * step] = z13 + z2;
      d[p + 3 * step] = z13 - z2;
      d[p + step] = z11 + z4;
      d[p + 7 * step] = z11 - z4;
    }
  }
}

const workspace = new Float32Array(64);
/** What the inverse DCT holds between calls (its one shared workspace). */
export const inverseDctWorkingBytes = workspace.byteLength;

/**
 * libjpeg's jidctflt (AAN): dequantises the 64 zigzag-ordered `coefficients` with `multipliers`,
 * inverse-transforms them and writes 8×8 clamped samples to `out` at `offset` (rows `stride` apart).
 */
export function inverseDct(
  coefficients: Int32Array,
  multipliers: Float32Array,
  out: Uint8Array,
  offset: number,
  stride: number,
): void {
  const w = workspace;
  // Columns.
  for (let col = 0; col < 8; col++) {
    const c1 = coefficients[8 + col]!,
      c2 = coefficients[16 + col]!,
      c3 = coefficients[24 + col]!,
      c4 = coefficients[32 + col]!,
      c5 = coefficients[40 + col]!,
      c6 = coefficients[48 + col]!,
      c7 = coefficients[56 + col]!;
    if ((c1 | c2 | c3 | c4 | c5 | c6 | c7) === 0) {
      // Only the DC term: the column is flat (common after quantisation).
      const dc = coefficients[col]! * multipliers[col]!;
      for (let row = 0; row < 64; row += 8) w[row + col] = dc;
      continue;
    }
    // Even part.
    let tmp0 = coefficients[col]! * multipliers[col]!;
    let tmp1 = c2 * multipliers[16 + col]!;
    let tmp2 = c4 * multipliers[32 + col]!;
    let tmp3 = c6 * multipliers[48 + col]!;
    let tmp10 = tmp0 + tmp2;
    let tmp11 = tmp0 - tmp2;
    const tmp13 = tmp1 + tmp3;
    let tmp12 = (tmp1 - tmp3) * 1.414213562 - tmp13;
    tmp0 = tmp10 + tmp13;
    tmp3 = tmp10 - tmp13;
    tmp1 = tmp11 + tmp12;
    tmp2 = tmp11 - tmp12;
    // Odd part.
    const tmp4 = c1 * multipliers[8 + col]!;
    const tmp5 = c3 * multipliers[24 + col]!;
    const tmp6 = c5 * multipliers[40 + col]!;
    const tmp7 = c7 * multipliers[56 + col]!;
    const z13 = tmp6 + tmp5,
      z10 = tmp6 - tmp5,
      z11 = tmp4 + tmp7,
      z12 = tmp4 - tmp7;
    const o7 = z11 + z13;
    tmp11 = (z11 - z13) * 1.414213562;
    const z5 = (z10 + z12) * 1.847759065;
    tmp10 = 1.0823922 * z12 - z5;
    tmp12 = -2.61312593 * z10 + z5;
    const o6 = tmp12 - o7;
    const o5 = tmp11 - o6;
    const o4 = tmp10 + o5;
    w[col] = tmp0 + o7;
    w[56 + col] = tmp0 - o7;
    w[8 + col] = tmp1 + o6;
    w[48 + col] = tmp1 - o6;
    w[16 + col] = tmp2 + o5;
    w[40 + col] = tmp2 - o5;
    w[32 + col] = tmp3 + o4;
    w[24 + col] = tmp3 - o4;
  }
  // Rows, then descale by 8, level-shift by 128 and clamp.
  for (let row = 0, p = 0; row < 8; row++, p += 8) {
    const tmp10a = w[p]! + w[p + 4]!;
    const tmp11a = w[p]! - w[p + 4]!;
    const tmp13 = w[p + 2]! + w[p + 6]!;
    const tmp12 = (w[p + 2]! - w[p + 6]!) * 1.414213562 - tmp13;
    const tmp0 = tmp10a + tmp13;
    const tmp3 = tmp10a - tmp13;
    const tmp1 = tmp11a + tmp12;
    const tmp2 = tmp11a - tmp12;
    const z13 = w[p + 5]! + w[p + 3]!,
      z10 = w[p + 5]! - w[p + 3]!,
      z11 = w[p + 1]! + w[p + 7]!,
      z12 = w[p + 1]! - w[p + 7]!;
    const o7 = z11 + z13;
    const tmp11 = (z11 - z13) * 1.414213562;
    const z5 = (z10 + z12) * 1.847759065;
    const tmp10 = 1.0823922 * z12 - z5;
    const o6 = -2.61312593 * z10 + z5 - o7;
    const o5 = tmp11 - o6;
    const o4 = tmp10 + o5;
    const o = offset + row * stride;
    out[o] = clamp(tmp0 + o7);
    out[o + 7] = clamp(tmp0 - o7);
    out[o + 1] = clamp(tmp1 + o6);
    out[o + 6] = clamp(tmp1 - o6);
    out[o + 2] = clamp(tmp2 + o5);
    out[o + 5] = clamp(tmp2 - o5);
    out[o + 4] = clamp(tmp3 + o4);
    out[o + 3] = clamp(tmp3 - o4);
  }
}

/** An IDCT output (8 × the sample, centred on 0) as a 0–255 sample, rounded. */
function clamp(value: number): number {
  const sample = Math.floor(value * 0.125 + 128.5);
  return sample < 0 ? 0 : sample > 255 ? 255 : sample;
}
