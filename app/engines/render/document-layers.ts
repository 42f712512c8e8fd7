/**
 * Text layers as text blocks: where a layer's text goes (the layout's box or a preset region of
 * the canvas), fitted there at most at the layer's size with its outline, shadow, glow and plate,
 * coloured word by word. The layouts fit their headline and secondary text through `layerBlock`
 * too, so a layer taken from a layout (`sceneToDocumentParts`) refits exactly as it was drawn.
 */
import { drawableText, type FontId, type FontLibrary } from "~/engines/render/fonts";
import { canvas, center, type Rect } from "~/engines/render/geometry";
import { plateRoom } from "~/engines/render/plates";
import type { Scene, TextBlock } from "~/engines/render/scene";
import {
  bigNumberOf,
  emphasisedWords,
  fitText,
  wordsOf,
  type FitLimits,
  type TextLook,
} from "~/engines/render/text-fit";
import {
  sizeLimitsFor,
  type Plate,
  type TextLayer,
  type TextPosition,
} from "~/engines/render/thumbnail-document";

const { width: W, height: H } = canvas;

/** Space kept between a preset region and the canvas edges, in px. */
export const presetMargin = 48;

type Align = FitLimits["align"];
type Valign = FitLimits["valign"];

/**
 * The preset regions: left/right take ~55% of the width (full height), top/bottom ~45% of the
 * height (full width), the corners a quarter, the centre the middle. The bottom-right corner is
 * not kept clear of YouTube's timestamp: `readability.ts` warns instead.
 */
const presets: Record<Exclude<TextPosition, "layout">, { box: Rect; align: Align; valign: Valign }> = (() => {
  const m = presetMargin;
  const side = W * 0.55 - m;
  const band = H * 0.45 - m;
  const corner = { width: W / 2 - m, height: H / 2 - m };
  return {
    "top-left": { box: { x: m, y: m, ...corner }, align: "left", valign: "top" },
    top: { box: { x: m, y: m, width: W - 2 * m, height: band }, align: "center", valign: "top" },
    "top-right": { box: { x: W / 2, y: m, ...corner }, align: "right", valign: "top" },
    left: { box: { x: m, y: m, width: side, height: H - 2 * m }, align: "left", valign: "middle" },
    center: {
      box: { x: W * 0.15, y: H * 0.22, width: W * 0.7, height: H * 0.56 },
      align: "center",
      valign: "middle",
    },
    right: {
      box: { x: W - m - side, y: m, width: side, height: H - 2 * m },
      align: "right",
      valign: "middle",
    },
    "bottom-left": { box: { x: m, y: H / 2, ...corner }, align: "left", valign: "bottom" },
    bottom: {
      box: { x: m, y: H - m - band, width: W - 2 * m, height: band },
      align: "center",
      valign: "bottom",
    },
    "bottom-right": { box: { x: W / 2, y: H / 2, ...corner }, align: "right", valign: "bottom" },
  };
})();

/** The box for a position: the layer's own (the layout's) or a preset region. */
export function positionBox(position: TextPosition, layer: Pick<TextLayer, "box">): Rect {
  return position === "layout" ? layer.box : presets[position].box;
}

/** Where and how a layer's text is fitted: presets imply their alignment and are never turned. */
export function layerPlacement(layer: TextLayer): {
  box: Rect;
  align: Align;
  valign: Valign;
  rotation: number;
} {
  if (layer.position === "layout")
    return { box: layer.box, align: layer.align, valign: layer.valign, rotation: layer.rotation };
  const preset = presets[layer.position];
  return { box: preset.box, align: preset.align, valign: preset.valign, rotation: 0 };
}

/** Layers are cased the Portuguese way (English cases every letter the same). */
const casingLocale = "pt-BR";

/**
 * A px effect (at the layer's size) in em, to 1/10 000: a layer taken from a layout gives back
 * exactly the em its layout used, so it fits the same.
 */
const emOf = (px: number, size: number) => Math.round((px / size) * 10_000) / 10_000;

/** A text block to fit, in the layouts' terms: a look in em and a colour per word. */
export interface BlockSpec {
  role: TextBlock["role"];
  /** The words as drawn and a font that has all their characters (see `drawableText`). */
  font: FontId;
  words: string[];
  box: Rect;
  rotation: number;
  /** What the fit makes room for (the outline here includes a plate's room). */
  look: Omit<TextLook, "font">;
  limits: FitLimits;
  /** The colour of a word, by its index in the text and the index of its line. */
  color: (word: number, line: number) => string;
  /** The drawn outline (em) and colours of the shadow and glow the look makes room for. */
  stroke: { width: number; color: string } | null;
  shadowColor: string;
  glowColor: string;
  plate: Plate | null;
}

/** Fits a block: the largest size that fits, the colour of each word, the effects in px. */
export function fitBlock(fonts: FontLibrary, spec: BlockSpec): TextBlock {
  const look: TextLook = { ...spec.look, font: spec.font };
  const fitted = fitText(fonts[spec.font].metrics, spec.words, spec.box, look, spec.limits);
  const size = fitted.fontSize;
  let index = 0;
  const colors = fitted.lines.map((line, l) => line.words.map(() => spec.color(index++, l)));
  return {
    role: spec.role,
    font: spec.font,
    fitted,
    colors,
    stroke:
      spec.stroke && spec.stroke.width > 0
        ? { width: spec.stroke.width * size, color: spec.stroke.color }
        : null,
    shadow: look.shadow
      ? { dx: look.shadow.dx * size, dy: look.shadow.dy * size, color: spec.shadowColor }
      : null,
    glow: look.glow ? { radius: look.glow * size, color: spec.glowColor } : null,
    rotation: spec.rotation,
    pivot: center(spec.box),
    box: spec.box,
    plate: spec.plate,
  };
}

