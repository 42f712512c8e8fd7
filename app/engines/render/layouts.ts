/**
 * The four compositions, which differ in layout and not only in colour:
 *
 * 1. side-headline — the headline stacked in the left half over a darkened side, an accent bar
 *    beside it, the highlight (a framed face, a product in a spotlight, a giant number, an arrow at
 *    a ringed subject, a before/after pair) on the right.
 * 2. tilted-band — the headline centred on a tilted band of the palette's colour across the
 *    picture, the highlight above it (or the picture split into before/after).
 * 3. diagonal-split — the picture dominant on the right behind a diagonal edge, the headline in
 *    boxed labels on a solid panel at the left, the highlight on the picture.
 * 4. center-stack — the picture full-bleed under a vignette and a shade from the top, the headline
 *    big, stacked and centred in the upper middle over a thick underline, the highlight below it.
 *
 * The Thumbnail Expert's three variations are the first three; the quick generator uses all four.
 * Layouts are pure: they return a `Scene` whose text blocks are already fitted, so their geometry
 * (kept out of `timestampZone`) is tested without rendering. The headline and the secondary text
 * are editable layers (`document-layers.ts`); what their fitted text sizes (a pill, line boxes, a
 * band, a bar) is their plate, drawn with them.
 */
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import type { ArtDirection } from "~/engines/render/art-direction";
import { fitBlock, layerBlock, layerWords } from "~/engines/render/document-layers";
import { drawableText, type FontId, type FontLibrary } from "~/engines/render/fonts";
import {
  canvas,
  center,
  clearOfTimestamp,
  intersects,
  right,
  rotatedBounds,
  timestampZone,
  type Rect,
} from "~/engines/render/geometry";
import { contrastRatio, mix, readableOn } from "~/engines/render/palettes";
import { bandTopAt, pillPadding } from "~/engines/render/plates";
import type { Random } from "~/engines/render/random";
import { layoutIds, type LayoutId } from "~/engines/render/layout-ids";
import { offlineBackground, photoFinish, vignette } from "~/engines/render/offline-background";
import {
  type BasePlan,
  type PictureSource,
  type Scene,
  type SceneItem,
  type TextBlock,
} from "~/engines/render/scene";
import {
  arrow,
  burst,
  chevron,
  circleFrame,
  productBox,
  ring,
  roundedRect,
  silhouette,
  spotlight,
} from "~/engines/render/shapes";
import { n, points, type SvgIds } from "~/engines/render/svg";
import {
  bigNumberOf,
  headlineForPlatform,
  wordsOf,
  type FitLimits,
  type TextLook,
} from "~/engines/render/text-fit";
import {
  layerSizeLimits,
  layerTextMaxLength,
  type Plate,
  type TextLayer,
} from "~/engines/render/thumbnail-document";

export { canvas, timestampZone };

export const layoutOrder: readonly LayoutId[] = layoutIds;

export interface LayoutContext {
  brief: ThumbnailBrief;
  art: ArtDirection;
  fonts: FontLibrary;
  random: Random;
  ids: SvgIds;
  /** An image-model background exists for this variation; the creator gave a reference. */
  hasBackground: boolean;
  hasReference: boolean;
}

const { width: W, height: H } = canvas;
const svg = (markup: string): SceneItem => ({ kind: "svg", markup });
const text = (block: TextBlock): SceneItem => ({ kind: "text", block });
const full: Rect = { x: 0, y: 0, width: W, height: H };

// ---------------------------------------------------------------------------------------------
// Text

/** Words and the font that has their glyphs (see `drawableText`). */
type DrawableWords = { font: FontId; words: string[] };

const locale = (brief: ThumbnailBrief) => (brief.language === "pt" ? "pt-BR" : "en-US");
const comparable = (s: string) => s.toLocaleLowerCase().replace(/\W+/g, "");

