/**
 * A ZIP archive written as a stream of known length, for archives too large to build in memory (a
 * creator's data export: every thumbnail JPEG). Same format as zip.ts — stored entries, UTF-8 names,
 * CRC-32s, no ZIP64 — but each entry is read, checksummed and written one at a time, so memory holds
 * one entry, not the archive. The length is known up front (each entry's size is given), which lets
 * R2 take the stream as one upload (FixedLengthStream).
 */
import { crc32, toDosDateTime } from "~/engines/media/zip";

export interface StreamedZipEntry {
  /** A plain file name (no folders). */
  name: string;
  /** The entry's size in bytes: `read` must give exactly this many. */
  size: number;
  read: () => Promise<Uint8Array>;
}

const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const END_SIZE = 22;
/** Offsets and sizes are 32-bit without ZIP64; stay clear of the limit. */
export const MAX_STREAMED_ZIP_BYTES = 0xffff_0000;
/** Entries are counted in 16 bits without ZIP64. */
export const MAX_STREAMED_ZIP_ENTRIES = 0xffff;

const encoder = new TextEncoder();

function checkName(name: string) {
  if (!name || name.includes("/") || name.includes("\\") || name.includes(".."))
    throw new Error(`zip: bad file name: ${name}`);
}

/** The archive's length in bytes for these entries. */
export function streamedZipLength(entries: Pick<StreamedZipEntry, "name" | "size">[]): number {
  let total = END_SIZE;
  for (const entry of entries) {
    const nameLength = encoder.encode(entry.name).length;
    total += LOCAL_HEADER_SIZE + CENTRAL_HEADER_SIZE + 2 * nameLength + entry.size;
  }
  return total;
}

/**
 * Writes the archive to `writer` (which it closes), entry by entry. Throws (aborting nothing: the
 * caller aborts its stream) when an entry's bytes are not the size announced, or when the archive
 * would need ZIP64.
 */
export async function writeStreamedZip(
  writer: WritableStreamDefaultWriter<Uint8Array>,
  entries: StreamedZipEntry[],
  modified = new Date(),
): Promise<void> {
  if (entries.length > MAX_STREAMED_ZIP_ENTRIES) throw new Error("zip: too many entries");
  if (streamedZipLength(entries) > MAX_STREAMED_ZIP_BYTES) throw new Error("zip: archive too large");
  const seen = new Set<string>();
  const dos = toDosDateTime(modified);
  const written: { name: Uint8Array; crc: number; size: number; offset: number }[] = [];
  let offset = 0;
  for (const entry of entries) {
    checkName(entry.name);
    const key = entry.name.normalize("NFC").toLowerCase();
    if (seen.has(key)) throw new Error(`zip: duplicate file name: ${entry.name}`);
    seen.add(key);
    const bytes = await entry.read();
    if (bytes.length !== entry.size)
      throw new Error(`zip: ${entry.name} has ${bytes.length} bytes, ${entry.size} announced`);
    const name = encoder.encode(entry.name);
    const crc = crc32(bytes);
    const header = new Uint8Array(LOCAL_HEADER_SIZE + name.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 10, true); // version needed: 1.0 (stored)
    view.setUint16(6, 1 << 11, true); // UTF-8 names
    view.setUint16(8, 0, true); // stored
    view.setUint16(10, dos.time, true);
    view.setUint16(12, dos.date, true);
    view.setUint32(14, crc, true);
    view.setUint32(18, bytes.length, true);
    view.setUint32(22, bytes.length, true);
    view.setUint16(26, name.length, true);
    header.set(name, LOCAL_HEADER_SIZE);
    await writer.write(header);
    await writer.write(bytes);
    written.push({ name, crc, size: bytes.length, offset });
    offset += header.length + bytes.length;
  }
  const centralSize = written.reduce((sum, entry) => sum + CENTRAL_HEADER_SIZE + entry.name.length, 0);
  const tail = new Uint8Array(centralSize + END_SIZE);
  const view = new DataView(tail.buffer);
  let pos = 0;
  for (const entry of written) {
    view.setUint32(pos, 0x02014b50, true);
    view.setUint16(pos + 4, (3 << 8) | 20, true); // made by Unix, spec 2.0
    view.setUint16(pos + 6, 10, true);
    view.setUint16(pos + 8, 1 << 11, true);
    view.setUint16(pos + 10, 0, true);
    view.setUint16(pos + 12, dos.time, true);
    view.setUint16(pos + 14, dos.date, true);
    view.setUint32(pos + 16, entry.crc, true);
    view.setUint32(pos + 20, entry.size, true);
    view.setUint32(pos + 24, entry.size, true);
    view.setUint16(pos + 28, entry.name.length, true);
    view.setUint32(pos + 38, 0o100644 * 0x10000, true); // a regular file, rw-r--r--
    view.setUint32(pos + 42, entry.offset, true);
    tail.set(entry.name, pos + CENTRAL_HEADER_SIZE);
    pos += CENTRAL_HEADER_SIZE + entry.name.length;
  }
  view.setUint32(pos, 0x06054b50, true);
  view.setUint16(pos + 8, written.length, true);
  view.setUint16(pos + 10, written.length, true);
  view.setUint32(pos + 12, centralSize, true);
  view.setUint32(pos + 16, offset, true);
  await writer.write(tail);
  await writer.close();
}
