/**
 * The decoder's last step: a band of each component's samples to packed RGB, upsampling chroma as
 * libjpeg's "fancy" filter does and converting JFIF YCbCr (or passing RGB and grey through).
 */
import type { Component } from "~/engines/media/jpeg-decode-types";

/**
 * Output row `y` of a component at full resolution. Samples covering 2 pixels across or down are
 * interpolated as libjpeg's "fancy" upsampling does (each output pixel ¾ its own sample, ¼ the next
 * nearest, across and down: a triangle filter centred on the samples); other factors are replicated.
 * Edges repeat the last real sample, as libjpeg does.
 */
function upsampledRow(component: Component, y: number, bandTop: number): Uint8Array {
  const { xFactor, yFactor, stride, realWidth, realHeight, upsampled: out, columnSums: sums } = component;
  const bandFirstRow = bandTop / yFactor; // the band's first sample row
  const row = (sampleRow: number): number => sampleRow - bandFirstRow; // in this band's rows
  const sampleRowOf = (index: number): [Uint8Array, number] => {
    const local = row(index);
    if (local < 0) return [component.above, 0];
    if (local >= component.v * 8) return [component.next, 0];
    return [component.samples, local * stride];
  };
  const near = Math.floor(y / yFactor);
  const [nearSamples, nearStart] = sampleRowOf(near);
  const width = out.length;
  if (xFactor === 1 && yFactor !== 2) return nearSamples.subarray(nearStart, nearStart + width);

  // Vertical pass: sums scaled by `scale` (4 when interpolating down, else 1).
  let scale = 1;
  if (yFactor === 2) {
    const far = Math.min(realHeight - 1, Math.max(0, y % 2 === 1 ? near + 1 : near - 1));
    const [farSamples, farStart] = sampleRowOf(far);
    for (let i = 0; i < realWidth; i++) sums[i] = 3 * nearSamples[nearStart + i]! + farSamples[farStart + i]!;
    scale = 4;
  } else for (let i = 0; i < realWidth; i++) sums[i] = nearSamples[nearStart + i]!;

  // Horizontal pass.
  if (xFactor === 2) {
    const half = scale * 2; // the sums are scaled by 4·scale: round to nearest
    const shift = scale === 4 ? 4 : 2;
    for (let x = 0; x < width; x++) {
      const i = x >> 1;
      const other = x & 1 ? Math.min(i + 1, realWidth - 1) : Math.max(i - 1, 0);
      out[x] = (3 * sums[i]! + sums[other]! + half) >> shift;
    }
    return out;
  }
  const round = scale >> 1;
  const shift = scale === 4 ? 2 : 0;
  for (let x = 0; x < width; x++) out[x] = (sums[Math.floor(x / xFactor)]! + round) >> shift;
  return out;
}

/** One band (`rows` rows from image row `y`) → packed RGB. */
export function toRgb(
  components: Component[],
  band: Uint8Array,
  width: number,
  y: number,
  rows: number,
  rgbColour: boolean,
): void {
  if (components.length === 1) {
    const { samples, stride } = components[0]!;
    for (let row = 0, o = 0; row < rows; row++) {
      const start = row * stride;
      for (let x = 0; x < width; x++, o += 3) band[o] = band[o + 1] = band[o + 2] = samples[start + x]!;
    }
    return;
  }
  const [c0, c1, c2] = components as [Component, Component, Component];
  for (let row = 0, o = 0; row < rows; row++) {
    const s0 = upsampledRow(c0, y + row, y);
    const s1 = upsampledRow(c1, y + row, y);
    const s2 = upsampledRow(c2, y + row, y);
    if (rgbColour) {
      for (let x = 0; x < width; x++, o += 3) {
        band[o] = s0[x]!;
        band[o + 1] = s1[x]!;
        band[o + 2] = s2[x]!;
      }
      continue;
    }
    for (let x = 0; x < width; x++, o += 3) {
      const luma = s0[x]!;
      const cb = s1[x]! - 128;
      const cr = s2[x]! - 128;
      // Writing into a Uint8Array truncates and wraps, so round and clamp by hand.
      band[o] = clampByte(luma + 1.402 * cr);
      band[o + 1] = clampByte(luma - 0.344136286 * cb - 0.714136286 * cr);
      band[o + 2] = clampByte(luma + 1.772 * cb);
    }
  }
}

function clampByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0;
}
