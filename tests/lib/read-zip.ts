/**
 * A minimal, strict reader of stored (uncompressed) ZIP archives, for tests that inspect what
 * `zipFiles` produced. It is not a general unzip: anything it does not expect makes it throw.
 * It has its own (bit-by-bit) CRC-32 so that it does not trust the writer's table-driven one.
 */

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;

/** CRC-32 (polynomial 0xEDB88320, reflected), computed bit by bit: slow, obviously right. */
function bitwiseCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Finds the end-of-central-directory record, scanning back from the end over a possible comment. */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - END_OF_CENTRAL_DIRECTORY_SIZE;
  const first = Math.max(0, last - MAX_COMMENT_SIZE);
  for (let pos = last; pos >= first; pos--) {
    if (view.getUint32(pos, true) === END_OF_CENTRAL_DIRECTORY_SIGNATURE) return pos;
  }
  throw new Error("readZip: no end-of-central-directory record");
}

/** Throws unless `start`..`start + length` lies inside the archive. */
function checkBounds(view: DataView, start: number, length: number, what: string): void {
  if (start < 0 || length < 0 || start + length > view.byteLength) {
    throw new Error(`readZip: ${what} runs past the end of the archive`);
  }
}

/**
 * Reads a stored ZIP archive through its central directory (found via the EOCD record) and returns
 * its entries in order, each with a copy of its bytes. Names are decoded as UTF-8. Throws on a
 * missing or misplaced record, a compressed, encrypted or data-descriptor entry, a local header that
 * disagrees with the central directory, a size mismatch or a CRC-32 mismatch.
 */
export function readZip(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  if (bytes.length < END_OF_CENTRAL_DIRECTORY_SIZE) throw new Error("readZip: too short to be a ZIP");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder("utf-8", { fatal: true });

  const eocd = findEndOfCentralDirectory(view);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const entryCount = view.getUint16(eocd + 10, true);
  const centralSize = view.getUint32(eocd + 12, true);
  const centralOffset = view.getUint32(eocd + 16, true);
  const commentLength = view.getUint16(eocd + 20, true);
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0) {
    throw new Error("readZip: multi-disk archives are not supported");
  }
  if (entriesOnDisk !== entryCount) throw new Error("readZip: entry counts disagree");
  if (eocd + END_OF_CENTRAL_DIRECTORY_SIZE + commentLength !== bytes.length) {
    throw new Error("readZip: comment length does not match the archive's end");
  }
  if (centralOffset + centralSize !== eocd) {
    throw new Error("readZip: central directory does not end where the EOCD record starts");
  }

  const entries: { name: string; bytes: Uint8Array }[] = [];
  let pos = centralOffset;
  for (let i = 0; i < entryCount; i++) {
    checkBounds(view, pos, 46, "central directory header");
    if (view.getUint32(pos, true) !== CENTRAL_HEADER_SIGNATURE) {
      throw new Error(`readZip: bad central directory signature for entry ${i}`);
    }
    const flags = view.getUint16(pos + 8, true);
    const method = view.getUint16(pos + 10, true);
    const crc = view.getUint32(pos + 16, true);
    const compressedSize = view.getUint32(pos + 20, true);
    const size = view.getUint32(pos + 24, true);
    const nameLength = view.getUint16(pos + 28, true);
    const extraLength = view.getUint16(pos + 30, true);
    const commentLen = view.getUint16(pos + 32, true);
    const localOffset = view.getUint32(pos + 42, true);
    checkBounds(view, pos + 46, nameLength + extraLength + commentLen, "central directory entry");
    const nameBytes = bytes.subarray(pos + 46, pos + 46 + nameLength);
    const name = decoder.decode(nameBytes);
    if (method !== 0) throw new Error(`readZip: ${name} is not stored (method ${method})`);
    if (flags & 0x1) throw new Error(`readZip: ${name} is encrypted`);
    if (flags & 0x8) throw new Error(`readZip: ${name} uses a data descriptor`);
    if (compressedSize !== size) throw new Error(`readZip: ${name} has different stored and real sizes`);

    checkBounds(view, localOffset, 30, "local file header");
    if (view.getUint32(localOffset, true) !== LOCAL_HEADER_SIGNATURE) {
      throw new Error(`readZip: bad local header signature for ${name}`);
    }
    if (
      view.getUint16(localOffset + 6, true) !== flags ||
      view.getUint16(localOffset + 8, true) !== method ||
      view.getUint32(localOffset + 14, true) !== crc ||
      view.getUint32(localOffset + 18, true) !== compressedSize ||
      view.getUint32(localOffset + 22, true) !== size
    ) {
      throw new Error(`readZip: local header of ${name} disagrees with the central directory`);
    }
    const localNameLength = view.getUint16(localOffset + 26, true);
    const localExtraLength = view.getUint16(localOffset + 28, true);
    checkBounds(view, localOffset + 30, localNameLength + localExtraLength, "local file header");
    const localName = bytes.subarray(localOffset + 30, localOffset + 30 + localNameLength);
    if (localName.length !== nameBytes.length || localName.some((b, j) => b !== nameBytes[j])) {
      throw new Error(`readZip: local header name of ${name} disagrees with the central directory`);
    }
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    checkBounds(view, dataStart, size, `data of ${name}`);
    if (dataStart + size > centralOffset)
      throw new Error(`readZip: data of ${name} overlaps the central directory`);
    const data = bytes.slice(dataStart, dataStart + size);
    if (bitwiseCrc32(data) !== crc) throw new Error(`readZip: CRC-32 mismatch for ${name}`);

    entries.push({ name, bytes: data });
    pos += 46 + nameLength + extraLength + commentLen;
  }
  if (pos !== eocd) throw new Error("readZip: central directory size does not match its entries");
  return entries;
}
