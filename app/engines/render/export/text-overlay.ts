/**
 * A document's text layers drawn as vectors at an export's size, one band of output rows at a time
 * (docs/decisions/023-export-at-the-plans-resolution.md): satori turns the layers into SVG paths
 * once, then resvg renders only the part of the band that has text — an outer <svg> that size whose
 * viewBox is that rectangle in output pixels, the document scaled up inside it — so an 8K overlay
 * (132 MB as RGBA) never exists whole. A quarter-size render of each layer says where it has ink,
 * row by row; a band draws only the layers with ink in it, over the columns they reach (no ink: no
 * render at all). Every render hands back a fresh copy of its pixels, so rendering less is also
 * less garbage for the collector.
 *
 * resvg 2.6's WASM build aborts (and is unusable after) when a group with opacity — a glow's
 * translucent strokes, `text-render.ts` — lies wholly outside its layer limit, the pixmap's size
 * twice over on each side: [y − 2·h, y + 3·h] × [x − 2·w, x + 3·w] for a w×h render at (x, y). So
 * a layer's glow is drawn only in renders whose limit reaches the glow's ink; elsewhere the layer is
 * drawn without it, which changes no pixel (the glow has no ink there). Renders are at least
 * `minSide` px on each side, so the limit always holds the rendered rectangle with room to spare.
 */
import { canvas } from "~/engines/render/geometry";
import { layerBlock, shownLayers } from "~/engines/render/document-layers";
import type { RenderEngine } from "~/engines/render/render-engine";
import { SvgIds } from "~/engines/render/svg";
import { textBlockSvg } from "~/engines/render/text-render";
import type { TextLayer } from "~/engines/render/thumbnail-document";

const { width: W, height: H } = canvas;

/** The ink maps are made at this fraction of the canvas (320×180): cheap, and enough to crop. */
const inkScale = 4;
const mapWidth = W / inkScale;
const mapHeight = H / inkScale;
/** Ink-map px kept around the ink: antialiasing and rounding never fall outside them. */
const inkMargin = 2;
/** The smallest side of a render, in output px (more than the margin at 8K, 2 × 4 × 6 = 48 px). */
const minSide = 64;

/** Part of the overlay: premultiplied RGBA, `width`×`height`, at (x, y) in output px. */
export interface OverlayPiece {
  x: number;
  y: number;
  width: number;
  height: number;
  pixels: Uint8Array;
}

export interface TextOverlay {
  /**
   * The text over output rows [top, top + rows): a piece that covers every inked pixel of those
   * rows (it may start above `top`, never below it, and never ends below `top + rows`), or null
   * when no layer has ink there.
   */
  band(top: number, rows: number): OverlayPiece | null;
}

/** A rectangle of ink-map px, inclusive. */
interface InkBox {
  first: number;
  last: number;
  left: number;
  right: number;
}

/** Where a fragment has ink: per ink-map row, its first and last inked column (-1: none). */
interface InkMap {
  left: Int16Array;
  right: Int16Array;
  box: InkBox | null;
}

/** A layer's fragment in canvas px and where it has ink. */
interface LayerPart {
  svg: string;
  ink: InkMap;
  /** Without its glow, and the box of the glow's ink (with the text it surrounds); null: no glow. */
  glow: { bare: string; box: InkBox | null } | null;
}

/** Where a quarter-size render of `fragment` has ink. */
function inkMap(engine: RenderEngine, fragment: string): InkMap {
  const { pixels } = engine.rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mapWidth}" height="${mapHeight}" viewBox="0 0 ${W} ${H}">${fragment}</svg>`,
  );
  const left = new Int16Array(mapHeight).fill(-1);
  const right = new Int16Array(mapHeight).fill(-1);
  let box: InkBox | null = null;
  for (let y = 0; y < mapHeight; y++) {
    for (let x = 0; x < mapWidth; x++) {
      if (pixels[(y * mapWidth + x) * 4 + 3] === 0) continue;
      if (left[y]! < 0) left[y] = x;
      right[y] = x;
    }
    if (left[y]! < 0) continue;
    box ??= { first: y, last: y, left: left[y]!, right: right[y]! };
    box.last = y;
    box.left = Math.min(box.left, left[y]!);
    box.right = Math.max(box.right, right[y]!);
  }
  return { left, right, box };
}

/** The columns a map has ink in over rows [first, last] (clamped to the map), or null. */
function columnsOver(map: InkMap, first: number, last: number): { left: number; right: number } | null {
  let left = Infinity;
  let right = -Infinity;
  for (let y = Math.max(0, first); y <= Math.min(mapHeight - 1, last); y++) {
    if (map.left[y]! < 0) continue;
    left = Math.min(left, map.left[y]!);
    right = Math.max(right, map.right[y]!);
  }
  return right < 0 ? null : { left, right };
}

const boxesMeet = (a: InkBox, b: InkBox) =>
  a.first <= b.last && a.last >= b.first && a.left <= b.right && a.right >= b.left;