/**
 * The colour of each word: the accent on the keywords or on every other word (every other line
 * on line boxes, whose boxes alternate), else the layer's colour.
 */
function layerColors(layer: TextLayer, words: string[]): BlockSpec["color"] {
  const { color, accent, emphasis } = layer;
  if (accent === null || emphasis === "none") return () => color;
  if (emphasis === "keywords") {
    const keywords = emphasisedWords(words);
    return (i) => (keywords.has(i) ? accent : color);
  }
  const byLine = layer.plate?.kind === "line-boxes";
  return (i, line) => ((byLine ? line : i) % 2 ? accent : color);
}

/** The words a layer draws, cased, and the font that has their glyphs (its own or a fallback). */
export function layerWords(
  fonts: FontLibrary,
  layer: Pick<TextLayer, "text" | "font" | "uppercase">,
): { font: FontId; words: string[] } {
  const cased = layer.uppercase ? layer.text.toLocaleUpperCase(casingLocale) : layer.text;
  const drawable = drawableText(fonts, layer.font, cased);
  return { font: drawable.font, words: wordsOf(drawable.text) };
}

/** A layer fitted into its position's box, at most at its size: the block text-render draws. */
export function layerBlock(fonts: FontLibrary, layer: TextLayer): TextBlock {
  const { box, align, valign, rotation } = layerPlacement(layer);
  const { font, words } = layerWords(fonts, layer);
  const outline = emOf(layer.outline.width, layer.size);
  const block = fitBlock(fonts, {
    role: layer.role,
    font,
    words,
    box,
    rotation,
    look: {
      lineHeight: layer.lineHeight,
      letterSpacing: layer.letterSpacing,
      outline: Math.max(outline, plateRoom(layer.plate)),
      shadow: layer.shadow
        ? { dx: emOf(layer.shadow.dx, layer.size), dy: emOf(layer.shadow.dy, layer.size) }
        : null,
      glow: layer.glow ? emOf(layer.glow.radius, layer.size) : 0,
    },
    limits: { maxLines: layer.maxLines, maxSize: layer.size, align, valign },
    color: layerColors(layer, words),
    stroke: outline > 0 ? { width: outline, color: layer.outline.color } : null,
    shadowColor: layer.shadow?.color ?? "#000000",
    glowColor: layer.glow?.color ?? "#ffffff",
    plate: layer.plate,
  });
  return { ...block, layer };
}

/**
 * The layer a block reproduces, as a document stores it: its size the size it was fitted at
 * (what an editor shows; refitting at most that size gives the same fit), its effects in px at
 * that size, placed by the layout.
 */
function documentLayer(block: TextBlock & { layer: TextLayer }): TextLayer {
  const { layer } = block;
  const limits = sizeLimitsFor(layer.role);
  const size = Math.min(limits.max, Math.max(limits.min, block.fitted.fontSize));
  const px = (value: number) => emOf(value, layer.size) * size;
  return {
    ...layer,
    size,
    outline: { width: px(layer.outline.width), color: layer.outline.color },
    shadow: layer.shadow && { dx: px(layer.shadow.dx), dy: px(layer.shadow.dy), color: layer.shadow.color },
    glow: layer.glow && { radius: px(layer.glow.radius), color: layer.glow.color },
    position: "layout",
  };
}

const editable = (block: TextBlock): block is TextBlock & { layer: TextLayer } =>
  (block.role === "headline" || block.role === "secondary" || block.role === "badge") &&
  block.layer !== undefined;

/** The number a badge shows when it follows the headline (see `followsHeadline`). */
export const headlineNumber = (headline: string) => bigNumberOf(headline);

/**
 * A layout's scene split into the background (every item but the editable text, whose plates go
 * with it) and the text layers that draw that text again: the headline and secondary text in the
 * scene's order, then the badge, drawn over them (it sits on the text's edge in some layouts). A
 * badge that shows the headline's number follows the headline from then on.
 */
export function sceneToDocumentParts(scene: Scene): { background: Scene; layers: TextLayer[] } {
  const text: TextLayer[] = [];
  const badges: TextLayer[] = [];
  const items = scene.items.filter((item) => {
    if (item.kind !== "text" || !editable(item.block)) return true;
    (item.block.role === "badge" ? badges : text).push(documentLayer(item.block));
    return false;
  });
  const headline = text.find((layer) => layer.role === "headline");
  const number = headline ? headlineNumber(headline.text) : null;
  const followed = badges.map((badge) =>
    number !== null && badge.text === number ? { ...badge, followsHeadline: true } : badge,
  );
  return { background: { ...scene, items }, layers: [...text, ...followed] };
}

/** The layers a document draws: all but those the creator removed. */
export const shownLayers = (layers: TextLayer[]) => layers.filter((layer) => !layer.hidden);
