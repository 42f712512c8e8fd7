/**
 * The thumbnail score's measures of the text layers (docs/decisions/024-thumbnail-score.md): each
 * shown layer fitted where it is drawn (`layerBlock`), its ink's box on the canvas, the letters'
 * height in a phone's feed, the contrast of its colours with what surrounds it, and the places a
 * layer could move to (for the fixes that move or enlarge it).
 */
import { layerBlock, layerWords, shownLayers } from "~/engines/render/document-layers";
import type { FontLibrary } from "~/engines/render/fonts";
import { canvas, intersects, timestampZone, type Rect } from "~/engines/render/geometry";
import { hexToRgb } from "~/engines/render/palettes";
import type { RgbaImage } from "~/engines/render/pixels";
import { textBounds, type TextBlock } from "~/engines/render/scene";
import { documentPositions, type TextLayer, type TextPosition } from "~/engines/render/thumbnail-document";
import { contrastOf, relativeLuminance } from "~/engines/score/score-pixels";

/** How wide a thumbnail is in YouTube's phone feed at its smallest (the related-videos column). */
export const phoneFeedWidth = 168;

export interface MeasuredLayer {
  layer: TextLayer;
  block: TextBlock;
  /** Everything the layer paints, in canvas px (rotated layers: the box around the turned ink). */
  ink: Rect;
  words: number;
}

/** The shown layers, fitted as they are drawn. */
export function measureLayers(fonts: FontLibrary, layers: TextLayer[]): MeasuredLayer[] {
  return shownLayers(layers).map((layer) => {
    const block = layerBlock(fonts, layer);
    return { layer, block, ink: textBounds(block), words: layerWords(fonts, layer).words.length };
  });
}

/** Whether the drawn text is all capitals (then its smallest letters are capitals, not an x-height). */
const allCaps = (block: TextBlock) => {
  const text = block.fitted.lines.map((line) => line.words.join(" ")).join(" ");
  return text === text.toLocaleUpperCase("pt-BR");
};

/**
 * The height of the layer's small letters, in px, when the thumbnail is `phoneFeedWidth` wide:
 * the x-height for text in lower case, the capitals' height for text in capitals.
 */
export function feedLetterHeight(fonts: FontLibrary, block: TextBlock): number {
  const metrics = fonts[block.font].metrics;
  const em = metrics.extent((allCaps(block) ? "H" : "x").codePointAt(0)!).top;
  return em * block.fitted.fontSize * (phoneFeedWidth / canvas.width);
}

/** The layer the legibility is judged on: the headline, else the layer drawn biggest. */
export function mainLayer(measured: MeasuredLayer[]): MeasuredLayer | null {
  return (
    measured.find((m) => m.layer.role === "headline") ??
    [...measured].sort((a, b) => b.block.fitted.fontSize - a.block.fitted.fontSize)[0] ??
    null
  );
}

const area = (r: Rect) => Math.max(0, r.width) * Math.max(0, r.height);

/** The share (0–1) of `r` inside `zone`. */
export function shareInside(r: Rect, zone: Rect): number {
  const x0 = Math.max(r.x, zone.x);
  const x1 = Math.min(r.x + r.width, zone.x + zone.width);
  const y0 = Math.max(r.y, zone.y);
  const y1 = Math.min(r.y + r.height, zone.y + zone.height);
  return x1 > x0 && y1 > y0 ? ((x1 - x0) * (y1 - y0)) / Math.max(1, area(r)) : 0;
}

/** A plate that fills behind the letters (so the letters are read against its colours). */
function backingColours(layer: TextLayer): string[] | null {
  const plate = layer.plate;
  if (!plate) return null;
  if (plate.kind === "pill" || plate.kind === "band") return [plate.fill];
  if (plate.kind === "line-boxes") return plate.fills;
  if (plate.kind === "burst") return [plate.fill];
  return null;
}

/** An effect (outline or glow) counts as edging the letters when it is at least this wide, in em. */
const edgingEm = 0.04;

const luminanceOfHex = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return relativeLuminance(r, g, b);
};

/**
 * The luminances the letters are read against: a backing plate's fills, else the pixels in a band
 * just outside the layer's ink on the reduced copy (where the letters meet the picture; a bar or
 * underline drawn beside the text is decoration, not what the letters sit on, and is skipped),
 * else, when the document's background is given, the background's pixels under the ink itself.
 */
