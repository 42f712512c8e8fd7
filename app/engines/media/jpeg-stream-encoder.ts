/**
 * A streaming baseline JPEG encoder: rows in, bytes out, never the whole image.
 *
 * Upscaled 4K/8K images are far larger than a Worker's 128 MB once decoded, so the pixels arrive as
 * bands of packed RGB rows (usually 16, one MCU row) and the compressed bytes leave through `onData` in
 * chunks of about 64 KB as soon as they are ready (the caller uploads them, e.g. as R2 multipart parts).
 * The encoder holds at most one MCU row of pixels (16 rows, partial bands are buffered) plus its YCbCr
 * planes for that row and one output buffer: a few MB at 8K, whatever the image height.
 *
 * The stream is plain baseline JPEG that every decoder reads: SOI, JFIF APP0, SOF0 with YCbCr 4:2:0
 * (16×16 MCUs), the Annex K quantisation tables scaled by quality as libjpeg's `jpeg_quality_scaling`
 * does, the Annex K Huffman tables (no optimisation pass: that would need the whole image), the AAN
 * float forward DCT (libjpeg's jfdctflt) and EOI. Widths and heights that are not multiples of 16 are
 * padded by repeating the last column and row.
 */

export type JpegStreamEncoderOptions = {
  width: number;
  height: number;
  /** 1–100, as libjpeg's quality: 50 is the Annex K tables, 100 is all ones. */
  quality: number;
  /** Receives each chunk of output; it is the caller's to keep (the encoder never touches it again). */
  onData: (chunk: Uint8Array) => void | Promise<void>;
};

export type JpegStreamEncoder = {
  /** Encodes `rows` full-width rows of packed RGB (3 bytes a pixel) from the start of `rgb`. */
  writeRows(rgb: Uint8Array, rows: number): Promise<void>;
  /** Writes the end of the image and hands over the last chunk; every row must have been written. */
  finish(): Promise<void>;
  /** Bytes handed to `onData` so far (the file size once `finish` resolves). */
  readonly bytesWritten: number;
  /** Bytes of working memory the encoder holds (its typed arrays), whatever the image height. */
  readonly workingBytes: number;
};

const MAX_DIMENSION = 65535;
/** Hand the buffer over once it holds this much… */
const FLUSH_AT = 64 * 1024;
/** …checked after every MCU, so the buffer needs room for one worst-case MCU past it (6 blocks of at
 * most ~210 bytes each, doubled by 0xFF stuffing, is under 3 KB) and for the headers. */
const BUFFER_SIZE = FLUSH_AT + 8 * 1024;

// Annex K.1, natural (row-major) order.
const LUMINANCE_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMINANCE_QUANT = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];

/** Position in the zigzag sequence of each natural-order coefficient. */
const ZIGZAG = new Uint8Array([
  0, 1, 5, 6, 14, 15, 27, 28, 2, 4, 7, 13, 16, 26, 29, 42, 3, 8, 12, 17, 25, 30, 41, 43, 9, 11, 18, 24, 31,
  40, 44, 53, 10, 19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38, 46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61,
  35, 36, 48, 49, 57, 58, 62, 63,
]);

// Annex K.3: code counts per length (1–16 bits) and the symbols in code order.
const DC_LUMINANCE = {
  counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};
const DC_CHROMINANCE = {
  counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};
const AC_LUMINANCE = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22,
    0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33,
    0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34,
    0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55,
    0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76,
    0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96,
    0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5,
    0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4,
    0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1,
    0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};
const AC_CHROMINANCE = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  symbols: [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13,
    0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62,
    0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26, 0x27, 0x28, 0x29,
    0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54,
    0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75,
    0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94,
    0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3,
    0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2,
    0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea,
    0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};
type HuffmanSpec = typeof DC_LUMINANCE;
type HuffmanTable = { codes: Uint16Array; lengths: Uint8Array };

/** libjpeg's jpeg_quality_scaling + jpeg_add_quant_table (baseline: clamped to 1–255). */
export function scaleQuantTable(base: readonly number[], quality: number): Uint8Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return Uint8Array.from(base, (value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

/** Annex C: canonical codes from the counts per length. */
function huffmanTable(spec: HuffmanSpec): HuffmanTable {
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
const LUMA = { dc: huffmanTable(DC_LUMINANCE), ac: huffmanTable(AC_LUMINANCE) };
const CHROMA = { dc: huffmanTable(DC_CHROMINANCE), ac: huffmanTable(AC_CHROMINANCE) };

/** The AAN DCT leaves coefficient (u, v) scaled by 8·s(u)·s(v); fold that into the divisors. */
function divisors(quant: Uint8Array): Float64Array {
  const aan = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];
  const result = new Float64Array(64);
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++)
      result[row * 8 + col] = 1 / (quant[row * 8 + col]! * aan[row]! * aan[col]! * 8);
  return result;
}

/** libjpeg's jfdctflt: the AAN forward DCT on an 8×8 block in place (rows, then columns). */
function forwardDct(d: Float64Array): void {
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

function checkDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION)
    throw new RangeError(`JPEG ${name} must be an integer from 1 to ${MAX_DIMENSION}, got ${value}`);
}

