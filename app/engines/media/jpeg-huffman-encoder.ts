/**
 * The encoder's Huffman codes: the canonical code of every symbol of the Annex K tables (Annex C),
 * for luma and for chroma (Cb and Cr share theirs).
 */
import {
  AC_CHROMINANCE,
  AC_LUMINANCE,
  DC_CHROMINANCE,
  DC_LUMINANCE,
  type HuffmanSpec,
} from "~/engines/media/jpeg-tables";

export type HuffmanCodes = { codes: Uint16Array; lengths: Uint8Array };

/** Annex C: canonical codes from the counts per length. */
function huffmanCodes(spec: HuffmanSpec): HuffmanCodes {
  const codes = new Uint16Array(256);
  const lengths = new Uint8Array(256);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let n = 0; n < spec.counts[length - 1]!; n++) {
      const symbol = spec.symbols[k++]!;
      codes[symbol] = code++;
      lengths[symbol] = length;
    }
    code <<= 1;
  }
  return { codes, lengths };
}

/** The Huffman codes of each component: Y, and Cb and Cr (which share theirs). */
export const LUMA = { dc: huffmanCodes(DC_LUMINANCE), ac: huffmanCodes(AC_LUMINANCE) };
export const CHROMA = { dc: huffmanCodes(DC_CHROMINANCE), ac: huffmanCodes(AC_CHROMINANCE) };
