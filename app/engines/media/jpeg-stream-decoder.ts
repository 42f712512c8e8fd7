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
 *
 * This module drives the decoding; its parts are the headers (`jpeg-decode-headers.ts`), the entropy
 * decoding (`jpeg-huffman-decoder.ts`), the inverse DCT (`jpeg-dct.ts`) and the colour conversion
 * (`jpeg-decode-colour.ts`), on the tables shared with the encoder (`jpeg-tables.ts`).
 */
import { inverseDct, inverseDctWorkingBytes } from "~/engines/media/jpeg-dct";
import { toRgb } from "~/engines/media/jpeg-decode-colour";
import {
  checkJpeg,
  frameKind,
  nextMarker,
  parseFrame,
  readHuffmanTables,
  readQuantTables,
  segmentAt,
  startScan,
} from "~/engines/media/jpeg-decode-headers";
import {
  CorruptJpegError,
  UnsupportedJpegError,
  u16,
  type Frame,
  type HuffmanTable,
} from "~/engines/media/jpeg-decode-types";
import { BitReader, decodeBlock, LOOKUP_BITS } from "~/engines/media/jpeg-huffman-decoder";

// Local copies of what the hot paths below use per block or per coefficient: under Vite's SSR
// transform (the tests and the benches load the app through it) each use of an imported binding is
// a getter call, which those paths would otherwise pay every time.
const decodeOneBlock = decodeBlock;
const inverseTransform = inverseDct;

export { readJpegInfo } from "~/engines/media/jpeg-decode-headers";
export { CorruptJpegError, UnsupportedJpegError, type JpegInfo } from "~/engines/media/jpeg-decode-types";

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
    inverseDctWorkingBytes;

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
            decodeOneBlock(reader, component, coefficients);
            inverseTransform(
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