/** The shown layers as fragments, in drawing order, with their ink. */
async function layerParts(engine: RenderEngine, layers: TextLayer[]): Promise<LayerPart[]> {
  const ids = new SvgIds();
  const parts: LayerPart[] = [];
  for (const layer of shownLayers(layers)) {
    const block = layerBlock(engine.fonts, layer);
    const svg = await textBlockSvg(engine, block, ids);
    let glow: LayerPart["glow"] = null;
    if (block.glow) {
      const bare = await textBlockSvg(engine, { ...block, glow: null }, ids);
      // The glow's strokes are wider than the outline, so its ink covers the text's.
      const glowOnly = await textBlockSvg(engine, { ...block, plate: null, shadow: null }, ids);
      glow = { bare, box: inkMap(engine, glowOnly).box };
    }
    parts.push({ svg, ink: inkMap(engine, svg), glow });
  }
  return parts;
}

/** [start, end) of at least `min` within [0, size), grown past `end` first, then before `start`. */
function atLeast(start: number, end: number, min: number, size: number): [number, number] {
  if (end - start >= min) return [start, end];
  const grownEnd = Math.min(size, start + min);
  return [Math.max(0, grownEnd - min), grownEnd];
}

/** The layers ready to be drawn band by band at `width`×`height` (the canvas's 16:9). */
export async function prepareTextOverlay(
  engine: RenderEngine,
  layers: TextLayer[],
  width: number,
  height: number,
): Promise<TextOverlay> {
  const parts = await layerParts(engine, layers);
  const scaleX = width / W;
  const scaleY = height / H;
  const toMapX = (x: number) => x / scaleX / inkScale;
  const toMapY = (y: number) => y / scaleY / inkScale;
  const m = inkMargin;
  return {
    band(top, rows) {
      const first = Math.floor(toMapY(top)) - m;
      const last = Math.floor(toMapY(top + rows - 1)) + m;
      let left = Infinity;
      let right = -Infinity;
      const drawn: LayerPart[] = [];
      for (const part of parts) {
        const columns = columnsOver(part.ink, first, last);
        if (!columns) continue;
        drawn.push(part);
        left = Math.min(left, columns.left - m);
        right = Math.max(right, columns.right + m);
      }
      if (drawn.length === 0) return null;
      const [x0, x1] = atLeast(
        Math.max(0, Math.floor(left * inkScale * scaleX)),
        Math.min(width, Math.ceil((right + 1) * inkScale * scaleX)),
        minSide,
        width,
      );
      // A short band is drawn with rows above it, so the render is never thinner than `minSide`.
      const y0 = Math.max(0, Math.min(top, top + rows - minSide));
      const [w, h] = [x1 - x0, top + rows - y0];
      // resvg's limit for groups with opacity, in ink-map px, kept clear of its edges by the margin.
      const limit: InkBox = {
        first: Math.ceil(toMapY(y0 - 2 * h)) + m,
        last: Math.floor(toMapY(y0 + 3 * h)) - m,
        left: Math.ceil(toMapX(x0 - 2 * w)) + m,
        right: Math.floor(toMapX(x0 + 3 * w)) - m,
      };
      let body = "";
      for (const part of drawn)
        body += part.glow && !(part.glow.box && boxesMeet(part.glow.box, limit)) ? part.glow.bare : part.svg;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x0} ${y0} ${w} ${h}"><g transform="scale(${scaleX} ${scaleY})">${body}</g></svg>`;
      const image = engine.rasterize(svg);
      if (image.width !== w || image.height !== h)
        throw new Error(`The text came out ${image.width}×${image.height}, not ${w}×${h}`);
      return { x: x0, y: y0, width: w, height: h, pixels: image.pixels };
    },
  };
}

/**
 * Lays a piece of the overlay over packed RGB rows `width` wide that start at output row `top`, in
 * place (premultiplied over opaque, as `compositeOver` does for RGBA).
 */
export function compositeOverRgb(
  rgb: Uint8Array,
  width: number,
  top: number,
  rows: number,
  piece: OverlayPiece,
) {
  const { pixels: overlay } = piece;
  const from = Math.max(top, piece.y);
  const to = Math.min(top + rows, piece.y + piece.height);
  for (let y = from; y < to; y++) {
    let i = (y - piece.y) * piece.width * 4;
    let o = ((y - top) * width + piece.x) * 3;
    for (let x = 0; x < piece.width; x++, i += 4, o += 3) {
      const a = overlay[i + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        rgb[o] = overlay[i]!;
        rgb[o + 1] = overlay[i + 1]!;
        rgb[o + 2] = overlay[i + 2]!;
        continue;
      }
      const keep = (255 - a) / 255;
      rgb[o] = overlay[i]! + rgb[o]! * keep;
      rgb[o + 1] = overlay[i + 1]! + rgb[o + 1]! * keep;
      rgb[o + 2] = overlay[i + 2]! + rgb[o + 2]! * keep;
    }
  }
}
