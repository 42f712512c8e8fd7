/**
 * Just enough of a font to lay text out before satori draws it: which characters it has (cmap),
 * how wide each is (hmtx), the vertical metrics satori places lines with (hhea / OS/2), and each
 * glyph's vertical ink extent (glyf), so a block of text can be fitted to a box with its accents and
 * cedillas inside. Reads TrueType/OpenType and WOFF (tables inflated with DecompressionStream, which
 * Node and workerd both have). Kerning is ignored: it only ever narrows these display fonts' words.
 */

export interface GlyphExtent {
  /** Highest ink above the baseline, in em. */
  top: number;
  /** Lowest ink below the baseline, in em (positive downwards). */
  bottom: number;
}

export interface FontMetrics {
  readonly unitsPerEm: number;
  /** The ascent and descent satori places a line's baseline with, in em (descent positive). */
  readonly ascent: number;
  readonly descent: number;
  /** Whether the font maps the code point to a real glyph. */
  has(codePoint: number): boolean;
  /** Advance width of the code point in em (0 when missing). */
  advance(codePoint: number): number;
  /** Ink extent of the code point's glyph in em (the font's ascent/descent when unknown). */
  extent(codePoint: number): GlyphExtent;
  /** Every code point the font maps (for tests and reports). */
  codePoints(): number[];
}

type Tables = Map<string, DataView>;

const tag = (view: DataView, offset: number) =>
  String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function readTables(bytes: Uint8Array): Promise<Tables> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = tag(view, 0);
  const tables: Tables = new Map();
  if (signature === "wOFF") {
    const count = view.getUint16(12);
    for (let i = 0; i < count; i++) {
      const entry = 44 + i * 20;
      const offset = view.getUint32(entry + 4);
      const compressed = view.getUint32(entry + 8);
      const original = view.getUint32(entry + 12);
      const raw = bytes.subarray(offset, offset + compressed);
      const data = compressed < original ? await inflate(raw) : raw;
      tables.set(tag(view, entry), new DataView(data.buffer, data.byteOffset, data.byteLength));
    }
    return tables;
  }
  if (signature === "wOF2") throw new Error("WOFF2 fonts are not supported; use the .woff file");
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const offset = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    tables.set(tag(view, entry), new DataView(bytes.buffer, bytes.byteOffset + offset, length));
  }
  return tables;
}

function required(tables: Tables, name: string) {
  const table = tables.get(name);
  if (!table) throw new Error(`The font has no ${name} table`);
  return table;
}

/** Code point → glyph id, from the best Unicode subtable (format 12, else format 4). */
function readCmap(cmap: DataView): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.getUint16(2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < count; i++) {
    const platform = cmap.getUint16(4 + i * 8);
    const encoding = cmap.getUint16(6 + i * 8);
    const offset = cmap.getUint32(8 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const format = cmap.getUint16(offset);
    if (format === 12) format12 = offset;
    else if (format === 4 && format4 < 0) format4 = offset;
  }
  if (format12 >= 0) {
    const groups = cmap.getUint32(format12 + 12);
    for (let i = 0; i < groups; i++) {
      const group = format12 + 16 + i * 12;
      const start = cmap.getUint32(group);
      const end = cmap.getUint32(group + 4);
      const glyph = cmap.getUint32(group + 8);
      for (let c = start; c <= end && c - start < 0x10000; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  if (format4 < 0) throw new Error("The font has no Unicode cmap");
  const segments = cmap.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = cmap.getUint16(starts + s * 2);
    const end = cmap.getUint16(ends + s * 2);
    const delta = cmap.getInt16(deltas + s * 2);
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = at + 2 <= cmap.byteLength ? cmap.getUint16(at) : 0;
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** Parses a TTF/OTF/WOFF font's metrics. */
export async function readFontMetrics(bytes: Uint8Array): Promise<FontMetrics> {
  const tables = await readTables(bytes);
  const head = required(tables, "head");
  const hhea = required(tables, "hhea");
  const hmtx = required(tables, "hmtx");
  const unitsPerEm = head.getUint16(18);
  const longLoca = head.getInt16(50) === 1;
  const metricsCount = hhea.getUint16(34);
  let ascent = hhea.getInt16(4);
  let descent = -hhea.getInt16(6);
  const os2 = tables.get("OS/2");
  // Satori, like browsers, uses the typographic metrics when the font asks for them.
  if (os2 && os2.byteLength >= 72 && os2.getUint16(62) & (1 << 7)) {
    ascent = os2.getInt16(68);
    descent = -os2.getInt16(70);
  }
  const glyphs = readCmap(required(tables, "cmap"));
  const advanceOf = (glyph: number) => hmtx.getUint16(Math.min(glyph, metricsCount - 1) * 4) / unitsPerEm;

  const loca = tables.get("loca");
  const glyf = tables.get("glyf");
  const extentOf = (glyph: number): GlyphExtent => {
    if (!loca || !glyf) return { top: ascent / unitsPerEm, bottom: descent / unitsPerEm };
    const start = longLoca ? loca.getUint32(glyph * 4) : loca.getUint16(glyph * 2) * 2;
    const end = longLoca ? loca.getUint32(glyph * 4 + 4) : loca.getUint16(glyph * 2 + 2) * 2;
    if (end <= start) return { top: 0, bottom: 0 }; // an empty glyph (a space)
    return { top: glyf.getInt16(start + 8) / unitsPerEm, bottom: -glyf.getInt16(start + 4) / unitsPerEm };
  };

  return {
    unitsPerEm,
    ascent: ascent / unitsPerEm,
    descent: descent / unitsPerEm,
    has: (codePoint) => glyphs.has(codePoint),
    advance: (codePoint) => {
      const glyph = glyphs.get(codePoint);
      return glyph === undefined ? 0 : advanceOf(glyph);
    },
    extent: (codePoint) => {
      const glyph = glyphs.get(codePoint);
      return glyph === undefined
        ? { top: ascent / unitsPerEm, bottom: descent / unitsPerEm }
        : extentOf(glyph);
    },
    codePoints: () => [...glyphs.keys()].sort((a, b) => a - b),
  };
}
