/**
 * The decoder's reading of the headers: markers and segments, the frame (SOF), the quantisation
 * (DQT) and Huffman (DHT) tables, and the scan header (SOS) that binds each component to them.
 */
import { buildHuffmanTable } from "~/engines/media/jpeg-huffman-decoder";
import {
  CorruptJpegError,
  UnsupportedJpegError,
  u16,
  type Component,
  type Frame,
  type HuffmanTable,
  type JpegInfo,
} from "~/engines/media/jpeg-decode-types";
import { AAN_SCALE, NATURAL_ORDER } from "~/engines/media/jpeg-tables";

/** Which SOFn markers exist, and which of them this decoder reads. */
export function frameKind(marker: number): "sequential" | "progressive" | "other" | null {
  if (marker === 0xc0 || marker === 0xc1) return "sequential";
  if (marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce) return "progressive";
  if (marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
    return "other"; // lossless, hierarchical, arithmetic
  return null;
}

export function checkJpeg(bytes: Uint8Array): void {
  if (bytes.length < 2 || bytes[0] !== 0xff || bytes[1] !== 0xd8)
    throw new UnsupportedJpegError("not a JPEG (no SOI marker)");
}

/** The next marker at or after `i`, skipping fill bytes (0xFF); returns its code and where it ends. */
export function nextMarker(bytes: Uint8Array, i: number): { marker: number; next: number } {
  if (i >= bytes.length) throw new CorruptJpegError("truncated JPEG: the headers end early");
  if (bytes[i] !== 0xff) throw new CorruptJpegError(`expected a marker at byte ${i}`);
  while (i < bytes.length && bytes[i] === 0xff) i++;
  if (i >= bytes.length) throw new CorruptJpegError("truncated JPEG: the headers end early");
  return { marker: bytes[i]!, next: i + 1 };
}

/** A marker segment's payload (after its length), checked to lie inside the data. */
export function segmentAt(bytes: Uint8Array, i: number): Uint8Array {
  if (i + 2 > bytes.length) throw new CorruptJpegError("truncated JPEG: a segment's length is missing");
  const length = u16(bytes, i);
  if (length < 2 || i + length > bytes.length)
    throw new CorruptJpegError(`truncated JPEG: a segment of ${length} bytes runs past the end`);
  return bytes.subarray(i + 2, i + length);
}

export function parseFrame(data: Uint8Array, marker: number): Frame {
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

/** DQT: 8- or 16-bit tables (16-bit ones are allowed in SOF1 even with 8-bit samples), zigzag order. */
export function readQuantTables(data: Uint8Array, tables: (Uint16Array | undefined)[]): void {
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

export function readHuffmanTables(
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
export function startScan(
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
