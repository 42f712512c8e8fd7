/**
 * The creator's photo as the hero (docs/decisions/022-creator-photo-as-hero.md): every layout
 * that has a reference shows it big, on the side where the subject is, and puts its text on the
 * other side, clear of the subject's box.
 *
 * - A cut-out (a PNG with a transparent background) is placed whole, its subject a third to a
 *   half of the frame wide and nearly its full height, with an outline and a glow around its
 *   silhouette, over the style's own background (the offline art or the image model's).
 * - A plain photo fills a large part of the frame (55–62 % of its width) on the subject's side,
 *   framed on its subject and lightly graded, beside a panel of the palette's deep colour showing
 *   the style's art, the photo's inner edge fading into it.
 *
 * The subject is never greyed (only a monochrome palette makes the whole picture grey). The
 * highlight the brief asks for is the hero itself for a face or a product; a number, the
 * before/after labels and the kicker sit above the headline on the text side; for an arrow or a
 * circle, an arrow from the text side points at the subject (a ring would cross the face).
 */
import { bottom, right, type Rect } from "~/engines/render/geometry";
import { backdrop, H, svg, W, type LayoutContext } from "~/engines/render/layouts/context";
import * as highlights from "~/engines/render/layouts/highlights";
import { beforeAfterWords, kicker, labelPill } from "~/engines/render/layouts/text";
import { coverWindow } from "~/engines/render/pixels";
import type { BasePlan, SceneItem } from "~/engines/render/scene";
import { arrow } from "~/engines/render/shapes";
import type { Subject } from "~/engines/render/subject";
import { n } from "~/engines/render/svg";

export type Side = "left" | "right";

export interface Hero {
  /** Where the subject stands; the text is on the other side. */
  side: Side;
  /** The subject's box on the canvas (px). */
  subject: Rect;
  /** Where the text may go: beside the subject, never over it. */
  text: Rect;
  base: BasePlan;
  /** The backdrop, the picture or cut-out and the panel, in drawing order. */
  items: SceneItem[];
}

const margin = 44;
/** Space kept between the subject's box and the text. */
const gap = 28;

/** Under the hero: the image model's background when there is one, else the offline art. */
function backgroundBase(ctx: LayoutContext): BasePlan {
  if (!ctx.hasBackground) return { kind: "offline" };
  return {
    kind: "photo",
    picture: { source: "background", focus: { x: 0.5, y: 0.5 }, zoom: 1 },
    region: { x: 0, y: 0, width: W, height: H },
    tint: 0.12,
    blur: ctx.art.blurBackground,
    brightness: 0.85,
  };
}

/** The subject's side: where it is in the picture, else the layout's own. */
function sideOf(subject: Subject, preferred: Side): Side {
  const middle = subject.box.x + subject.box.width / 2;
  if (subject.cutout) return preferred;
  return middle < 0.42 ? "left" : middle > 0.58 ? "right" : preferred;
}

const mirrored = (r: Rect, side: Side): Rect => (side === "right" ? r : { ...r, x: W - right(r) });

/** The text's area: the other side of the canvas, up to `gap` short of the subject's box. */
function textArea(side: Side, subject: Rect, widest: number): Rect {
  if (side === "right") {
    const end = Math.min(subject.x - gap, widest);
    return { x: margin, y: 36, width: end - margin, height: H - 72 };
  }
  const start = Math.max(right(subject) + gap, W - widest);
  return { x: start, y: 36, width: W - margin - start, height: H - 72 };
}

/**
 * A cut-out placed on `side`: the subject's box scaled to fill about half the canvas's width or
 * its height (less the top margin), whichever comes first; a subject that reaches the bottom of
 * its picture (a person cut at the chest) is made larger and stands on the canvas's bottom edge.
 */
