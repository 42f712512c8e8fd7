/**
 * The words a composition draws: the headline and the desktop's secondary text as editable layers
 * (`document-layers.ts`), and the labels and numbers baked into the background, each fitted in a
 * box kept clear of the timestamp corner.
 */
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { fitBlock, layerBlock, layerWords } from "~/engines/render/document-layers";
import { drawableText, type FontId } from "~/engines/render/fonts";
import {
  center,
  clearOfTimestamp,
  intersects,
  rotatedBounds,
  timestampZone,
  type Rect,
} from "~/engines/render/geometry";
import { text, type LayoutContext } from "~/engines/render/layouts/context";
import { pillPadding } from "~/engines/render/plates";
import type { SceneItem, TextBlock } from "~/engines/render/scene";
import { headlineForPlatform, wordsOf, type FitLimits, type TextLook } from "~/engines/render/text-fit";
import {
  layerSizeLimits,
  layerTextMaxLength,
  type Plate,
  type TextLayer,
} from "~/engines/render/thumbnail-document";

/** Words and the font that has their glyphs (see `drawableText`). */
type DrawableWords = { font: FontId; words: string[] };

const locale = (brief: ThumbnailBrief) => (brief.language === "pt" ? "pt-BR" : "en-US");
const comparable = (s: string) => s.toLocaleLowerCase().replace(/\W+/g, "");

/** A label's or a number's words, cased for the brief's language, with glyphs in `font`. */
export function labelWords(
  ctx: Pick<LayoutContext, "brief" | "fonts">,
  raw: string,
  font: FontId,
  upper: boolean,
) {
  const cased = upper ? raw.toLocaleUpperCase(locale(ctx.brief)) : raw;
  const drawable = drawableText(ctx.fonts, font, cased);
  return { font: drawable.font, words: wordsOf(drawable.text) };
}

/** At most `max` characters, cut at a space when there is one (a text layer's limit). */
function clipped(text: string, max = layerTextMaxLength): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).lastIndexOf(" ");
  return (cut > 0 ? text.slice(0, cut) : text.slice(0, max)).trim();
}

/** The headline as typed: shortened for phones, at most a layer's length. */
export function headlineText(ctx: Pick<LayoutContext, "brief">): string {
  const raw = ctx.brief.headline.trim() || ctx.brief.title.trim() || ctx.brief.niche.trim();
  return clipped(headlineForPlatform(raw, ctx.brief.platform));
}

/** Desktop only: the title (when it says something else than the headline) or the niche, small. */
function secondaryText(ctx: LayoutContext): string | null {
  if (ctx.brief.platform !== "desktop") return null;
  const title = ctx.brief.title.trim();
  const useTitle = title && comparable(title) !== comparable(ctx.brief.headline) && [...title].length <= 48;
  const raw = clipped(useTitle ? title : ctx.brief.niche.trim());
  if (!raw) return null;
  return layerWords(ctx.fonts, { text: raw, font: ctx.art.secondaryFont, uppercase: true }).words.length
    ? raw
    : null;
}

/** `box` shrunk until, turned by `rotation` about its centre, it is clear of the timestamp corner. */
function clearBox(box: Rect, rotation: number): Rect {
  let current = box;
  for (let i = 0; i < 40; i++) {
    const bounds = rotatedBounds(current, rotation, center(current).x, center(current).y);
    if (!intersects(bounds, timestampZone)) return current;
    const cleared = clearOfTimestamp(bounds);
    const lessHeight = bounds.height - cleared.height;
    const lessWidth = bounds.width - cleared.width;
    current =
      lessHeight > 0 && cleared.height > 0
        ? { ...current, height: Math.max(10, current.height - lessHeight - 2) }
        : { ...current, width: Math.max(10, current.width - Math.max(2, lessWidth) - 2) };
  }
  return current;
}

interface FitSpec {
  box: Rect;
  look: Omit<TextLook, "font">;
  limits: FitLimits;
  rotation?: number;
  plate?: Plate | null;
}

/** A label or a number: text baked into the background (not editable), in one colour. */
export function label(
  ctx: LayoutContext,
  spec: FitSpec & { role: "label" | "number"; text: DrawableWords; color: string },
): TextBlock {
  const rotation = spec.rotation ?? 0;
  const p = ctx.art.palette;
  return fitBlock(ctx.fonts, {
    role: spec.role,
    font: spec.text.font,
    words: spec.text.words,
    box: clearBox(spec.box, rotation),
    rotation,
    look: spec.look,
    limits: spec.limits,
    color: () => spec.color,
    stroke: spec.look.outline ? { width: spec.look.outline, color: p.outline } : null,
    shadowColor: p.shadow,
    glowColor: ctx.art.glowColor,
    plate: spec.plate ?? null,
  });
}

/**
 * The headline or the secondary text, as an editable layer placed by the layout (its box clear of
 * the timestamp corner) and fitted from it: the outline, shadow and glow in px at the layer's
 * size, in the palette's colours.
 */
