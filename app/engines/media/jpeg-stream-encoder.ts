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
 *
 * This module holds the stream's state and writes the bytes; the colour conversion
 * (`jpeg-encode-colour.ts`), the forward DCT (`jpeg-dct.ts`), the Huffman codes
 * (`jpeg-huffman-encoder.ts`) and the Annex K tables (`jpeg-tables.ts`) are their own modules.
 */
import { divisors, forwardDct } from "~/engines/media/jpeg-dct";
import { toYCbCr } from "~/engines/media/jpeg-encode-colour";
import { CHROMA, LUMA } from "~/engines/media/jpeg-huffman-encoder";
import {
  AC_CHROMINANCE,
  AC_LUMINANCE,
  CHROMINANCE_QUANT,
  DC_CHROMINANCE,
  DC_LUMINANCE,
  LUMINANCE_QUANT,
  ZIGZAG,
  type HuffmanSpec,
} from "~/engines/media/jpeg-tables";

// Local copies of what the hot paths below use per block or per coefficient: under Vite's SSR
// transform (the tests and the benches load the app through it) each use of an imported binding is
// a getter call, which those paths would otherwise pay every time.
const luma = LUMA;
const chroma = CHROMA;
const zigzag = ZIGZAG;
const transform = forwardDct;

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

/** libjpeg's jpeg_quality_scaling + jpeg_add_quant_table (baseline: clamped to 1–255). */
export function scaleQuantTable(base: readonly number[], quality: number): Uint8Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return Uint8Array.from(base, (value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
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
  readonly paddedWidth: number;
  private readonly rowBytes: number;
  /** Rows of the current MCU row received so far, when a band did not fill it. */
  private readonly pending: Uint8Array;
  private pendingRows = 0;
  private rowsReceived = 0;
  private state: "open" | "busy" | "finished" | "failed" = "open";
  // One MCU row as level-shifted Y (paddedWidth × 16) and 2×2-averaged Cb, Cr (paddedWidth/2 × 8).
  readonly yPlane: Float32Array;
  readonly cbPlane: Float32Array;
  readonly crPlane: Float32Array;
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
      for (let i = 0; i < 64; i++) zigzagOrder[zigzag[i]!] = table[i]!;
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
    toYCbCr(rgb, rows, this);
    const mcus = this.paddedWidth / 16;
    const stride = this.paddedWidth;
    const chromaStride = this.paddedWidth / 2;
    const lumaBlocks = [0, 8, 8 * stride, 8 * stride + 8]; // the four Y blocks of an MCU
    for (let m = 0; m < mcus; m++) {
      for (const offset of lumaBlocks)
        this.predictorY = this.encodeBlock(this.yPlane, m * 16 + offset, stride, luma, this.predictorY);
      this.predictorCb = this.encodeBlock(this.cbPlane, m * 8, chromaStride, chroma, this.predictorCb);
      this.predictorCr = this.encodeBlock(this.crPlane, m * 8, chromaStride, chroma, this.predictorCr);
      if (this.position >= FLUSH_AT) await this.flush();
    }
  }

  /** DCT, quantisation and Huffman coding of the 8×8 block at `offset`; returns its DC (the next predictor). */
  private encodeBlock(
    plane: Float32Array,
    offset: number,
    stride: number,
    component: typeof luma,
    predictor: number,
  ): number {
    const { dc, ac } = component;
    const divisorTable = component === luma ? this.lumaDivisors : this.chromaDivisors;
    const block = this.block;
    const zz = this.coefficients;
    for (let row = 0, i = 0; row < 8; row++) {
      const start = offset + row * stride;
      for (let col = 0; col < 8; col++) block[i++] = plane[start + col]!;
    }
    transform(block);
    for (let i = 0; i < 64; i++) {
      // Round half away from zero, as libjpeg's float path does.
      zz[zigzag[i]!] = ((block[i]! * divisorTable[i]! + 16384.5) | 0) - 16384;
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