function placeCutout(subject: Subject, side: Side): { picture: Rect; subject: Rect } {
  const box = {
    x: subject.box.x * subject.width,
    y: subject.box.y * subject.height,
    width: subject.box.width * subject.width,
    height: subject.box.height * subject.height,
  };
  const standing = subject.box.y + subject.box.height > 0.96;
  const top = 30;
  let scale = Math.min((W * 0.5) / box.width, (H - top) / box.height);
  if (standing) scale *= 1.18;
  const width = box.width * scale;
  const height = box.height * scale;
  const x = Math.max(W * 0.46, Math.min(W - 16 - width, W * 0.73 - width / 2));
  const y = standing ? top : (H - height) / 2;
  const placed = mirrored({ x, y, width, height: Math.min(height, H - y) }, side);
  const picture = {
    x: placed.x - box.x * scale,
    y: placed.y - box.y * scale,
    width: subject.width * scale,
    height: subject.height * scale,
  };
  return { picture, subject: placed };
}

function cutoutHero(ctx: LayoutContext, subject: Subject, side: Side, variant: number): Hero {
  const p = ctx.art.palette;
  const base = backgroundBase(ctx);
  const placed = placeCutout(subject, side);
  const focus = { x: placed.subject.x + placed.subject.width / 2, y: H * 0.4 };
  const items: SceneItem[] = [
    backdrop(ctx, base, focus, variant),
    {
      kind: "cutout",
      rect: placed.picture,
      outline: { color: p.band === p.deep ? p.accent : p.band, width: 9 },
      glow: p.glow,
    },
  ];
  return { side, subject: placed.subject, text: textArea(side, placed.subject, W * 0.56), base, items };
}

/** The photo's inner edge fading into the panel of the style's art beside it. */
function feather(ctx: LayoutContext, region: Rect, side: Side): SceneItem {
  const p = ctx.art.palette;
  const fade = ctx.ids.next("fade");
  const width = 150;
  const edge = side === "right" ? region.x : right(region) - width;
  const [from, to] = side === "right" ? [1, 0] : [0, 1];
  return svg(
    `<linearGradient id="${fade}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.deep}" stop-opacity="${from}"/><stop offset="1" stop-color="${p.deep}" stop-opacity="${to}"/></linearGradient>` +
      `<rect x="${n(edge)}" width="${width}" height="${H}" fill="url(#${fade})"/>`,
  );
}

