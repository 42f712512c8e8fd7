/**
 * The three compositions, which differ in layout and not only in colour:
 *
 * 1. side-headline — the headline stacked in the left half over a darkened side, the highlight
 *    (a framed face, a product in a spotlight, a giant number, an arrow at a ringed subject, a
 *    before/after pair) on the right.
 * 2. tilted-band — the headline centred on a tilted band of the palette's colour across the
 *    picture, the highlight above it (or the picture split into before/after).
 * 3. diagonal-split — the picture dominant on the right behind a diagonal edge, the headline in
 *    boxed labels on a solid panel at the left, the highlight on the picture.
 *
 * Layouts are pure: they return a `Scene` whose text blocks are already fitted, so their geometry
 * (kept out of `timestampZone`) is tested without rendering.
 */
import type { ThumbnailBrief } from "~/expert/thumbnail-brief";
import type { ArtDirection } from "./art-direction";
import { drawableText, type FontId, type FontLibrary } from "./fonts";
import {
  bottom,
  canvas,
  center,
  clearOfTimestamp,
  intersects,
  right,
  rotatedBounds,
  timestampZone,
  type Rect,
} from "./geometry";
import { offlineBackground, photoFinish } from "./offline-background";
import { contrastRatio, mix, readableOn } from "./palettes";
import type { Random } from "./random";
import type { BasePlan, LayoutId, PictureSource, Scene, SceneItem, TextBlock } from "./scene";
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
} from "./shapes";
import { n, points, type SvgIds } from "./svg";
import {
  bigNumberOf,
  emphasisedWords,
  fitText,
  headlineForPlatform,
  wordWidth,
  wordsOf,
  type FitLimits,
  type TextLook,
} from "./text-fit";

export { canvas, timestampZone };

export const layoutOrder: readonly LayoutId[] = ["side-headline", "tilted-band", "diagonal-split"];

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

interface PreparedText {
  font: FontId;
  words: string[];
}

const locale = (brief: ThumbnailBrief) => (brief.language === "pt" ? "pt-BR" : "en-US");
const comparable = (s: string) => s.toLocaleLowerCase().replace(/\W+/g, "");

function prepare(
  ctx: Pick<LayoutContext, "brief" | "fonts">,
  raw: string,
  font: FontId,
  upper: boolean,
): PreparedText {
  const cased = upper ? raw.toLocaleUpperCase(locale(ctx.brief)) : raw;
  const drawable = drawableText(ctx.fonts, font, cased);
  return { font: drawable.font, words: wordsOf(drawable.text) };
}

/** The headline as drawn: shortened for phones, cased for the style, with glyphs in its font. */
export function headlineText(ctx: Pick<LayoutContext, "brief" | "art" | "fonts">): PreparedText {
  const raw = ctx.brief.headline.trim() || ctx.brief.title.trim() || ctx.brief.niche.trim();
  return prepare(ctx, headlineForPlatform(raw, ctx.brief.platform), ctx.art.headlineFont, ctx.art.uppercase);
}

