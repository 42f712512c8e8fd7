/**
 * A 64-bit perceptual hash (pHash) of a picture, to tell whether two templates look alike
 * (docs/decisions/025-template-library.md): the picture in grey, averaged down to 32×32, its 2-D
 * DCT, and one bit per low frequency (the 8×8 top-left coefficients but the DC) set when it is
 * above their median. Pictures that look alike differ in few bits whatever their colours; the
 * structure (where the light and dark masses are) is what counts.
 */
import type { RgbaImage } from "~/engines/render/pixels";

const size = 32;
const low = 8;

/** The picture in grey, each of the 32×32 cells the mean of the pixels it covers. */
function greyCells(image: RgbaImage): Float64Array {
  const cells = new Float64Array(size * size);
  const counts = new Float64Array(size * size);
  const { width, height, pixels } = image;
  for (let y = 0; y < height; y++) {
    const cy = Math.min(size - 1, Math.floor((y * size) / height));
    for (let x = 0; x < width; x++) {
      const cx = Math.min(size - 1, Math.floor((x * size) / width));
      const i = (y * width + x) * 4;
      cells[cy * size + cx]! += 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
      counts[cy * size + cx]! += 1;
    }
  }
  for (let k = 0; k < cells.length; k++) cells[k] = cells[k]! / Math.max(1, counts[k]!);
  return cells;
}

const cosines = (() => {
  const table = new Float64Array(low * size);
  for (let u = 0; u < low; u++)
    for (let x = 0; x < size; x++) table[u * size + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * size));
  return table;
})();

/** The hash as a bigint of 64 bits. */
export function perceptualHash(image: RgbaImage): bigint {
  const cells = greyCells(image);
  const coefficients: number[] = [];
  for (let v = 0; v < low; v++)
    for (let u = 0; u < low; u++) {
      let sum = 0;
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++)
          sum += cells[y * size + x]! * cosines[u * size + x]! * cosines[v * size + y]!;
      coefficients.push(sum);
    }
  const ac = coefficients.slice(1);
  const median = [...ac].sort((a, b) => a - b)[Math.floor(ac.length / 2)]!;
  let hash = 0n;
  for (const [k, c] of coefficients.entries()) if (k > 0 && c > median) hash |= 1n << BigInt(k);
  // Bit 0 (the DC) carries the overall brightness: set when the picture is light.
  if (coefficients[0]! / (size * size) > 127) hash |= 1n;
  return hash;
}

/** How many of the 64 bits differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}