function photoHero(ctx: LayoutContext, subject: Subject, side: Side, share: number, variant: number): Hero {
  const region = mirrored({ x: W * (1 - share), y: 0, width: W * share, height: H }, side);
  const box = subject.box;
  const focus = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const zoom = Math.max(1, Math.min(1.6, 0.6 / box.height));
  const window = coverWindow(subject, region.width, region.height, focus, zoom);
  const toX = (fraction: number) =>
    region.x + ((fraction * subject.width - window.left) / window.cropWidth) * region.width;
  const toY = (fraction: number) => ((fraction * subject.height - window.top) / window.cropHeight) * H;
  const x0 = Math.max(region.x, toX(box.x));
  const x1 = Math.min(right(region), toX(box.x + box.width));
  const y0 = Math.max(0, toY(box.y));
  const y1 = Math.min(H, toY(box.y + box.height));
  const placed = { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
  // The style's art (or the image model's background) fills the canvas; the photo is laid over
  // it on its side (in JavaScript: art clipped to the panel costs resvg ~90 MiB and a second).
  const base = backgroundBase(ctx);
  const items: SceneItem[] = [
    backdrop(ctx, base, { x: side === "right" ? W * 0.25 : W * 0.75, y: H / 2 }, variant),
    {
      kind: "picture",
      picture: { source: "reference", focus, zoom, hero: true },
      rect: region,
      shape: "rect",
    },
    feather(ctx, region, side),
  ];
  return { side, subject: placed, text: textArea(side, placed, W * 0.56), base, items };
}

/**
 * The hero of a layout that has a reference: `preferred` is the layout's side for a subject in
 * the middle of its picture (or a cut-out), `share` how wide a plain photo is.
 */
export function heroOf(ctx: LayoutContext, preferred: Side, share: number, variant: number): Hero | null {
  const subject = ctx.subject;
  if (!ctx.hasReference || !subject) return null;
  const side = sideOf(subject, preferred);
  return subject.cutout
    ? cutoutHero(ctx, subject, side, variant)
    : photoHero(ctx, subject, side, share, variant);
}

/**
 * What goes with the hero on the text side, above the headline (the kicker, a number badge, the
 * before/after labels), the arrow at the subject, and the box left for the headline.
 */
export function heroExtras(
  ctx: LayoutContext,
  hero: Hero,
  align: "left" | "center" = "left",
): { items: SceneItem[]; late: SceneItem[]; box: Rect } {
  const p = ctx.art.palette;
  const { highlight, number } = highlights.highlightOf(ctx);
  const area = hero.text;
  const items: SceneItem[] = [];
  const late: SceneItem[] = [];
  let top = area.y;
  const k = kicker(ctx, { x: area.x, y: top, width: Math.min(620, area.width), height: 62 }, align);
  items.push(...k.items);
  if (k.used) top += 78;
  if (highlight === "number" && number) {
    const radius = 92;
    const outer = hero.side === "right" ? area.x + radius + 8 : right(area) - radius - 8;
    const cx = align === "center" ? area.x + area.width / 2 : outer;
    items.push(...highlights.numberBadge(ctx, { x: cx, y: top + radius }, radius, number));
    top += radius * 2 + 16;
  } else if (highlight === "before-after") {
    const [before, after] = beforeAfterWords(ctx);
    const half = Math.min(280, (area.width - 16) / 2);
    // The pair starts at the text's outer edge (or is centred with centred text).
    const start =
      align === "center"
        ? area.x + (area.width - half * 2 - 16) / 2
        : hero.side === "right"
          ? area.x
          : right(area) - half * 2 - 16;
    items.push(
      labelPill(ctx, before, { x: start, y: top, width: half, height: 64 }, "#2b2b2b", "#ffffff", "center"),
      labelPill(
        ctx,
        after,
        { x: start + half + 16, y: top, width: half, height: 64 },
        p.band,
        p.bandInk,
        "center",
      ),
    );
    top += 84;
  }
  const s = hero.subject;
  const middle = { x: s.x + s.width / 2, y: s.y + s.height * 0.42 };
  // A ring around the hero would cross the face or the product (the subject fills the side); with
  // the creator's photo, "circle" points at it with the arrow instead (ADR 022).
  if (highlight === "circle" || highlight === "arrow") {
    const inner = hero.side === "right" ? right(area) - 10 : area.x + 10;
    const tip = hero.side === "right" ? s.x + 30 : right(s) - 30;
    const from = { x: hero.side === "right" ? inner - 90 : inner + 90, y: H - 90 };
    late.push(svg(arrow(from, { x: tip, y: middle.y + 60 }, 40, p.accent, "#000")));
  }
  return { items, late, box: { x: area.x, y: top, width: area.width, height: bottom(area) - top } };
}

/**
 * A wash of the palette's deep colour from the text's edge of the canvas toward the subject
 * (`stops`: offset, opacity), so the text reads over the art.
 */
export function textSideWash(ctx: LayoutContext, hero: Hero, stops: [number, number][]): SceneItem {
  const id = ctx.ids.next("scrim");
  const [x1, x2] = hero.side === "right" ? [0, 1] : [1, 0];
  const colour = ctx.art.palette.deep;
  return svg(
    `<linearGradient id="${id}" x1="${x1}" y1="0" x2="${x2}" y2="0">` +
      stops.map(([o, a]) => `<stop offset="${o}" stop-color="${colour}" stop-opacity="${n(a)}"/>`).join("") +
      `</linearGradient><rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  );
}

/** The headline's alignment on the text side: toward the outer edge, away from the subject. */
export const outerAlign = (hero: Hero) => (hero.side === "right" ? "left" : "right");