/** Desktop only: the title (when it says something else than the headline) or the niche, small. */
function secondaryText(ctx: LayoutContext): PreparedText | null {
  if (ctx.brief.platform !== "desktop") return null;
  const title = ctx.brief.title.trim();
  const useTitle = title && comparable(title) !== comparable(ctx.brief.headline) && [...title].length <= 48;
  const raw = useTitle ? title : ctx.brief.niche.trim();
  if (!raw) return null;
  const prepared = prepare(ctx, raw, ctx.art.secondaryFont, true);
  return prepared.words.length ? prepared : null;
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

interface BlockSpec {
  role: TextBlock["role"];
  text: PreparedText;
  box: Rect;
  look: Omit<TextLook, "font">;
  limits: FitLimits;
  rotation?: number;
  color: (wordIndex: number) => string;
  outlineColor?: string;
  shadowColor?: string;
  glowColor?: string;
  /** Fit with the outline's room but draw none (labels keep their padding this way). */
  hideOutline?: boolean;
}

function block(ctx: LayoutContext, spec: BlockSpec): TextBlock {
  const rotation = spec.rotation ?? 0;
  const box = clearBox(spec.box, rotation);
  const look: TextLook = { ...spec.look, font: spec.text.font };
  const fitted = fitText(ctx.fonts[spec.text.font].metrics, spec.text.words, box, look, spec.limits);
  const size = fitted.fontSize;
  let index = 0;
  const colors = fitted.lines.map((line) => line.words.map(() => spec.color(index++)));
  const p = ctx.art.palette;
  return {
    role: spec.role,
    font: spec.text.font,
    fitted,
    colors,
    stroke:
      look.outline && !spec.hideOutline
        ? { width: look.outline * size, color: spec.outlineColor ?? p.outline }
        : null,
    shadow: look.shadow
      ? { dx: look.shadow.dx * size, dy: look.shadow.dy * size, color: spec.shadowColor ?? p.shadow }
      : null,
    glow: look.glow ? { radius: look.glow * size, color: spec.glowColor ?? ctx.art.glowColor } : null,
    rotation,
    pivot: center(box),
    box,
  };
}

/**
 * The headline's largest size and most lines: phones get fewer, bigger lines; a headline of one or
 * two words may grow half as big again (it is the whole message).
 */
function sizeLimits(
  ctx: LayoutContext,
  words: string[],
  base: { mobile: number; desktop: number; both: number },
) {
  const platform = ctx.brief.platform;
  const short = words.length <= 2 ? 1.5 : words.length <= 4 ? 1.2 : 1;
  return {
    maxSize: base[platform] * ctx.art.sizeScale * short,
    maxLines: platform === "mobile" ? 3 : platform === "desktop" ? 5 : 4,
  };
}

function headlineColor(ctx: LayoutContext, words: string[]) {
  const p = ctx.art.palette;
  const emphasised = emphasisedWords(words);
  return (i: number) =>
    ctx.art.alternate
      ? i % 2
        ? p.emphasis
        : p.ink
      : ctx.art.emphasis && emphasised.has(i)
        ? p.emphasis
        : p.ink;
}

/** A small label on a pill (the desktop kicker, "ANTES"/"DEPOIS"). */
function pill(
  ctx: LayoutContext,
  words: PreparedText,
  box: Rect,
  fill: string,
  ink: string,
  align: "left" | "right" | "center" = "left",
  role: TextBlock["role"] = "label",
): SceneItem[] {
  const padX = 16;
  const padY = 10;
  const fitted = block(ctx, {
    role,
    text: words,
    box: { x: box.x + padX, y: box.y + padY, width: box.width - padX * 2, height: box.height - padY * 2 },
    look: { lineHeight: 1.1, letterSpacing: 0.03, outline: 0, shadow: null, glow: 0 },
    limits: { maxLines: 1, maxSize: 40, align, valign: "middle" },
    color: () => ink,
  });
  const inked = fitted.fitted.ink;
  const rect = {
    x: inked.x - padX,
    y: inked.y - padY,
    width: inked.width + padX * 2,
    height: inked.height + padY * 2,
  };
  return [
    svg(
      roundedRect({ ...rect, x: rect.x + 4, y: rect.y + 6 }, rect.height / 2, "#000", ' fill-opacity="0.35"'),
    ),
    svg(roundedRect(rect, rect.height / 2, fill)),
    text(fitted),
  ];
}

function kicker(ctx: LayoutContext, at: Rect): { items: SceneItem[]; used: boolean } {
  const words = secondaryText(ctx);
  if (!words) return { items: [], used: false };
  const p = ctx.art.palette;
  return { items: pill(ctx, words, at, p.band, p.bandInk, "left", "secondary"), used: true };
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
      block(ctx, {
        role: "label",
        text: prepare(ctx, "?", "anton", false),
        box: { x: c.x - head, y: c.y - r * 0.2 - head * 0.95, width: head * 2, height: head * 1.9 },
        look: { lineHeight: 1, letterSpacing: 0, outline: 0.06, shadow: null, glow: 0 },
        limits: { maxLines: 1, maxSize: 400, align: "center", valign: "middle" },
        color: () => (p.emphasis !== p.ink ? p.emphasis : p.accent),
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
  const prepared = prepare(ctx, number, "anton", true);
  const side = inner * 1.3;
  return [
    svg(burst(c, inner, radius, 14, p.band, "#000")),
    text(
      block(ctx, {
        role: "number",
        text: prepared,
        box: { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side },
        look: { lineHeight: 1, letterSpacing: 0, outline: 0, shadow: null, glow: 0 },
        limits: { maxLines: 1, maxSize: 200, align: "center", valign: "middle" },
        rotation: -8,
        color: () => p.bandInk,
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
    ...pill(
      ctx,
      prepare(ctx, before, ctx.art.secondaryFont, true),
      { x: left.x + 10, y: left.y + 12, width: half - 20, height: labelHeight },
      "#2b2b2b",
      "#ffffff",
      "center",
    ),
    ...pill(
      ctx,
      prepare(ctx, after, ctx.art.secondaryFont, true),
      { x: rightPanel.x + 10, y: rightPanel.y + 12, width: half - 20, height: labelHeight },
      p.band,
      p.bandInk,
      "center",
    ),
    svg(chevron({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }, 38, p.band, p.bandInk)),
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
        block(ctx, {
          role: "number",
          text: prepare(ctx, number, "anton", true),
          box: spot,
          look: { lineHeight: 1, letterSpacing: 0, outline: 0.06, shadow: { dx: 0.03, dy: 0.045 }, glow: 0 },
          limits: { maxLines: 2, maxSize: 420, align: "center", valign: "middle" },
          rotation: -6,
          color: () => (p.emphasis !== p.ink ? p.emphasis : p.band),
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
  const head = headlineText(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 210, desktop: 165, both: 185 });
  const headline = block(ctx, {
    role: "headline",
    text: head,
    box: { x: 64, y: top, width: brief.platform === "mobile" ? 700 : 660, height: 668 - top },
    look: art.headline,
    limits: { ...limits, align: "left", valign: "middle" },
    color: headlineColor(ctx, head.words),
  });
  const ink = headline.fitted.ink;
  items.push(
    svg(
      `<rect x="28" y="${n(ink.y + 8)}" width="12" height="${n(Math.max(0, ink.height - 16))}" rx="6" fill="${p.accent}"/>`,
    ),
  );
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

  // Highlights that sit above the band (drawn first: the band may overlap them).
  const after: SceneItem[] = [];
  const badge = { x: W - 200, y: 185 };
  if (highlight === "face") items.push(...faceItems(ctx, badge, 130));
  else if (highlight === "product") items.push(...productItems(ctx, { x: W - 210, y: 190 }, 230, 6));
  else if (highlight === "number" && number)
    after.push(...numberBadge(ctx, { x: W - 195, y: 175 }, 150, number));
  else if (highlight === "arrow")
    after.push(svg(arrow({ x: W - 110, y: 48 }, { x: W - 320, y: 205 }, 44, p.accent, "#000")));
  else if (highlight === "before-after") {
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
    const [before, afterWord] = beforeAfterWords(ctx);
    items.push(
      ...pill(
        ctx,
        prepare(ctx, before, art.secondaryFont, true),
        { x: 48, y: labelsTop, width: 380, height: 68 },
        "#2b2b2b",
        "#ffffff",
      ),
      ...pill(
        ctx,
        prepare(ctx, afterWord, art.secondaryFont, true),
        { x: W - 428, y: labelsTop, width: 380, height: 68 },
        p.band,
        p.bandInk,
        "right",
      ),
    );
  }
  items.push(...k.items);

  // The band and the headline on it.
  const head = headlineText(ctx);
  const mobile = brief.platform === "mobile";
  const limits = sizeLimits(ctx, head.words, { mobile: 180, desktop: 140, both: 160 });
  const headline = block(ctx, {
    role: "headline",
    text: head,
    box: { x: 110, y: mobile ? 250 : 275, width: W - 220, height: mobile ? 310 : 270 },
    look: { ...art.headline, outline: 0, shadow: null, glow: 0 },
    limits: { ...limits, align: "center", valign: "middle" },
    rotation,
    color: () => p.bandInk,
  });
  const ink = headline.fitted.ink;
  const padY = headline.fitted.fontSize * 0.16;
  const band = { x: -160, y: ink.y - padY, width: W + 320, height: ink.height + padY * 2 };
  const turn = `rotate(${n(rotation)} ${n(headline.pivot.x)} ${n(headline.pivot.y)})`;
  const stripe = p.band === p.ink || p.band === "#ffffff" ? p.deep : "#ffffff";
  items.push(
    svg(
      `<g transform="${turn}">` +
        `<rect x="${n(band.x)}" y="${n(band.y + 16)}" width="${n(band.width)}" height="${n(band.height)}" fill="#000" fill-opacity="0.4"/>` +
        `<rect x="${n(band.x)}" y="${n(band.y)}" width="${n(band.width)}" height="${n(band.height)}" fill="${p.band}"/>` +
        `<rect x="${n(band.x)}" y="${n(band.y + 8)}" width="${n(band.width)}" height="4" fill="${stripe}" fill-opacity="0.85"/>` +
        `<rect x="${n(band.x)}" y="${n(bottom(band) - 12)}" width="${n(band.width)}" height="4" fill="${stripe}" fill-opacity="0.85"/>` +
        `</g>`,
    ),
    text(headline),
  );

  // The ring goes around the emphasised word, turned with the band.
  if (highlight === "circle") {
    const words = head.words;
    const emphasised = emphasisedWords(words);
    const target = emphasised.size ? Math.min(...emphasised) : Math.floor((words.length - 1) / 2);
    const metrics = ctx.fonts[head.font].metrics;
    const f = headline.fitted;
    const space = metrics.advance(32) * f.fontSize + f.letterSpacing;
    let seen = 0;
    for (const [i, line] of f.lines.entries()) {
      if (target >= seen + line.words.length) {
        seen += line.words.length;
        continue;
      }
      const index = target - seen;
      const widthOf = (word: string) => wordWidth(metrics, word, f.letterSpacing / f.fontSize) * f.fontSize;
      let x = f.frame.x + line.x;
      for (const word of line.words.slice(0, index)) x += widthOf(word) + space;
      const w = widthOf(line.words[index]!);
      const c = { x: x + w / 2, y: f.frame.y + (i + 0.5) * f.lineHeight };
      after.push(
        svg(
          `<g transform="${turn}">${ring(c, w / 2 + 30, f.lineHeight / 2 + 12, 0, ringColour(ctx, p.band), 10)}</g>`,
        ),
      );
      break;
    }
  }
  items.push(...after);
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
      ...pill(
        ctx,
        prepare(ctx, before, art.secondaryFont, true),
        { x: 640, y: 40, width: split - 660, height: 64 },
        "#2b2b2b",
        "#ffffff",
        "right",
      ),
      ...pill(
        ctx,
        prepare(ctx, after, art.secondaryFont, true),
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
  const head = headlineText(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 150, desktop: 112, both: 128 });
  const rotation = art.tilt / 2;
  const boxFill = (i: number) => (i % 2 === 0 || p.monochrome ? p.band : "#ffffff");
  const boxInk = (i: number) => {
    if (i % 2 === 0) return p.bandInk;
    const fill = boxFill(i);
    return contrastRatio(p.band, fill) >= 3 ? p.band : readableOn(fill);
  };
  // The label's padding is fitted as an invisible outline so the boxes stay inside the box too.
  const label = block(ctx, {
    role: "headline",
    text: head,
    box: { x: 40, y: top, width: brief.platform === "mobile" ? 560 : 520, height: 672 - top },
    look: { lineHeight: 1.3, letterSpacing: art.headline.letterSpacing, outline: 0.2, shadow: null, glow: 0 },
    limits: { ...limits, align: "left", valign: "middle" },
    rotation,
    color: () => "#000",
    hideOutline: true,
  });
  const f = label.fitted;
  const metrics = ctx.fonts[head.font].metrics;
  const capHeight = metrics.extent("H".codePointAt(0)!).top;
  label.colors = f.lines.map((line, i) => line.words.map(() => boxInk(i)));
  const turn = `rotate(${n(rotation)} ${n(label.pivot.x)} ${n(label.pivot.y)})`;
  let boxes = "";
  f.lines.forEach((line, i) => {
    const baseline =
      f.frame.y +
      i * f.lineHeight +
      (f.lineHeight - (metrics.ascent + metrics.descent) * f.fontSize) / 2 +
      metrics.ascent * f.fontSize;
    const padX = f.fontSize * 0.18;
    const padY = f.fontSize * 0.15;
    // Descenders (p, g, ç) stay inside the box; accents above capitals may rise out of it.
    const descent = Math.max(
      0,
      ...[...line.words.join("")].map((c) => metrics.extent(c.codePointAt(0)!).bottom),
    );
    const top = baseline - capHeight * f.fontSize - padY;
    const rect = {
      x: f.frame.x + line.x - padX,
      y: top,
      width: line.width - f.letterSpacing + padX * 2,
      height: baseline + Math.max(padY, descent * f.fontSize + padY * 0.5) - top,
    };
    boxes +=
      roundedRect({ ...rect, x: rect.x + 8, y: rect.y + 10 }, 6, "#000", ' fill-opacity="0.45"') +
      roundedRect(rect, 6, boxFill(i));
  });
  items.push(svg(`<g transform="${turn}">${boxes}</g>`), text(label));

  // Highlights over everything.
  if (highlight === "arrow") {
    const from = { x: Math.min(right(f.ink) + 30, 600), y: f.ink.y + f.ink.height * 0.35 };
    items.push(svg(arrow(from, { x: subject.x - 60, y: subject.y - 40 }, 40, p.accent, "#000")));
  } else if (highlight === "number" && number)
    items.push(...numberBadge(ctx, { x: W - 170, y: 160 }, 130, number));
  items.push(...late);
  return { layout: "diagonal-split", base, items };
}

const layouts: Record<LayoutId, (ctx: LayoutContext) => Scene> = {
  "side-headline": sideHeadline,
  "tilted-band": tiltedBand,
  "diagonal-split": diagonalSplit,
};

/** The scene of the `variation`-th thumbnail (0, 1 or 2). */
export function layoutScene(ctx: LayoutContext, variation: number): Scene {
  return layouts[layoutOrder[variation % layoutOrder.length]!](ctx);
}