/** A label's or a number's words, cased for the brief's language, with glyphs in `font`. */
function labelWords(ctx: Pick<LayoutContext, "brief" | "fonts">, raw: string, font: FontId, upper: boolean) {
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
function label(
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
function editable(
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
function headlineOf(ctx: LayoutContext) {
  const source = { text: headlineText(ctx), font: ctx.art.headlineFont, uppercase: ctx.art.uppercase };
  return { ...source, words: layerWords(ctx.fonts, source).words };
}

/**
 * The headline's largest size (whole px, at most a layer's) and most lines: phones get fewer,
 * bigger lines; a headline of one or two words may grow half as big again (it is the whole
 * message).
 */
function sizeLimits(
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

/** The headline's colours: the palette's ink, its emphasis on keywords or every other word. */
function headlinePaint(ctx: LayoutContext): Pick<TextLayer, "color" | "accent" | "emphasis"> {
  const p = ctx.art.palette;
  return {
    color: p.ink,
    accent: p.emphasis,
    emphasis: ctx.art.alternate ? "alternate" : ctx.art.emphasis ? "keywords" : "none",
  };
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
function labelPill(
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
function kicker(
  ctx: LayoutContext,
  at: Rect,
  align: "left" | "center" = "left",
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

const beforeAfterWords = (ctx: LayoutContext) =>
  ctx.brief.language === "pt" ? (["ANTES", "DEPOIS"] as const) : (["BEFORE", "AFTER"] as const);

// ---------------------------------------------------------------------------------------------
// Pictures and highlights

/** Which picture shows the creator's subject (the reference first), if any. */
function subjectPicture(ctx: LayoutContext, focus = { x: 0.5, y: 0.45 }, zoom = 1): PictureSource | null {
  if (ctx.hasReference) return { source: "reference", focus, zoom };
  if (ctx.hasBackground) return { source: "background", focus, zoom };
  return null;
}

/** The highlight actually drawn: a big number needs a number in the headline or title. */
function highlightOf(ctx: LayoutContext) {
  const number = bigNumberOf(ctx.brief.headline, ctx.brief.title);
  const highlight = ctx.brief.highlight === "number" && !number ? "circle" : ctx.brief.highlight;
  return { highlight, number };
}

function faceItems(ctx: LayoutContext, c: { x: number; y: number }, r: number): SceneItem[] {
  const p = ctx.art.palette;
  const frame = circleFrame(c, r, p.accent, Math.max(10, r * 0.08));
  if (ctx.hasReference)
    return [
      svg(frame.under),
      {
        kind: "picture",
        picture: { source: "reference", focus: { x: 0.5, y: 0.4 }, zoom: 1.35 },
        rect: { x: c.x - r, y: c.y - r, width: r * 2, height: r * 2 },
        shape: "circle",
      },
      svg(frame.over),
    ];
  // Without a photo: a mystery silhouette with a big question mark on its head.
  const head = r * 0.36;
  return [
    svg(frame.under),
    svg(silhouette(ctx.ids, c, r, mix(p.deep, "#000000", 0.3), p.glow, mix(p.mid, p.bright, 0.35))),
    svg(frame.over),
    text(
      label(ctx, {
        role: "label",
        text: labelWords(ctx, "?", "anton", false),
        box: { x: c.x - head, y: c.y - r * 0.2 - head * 0.95, width: head * 2, height: head * 1.9 },
        look: { lineHeight: 1, letterSpacing: 0, outline: 0.06, shadow: null, glow: 0 },
        limits: { maxLines: 1, maxSize: 400, align: "center", valign: "middle" },
        color: p.emphasis !== p.ink ? p.emphasis : p.accent,
      }),
    ),
  ];
}

function productItems(
  ctx: LayoutContext,
  c: { x: number; y: number },
  size: number,
  tilt: number,
): SceneItem[] {
  const p = ctx.art.palette;
  const items: SceneItem[] = [svg(spotlight(ctx.ids, { x: c.x, y: c.y + size * 0.25 }, size * 1.5, p.glow))];
  if (ctx.hasReference) {
    const rect = { x: c.x - size / 2, y: c.y - size / 2, width: size, height: size };
    const border = { x: rect.x - 10, y: rect.y - 10, width: size + 20, height: size + 20 };
    const turn = ` transform="rotate(${n(tilt)} ${n(c.x)} ${n(c.y)})"`;
    items.push(
      svg(
        roundedRect(
          { ...border, x: border.x + 10, y: border.y + 14 },
          30,
          "#000",
          ` fill-opacity="0.45"${turn}`,
        ),
      ),
      svg(roundedRect(border, 30, "#ffffff", turn)),
      {
        kind: "picture",
        picture: { source: "reference", focus: { x: 0.5, y: 0.5 }, zoom: 1.1 },
        rect,
        shape: "rounded",
        rotation: tilt,
      },
    );
  } else {
    items.push(
      svg(
        productBox(
          c,
          size,
          p.band === "#ffffff" ? "#d9d9d9" : p.band,
          p.emphasis === p.band ? p.ink : p.emphasis,
        ),
      ),
    );
  }
  return items;
}

/** A number on a starburst badge. */
function numberBadge(
  ctx: LayoutContext,
  c: { x: number; y: number },
  radius: number,
  number: string,
): SceneItem[] {
  const p = ctx.art.palette;
  const inner = radius * 0.78;
  const side = inner * 1.3;
  return [
    svg(burst(c, inner, radius, 14, p.band, "#000")),
    text(
      label(ctx, {
        role: "number",
        text: labelWords(ctx, number, "anton", true),
        box: { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side },
        look: { lineHeight: 1, letterSpacing: 0, outline: 0, shadow: null, glow: 0 },
        limits: { maxLines: 1, maxSize: 200, align: "center", valign: "middle" },
        rotation: -8,
        color: p.bandInk,
      }),
    ),
  ];
}

function ringColour(ctx: LayoutContext, against: string) {
  const p = ctx.art.palette;
  return contrastRatio(p.accent, against) >= 2 ? p.accent : readableOn(against);
}

/** Two panels side by side in `rect` (left dull, right vivid), labelled, with a ">" between. */
function beforeAfterPanels(ctx: LayoutContext, rect: Rect): SceneItem[] {
  const p = ctx.art.palette;
  const gap = 16;
  const half = (rect.width - gap) / 2;
  const left = { ...rect, width: half };
  const rightPanel = { ...rect, x: rect.x + half + gap, width: half };
  const items: SceneItem[] = [];
  const picture = subjectPicture(ctx);
  for (const [panel, isBefore] of [
    [left, true],
    [rightPanel, false],
  ] as const) {
    items.push(
      svg(
        roundedRect(
          { x: panel.x - 6, y: panel.y - 6, width: panel.width + 12, height: panel.height + 12 },
          24,
          "#ffffff",
        ),
      ),
    );
    if (picture) items.push({ kind: "picture", picture, rect: panel, shape: "rounded", dull: isBefore });
    else {
      const id = ctx.ids.next("panel");
      const [a, b] = isBefore ? ["#5a5a5a", "#2b2b2b"] : [p.bright, p.mid];
      items.push(
        svg(
          `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
            roundedRect(panel, 18, `url(#${id})`),
        ),
      );
      if (!isBefore)
        items.push(svg(burst(center(panel), panel.width * 0.18, panel.width * 0.3, 10, p.emphasis, "#000")));
    }
  }
  const [before, after] = beforeAfterWords(ctx);
  const labelHeight = 64;
  items.push(
    labelPill(
      ctx,
      before,
      { x: left.x + 10, y: left.y + 12, width: half - 20, height: labelHeight },
      "#2b2b2b",
      "#ffffff",
      "center",
    ),
    labelPill(
      ctx,
      after,
      { x: rightPanel.x + 10, y: rightPanel.y + 12, width: half - 20, height: labelHeight },
      p.band,
      p.bandInk,
      "center",
    ),
    svg(chevron({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }, 38, p.band, p.bandInk)),
  );
  return items;
}

/**
 * The picture split down the middle into before (left, dulled) and after (right), with a white
 * seam and the two labels at `labelsY` (tilted-band and center-stack).
 */
function beforeAfterSplit(ctx: LayoutContext, base: BasePlan, labelsY: number): SceneItem[] {
  const p = ctx.art.palette;
  const items: SceneItem[] = [];
  const picture = base.kind === "photo" ? base.picture : null;
  if (picture)
    items.push({
      kind: "picture",
      picture,
      rect: full,
      shape: "rect",
      dull: true,
      clip: { x: 0, y: 0, width: W / 2, height: H },
    });
  else items.push(svg(`<rect width="${W / 2}" height="${H}" fill="#1e1e1e" fill-opacity="0.72"/>`));
  items.push(svg(`<rect x="${W / 2 - 4}" width="8" height="${H}" fill="#ffffff"/>`));
  const [before, after] = beforeAfterWords(ctx);
  items.push(
    labelPill(ctx, before, { x: 48, y: labelsY, width: 380, height: 68 }, "#2b2b2b", "#ffffff"),
    labelPill(ctx, after, { x: W - 428, y: labelsY, width: 380, height: 68 }, p.band, p.bandInk, "right"),
  );
  return items;
}

// ---------------------------------------------------------------------------------------------
// 1. side-headline

function sideHeadline(ctx: LayoutContext): Scene {
  const { art, brief } = ctx;
  const p = art.palette;
  const { highlight, number } = highlightOf(ctx);
  const subjectInHighlight = ctx.hasReference && (highlight === "face" || highlight === "product");
  const base: BasePlan = ctx.hasBackground
    ? {
        kind: "photo",
        picture: { source: "background", focus: { x: 0.5, y: 0.5 }, zoom: 1 },
        region: full,
        tint: 0.08,
        blur: art.blurBackground,
        brightness: 1,
      }
    : ctx.hasReference
      ? {
          kind: "photo",
          picture: { source: "reference", focus: { x: 0.5, y: 0.45 }, zoom: 1 },
          region: full,
          tint: subjectInHighlight ? Math.min(0.75, art.grade.tint + 0.4) : art.grade.tint,
          blur: subjectInHighlight || art.blurBackground,
          brightness: subjectInHighlight ? 0.7 : 1,
        }
      : { kind: "offline" };
  const focus = { x: W * 0.75, y: H * 0.42 };
  const background = { art, random: ctx.random, ids: ctx.ids, focus };
  const items: SceneItem[] = [
    svg(base.kind === "offline" ? offlineBackground(background, 0) : photoFinish(background)),
  ];

  // The darkened side the headline sits on.
  const scrim = ctx.ids.next("scrim");
  const strength = base.kind === "offline" ? 0.55 : 0.88;
  items.push(
    svg(
      `<linearGradient id="${scrim}" x1="0" y1="0" x2="1" y2="0">` +
        `<stop offset="0" stop-color="${p.deep}" stop-opacity="${strength}"/>` +
        `<stop offset="0.4" stop-color="${p.deep}" stop-opacity="${n(strength * 0.7)}"/>` +
        `<stop offset="0.68" stop-color="${p.deep}" stop-opacity="0"/></linearGradient>` +
        `<rect width="${W}" height="${H}" fill="url(#${scrim})"/>`,
    ),
  );

  // The highlight, on the right.
  const spot: Rect = { x: 790, y: 64, width: 430, height: 496 };
  const spotCentre = center(spot);
  const after: SceneItem[] = [];
  if (highlight === "face")
    items.push(...faceItems(ctx, spotCentre, Math.min(spot.width, spot.height) / 2 - 24));
  else if (highlight === "product") items.push(...productItems(ctx, spotCentre, 300, 4));
  else if (highlight === "before-after") items.push(...beforeAfterPanels(ctx, spot));
  else if (highlight === "number" && number)
    items.push(
      text(
        label(ctx, {
          role: "number",
          text: labelWords(ctx, number, "anton", true),
          box: spot,
          look: { lineHeight: 1, letterSpacing: 0, outline: 0.06, shadow: { dx: 0.03, dy: 0.045 }, glow: 0 },
          limits: { maxLines: 2, maxSize: 420, align: "center", valign: "middle" },
          rotation: -6,
          color: p.emphasis !== p.ink ? p.emphasis : p.band,
        }),
      ),
    );
  else {
    const target = { x: focus.x + 10, y: focus.y + 20 };
    items.push(svg(ring(target, 170, 135, -8, ringColour(ctx, p.deep), 12)));
    if (highlight === "arrow")
      items.push(
        svg(arrow({ x: 735, y: 655 }, { x: target.x - 160, y: target.y + 110 }, 44, p.accent, "#000")),
      );
  }

  // Kicker and headline on the left.
  const k = kicker(ctx, { x: 48, y: 44, width: 620, height: 64 });
  items.push(...k.items);
  const top = k.used ? 124 : 56;
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 210, desktop: 165, both: 185 });
  const headline = editable(ctx, {
    role: "headline",
    ...head,
    ...headlinePaint(ctx),
    box: { x: 64, y: top, width: brief.platform === "mobile" ? 700 : 660, height: 668 - top },
    look: art.headline,
    limits: { ...limits, align: "left", valign: "middle" },
    plate: { kind: "bar", color: p.accent },
  });
  items.push(text(headline), ...after);
  return { layout: "side-headline", base, items };
}

// ---------------------------------------------------------------------------------------------
// 2. tilted-band

function tiltedBand(ctx: LayoutContext): Scene {
  const { art, brief } = ctx;
  const p = art.palette;
  const { highlight, number } = highlightOf(ctx);
  const base: BasePlan = ctx.hasBackground
    ? {
        kind: "photo",
        picture: { source: "background", focus: { x: 0.5, y: 0.45 }, zoom: 1.05 },
        region: full,
        tint: 0.12,
        blur: art.blurBackground,
        brightness: 0.85,
      }
    : ctx.hasReference
      ? {
          kind: "photo",
          picture: { source: "reference", focus: { x: 0.5, y: 0.4 }, zoom: 1.1 },
          region: full,
          tint: Math.min(0.8, art.grade.tint + 0.2),
          blur: art.blurBackground,
          brightness: 0.82,
        }
      : { kind: "offline" };
  const focus = { x: W * 0.5, y: H * 0.3 };
  const background = { art, random: ctx.random, ids: ctx.ids, focus };
  const items: SceneItem[] = [
    svg(base.kind === "offline" ? offlineBackground(background, 1) : photoFinish(background)),
  ];
  const rotation = Math.min(art.tilt, -2);

  const k = kicker(ctx, { x: 48, y: 40, width: 620, height: 62 });
  const labelsTop = k.used ? 116 : 44;

  // Highlights that sit above the band (the band, drawn with the headline, may overlap them).
  const badge = { x: W - 200, y: 185 };
  if (highlight === "face") items.push(...faceItems(ctx, badge, 130));
  else if (highlight === "product") items.push(...productItems(ctx, { x: W - 210, y: 190 }, 230, 6));
  else if (highlight === "before-after") {
    items.push(...beforeAfterSplit(ctx, base, labelsTop));
  }
  items.push(...k.items);

  // The headline on a band of its height across the picture, turned; for the circle highlight,
  // a ring around its emphasised word.
  const head = headlineOf(ctx);
  const mobile = brief.platform === "mobile";
  const limits = sizeLimits(ctx, head.words, { mobile: 180, desktop: 140, both: 160 });
  const headline = editable(ctx, {
    role: "headline",
    ...head,
    color: p.bandInk,
    accent: null,
    emphasis: "none",
    box: { x: 110, y: mobile ? 250 : 275, width: W - 220, height: mobile ? 310 : 270 },
    look: { ...art.headline, outline: 0, shadow: null, glow: 0 },
    limits: { ...limits, align: "center", valign: "middle" },
    rotation,
    plate: {
      kind: "band",
      fill: p.band,
      stripe: p.band === p.ink || p.band === "#ffffff" ? p.deep : "#ffffff",
      ring: highlight === "circle" ? ringColour(ctx, p.band) : null,
    },
  });
  items.push(text(headline));

  // The number and the arrow end above the band's top edge, so the band never hides the number.
  const bandTop = (x: number) => bandTopAt(headline, x);
  if (highlight === "number" && number) {
    const x = W - 195;
    // The number's box is about half the badge's radius each way; the badge may leave the canvas
    // at the top, a little.
    const top = Math.min(bandTop(x - 80), bandTop(x + 80)) - 12;
    const radius = Math.max(100, Math.min(150, top / (0.6 + 0.51)));
    const y = Math.max(radius * 0.6, Math.min(175, top - radius * 0.51));
    items.push(...numberBadge(ctx, { x, y }, radius, number));
  } else if (highlight === "arrow") {
    const tip = { x: W - 320, y: Math.min(205, bandTop(W - 320) - 30) };
    items.push(svg(arrow({ x: W - 110, y: 48 }, tip, 44, p.accent, "#000")));
  }
  return { layout: "tilted-band", base, items };
}

// ---------------------------------------------------------------------------------------------
// 3. diagonal-split

function diagonalSplit(ctx: LayoutContext): Scene {
  const { art, brief } = ctx;
  const p = art.palette;
  const { highlight, number } = highlightOf(ctx);
  const region: Rect = { x: 440, y: 0, width: W - 440, height: H };
  const faceFocus = highlight === "face";
  const picture: PictureSource | null = ctx.hasBackground
    ? { source: "background", focus: { x: 0.5, y: 0.5 }, zoom: 1 }
    : ctx.hasReference && highlight !== "product"
      ? {
          source: "reference",
          focus: faceFocus ? { x: 0.5, y: 0.38 } : { x: 0.5, y: 0.45 },
          zoom: faceFocus ? 1.25 : 1,
        }
      : null;
  const base: BasePlan = picture
    ? { kind: "photo", picture, region, tint: art.grade.tint * 0.6, blur: false, brightness: 1 }
    : { kind: "offline" };
  const focus = { x: W * 0.72, y: H * 0.45 };
  const background = { art, random: ctx.random, ids: ctx.ids, focus };
  const items: SceneItem[] = [
    svg(base.kind === "offline" ? offlineBackground(background, 2) : photoFinish(background)),
  ];
  const subject = { x: region.x + region.width * 0.5, y: H * 0.46 };
  const late: SceneItem[] = [];

  // Highlights on the picture, under the panel.
  if (highlight === "circle") items.push(svg(ring(subject, 200, 165, -6, ringColour(ctx, p.deep), 12)));
  else if (highlight === "face") {
    if (picture?.source !== "reference") items.push(...faceItems(ctx, subject, 220));
  } else if (highlight === "product")
    items.push(...productItems(ctx, { x: subject.x + 30, y: subject.y }, 340, -4));
  else if (highlight === "before-after") {
    const split = 900;
    if (picture)
      items.push({
        kind: "picture",
        picture,
        rect: region,
        shape: "rect",
        dull: true,
        clip: { x: region.x, y: 0, width: split - region.x, height: H },
      });
    else
      items.push(
        svg(
          `<rect x="${region.x}" width="${split - region.x}" height="${H}" fill="#1e1e1e" fill-opacity="0.72"/>`,
        ),
      );
    items.push(svg(`<rect x="${split - 4}" width="8" height="${H}" fill="#ffffff"/>`));
    const [before, after] = beforeAfterWords(ctx);
    late.push(
      labelPill(
        ctx,
        before,
        { x: 640, y: 40, width: split - 660, height: 64 },
        "#2b2b2b",
        "#ffffff",
        "right",
      ),
      labelPill(
        ctx,
        after,
        { x: split + 20, y: 40, width: W - split - 60, height: 64 },
        p.band,
        p.bandInk,
        "right",
      ),
    );
  }

  // The panel with its diagonal edge and an accent stripe along it.
  const panel = ctx.ids.next("panel");
  items.push(
    svg(
      `<linearGradient id="${panel}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.panel[0]}"/><stop offset="1" stop-color="${p.panel[1]}"/></linearGradient>` +
        `<polygon points="${points([
          [0, 0],
          [618, 0],
          [488, H],
          [0, H],
        ])}" fill="#000" fill-opacity="0.45" transform="translate(14 0)"/>` +
        `<polygon points="${points([
          [0, 0],
          [600, 0],
          [470, H],
          [0, H],
        ])}" fill="url(#${panel})"/>` +
        `<polygon points="${points([
          [600, 0],
          [628, 0],
          [498, H],
          [470, H],
        ])}" fill="${p.accent}"/>`,
    ),
  );

  // Kicker, then the headline in boxed labels.
  const k = kicker(ctx, { x: 40, y: 36, width: 520, height: 60 });
  items.push(...k.items);
  const top = k.used ? 122 : 64;
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 150, desktop: 112, both: 128 });
  const rotation = art.tilt / 2;
  // Boxes of the band's colour and white in turn, the text on each in a colour that reads on it.
  const light = p.monochrome ? p.band : "#ffffff";
  const label = editable(ctx, {
    role: "headline",
    ...head,
    color: p.bandInk,
    accent: contrastRatio(p.band, light) >= 3 ? p.band : readableOn(light),
    emphasis: "alternate",
    box: { x: 40, y: top, width: brief.platform === "mobile" ? 560 : 520, height: 672 - top },
    look: { lineHeight: 1.3, letterSpacing: art.headline.letterSpacing, outline: 0, shadow: null, glow: 0 },
    limits: { ...limits, align: "left", valign: "middle" },
    rotation,
    plate: { kind: "line-boxes", fills: [p.band, light], shadow: true },
  });
  const f = label.fitted;
  items.push(text(label));

  // Highlights over everything.
  if (highlight === "arrow") {
    const from = { x: Math.min(right(f.ink) + 30, 600), y: f.ink.y + f.ink.height * 0.35 };
    items.push(svg(arrow(from, { x: subject.x - 60, y: subject.y - 40 }, 40, p.accent, "#000")));
  } else if (highlight === "number" && number)
    items.push(...numberBadge(ctx, { x: W - 170, y: 160 }, 130, number));
  items.push(...late);
  return { layout: "diagonal-split", base, items };
}

// ---------------------------------------------------------------------------------------------
// 4. center-stack

function centerStack(ctx: LayoutContext): Scene {
  const { art } = ctx;
  const p = art.palette;
  const { highlight, number } = highlightOf(ctx);
  const subjectInHighlight = ctx.hasReference && (highlight === "face" || highlight === "product");
  const base: BasePlan = ctx.hasBackground
    ? {
        kind: "photo",
        picture: { source: "background", focus: { x: 0.5, y: 0.55 }, zoom: 1.08 },
        region: full,
        tint: 0.15,
        blur: art.blurBackground,
        brightness: 0.9,
      }
    : ctx.hasReference
      ? {
          kind: "photo",
          picture: { source: "reference", focus: { x: 0.5, y: 0.42 }, zoom: 1.05 },
          region: full,
          tint: subjectInHighlight
            ? Math.min(0.8, art.grade.tint + 0.4)
            : Math.min(0.7, art.grade.tint + 0.1),
          blur: subjectInHighlight || art.blurBackground,
          brightness: subjectInHighlight ? 0.7 : 0.9,
        }
      : { kind: "offline" };
  const focus = { x: W * 0.5, y: H * 0.62 };
  const background = { art, random: ctx.random, ids: ctx.ids, focus };
  const items: SceneItem[] = [
    svg(base.kind === "offline" ? offlineBackground(background, 3) : photoFinish(background)),
  ];

  // A shade from the top, where the headline stands, and a heavy vignette.
  const shade = ctx.ids.next("shade");
  items.push(
    svg(
      `<linearGradient id="${shade}" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${p.deep}" stop-opacity="0.8"/>` +
        `<stop offset="0.55" stop-color="${p.deep}" stop-opacity="0.3"/>` +
        `<stop offset="1" stop-color="${p.deep}" stop-opacity="0"/></linearGradient>` +
        `<rect width="${W}" height="${H}" fill="url(#${shade})"/>` +
        vignette(ctx.ids, Math.max(0.6, art.vignette)),
    ),
  );

  // The highlight, in the lower third.
  const subject = { x: W / 2, y: 545 };
  if (highlight === "face") items.push(...faceItems(ctx, { x: W / 2, y: 560 }, 125));
  else if (highlight === "product") items.push(...productItems(ctx, subject, 220, 0));
  else if (highlight === "number" && number)
    items.push(...numberBadge(ctx, { x: W / 2, y: 555 }, 130, number));
  else if (highlight === "before-after") {
    items.push(...beforeAfterSplit(ctx, base, 450));
  } else {
    items.push(svg(ring(subject, 190, 125, -6, ringColour(ctx, p.deep), 12)));
    if (highlight === "arrow")
      items.push(
        svg(arrow({ x: 150, y: 650 }, { x: subject.x - 200, y: subject.y + 20 }, 40, p.accent, "#000")),
      );
  }

  // Kicker and headline, centred: a narrow box, so the words stack.
  const k = kicker(ctx, { x: 340, y: 36, width: 600, height: 62 }, "center");
  items.push(...k.items);
  const top = k.used ? 116 : 44;
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 200, desktop: 150, both: 175 });
  const headline = editable(ctx, {
    role: "headline",
    ...head,
    ...headlinePaint(ctx),
    box: { x: 220, y: top, width: W - 440, height: 388 - top },
    look: art.headline,
    limits: { ...limits, align: "center", valign: "middle" },
    plate: { kind: "underline", color: p.accent },
  });
  items.push(text(headline));
  return { layout: "center-stack", base, items };
}

const layouts: Record<LayoutId, (ctx: LayoutContext) => Scene> = {
  "side-headline": sideHeadline,
  "tilted-band": tiltedBand,
  "diagonal-split": diagonalSplit,
  "center-stack": centerStack,
};

/** The scene of the `layout`-th composition of `layoutOrder` (0–3). */
export function layoutScene(ctx: LayoutContext, layout: number): Scene {
  const count = layoutOrder.length;
  return layouts[layoutOrder[((layout % count) + count) % count]!](ctx);
}