export function editable(
  ctx: LayoutContext,
  spec: FitSpec & Pick<TextLayer, "role" | "text" | "font" | "uppercase" | "color" | "accent" | "emphasis">,
): TextBlock {
  const p = ctx.art.palette;
  const rotation = spec.rotation ?? 0;
  const { look, limits } = spec;
  const size = limits.maxSize;
  const px = (em: number) => em * size;
  const layer: TextLayer = {
    id: spec.role,
    role: spec.role,
    text: spec.text,
    font: spec.font,
    uppercase: spec.uppercase,
    size,
    color: spec.color,
    accent: spec.accent,
    emphasis: spec.emphasis,
    outline: { width: px(look.outline), color: p.outline },
    shadow: look.shadow ? { dx: px(look.shadow.dx), dy: px(look.shadow.dy), color: p.shadow } : null,
    glow: look.glow ? { radius: px(look.glow), color: ctx.art.glowColor } : null,
    plate: spec.plate ?? null,
    position: "layout",
    box: clearBox(spec.box, rotation),
    rotation,
    align: limits.align,
    valign: limits.valign,
    maxLines: limits.maxLines,
    lineHeight: look.lineHeight,
    letterSpacing: look.letterSpacing,
  };
  return layerBlock(ctx.fonts, layer);
}

/** The headline's text and font as a layer has them, and its words as drawn. */
export function headlineOf(ctx: LayoutContext) {
  const source = { text: headlineText(ctx), font: ctx.art.headlineFont, uppercase: ctx.art.uppercase };
  return { ...source, words: layerWords(ctx.fonts, source).words };
}

/**
 * The headline's largest size (whole px, at most a layer's) and most lines: phones get fewer,
 * bigger lines; a headline of one or two words may grow half as big again (it is the whole
 * message).
 */
export function sizeLimits(
  ctx: LayoutContext,
  words: string[],
  base: { mobile: number; desktop: number; both: number },
) {
  const platform = ctx.brief.platform;
  const short = words.length <= 2 ? 1.5 : words.length <= 4 ? 1.2 : 1;
  return {
    maxSize: Math.min(layerSizeLimits.max, Math.floor(base[platform] * ctx.art.sizeScale * short)),
    maxLines: platform === "mobile" ? 3 : platform === "desktop" ? 5 : 4,
  };
}

/**
 * The headline drawn in the art direction's own look: the palette's ink, its emphasis on keywords
 * or every other word (side-headline and center-stack; the others paint it on a band or boxes).
 */
export function inkHeadline(
  ctx: LayoutContext,
  head: ReturnType<typeof headlineOf>,
  spec: Pick<FitSpec, "box" | "limits" | "plate">,
): TextBlock {
  const p = ctx.art.palette;
  return editable(ctx, {
    role: "headline",
    ...head,
    color: p.ink,
    accent: p.emphasis,
    emphasis: ctx.art.alternate ? "alternate" : ctx.art.emphasis ? "keywords" : "none",
    look: ctx.art.headline,
    ...spec,
  });
}

const pillLook = { lineHeight: 1.1, letterSpacing: 0.03, outline: 0, shadow: null, glow: 0 };

/** The box inside a pill's box that its text is fitted in. */
const pillInside = (box: Rect): Rect => ({
  x: box.x + pillPadding.x,
  y: box.y + pillPadding.y,
  width: box.width - pillPadding.x * 2,
  height: box.height - pillPadding.y * 2,
});

/** A small label on a pill ("ANTES"/"DEPOIS"), baked into the background. */
export function labelPill(
  ctx: LayoutContext,
  raw: string,
  box: Rect,
  fill: string,
  ink: string,
  align: "left" | "right" | "center" = "left",
): SceneItem {
  return text(
    label(ctx, {
      role: "label",
      text: labelWords(ctx, raw, ctx.art.secondaryFont, true),
      box: pillInside(box),
      look: pillLook,
      limits: { maxLines: 1, maxSize: 40, align, valign: "middle" },
      color: ink,
      plate: { kind: "pill", fill, shadow: true },
    }),
  );
}

/** The desktop kicker: the secondary text on a pill of the band's colour (an editable layer). */
export function kicker(
  ctx: LayoutContext,
  at: Rect,
  align: "left" | "center" | "right" = "left",
): { items: SceneItem[]; used: boolean } {
  const secondary = secondaryText(ctx);
  if (!secondary) return { items: [], used: false };
  const p = ctx.art.palette;
  const block = editable(ctx, {
    role: "secondary",
    text: secondary,
    font: ctx.art.secondaryFont,
    uppercase: true,
    box: pillInside(at),
    look: pillLook,
    limits: { maxLines: 1, maxSize: 40, align, valign: "middle" },
    color: p.bandInk,
    accent: null,
    emphasis: "none",
    plate: { kind: "pill", fill: p.band, shadow: true },
  });
  return { items: [text(block)], used: true };
}

export const beforeAfterWords = (ctx: LayoutContext) =>
  ctx.brief.language === "pt" ? (["ANTES", "DEPOIS"] as const) : (["BEFORE", "AFTER"] as const);
