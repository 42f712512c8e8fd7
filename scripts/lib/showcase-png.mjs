// The contact sheet's PNG writer: opaque RGB (no alpha channel), each row with the PNG filter that
// leaves the smallest residuals, deflated at level 9 by Node's zlib. Photon's encoder keeps RGBA at
// zlib's default and gave 3.4 MB for a three-column sheet where this gives 2.1 MB (grained photos
// compress poorly; the README shows the sheet, and every regeneration stays in git's history).
import { crc32, deflateSync } from "node:zlib";

const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

function chunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Row `y` of `rgb` under filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth), into `row`. */
function filterRow(rgb, stride, y, type, row) {
  const start = y * stride;
  const above = start - stride;
  for (let x = 0; x < stride; x++) {
    const current = rgb[start + x];
    const a = x >= 3 ? rgb[start + x - 3] : 0;
    const b = y > 0 ? rgb[above + x] : 0;
    const c = x >= 3 && y > 0 ? rgb[above + x - 3] : 0;
    const predicted =
      type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
    row[x] = (current - predicted) & 0xff;
  }
}

/** Sum of the residuals read as signed bytes: the usual cheap guess of which filter deflates best. */
const cost = (row) => row.reduce((sum, v) => sum + (v < 128 ? v : 256 - v), 0);

/**
 * Straight RGBA (its alpha ignored: the sheet is opaque) as PNG bytes. `filters` are the row
 * filters to choose from (all five unless the test pins one).
 */
export function encodeOpaquePng({ width, height, pixels }, filters = [0, 1, 2, 3, 4]) {
  const stride = width * 3;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
    rgb[j] = pixels[i];
    rgb[j + 1] = pixels[i + 1];
    rgb[j + 2] = pixels[i + 2];
  }
  const filtered = new Uint8Array(height * (stride + 1));
  const candidate = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    let bestType = 0;
    let bestCost = Infinity;
    for (const type of filters) {
      filterRow(rgb, stride, y, type, candidate);
      const c = cost(candidate);
      if (c < bestCost) {
        bestCost = c;
        bestType = type;
        best.set(candidate);
      }
    }
    filtered[y * (stride + 1)] = bestType;
    filtered.set(best, y * (stride + 1) + 1);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filters, no interlace
  const parts = [
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(filtered, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
