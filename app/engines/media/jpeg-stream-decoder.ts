/**
 * A streaming sequential JPEG decoder: bytes in, bands of RGB rows out, never the whole image.
 *
 * photon decodes a picture whole (a 12-megapixel phone photo takes it to about 354 MiB, well past a
 * Worker's 128 MB), so this decoder works one MCU row at a time, the reverse of the streaming encoder
 * (`jpeg-stream-encoder.ts`): it Huffman-decodes one row of MCUs, runs the inverse DCT into one MCU row
 * of samples per component, converts that to packed RGB and hands the band (8 or 16 rows, as the MCU
 * is tall) to `onRows` before going on. It holds the tables, those sample rows and the RGB band: under
 * 1 MB for a 4000-pixel-wide photo, whatever its height. The compressed bytes are the caller's (a
 * `Uint8Array`, read in place).
 *
 * Supported: baseline (SOF0) and extended sequential Huffman (SOF1) with 8-bit samples, one component
 * (grey, returned as RGB) or three (JFIF YCbCr, or RGB when an Adobe APP14 says so) with any sampling
 * factors that divide the largest, in one interleaved scan; restart intervals; tables anywhere before
 * the scan. Chroma sampled at half the resolution (4:2:0, 4:2:2, 4:4:0) is upsampled with libjpeg's
 * "fancy" triangle filter, which needs the sample row below each band: so MCU row n + 1 is decoded
 * before band n goes out (two MCU rows of samples are held). Other factors (4:1:1…) are replicated.
 * The IDCT is libjpeg's float AAN (jidctflt). EXIF orientation is NOT applied: the rows come as stored.
 *
 * Not supported (UnsupportedJpegError): progressive, lossless, hierarchical and arithmetic-coded JPEGs,
 * 12-bit samples, 2 or 4 components (CMYK/YCCK), several scans of a sequential image (non-interleaved
 * colour) and images whose height only comes in a DNL marker.
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

/** Position in the zigzag sequence → natural (row-major) index in the 8×8 block. */
const NATURAL_ORDER = new Uint8Array([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
]);

/** The AAN IDCT wants coefficient (u, v) scaled by s(u)·s(v), s(0) = 1, s(k) = cos(kπ/16)·√2. */
const AAN_SCALE = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];

/** Codes up to this many bits are decoded with one table look-up; longer ones bit by bit. */
const LOOKUP_BITS = 9;

type HuffmanTable = {
  /** Indexed by the next LOOKUP_BITS bits: (code length << 8) | symbol, or 0 for a longer code. */
  lookup: Uint16Array;
  /** Largest code of each length 1–16 (-1 when there is none), and what to add to a code of that
   * length to get its index in `symbols` (Annex F.2.2.3's MAXCODE and VALPTR − MINCODE). */
  maxCode: Int32Array;
  offset: Int32Array;
  symbols: Uint8Array;
};

