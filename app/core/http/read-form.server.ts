/**
 * Request bodies read within a limit counted as the bytes arrive (issue 24, finding 5a): a
 * Content-Length header is only a claim, and a chunked body has none, so the stream itself is
 * counted and reading stops at the limit, before the body can fill the Worker's memory or R2.
 * Every route that reads a body goes through here: upload forms with their own limit
 * (`readFormWithin`), the frame upload with `readBodyWithin`, and every other form through
 * `readForm`, capped at `plainFormMaxBytes`.
 */

/** Plain forms (sign-in, settings, chat text, …) are a few kilobytes; anything past this is refused. */
export const plainFormMaxBytes = 64 * 1024;

/** How much of an over-limit upload is still read (and dropped) to find the fields sent after the file. */
const drainMaxBytes = 64 * 1024 * 1024;
/**
 * Past the limit, a body whose fields are not wanted is still read (and dropped) up to this much
 * before the connection is cut: a client that sent a little too much gets its 413 instead of a reset
 * while still sending, and a flood is cut off early.
 */
const discardMaxBytes = 4 * 1024 * 1024;
/** The start and the end of an over-limit body that are kept to read the form's fields from. */
const keptBytes = 64 * 1024;

function concat(chunks: Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

type Read = { bytes: Uint8Array<ArrayBuffer> } | { bytes: null; head: Uint8Array; tail: Uint8Array | null };

async function readCounted(request: Request, maxBytes: number, keepTail: boolean): Promise<Read> {
  const drainBytes = keepTail ? drainMaxBytes : discardMaxBytes;
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes + drainBytes) {
    await request.body?.cancel().catch(() => {});
    return { bytes: null, head: new Uint8Array(), tail: null };
  }
  if (!request.body) return { bytes: new Uint8Array() };
  const reader = request.body.getReader();
  let chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: concat(chunks, total) };
    if (total + value.byteLength > maxBytes) {
      // Only the start is kept to read the fields sent before the file from.
      const headChunks: Uint8Array[] = [];
      let headSize = 0;
      for (const chunk of chunks) {
        if (headSize >= keptBytes) break;
        headChunks.push(chunk);
        headSize += chunk.byteLength;
      }
      const head = concat(headChunks, headSize).slice(0, keptBytes);
      chunks = [];
      // Past the limit nothing is kept but (for an upload form) the last few kilobytes, so a form's
      // fields that come after the file (the compressor's target) can still be shown again; a body
      // that goes on beyond the drain bound is dropped unread.
      let tail = value.slice(-keptBytes);
      let drained = total + value.byteLength;
      for (;;) {
        const next = await reader.read();
        if (next.done) return { bytes: null, head, tail: keepTail ? tail : null };
        drained += next.value.byteLength;
        if (drained > maxBytes + drainBytes) {
          await reader.cancel().catch(() => {});
          return { bytes: null, head, tail: null };
        }
        if (!keepTail) continue;
        const joined = new Uint8Array(tail.byteLength + next.value.byteLength);
        joined.set(tail);
        joined.set(next.value, tail.byteLength);
        tail = joined.slice(-keptBytes);
      }
    }
    total += value.byteLength;
    chunks.push(value);
  }
}

/** The body's bytes, or null once more than `maxBytes` have arrived (reading stops there). */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  return (await readCounted(request, maxBytes, false)).bytes;
}

/**
 * The text fields of the complete multipart parts inside `segment` (a piece of a body cut short):
 * each must lie whole between two boundary lines; files are left out.
 */
function fieldsIn(segment: Uint8Array, boundary: string, into: FormData) {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(segment);
  const pieces = text.split(`--${boundary}`);
  // The first and last pieces are cut off by the segment's ends.
  for (const piece of pieces.slice(1, -1)) {
    const split = piece.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const headers = piece.slice(0, split);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
    if (!name || /\bfilename=/i.test(headers)) continue;
    into.append(name, piece.slice(split + 4).replace(/\r\n$/, ""));
  }
}

function partialForm(read: { head: Uint8Array; tail: Uint8Array | null }, contentType: string) {
  const form = new FormData();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/form-data/i.test(contentType) || !boundary) return form;
  fieldsIn(read.head, boundary, form);
  if (read.tail) fieldsIn(read.tail, boundary, form);
  return form;
}

export type BoundedForm = { tooLarge: false; form: FormData } | { tooLarge: true; form: FormData };

/**
 * The posted form read within `maxBytes`, or `tooLarge` (the route answers 413 with its own message)
 * with the text fields that could still be read around the file, so the page keeps what was typed.
 * A body that is not a form (no Content-Type, JSON, garbage) is an empty form, which then fails
 * validation with the usual messages instead of a 500.
 */
export async function readFormWithin(
  request: Request,
  maxBytes: number,
  { keepFields = true }: { keepFields?: boolean } = {},
): Promise<BoundedForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const read = await readCounted(request, maxBytes, keepFields);
  if (!read.bytes) return { tooLarge: true, form: partialForm(read, contentType) };
  try {
    const form = await new Response(read.bytes, { headers: { "Content-Type": contentType } }).formData();
    return { tooLarge: false, form };
  } catch {
    return { tooLarge: false, form: new FormData() };
  }
}

/**
 * A plain form (no files), at most `plainFormMaxBytes`; a bigger body is answered 413 (a thrown
 * response: no form of the app is anywhere near it, so only a hand-made request gets there).
 */
export async function readForm(request: Request): Promise<FormData> {
  const read = await readFormWithin(request, plainFormMaxBytes, { keepFields: false });
  if (read.tooLarge)
    throw new Response("Payload Too Large", { status: 413, headers: { "Cache-Control": "no-store" } });
  return read.form;
}
