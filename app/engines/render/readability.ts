/**
 * Readability checks of a document's text, as an editor shows them: a layer whose paint reaches
 * the corner where YouTube draws the video's duration, and a layer whose letters are too small to
 * read in a phone's home feed. Pure: the layers are fitted (`layerBlock`), not drawn.
 */
import { layerBlock, shownLayers } from "~/engines/render/document-layers";
import type { FontLibrary } from "~/engines/render/fonts";
import { canvas, intersects, timestampZone } from "~/engines/render/geometry";
import { textBounds } from "~/engines/render/scene";
import type { TextLayer } from "~/engines/render/thumbnail-document";

export interface LayerWarning {
  layerId: string;
  kind: "under-timestamp" | "too-small";
  /** The height of the layer's capitals in a phone's feed, in CSS px (to 0.1). */
  mobilePx: number;
}

/** How wide a thumbnail is in a phone's home feed, in CSS px: the full width of a 360 px phone. */
export const mobileFeedWidth = 360;

/**
 * The smallest capital height, in CSS px at feed size, that reads at a glance: 7 px is the capitals
 * of 10 px text (display faces' capitals are ~0.7 em), the size of a phone's smallest system UI
 * text and of the feed's own metadata line, which is meant to be read but only by a reader who
 * looks for it. At 360/1280 it takes capitals of 25 px on the thumbnail, a font size of about 34 px
 * in Anton or Montserrat.
 */
export const minMobileCapHeightPx = 7;

/** The drawn layers' warnings, in layer order (a layer may have both; a removed one has none). */
export function documentWarnings(fonts: FontLibrary, layers: TextLayer[]): LayerWarning[] {
  const warnings: LayerWarning[] = [];
  for (const layer of shownLayers(layers)) {
    const block = layerBlock(fonts, layer);
    const capHeight = fonts[block.font].metrics.extent("H".codePointAt(0)!).top;
    const mobile = capHeight * block.fitted.fontSize * (mobileFeedWidth / canvas.width);
    const mobilePx = Math.round(mobile * 10) / 10;
    if (intersects(textBounds(block), timestampZone))
      warnings.push({ layerId: layer.id, kind: "under-timestamp", mobilePx });
    if (mobile < minMobileCapHeightPx) warnings.push({ layerId: layer.id, kind: "too-small", mobilePx });
  }
  return warnings;
}
