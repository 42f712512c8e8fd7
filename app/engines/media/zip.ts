/**
 * A tiny ZIP writer for Cloudflare Workers and browsers: no Node APIs, no dependencies.
 *
 * Entries are stored (method 0, no compression — they are JPEGs, which do not shrink), names are
 * UTF-8 (general purpose flag bit 11), and the archive is built in one `Uint8Array`: local file
 * headers with their data, then the central directory, then the end-of-central-directory record.
 * The limits below keep every size and offset far from the 32-bit ZIP fields, so no ZIP64 is needed.
 */

/** Most entries an archive may hold. */
export const MAX_ZIP_FILES = 100;

/** Most bytes (sum of all entries' contents) an archive may hold: 64 MB. */
export const MAX_ZIP_TOTAL_BYTES = 64 * 1024 * 1024;

/** One file to put in the archive. `modified` defaults to the time `zipFiles` is called. */
export type ZipInput = { name: string; bytes: Uint8Array; modified?: Date };

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
/** Version 1.0 is enough to extract a stored entry. */
const VERSION_NEEDED = 10;
/** Made by "Unix" (3), spec 2.0, so the external attributes below are read as Unix permissions. */
const VERSION_MADE_BY = (3 << 8) | 20;
/** A regular file, rw-r--r--. */
const EXTERNAL_ATTRIBUTES = 0o100644 * 0x10000;
/** General purpose flag bit 11: the name is UTF-8. */
const FLAG_UTF8 = 1 << 11;
const METHOD_STORE = 0;
const MAX_NAME_BYTES = 0xffff;

let crcTable: Uint32Array | undefined;

/** Builds (once, on first use) the 256-entry table of the reflected CRC-32 polynomial 0xEDB88320. */
function getCrcTable(): Uint32Array {
  if (crcTable) return crcTable;
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  crcTable = table;
  return table;
}

/** Computes the CRC-32 (ISO-HDLC, as used by ZIP, gzip and PNG) of `bytes`, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  const table = getCrcTable();
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) {
    crc = table[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Converts a date to the MS-DOS time and date words ZIP headers carry, in the runtime's local time
 * (UTC on Workers). DOS time has 2-second resolution and covers 1980–2107; dates outside are clamped.
 */