export function createJpegStreamEncoder(options: JpegStreamEncoderOptions): JpegStreamEncoder {
  const { width, height, quality, onData } = options;
  checkDimension("width", width);
  checkDimension("height", height);
  if (!Number.isFinite(quality) || quality < 1 || quality > 100)
    throw new RangeError(`JPEG quality must be from 1 to 100, got ${quality}`);
  if (typeof onData !== "function") throw new TypeError("JPEG encoder needs an onData callback");
  return new StreamEncoder(width, height, quality, onData);
}

class StreamEncoder implements JpegStreamEncoder {
  bytesWritten = 0;
  private readonly paddedWidth: number;
  private readonly rowBytes: number;
  /** Rows of the current MCU row received so far, when a band did not fill it. */
  private readonly pending: Uint8Array;
  private pendingRows = 0;
  private rowsReceived = 0;
  private state: "open" | "busy" | "finished" | "failed" = "open";
  // One MCU row as level-shifted Y (paddedWidth × 16) and 2×2-averaged Cb, Cr (paddedWidth/2 × 8).
  private readonly yPlane: Float32Array;
  private readonly cbPlane: Float32Array;
  private readonly crPlane: Float32Array;
  private readonly block = new Float64Array(64);
  private readonly coefficients = new Int32Array(64);
  private readonly lumaDivisors: Float64Array;
  private readonly chromaDivisors: Float64Array;
  private readonly lumaQuant: Uint8Array;
  private readonly chromaQuant: Uint8Array;
  private predictorY = 0;
  private predictorCb = 0;
  private predictorCr = 0;
  // Bit writer: bits not yet forming a byte, and the output buffer.
  private bitBuffer = 0;
  private bitCount = 0;
  private out = new Uint8Array(BUFFER_SIZE);
  private position = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    quality: number,
    private readonly onData: (chunk: Uint8Array) => void | Promise<void>,
  ) {
    this.paddedWidth = Math.ceil(width / 16) * 16;
    this.rowBytes = width * 3;
    this.pending = new Uint8Array(this.rowBytes * 16);
    this.yPlane = new Float32Array(this.paddedWidth * 16);
    this.cbPlane = new Float32Array((this.paddedWidth / 2) * 8);
    this.crPlane = new Float32Array((this.paddedWidth / 2) * 8);
    this.lumaQuant = scaleQuantTable(LUMINANCE_QUANT, quality);
    this.chromaQuant = scaleQuantTable(CHROMINANCE_QUANT, quality);
    this.lumaDivisors = divisors(this.lumaQuant);
    this.chromaDivisors = divisors(this.chromaQuant);
    this.writeHeaders();
  }

  get workingBytes(): number {
    const tables = 2 * 64 * 9; // quant tables and their divisors (the Huffman tables are shared)
    return (
      this.pending.byteLength +
      this.yPlane.byteLength +
      this.cbPlane.byteLength +
      this.crPlane.byteLength +
      this.block.byteLength +
      this.coefficients.byteLength +
      this.out.byteLength +
      tables
    );
  }

  async writeRows(rgb: Uint8Array, rows: number): Promise<void> {
    this.enter("writeRows");
    try {
      if (!Number.isInteger(rows) || rows < 0)
        throw new RangeError(`rows must be a whole number, got ${rows}`);
      if (this.rowsReceived + rows > this.height)
        throw new RangeError(
          `too many rows: ${this.rowsReceived} written, ${rows} more, but the image is ${this.height} high`,
        );
      if (rgb.length < rows * this.rowBytes)
        throw new RangeError(`${rows} rows of ${this.width} RGB pixels need ${rows * this.rowBytes} bytes`);
      let row = 0;
      while (row < rows) {
        const take = Math.min(16 - this.pendingRows, rows - row);
        const lastRows = this.rowsReceived + take === this.height;
        if (this.pendingRows === 0 && (take === 16 || lastRows)) {
          // A whole MCU row (or the image's last rows) straight from the caller's buffer.
          await this.encodeMcuRow(rgb.subarray(row * this.rowBytes), take);
        } else {
          this.pending.set(
            rgb.subarray(row * this.rowBytes, (row + take) * this.rowBytes),
            this.pendingRows * this.rowBytes,
          );
          this.pendingRows += take;
          if (this.pendingRows === 16 || lastRows) {
            await this.encodeMcuRow(this.pending, this.pendingRows);
            this.pendingRows = 0;
          }
        }
        row += take;
        this.rowsReceived += take;
      }
      this.state = "open";
    } catch (error) {
      this.state = "failed";
      throw error;
    }
  }

  async finish(): Promise<void> {
    this.enter("finish");
    try {
      if (this.rowsReceived !== this.height)
        throw new Error(`finish() after ${this.rowsReceived} of ${this.height} rows`);
      if (this.bitCount > 0) this.writeBits((1 << (8 - this.bitCount)) - 1, 8 - this.bitCount); // pad with 1s
      this.writeMarker(0xd9); // EOI
      await this.flush();
      this.state = "finished";
    } catch (error) {
      this.state = "failed";
      throw error;
    }
  }

  private enter(method: string): void {
    if (this.state === "finished") throw new Error(`${method}() after finish()`);
    if (this.state === "failed") throw new Error(`${method}() after an earlier call failed`);
    if (this.state === "busy")
      throw new Error(`${method}() while an earlier call is still running: await it`);
    this.state = "busy";
  }

  // ---- Output ----

  private async flush(): Promise<void> {
    if (this.position === 0) return;
    const chunk = this.out.subarray(0, this.position);
    this.out = new Uint8Array(BUFFER_SIZE);
    this.position = 0;
    this.bytesWritten += chunk.length;
    await this.onData(chunk);
  }

  private writeByte(value: number): void {
    this.out[this.position++] = value;
  }

  private writeWord(value: number): void {
    this.out[this.position++] = value >> 8;
    this.out[this.position++] = value & 0xff;
  }

  private writeMarker(code: number): void {
    this.writeByte(0xff);
    this.writeByte(code);
  }

  /** Appends `length` (≤ 16) bits of `code`, stuffing a zero after every 0xFF byte of entropy data. */
  private writeBits(code: number, length: number): void {
    const bits = (this.bitBuffer << length) | code;
    let count = this.bitCount + length;
    const out = this.out;
    while (count >= 8) {
      count -= 8;
      const byte = (bits >>> count) & 0xff;
      out[this.position++] = byte;
      if (byte === 0xff) out[this.position++] = 0;
    }
    this.bitBuffer = bits & ((1 << count) - 1);
    this.bitCount = count;
  }

  private writeHeaders(): void {
    this.writeMarker(0xd8); // SOI
    // APP0 JFIF 1.01, no density units (aspect 1:1), no thumbnail.
    this.writeMarker(0xe0);
    this.writeWord(16);
    for (const byte of [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]) this.writeByte(byte);
    this.writeWord(1);
    this.writeWord(1);
    this.writeByte(0);
    this.writeByte(0);
    // DQT: table 0 (luma) and 1 (chroma), 8-bit, zigzag order.
    this.writeMarker(0xdb);
    this.writeWord(2 + 2 * 65);
    for (const [id, table] of [this.lumaQuant, this.chromaQuant].entries()) {
      this.writeByte(id);
      const zigzagOrder = new Uint8Array(64);
      for (let i = 0; i < 64; i++) zigzagOrder[ZIGZAG[i]!] = table[i]!;
      for (const value of zigzagOrder) this.writeByte(value);
    }
    // SOF0: 8-bit, three components; Y 2×2 sampling with table 0, Cb and Cr 1×1 with table 1.
    this.writeMarker(0xc0);
    this.writeWord(8 + 3 * 3);
    this.writeByte(8);
    this.writeWord(this.height);
    this.writeWord(this.width);
    this.writeByte(3);
    for (const [id, sampling, table] of [
      [1, 0x22, 0],
      [2, 0x11, 1],
      [3, 0x11, 1],
    ] as const) {
      this.writeByte(id);
      this.writeByte(sampling);
      this.writeByte(table);
    }
    // DHT: the four Annex K tables.
    const tables: [number, HuffmanSpec][] = [
      [0x00, DC_LUMINANCE],
      [0x10, AC_LUMINANCE],
      [0x01, DC_CHROMINANCE],
      [0x11, AC_CHROMINANCE],
    ];
    this.writeMarker(0xc4);
    this.writeWord(2 + tables.reduce((sum, [, spec]) => sum + 17 + spec.symbols.length, 0));
    for (const [classAndId, spec] of tables) {
      this.writeByte(classAndId);
      for (const count of spec.counts) this.writeByte(count);
      for (const symbol of spec.symbols) this.writeByte(symbol);
    }
    // SOS: all three components, Y with DC/AC tables 0, Cb and Cr with 1; full spectral range.
    this.writeMarker(0xda);
    this.writeWord(6 + 2 * 3);
    this.writeByte(3);
    for (const [id, tables] of [
      [1, 0x00],
      [2, 0x11],
      [3, 0x11],
    ] as const) {
      this.writeByte(id);
      this.writeByte(tables);
    }
    this.writeByte(0);
    this.writeByte(63);
    this.writeByte(0);
  }

  // ---- Pixels ----

  /** Encodes one MCU row from `rows` (1–16) rows of `rgb`, repeating the last row and column as padding. */
  private async encodeMcuRow(rgb: Uint8Array, rows: number): Promise<void> {
    this.toYCbCr(rgb, rows);
    const mcus = this.paddedWidth / 16;
    const stride = this.paddedWidth;
    const chromaStride = this.paddedWidth / 2;
    const lumaBlocks = [0, 8, 8 * stride, 8 * stride + 8]; // the four Y blocks of an MCU
    for (let m = 0; m < mcus; m++) {
      for (const offset of lumaBlocks)
        this.predictorY = this.encodeBlock(this.yPlane, m * 16 + offset, stride, LUMA, this.predictorY);
      this.predictorCb = this.encodeBlock(this.cbPlane, m * 8, chromaStride, CHROMA, this.predictorCb);
      this.predictorCr = this.encodeBlock(this.crPlane, m * 8, chromaStride, CHROMA, this.predictorCr);
      if (this.position >= FLUSH_AT) await this.flush();
    }
  }

  /** JFIF RGB → YCbCr for a 16-row strip: Y per pixel (minus 128), Cb and Cr per 2×2 pixel average. */
  private toYCbCr(rgb: Uint8Array, rows: number): void {
    const { yPlane, cbPlane, crPlane, paddedWidth, rowBytes } = this;
    const lastColumn = (this.width - 1) * 3;
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

  /** DCT, quantisation and Huffman coding of the 8×8 block at `offset`; returns its DC (the next predictor). */
  private encodeBlock(
    plane: Float32Array,
    offset: number,
    stride: number,
    component: typeof LUMA,
    predictor: number,
  ): number {
    const { dc, ac } = component;
    const divisorTable = component === LUMA ? this.lumaDivisors : this.chromaDivisors;
    const block = this.block;
    const zz = this.coefficients;
    for (let row = 0, i = 0; row < 8; row++) {
      const start = offset + row * stride;
      for (let col = 0; col < 8; col++) block[i++] = plane[start + col]!;
    }
    forwardDct(block);
    for (let i = 0; i < 64; i++) {
      // Round half away from zero, as libjpeg's float path does.
      zz[ZIGZAG[i]!] = ((block[i]! * divisorTable[i]! + 16384.5) | 0) - 16384;
    }

    const value = zz[0]!;
    const diff = value - predictor;
    if (diff === 0) this.writeBits(dc.codes[0]!, dc.lengths[0]!);
    else {
      const size = 32 - Math.clz32(diff < 0 ? -diff : diff);
      this.writeBits(dc.codes[size]!, dc.lengths[size]!);
      this.writeBits(diff < 0 ? diff + (1 << size) - 1 : diff, size);
    }

    let last = 63;
    while (last > 0 && zz[last] === 0) last--;
    let run = 0;
    for (let i = 1; i <= last; i++) {
      const coefficient = zz[i]!;
      if (coefficient === 0) {
        run++;
        continue;
      }
      while (run >= 16) {
        this.writeBits(ac.codes[0xf0]!, ac.lengths[0xf0]!); // ZRL: sixteen zeros
        run -= 16;
      }
      const size = 32 - Math.clz32(coefficient < 0 ? -coefficient : coefficient);
      const symbol = (run << 4) | size;
      this.writeBits(ac.codes[symbol]!, ac.lengths[symbol]!);
      this.writeBits(coefficient < 0 ? coefficient + (1 << size) - 1 : coefficient, size);
      run = 0;
    }
    if (last < 63) this.writeBits(ac.codes[0]!, ac.lengths[0]!); // EOB
    return value;
  }
}
