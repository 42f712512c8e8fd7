/**
 * The decoder's entropy decoding: Huffman tables built from a DHT (Annex C), a bit reader over the
 * entropy-coded segment, and one block's coefficients decoded from it.
 */
import { CorruptJpegError, type Component, type HuffmanTable } from "~/engines/media/jpeg-decode-types";
import { NATURAL_ORDER } from "~/engines/media/jpeg-tables";

// Local copies of what the hot paths below use per block or per coefficient: under Vite's SSR
// transform (the tests and the benches load the app through it) each use of an imported binding is
// a getter call, which those paths would otherwise pay every time.
const naturalOrder = NATURAL_ORDER;

/** Codes up to this many bits are decoded with one table look-up; longer ones bit by bit. */
export const LOOKUP_BITS = 9;

/** Annex C: the decoding tables from a DHT's 16 counts and its symbols. */
export function buildHuffmanTable(counts: Uint8Array, symbols: Uint8Array): HuffmanTable {
  const lookup = new Uint16Array(1 << LOOKUP_BITS);
  const maxCode = new Int32Array(18).fill(-1);
  const offset = new Int32Array(18);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const n = counts[length - 1]!;
    offset[length] = k - code;
    for (let j = 0; j < n; j++, code++, k++) {
      if (length <= LOOKUP_BITS) {
        // Every LOOKUP_BITS-bit value that starts with this code.
        const shift = LOOKUP_BITS - length;
        for (let fill = 0; fill < 1 << shift; fill++)
          lookup[(code << shift) | fill] = (length << 8) | symbols[k]!;
      }
    }
    if (n > 0) maxCode[length] = code - 1;
    if (code > 1 << length) throw new CorruptJpegError("bad Huffman table (too many codes)");
    code <<= 1;
  }
  maxCode[17] = 0x7fffffff; // sentinel, never reached: decoding stops at 16 bits
  return { lookup, maxCode, offset, symbols };
}

/** Reads bits of the entropy-coded segment, undoing 0xFF00 stuffing and stopping at markers. */
export class BitReader {
  /** Up to 32 bits not consumed yet, the next one at bit `count − 1`. */
  private bits = 0;
  private count = 0;
  /** Zero bits appended past a marker or the end of the data (to let the last codes be read). */
  private padding = 0;
  private atEnd = false;

  constructor(
    private readonly bytes: Uint8Array,
    public position: number,
  ) {}

  /** Tops the buffer up to at least 25 bits. */
  private fill(): void {
    const bytes = this.bytes;
    while (this.count <= 24) {
      let byte = 0;
      const position = this.position;
      if (position >= bytes.length) {
        this.atEnd = true;
        this.padding += 8;
      } else if (bytes[position] !== 0xff) {
        byte = bytes[position]!;
        this.position = position + 1;
      } else if (bytes[position + 1] === 0) {
        byte = 0xff; // stuffed
        this.position = position + 2;
      } else {
        this.padding += 8; // a marker (RSTn, EOI…): leave it for the caller, read zeros meanwhile
      }
      this.bits = (this.bits << 8) | byte;
      this.count += 8;
    }
  }

  /** Throws when codes were read from past the end of the data (a truncated file). */
  checkTruncation(): void {
    if (this.atEnd && this.padding > this.count)
      throw new CorruptJpegError("truncated JPEG: the image data ends early");
  }

  decode(table: HuffmanTable): number {
    if (this.count < 16) this.fill();
    const peek = (this.bits >>> (this.count - LOOKUP_BITS)) & ((1 << LOOKUP_BITS) - 1);
    const entry = table.lookup[peek]!;
    if (entry !== 0) {
      this.count -= entry >> 8;
      return entry & 0xff;
    }
    // A longer code: one bit at a time (F.2.2.3).
    for (let length = LOOKUP_BITS + 1; length <= 16; length++) {
      const code = (this.bits >>> (this.count - length)) & ((1 << length) - 1);
      if (code <= table.maxCode[length]!) {
        this.count -= length;
        const symbol = table.symbols[code + table.offset[length]!];
        if (symbol === undefined) break;
        return symbol;
      }
    }
    this.checkTruncation();
    throw new CorruptJpegError("bad Huffman code in the image data");
  }

  /** `size` (0–16) bits as a signed value (F.2.2.1's RECEIVE and EXTEND). */
  receiveExtend(size: number): number {
    if (size === 0) return 0;
    if (this.count < size) this.fill();
    this.count -= size;
    const value = (this.bits >>> this.count) & ((1 << size) - 1);
    return value < 1 << (size - 1) ? value - (1 << size) + 1 : value;
  }

  /** At a restart interval's end: drop the padding bits and step over the RSTn marker. */
  restart(): void {
    this.bits = 0;
    this.count = 0;
    this.padding = 0;
    const bytes = this.bytes;
    let i = this.position;
    // Skip anything before the marker (libjpeg does the same when the data overran it slightly).
    while (i < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0 && bytes[i + 1] !== 0xff)) i++;
    const marker = bytes[i + 1];
    if (marker === undefined) throw new CorruptJpegError("truncated JPEG: a restart marker is missing");
    if (marker < 0xd0 || marker > 0xd7) throw new CorruptJpegError("expected a restart marker (RSTn)");
    this.position = i + 2;
  }
}

/** Huffman-decodes one block into `coefficients` (natural order, not yet dequantised). */
export function decodeBlock(reader: BitReader, component: Component, coefficients: Int32Array): void {
  coefficients.fill(0);
  const dcSize = reader.decode(component.dcTable!);
  component.predictor += reader.receiveExtend(dcSize);
  coefficients[0] = component.predictor;
  const ac = component.acTable!;
  for (let k = 1; k < 64;) {
    const symbol = reader.decode(ac);
    const run = symbol >> 4;
    const size = symbol & 15;
    if (size === 0) {
      if (run !== 15) break; // EOB
      k += 16; // ZRL
      continue;
    }
    k += run;
    if (k > 63) throw new CorruptJpegError("bad AC coefficient run in the image data");
    coefficients[naturalOrder[k]!] = reader.receiveExtend(size);
    k++;
  }
}