export function toDosDateTime(date: Date): { time: number; date: number } {
  if (Number.isNaN(date.getTime())) throw new TypeError("zip: invalid modification date");
  const year = date.getFullYear();
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  if (year > 2107) return { time: (23 << 11) | (59 << 5) | 29, date: (127 << 9) | (12 << 5) | 31 };
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Throws unless `name` is a plain, non-empty file name: no folders, no "..", encodable in a header. */
function checkEntryName(name: string, encoded: Uint8Array): void {
  if (typeof name !== "string" || name.length === 0) throw new Error("zip: empty file name");
  if (name.includes("/") || name.includes("\\"))
    throw new Error(`zip: file name has a path separator: ${name}`);
  if (name.includes("..")) throw new Error(`zip: file name contains "..": ${name}`);
  if (encoded.length > MAX_NAME_BYTES) throw new Error("zip: file name too long");
}

/**
 * Builds a ZIP archive holding `files`, stored without compression, with UTF-8 names, CRC-32s and
 * DOS modification times (default: now).
 *
 * Throws when there are more than {@link MAX_ZIP_FILES} files, when their contents total more than
 * {@link MAX_ZIP_TOTAL_BYTES}, or when a name is empty, contains "/", "\\" or "..", or repeats another
 * (compared case-insensitively after NFC normalization, since Windows and macOS would extract both
 * to the same file). An empty list gives a valid empty archive.
 */
export function zipFiles(files: ZipInput[]): Uint8Array {
  if (files.length > MAX_ZIP_FILES) {
    throw new Error(`zip: too many files (${files.length}, at most ${MAX_ZIP_FILES})`);
  }
  let totalBytes = 0;
  for (const file of files) {
    if (!(file.bytes instanceof Uint8Array))
      throw new TypeError(`zip: bytes of ${file.name} are not a Uint8Array`);
    totalBytes += file.bytes.length;
  }
  if (totalBytes > MAX_ZIP_TOTAL_BYTES) {
    throw new Error(`zip: files too large (${totalBytes} bytes, at most ${MAX_ZIP_TOTAL_BYTES})`);
  }

  const encoder = new TextEncoder();
  const now = new Date();
  const seen = new Set<string>();
  const entries = files.map((file) => {
    const nameBytes = encoder.encode(file.name);
    checkEntryName(file.name, nameBytes);
    const key = file.name.normalize("NFC").toLowerCase();
    if (seen.has(key)) throw new Error(`zip: duplicate file name: ${file.name}`);
    seen.add(key);
    return { nameBytes, bytes: file.bytes, crc: crc32(file.bytes), dos: toDosDateTime(file.modified ?? now) };
  });

  let localSize = 0;
  let centralSize = 0;
  for (const entry of entries) {
    localSize += LOCAL_HEADER_SIZE + entry.nameBytes.length + entry.bytes.length;
    centralSize += CENTRAL_HEADER_SIZE + entry.nameBytes.length;
  }

  const out = new Uint8Array(localSize + centralSize + END_OF_CENTRAL_DIRECTORY_SIZE);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let pos = 0;

  for (const entry of entries) {
    offsets.push(pos);
    view.setUint32(pos, LOCAL_HEADER_SIGNATURE, true);
    view.setUint16(pos + 4, VERSION_NEEDED, true);
    view.setUint16(pos + 6, FLAG_UTF8, true);
    view.setUint16(pos + 8, METHOD_STORE, true);
    view.setUint16(pos + 10, entry.dos.time, true);
    view.setUint16(pos + 12, entry.dos.date, true);
    view.setUint32(pos + 14, entry.crc, true);
    view.setUint32(pos + 18, entry.bytes.length, true); // compressed size
    view.setUint32(pos + 22, entry.bytes.length, true); // uncompressed size
    view.setUint16(pos + 26, entry.nameBytes.length, true);
    view.setUint16(pos + 28, 0, true); // extra field length
    pos += LOCAL_HEADER_SIZE;
    out.set(entry.nameBytes, pos);
    pos += entry.nameBytes.length;
    out.set(entry.bytes, pos);
    pos += entry.bytes.length;
  }

  const centralOffset = pos;
  entries.forEach((entry, i) => {
    view.setUint32(pos, CENTRAL_HEADER_SIGNATURE, true);
    view.setUint16(pos + 4, VERSION_MADE_BY, true);
    view.setUint16(pos + 6, VERSION_NEEDED, true);
    view.setUint16(pos + 8, FLAG_UTF8, true);
    view.setUint16(pos + 10, METHOD_STORE, true);
    view.setUint16(pos + 12, entry.dos.time, true);
    view.setUint16(pos + 14, entry.dos.date, true);
    view.setUint32(pos + 16, entry.crc, true);
    view.setUint32(pos + 20, entry.bytes.length, true);
    view.setUint32(pos + 24, entry.bytes.length, true);
    view.setUint16(pos + 28, entry.nameBytes.length, true);
    // 30: extra field length, 32: comment length, 34: disk number start, 36: internal attributes — all 0.
    view.setUint32(pos + 38, EXTERNAL_ATTRIBUTES, true);
    view.setUint32(pos + 42, offsets[i]!, true);
    pos += CENTRAL_HEADER_SIZE;
    out.set(entry.nameBytes, pos);
    pos += entry.nameBytes.length;
  });

  view.setUint32(pos, END_OF_CENTRAL_DIRECTORY_SIGNATURE, true);
  // 4: this disk's number, 6: disk where the central directory starts — both 0.
  view.setUint16(pos + 8, entries.length, true);
  view.setUint16(pos + 10, entries.length, true);
  view.setUint32(pos + 12, pos - centralOffset, true);
  view.setUint32(pos + 16, centralOffset, true);
  // 20: comment length — 0.
  return out;
}
