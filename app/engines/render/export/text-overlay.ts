/**
 * A document's text layers drawn as vectors at an export's size, one band of output rows at a time
 * (docs/decisions/023-export-at-the-plans-resolution.md): satori turns the layers into SVG paths
 * once, then resvg renders only the band asked for — an outer <svg> the band's size whose viewBox is
 * the band's rows in output pixels, the document scaled up inside it — so an 8K overlay (132 MB as
 * RGBA) never exists whole. A quarter-size render of each layer says which rows it has ink on, and
 * a band draws only the layers with ink there (none: no render at all).
 *
 * resvg 2.6's WASM build aborts (and is unusable after) when a group with opacity — a glow's
 * translucent strokes, `text-render.ts` — lies wholly outside its layer limit, the pixmap's size
 * twice over on each side: [top − 2·rows, top + 3·rows] for a band. So a layer's glow is drawn
 * only in bands whose limit reaches the glow's ink; elsewhere the layer is drawn without it, which
 * changes no pixel of the band (the glow has no ink there).
 */
import { canvas } from "~/engines/render/geometry";
import { layerBlock, shownLayers } from "~/engines/render/document-layers";
import type { RenderEngine } from "~/engines/render/render-engine";
import { SvgIds } from "~/engines/render/svg";
import { textBlockSvg } from "~/engines/render/text-render";
import type { TextLayer } from "~/engines/render/thumbnail-document";

const { width: W, height: H } = canvas;

/** The ink maps are made at this fraction of the canvas (320×180): cheap, and enough to skip bands. */
const inkScale = 4;
/** Ink-map rows kept around each inked one: antialiasing and rounding never fall outside them. */
const inkMargin = 2;

export interface TextOverlay {
  /**
   * The text over output rows [top, top + rows) as premultiplied RGBA (`rows` × the output width),
   * or null when no layer has ink there.
   */
  band(top: number, rows: number): Uint8Array | null;
}

/** The first and last ink-map rows with any ink (null: none). */
type InkRows = { first: number; last: number } | null;

/** A layer's fragments in canvas px and where they have ink. */
interface LayerPart {
  svg: string;
  ink: InkRows;
  /** Without its glow, and where the glow (with the text it surrounds) has ink; null: no glow. */
  glow: { bare: string; ink: InkRows } | null;
}

/** The rows of a quarter-size render of `fragment` that have ink. */
function inkRows(engine: RenderEngine, fragment: string): InkRows {
  const width = W / inkScale;
  const height = H / inkScale;
  const { pixels } = engine.rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${fragment}</svg>`,
  );
  let first = -1;
  let last = -1;
  for (let y = 0; y < height; y++) {
    for (let i = y * width * 4 + 3, end = (y + 1) * width * 4; i < end; i += 4) {
      if (pixels[i] !== 0) {
        if (first < 0) first = y;
        last = y;
        break;
      }
    }
  }
  return first < 0 ? null : { first: first - inkMargin, last: last + inkMargin };
}

/** The shown layers as fragments, in drawing order, with their ink rows. */
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
      glow = { bare, ink: inkRows(engine, glowOnly) };
    }
    parts.push({ svg, ink: inkRows(engine, svg), glow });
  }
  return parts;
}

const meets = (ink: InkRows, first: number, last: number) =>
  ink !== null && ink.first <= last && ink.last >= first;

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
  /** Output rows → ink-map rows (rounded outwards). */
  const inkRow = (y: number) => y / scaleY / inkScale;
  return {
    band(top, rows) {
      const [first, last] = [Math.floor(inkRow(top)), Math.floor(inkRow(top + rows))];
      // resvg's limit for groups with opacity, kept clear of its edges by the margin.
      const [limitFirst, limitLast] = [
        Math.ceil(inkRow(top - 2 * rows)) + inkMargin,
        Math.floor(inkRow(top + 3 * rows)) - inkMargin,
      ];
      let body = "";
      for (const part of parts) {
        if (!meets(part.ink, first, last)) continue;
        body += part.glow && !meets(part.glow.ink, limitFirst, limitLast) ? part.glow.bare : part.svg;
      }
      if (body === "") return null;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 ${top} ${width} ${rows}"><g transform="scale(${scaleX} ${scaleY})">${body}</g></svg>`;
      const image = engine.rasterize(svg);
      if (image.width !== width || image.height !== rows)
        throw new Error(`The text band came out ${image.width}×${image.height}, not ${width}×${rows}`);
      return image.pixels;
    },
  };
}

/** Lays a premultiplied RGBA band over packed RGB rows in place (as `compositeOver` does for RGBA). */
export function compositeOverRgb(rgb: Uint8Array, overlay: Uint8Array, pixels: number) {
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += 4, o += 3) {
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
