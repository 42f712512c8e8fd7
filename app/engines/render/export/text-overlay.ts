/**
 * A document's text layers drawn as vectors at an export's size, one band of output rows at a time
 * (docs/decisions/023-export-at-the-plans-resolution.md): satori turns the layers into SVG paths
 * once, then resvg renders only the band asked for — an outer <svg> the band's size whose viewBox is
 * the band's rows in output pixels, the document scaled up inside it — so an 8K overlay (132 MB as
 * RGBA) never exists whole. A quarter-size render made first says which rows have any ink, and
 * bands without text are not rendered at all.
 */
import { canvas } from "~/engines/render/geometry";
import { layerBlock, shownLayers } from "~/engines/render/document-layers";
import type { RenderEngine } from "~/engines/render/render-engine";
import { SvgIds } from "~/engines/render/svg";
import { textBlockSvg } from "~/engines/render/text-render";
import type { TextLayer } from "~/engines/render/thumbnail-document";

const { width: W, height: H } = canvas;

/** The ink map is made at this fraction of the canvas (320×180): cheap, and enough to skip bands. */
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

/** The shown layers as SVG fragments in canvas px: what `renderDocument` draws over its background. */
async function layersBody(engine: RenderEngine, layers: TextLayer[]): Promise<string> {
  const ids = new SvgIds();
  const parts: string[] = [];
  for (const layer of shownLayers(layers))
    parts.push(await textBlockSvg(engine, layerBlock(engine.fonts, layer), ids));
  return parts.join("");
}

/** For each row of the quarter-size render, whether any pixel has ink. */
function inkRows(engine: RenderEngine, body: string): Uint8Array {
  const width = W / inkScale;
  const height = H / inkScale;
  const { pixels } = engine.rasterize(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${body}</svg>`,
  );
  const rows = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    for (let i = y * width * 4 + 3, end = (y + 1) * width * 4; i < end; i += 4) {
      if (pixels[i] !== 0) {
        rows[y] = 1;
        break;
      }
    }
  }
  return rows;
}

/** The layers ready to be drawn band by band at `width`×`height` (the canvas's 16:9). */
export async function prepareTextOverlay(
  engine: RenderEngine,
  layers: TextLayer[],
  width: number,
  height: number,
): Promise<TextOverlay> {
  const body = await layersBody(engine, layers);
  if (body === "") return { band: () => null };
  const ink = inkRows(engine, body);
  const scale = width / W;
  const scaleY = height / H;
  // Output px → ink-map rows, widened by the margin.
  const inked = (top: number, rows: number) => {
    const first = Math.max(0, Math.floor(top / scaleY / inkScale) - inkMargin);
    const last = Math.min(ink.length - 1, Math.floor((top + rows) / scaleY / inkScale) + inkMargin);
    for (let y = first; y <= last; y++) if (ink[y]) return true;
    return false;
  };
  // The document scaled to the output once; each band is a viewBox (whole output px) over it.
  const scaled = `<g transform="scale(${scale} ${scaleY})">${body}</g>`;
  return {
    band(top, rows) {
      if (!inked(top, rows)) return null;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 ${top} ${width} ${rows}">${scaled}</svg>`;
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