type Component = {
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

type Frame = {
  width: number;
  height: number;
  progressive: boolean;
  baseline: boolean;
  components: Component[];
};

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;

// ---- Headers ----

/** Which SOFn markers exist, and which of them this decoder reads. */
function frameKind(marker: number): "sequential" | "progressive" | "other" | null {
  if (marker === 0xc0 || marker === 0xc1) return "sequential";
  if (marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce) return "progressive";
  if (marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
    return "other"; // lossless, hierarchical, arithmetic
  return null;
}

function checkJpeg(bytes: Uint8Array): void {
  if (bytes.length < 2 || bytes[0] !== 0xff || bytes[1] !== 0xd8)
    throw new UnsupportedJpegError("not a JPEG (no SOI marker)");
}

/** The next marker at or after `i`, skipping fill bytes (0xFF); returns its code and where it ends. */
function nextMarker(bytes: Uint8Array, i: number): { marker: number; next: number } {
  if (i >= bytes.length) throw new CorruptJpegError("truncated JPEG: the headers end early");
  if (bytes[i] !== 0xff) throw new CorruptJpegError(`expected a marker at byte ${i}`);
  while (i < bytes.length && bytes[i] === 0xff) i++;
  if (i >= bytes.length) throw new CorruptJpegError("truncated JPEG: the headers end early");
  return { marker: bytes[i]!, next: i + 1 };
}

/** A marker segment's payload (after its length), checked to lie inside the data. */
function segmentAt(bytes: Uint8Array, i: number): Uint8Array {
  if (i + 2 > bytes.length) throw new CorruptJpegError("truncated JPEG: a segment's length is missing");
  const length = u16(bytes, i);
  if (length < 2 || i + length > bytes.length)
    throw new CorruptJpegError(`truncated JPEG: a segment of ${length} bytes runs past the end`);
  return bytes.subarray(i + 2, i + length);
}

function parseFrame(data: Uint8Array, marker: number): Frame {
  if (data.length < 6) throw new CorruptJpegError("SOF segment too short");
  const count = data[5]!;
  if (frameKind(marker) === "sequential") {
    if (data[0] !== 8) throw new UnsupportedJpegError(`${data[0]}-bit JPEGs are not supported (8-bit only)`);
    if (count !== 1 && count !== 3)
      throw new UnsupportedJpegError(`JPEGs with ${count} components are not supported (1 or 3 only)`);
  }
  if (data.length < 6 + count * 3) throw new CorruptJpegError("SOF segment too short for its components");
  const components: Component[] = [];
  for (let c = 0; c < count; c++) {
    const sampling = data[7 + c * 3]!;
    components.push({
      id: data[6 + c * 3]!,
      h: sampling >> 4,
      v: sampling & 15,
      quantId: data[8 + c * 3]!,
      multipliers: new Float32Array(64),
      dcTable: undefined,
      acTable: undefined,
      predictor: 0,
      samples: new Uint8Array(0),
      next: new Uint8Array(0),
      above: new Uint8Array(0),
      stride: 0,
      realWidth: 0,
      realHeight: 0,
      xFactor: 1,
      yFactor: 1,
      upsampled: new Uint8Array(0),
      columnSums: new Int32Array(0),
    });
  }
  const frame: Frame = {
    width: u16(data, 3),
    height: u16(data, 1),
    progressive: frameKind(marker) === "progressive",
    baseline: marker === 0xc0,
    components,
  };
  if (frameKind(marker) !== "sequential") return frame; // described, but the decoder refuses it
  if (frame.height === 0)
    throw new UnsupportedJpegError("JPEGs whose height is in a DNL marker are not supported");
  if (frame.width === 0) throw new CorruptJpegError("JPEG width is 0");
  for (const component of components)
    if (component.h < 1 || component.h > 4 || component.v < 1 || component.v > 4 || component.quantId > 3)
      throw new CorruptJpegError(`bad sampling factors or table of component ${component.id}`);
  return frame;
}

/** The width, height and kind of a JPEG from its headers (up to the frame header), without decoding. */
export function readJpegInfo(bytes: Uint8Array): JpegInfo {
  checkJpeg(bytes);
  let i = 2;
  for (;;) {
    const { marker, next } = nextMarker(bytes, i);
    if (marker === 0xd9 || marker === 0xda)
      throw new CorruptJpegError("no frame header (SOF) before the scan");
    const kind = frameKind(marker);
    const data = segmentAt(bytes, next);
    if (kind) {
      if (data.length < 6) throw new CorruptJpegError("SOF segment too short");
      return {
        width: u16(data, 3),
        height: u16(data, 1),
        components: data[5]!,
        progressive: kind === "progressive",
        baseline: marker === 0xc0,
      };
    }
    i = next + data.length + 2;
  }
}

/** Annex C: the decoding tables from a DHT's 16 counts and its symbols. */
function buildHuffmanTable(counts: Uint8Array, symbols: Uint8Array): HuffmanTable {
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

// ---- Entropy-coded data ----

/** Reads bits of the entropy-coded segment, undoing 0xFF00 stuffing and stopping at markers. */
class BitReader {
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

// ---- Inverse DCT ----

const workspace = new Float32Array(64);

/**
 * libjpeg's jidctflt (AAN): dequantises the 64 zigzag-ordered `coefficients` with `multipliers`,
 * inverse-transforms them and writes 8×8 clamped samples to `out` at `offset` (rows `stride` apart).
 */
function inverseDct(
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

// ---- Decoding ----

/**
 * Decodes a sequential JPEG band by band: `onRows(rgb, y, rows)` receives rows `y` to `y + rows − 1`
 * as packed RGB (3 bytes a pixel, `width × rows × 3` bytes from the start of `rgb`), top to bottom,
 * each row exactly once, in bands one MCU row tall (8 or 16 rows; the last band may be shorter).
 * The buffer is reused for the next band: copy what you keep. A returned promise is awaited before
 * decoding goes on. EXIF orientation is not applied.
 *
 * Throws UnsupportedJpegError for what it does not read (see the module comment) and
 * CorruptJpegError for broken data; bands before the problem may already have been delivered.
 */
export async function decodeJpegRows(
  bytes: Uint8Array,
  onRows: (rgb: Uint8Array, y: number, rows: number) => void | Promise<void>,
): Promise<{ width: number; height: number; workingBytes: number }> {
  checkJpeg(bytes);
  const quantTables: (Uint16Array | undefined)[] = [];
  const dcTables: (HuffmanTable | undefined)[] = [];
  const acTables: (HuffmanTable | undefined)[] = [];
  let frame: Frame | undefined;
  let restartInterval = 0;
  let adobeTransform = -1;
  let i = 2;

  // Headers, up to the scan.
  for (;;) {
    const { marker, next } = nextMarker(bytes, i);
    if (marker === 0xd9) throw new CorruptJpegError("no image data (EOI before the scan)");
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i = next; // no payload
      continue;
    }
    const data = segmentAt(bytes, next);
    i = next + data.length + 2;
    const kind = frameKind(marker);
    if (kind) {
      if (frame) throw new CorruptJpegError("two frame headers");
      frame = parseFrame(data, marker);
      if (kind === "progressive") throw new UnsupportedJpegError("progressive JPEGs are not supported");
      if (kind === "other")
        throw new UnsupportedJpegError(
          `JPEG coding SOF${marker - 0xc0} (lossless, hierarchical or arithmetic) is not supported`,
        );
    } else if (marker === 0xdb) readQuantTables(data, quantTables);
    else if (marker === 0xc4) readHuffmanTables(data, dcTables, acTables);
    else if (marker === 0xcc) throw new UnsupportedJpegError("arithmetic-coded JPEGs are not supported");
    else if (marker === 0xdd) {
      if (data.length < 2) throw new CorruptJpegError("DRI segment too short");
      restartInterval = u16(data, 0);
    } else if (
      marker === 0xee &&
      data.length >= 12 &&
      String.fromCharCode(...data.subarray(0, 5)) === "Adobe"
    )
      adobeTransform = data[11]!;
    else if (marker === 0xda) {
      if (!frame) throw new CorruptJpegError("scan before the frame header");
      startScan(data, frame, quantTables, dcTables, acTables);
      break;
    }
    // Anything else (APPn, COM, DNL…) is skipped.
  }

  const { width, height, components } = frame;
  // JFIF is YCbCr; three components are RGB when an Adobe segment says transform 0, or, with no
  // Adobe segment, when their ids spell "RGB" (as libjpeg decides).
  const rgbColour =
    components.length === 3 &&
    (adobeTransform === 0 ||
      (adobeTransform === -1 &&
        components[0]!.id === 0x52 &&
        components[1]!.id === 0x47 &&
        components[2]!.id === 0x42));

  // One component is coded without interleaving: its "MCU" is one block, whatever its sampling.
  const single = components.length === 1;
  const hMax = single ? 1 : Math.max(...components.map((c) => c.h));
  const vMax = single ? 1 : Math.max(...components.map((c) => c.v));
  if (single) components[0]!.h = components[0]!.v = 1;
  const mcuWidth = 8 * hMax;
  const mcuHeight = 8 * vMax;
  const mcusAcross = Math.ceil(width / mcuWidth);
  const mcuRows = Math.ceil(height / mcuHeight);
  for (const component of components) {
    if (hMax % component.h !== 0 || vMax % component.v !== 0)
      throw new UnsupportedJpegError("sampling factors that do not divide the largest are not supported");
    component.stride = mcusAcross * component.h * 8;
    component.samples = new Uint8Array(component.stride * component.v * 8);
    component.next = new Uint8Array(component.samples.length);
    component.above = new Uint8Array(component.stride);
    component.xFactor = hMax / component.h;
    component.yFactor = vMax / component.v;
    component.realWidth = Math.ceil(width / component.xFactor);
    component.realHeight = Math.ceil(height / component.yFactor);
    component.upsampled = new Uint8Array(width);
    component.columnSums = new Int32Array(component.realWidth);
  }
  const band = new Uint8Array(width * mcuHeight * 3);
  const coefficients = new Int32Array(64);
  const reader = new BitReader(bytes, i);
  let mcusToRestart = restartInterval;
  const workingBytes =
    band.byteLength +
    components.reduce(
      (sum, c) =>
        sum +
        2 * c.samples.byteLength +
        c.above.byteLength +
        c.upsampled.byteLength +
        c.columnSums.byteLength +
        256,
      0,
    ) +
    quantTables.length * 128 +
    (dcTables.length + acTables.length) * ((1 << LOOKUP_BITS) * 2 + 18 * 8 + 256) +
    workspace.byteLength;

  /** Decodes MCU row after MCU row into each component's `next` buffer. */
  const decodeMcuRow = () => {
    for (let mcu = 0; mcu < mcusAcross; mcu++) {
      if (restartInterval > 0) {
        if (mcusToRestart === 0) {
          reader.restart();
          for (const component of components) component.predictor = 0;
          mcusToRestart = restartInterval;
        }
        mcusToRestart--;
      }
      for (const component of components) {
        const { h, v, stride, next } = component;
        for (let by = 0; by < v; by++)
          for (let bx = 0; bx < h; bx++) {
            decodeBlock(reader, component, coefficients);
            inverseDct(
              coefficients,
              component.multipliers,
              next,
              by * 8 * stride + (mcu * h + bx) * 8,
              stride,
            );
          }
      }
    }
    reader.checkTruncation();
  };
  const swap = () => {
    for (const component of components)
      [component.samples, component.next] = [component.next, component.samples];
  };

  // The band of MCU row n goes out once row n + 1 is decoded: upsampling its last rows needs the
  // first sample row below it.
  decodeMcuRow();
  swap();
  for (let mcuRow = 0; mcuRow < mcuRows; mcuRow++) {
    if (mcuRow + 1 < mcuRows) decodeMcuRow();
    const y = mcuRow * mcuHeight;
    const rows = Math.min(mcuHeight, height - y);
    toRgb(components, band, width, y, rows, rgbColour);
    const pending = onRows(band, y, rows);
    if (pending) await pending;
    for (const component of components) {
      const last = (component.v * 8 - 1) * component.stride;
      component.above.set(component.samples.subarray(last, last + component.stride));
    }
    swap();
  }
  return { width, height, workingBytes };
}

/** DQT: 8- or 16-bit tables (16-bit ones are allowed in SOF1 even with 8-bit samples), zigzag order. */
function readQuantTables(data: Uint8Array, tables: (Uint16Array | undefined)[]): void {
  let i = 0;
  while (i < data.length) {
    const precision = data[i]! >> 4;
    const id = data[i]! & 15;
    const size = precision ? 128 : 64;
    if (id > 3 || precision > 1 || i + 1 + size > data.length) throw new CorruptJpegError("bad DQT segment");
    const table = new Uint16Array(64);
    for (let k = 0; k < 64; k++) table[k] = precision ? u16(data, i + 1 + 2 * k) : data[i + 1 + k]!;
    tables[id] = table;
    i += 1 + size;
  }
}

function readHuffmanTables(
  data: Uint8Array,
  dcTables: (HuffmanTable | undefined)[],
  acTables: (HuffmanTable | undefined)[],
): void {
  let i = 0;
  while (i < data.length) {
    const tableClass = data[i]! >> 4;
    const id = data[i]! & 15;
    if (i + 17 > data.length || id > 3 || tableClass > 1) throw new CorruptJpegError("bad DHT segment");
    const counts = data.subarray(i + 1, i + 17);
    const total = counts.reduce((sum, n) => sum + n, 0);
    if (total > 256 || i + 17 + total > data.length) throw new CorruptJpegError("bad DHT segment");
    const table = buildHuffmanTable(counts, data.slice(i + 17, i + 17 + total));
    (tableClass === 0 ? dcTables : acTables)[id] = table;
    i += 17 + total;
  }
}

/** SOS: checks the scan is the whole sequential image and binds each component to its tables. */
function startScan(
  data: Uint8Array,
  frame: Frame,
  quantTables: (Uint16Array | undefined)[],
  dcTables: (HuffmanTable | undefined)[],
  acTables: (HuffmanTable | undefined)[],
): void {
  const count = data[0] ?? 0;
  if (data.length < 4 + 2 * count) throw new CorruptJpegError("SOS segment too short");
  if (count !== frame.components.length)
    throw new UnsupportedJpegError("sequential JPEGs in several scans (non-interleaved) are not supported");
  for (let s = 0; s < count; s++) {
    const id = data[1 + 2 * s]!;
    const component = frame.components[s];
    if (!component || component.id !== id)
      throw new UnsupportedJpegError(
        "a scan whose components are not the frame's, in order, is not supported",
      );
    component.dcTable = dcTables[data[2 + 2 * s]! >> 4];
    component.acTable = acTables[data[2 + 2 * s]! & 15];
    if (!component.dcTable || !component.acTable)
      throw new CorruptJpegError(`no Huffman table for component ${id}`);
    const quant = quantTables[component.quantId];
    if (!quant) throw new CorruptJpegError(`no quantisation table for component ${id}`);
    // Zigzag → natural order, with the AAN factors folded in.
    for (let k = 0; k < 64; k++) {
      const n = NATURAL_ORDER[k]!;
      component.multipliers[n] = quant[k]! * AAN_SCALE[n >> 3]! * AAN_SCALE[n & 7]!;
    }
  }
}

/** Huffman-decodes one block into `coefficients` (natural order, not yet dequantised). */
function decodeBlock(reader: BitReader, component: Component, coefficients: Int32Array): void {
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
    coefficients[NATURAL_ORDER[k]!] = reader.receiveExtend(size);
    k++;
  }
}

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
function toRgb(
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