export function surroundLuminances(
  measured: MeasuredLayer,
  image: RgbaImage,
  background: RgbaImage | null,
): number[] {
  const backing = backingColours(measured.layer);
  if (backing) return backing.map(luminanceOfHex);
  const source = background ?? image;
  const scale = source.width / canvas.width;
  const { ink } = measured;
  const inner = background
    ? null
    : {
        x0: ink.x * scale - 2,
        x1: (ink.x + ink.width) * scale + 2,
        y0: ink.y * scale - 2,
        y1: (ink.y + ink.height) * scale + 2,
      };
  const pad = background ? 0 : 6;
  const x0 = Math.max(0, Math.floor(ink.x * scale - pad));
  const x1 = Math.min(source.width, Math.ceil((ink.x + ink.width) * scale + pad));
  const y0 = Math.max(0, Math.floor(ink.y * scale - pad));
  const y1 = Math.min(source.height, Math.ceil((ink.y + ink.height) * scale + pad));
  const plate = measured.layer.plate;
  const decoration =
    !background && (plate?.kind === "bar" || plate?.kind === "underline") ? hexToRgb(plate.color) : null;
  // At most ~4,000 samples, whatever the source's size.
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  const out: number[] = [];
  const p = source.pixels;
  for (let y = y0; y < y1; y += step)
    for (let x = x0; x < x1; x += step) {
      if (inner && x >= inner.x0 && x < inner.x1 && y >= inner.y0 && y < inner.y1) continue;
      const i = (y * source.width + x) * 4;
      if (
        decoration &&
        Math.abs(p[i]! - decoration[0]) +
          Math.abs(p[i + 1]! - decoration[1]) +
          Math.abs(p[i + 2]! - decoration[2]) <
          90
      )
        continue;
      out.push(relativeLuminance(p[i]!, p[i + 1]!, p[i + 2]!));
    }
  return out;
}

/**
 * The layer's contrast: for each of its colours (the fill, the accent) against each surrounding
 * luminance, the WCAG ratio — or, where an outline or glow at least `edgingEm` wide edges the
 * letters, the edge's ratio with the surround when the fill also stands out from the edge — and of
 * those the 25th percentile (the worse quarter of the surround, where the letters get lost).
 */
export function layerContrast(measured: MeasuredLayer, surround: number[]): number {
  const { block } = measured;
  const fills = [...new Set(block.colors.flat())].map(luminanceOfHex);
  const size = block.fitted.fontSize;
  const edges = [
    block.stroke && block.stroke.width / size >= edgingEm ? block.stroke.color : null,
    block.glow && block.glow.radius / size >= edgingEm ? block.glow.color : null,
  ].flatMap((c) => (c ? [luminanceOfHex(c)] : []));
  if (!surround.length) return 21;
  let worst = Infinity;
  for (const fill of fills) {
    const ratios = surround.map((bg) => {
      let ratio = contrastOf(fill, bg);
      for (const edge of edges)
        ratio = Math.max(ratio, Math.min(contrastOf(edge, bg), contrastOf(fill, edge)));
      return ratio;
    });
    ratios.sort((a, b) => a - b);
    worst = Math.min(worst, ratios[Math.floor(ratios.length / 4)]!);
  }
  return worst;
}

const presetPositions = documentPositions.filter((p): p is Exclude<TextPosition, "layout"> => p !== "layout");

/**
 * Where the layer reads biggest with none of its ink under the timestamp corner: of its own
 * position and the preset regions, the one whose fit at `size` is largest (ties go to its own
 * position, then to the region nearest its current ink), with that fit's size. Null when every
 * place reaches the corner.
 */
export function bestPlace(
  fonts: FontLibrary,
  measured: MeasuredLayer,
  size: number,
): { position: TextPosition; fontSize: number } | null {
  const { layer, ink } = measured;
  const here = { x: ink.x + ink.width / 2, y: ink.y + ink.height / 2 };
  let best: { position: TextPosition; fontSize: number; distance: number } | null = null;
  for (const position of [layer.position, ...presetPositions.filter((p) => p !== layer.position)]) {
    const block = layerBlock(fonts, { ...layer, size, position });
    const bounds = textBounds(block);
    if (intersects(bounds, timestampZone)) continue;
    const distance = Math.hypot(bounds.x + bounds.width / 2 - here.x, bounds.y + bounds.height / 2 - here.y);
    const fontSize = block.fitted.fontSize;
    if (!best || fontSize > best.fontSize || (fontSize === best.fontSize && distance < best.distance))
      best = { position, fontSize, distance };
  }
  return best && { position: best.position, fontSize: best.fontSize };
}
