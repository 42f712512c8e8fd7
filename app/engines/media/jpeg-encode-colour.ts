/**
 * The encoder's first step: a strip of packed RGB rows to the planes of one MCU row, as JFIF
 * YCbCr 4:2:0 (the reverse of `jpeg-decode-colour.ts`).
 */

/** One MCU row's planes: level-shifted Y (paddedWidth × 16), Cb and Cr (paddedWidth/2 × 8). */
export type McuStrip = {
  width: number;
  paddedWidth: number;
  yPlane: Float32Array;
  cbPlane: Float32Array;
  crPlane: Float32Array;
};

/** JFIF RGB → YCbCr for a 16-row strip: Y per pixel (minus 128), Cb and Cr per 2×2 pixel average. */
export function toYCbCr(rgb: Uint8Array, rows: number, strip: McuStrip): void {
  const { yPlane, cbPlane, crPlane, paddedWidth, width } = strip;
  const rowBytes = width * 3;
  const lastColumn = (width - 1) * 3;
  const chromaWidth = paddedWidth / 2;
  for (let cy = 0; cy < 8; cy++) {
    const top = Math.min(2 * cy, rows - 1) * rowBytes;
    const bottom = Math.min(2 * cy + 1, rows - 1) * rowBytes;
    const yTop = 2 * cy * paddedWidth;
    const yBottom = yTop + paddedWidth;
    for (let cx = 0; cx < chromaWidth; cx++) {
      const left = Math.min(6 * cx, lastColumn);
      const right = Math.min(6 * cx + 3, lastColumn);
      const r0 = rgb[top + left]!,
        g0 = rgb[top + left + 1]!,
        b0 = rgb[top + left + 2]!;
      const r1 = rgb[top + right]!,
        g1 = rgb[top + right + 1]!,
        b1 = rgb[top + right + 2]!;
      const r2 = rgb[bottom + left]!,
        g2 = rgb[bottom + left + 1]!,
        b2 = rgb[bottom + left + 2]!;
      const r3 = rgb[bottom + right]!,
        g3 = rgb[bottom + right + 1]!,
        b3 = rgb[bottom + right + 2]!;
      const x = 2 * cx;
      yPlane[yTop + x] = 0.299 * r0 + 0.587 * g0 + 0.114 * b0 - 128;
      yPlane[yTop + x + 1] = 0.299 * r1 + 0.587 * g1 + 0.114 * b1 - 128;
      yPlane[yBottom + x] = 0.299 * r2 + 0.587 * g2 + 0.114 * b2 - 128;
      yPlane[yBottom + x + 1] = 0.299 * r3 + 0.587 * g3 + 0.114 * b3 - 128;
      const r = (r0 + r1 + r2 + r3) * 0.25,
        g = (g0 + g1 + g2 + g3) * 0.25,
        b = (b0 + b1 + b2 + b3) * 0.25;
      cbPlane[cy * chromaWidth + cx] = -0.168735892 * r - 0.331264108 * g + 0.5 * b;
      crPlane[cy * chromaWidth + cx] = 0.5 * r - 0.418687589 * g - 0.081312411 * b;
    }
  }
}
