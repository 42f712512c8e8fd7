/**
 * What the streaming decoder's parts share: its errors, the image description, the decoding
 * Huffman table and the per-component state it fills in as it reads the headers and the scan.
 */

/** Not a JPEG, or a kind of JPEG this decoder does not read (progressive, arithmetic, CMYK…). */
export class UnsupportedJpegError extends Error {
  override name = "UnsupportedJpegError";
}

/** A JPEG that breaks the format: truncated, a bad Huffman code, a missing table, a bad segment… */
export class CorruptJpegError extends Error {
  override name = "CorruptJpegError";
}

export type JpegInfo = {
  width: number;
  height: number;
  components: number;
  /** SOF2/SOF6/SOF10/SOF14: this decoder rejects those. */
  progressive: boolean;
  /** SOF0, the baseline every decoder reads. */
  baseline: boolean;
};

export type HuffmanTable = {
  /** Indexed by the next LOOKUP_BITS bits (`jpeg-huffman-decoder.ts`): (code length << 8) | symbol,
   * or 0 for a longer code. */
  lookup: Uint16Array;
  /** Largest code of each length 1–16 (-1 when there is none), and what to add to a code of that
   * length to get its index in `symbols` (Annex F.2.2.3's MAXCODE and VALPTR − MINCODE). */
  maxCode: Int32Array;
  offset: Int32Array;
  symbols: Uint8Array;
};

export type Component = {
  id: number;
  h: number;
  v: number;
  quantId: number;
  /** The quantisation table times the AAN scale factors, natural order (set when the scan starts). */
  multipliers: Float32Array;
  dcTable: HuffmanTable | undefined;
  acTable: HuffmanTable | undefined;
  predictor: number;
  /** The MCU row being output, and the one after it (decoded first, for the row below the band):
   * `stride` × 8·v samples each. */
  samples: Uint8Array;
  next: Uint8Array;
  /** The last sample row of the MCU row before (for the row above the band). */
  above: Uint8Array;
  stride: number;
  /** Samples per row and rows in the image (the rest of the blocks is padding), and how many pixels
   * one sample covers across and down (hMax / h, vMax / v). */
  realWidth: number;
  realHeight: number;
  xFactor: number;
  yFactor: number;
  /** One output row of this component at full resolution, and the vertical pass's sums. */
  upsampled: Uint8Array;
  columnSums: Int32Array;
};

export type Frame = {
  width: number;
  height: number;
  progressive: boolean;
  baseline: boolean;
  components: Component[];
};

export const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
