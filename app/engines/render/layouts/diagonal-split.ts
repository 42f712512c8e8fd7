/**
 * 3. diagonal-split — the picture dominant on the right behind a diagonal edge, the headline in
 * boxed labels on a solid panel at the left, the highlight on the picture.
 */
import { right, type Rect } from "~/engines/render/geometry";
import { backdrop, H, svg, text, W } from "~/engines/render/layouts/context";
import type { LayoutContext } from "~/engines/render/layouts/context";
import { heroExtras, heroOf, outerAlign, type Hero } from "~/engines/render/layouts/hero";
import * as highlights from "~/engines/render/layouts/highlights";
import {
  beforeAfterWords,
  editable,
  headlineOf,
  kicker,
  labelPill,
  sizeLimits,
} from "~/engines/render/layouts/text";
import { contrastRatio, readableOn } from "~/engines/render/palettes";
import type { BasePlan, PictureSource, Scene, SceneItem } from "~/engines/render/scene";
import { arrow, ring } from "~/engines/render/shapes";
import { points } from "~/engines/render/svg";

/**
 * With a reference: the subject big on its side, the panel with its diagonal edge on the other
 * (mirrored when the subject is on the left), the headline in boxed labels on it.
 */
function diagonalSplitHero(ctx: LayoutContext, hero: Hero): Scene {
  const { art } = ctx;
  const p = art.palette;
  const items: SceneItem[] = [...hero.items];
  const edge = right(hero.text) + 20;
  const flip = (pts: [number, number][]) =>
    points(hero.side === "right" ? pts : pts.map(([x, y]) => [W - x, y] as [number, number]));
  const reach = hero.side === "right" ? edge : W - hero.text.x + 20;
  const panel = ctx.ids.next("panel");
  items.push(
    svg(
      `<linearGradient id="${panel}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.panel[0]}" stop-opacity="0.92"/><stop offset="1" stop-color="${p.panel[1]}" stop-opacity="0.92"/></linearGradient>` +
        `<polygon points="${flip([
          [0, 0],
          [reach, 0],
          [reach - 110, H],
          [0, H],
        ])}" fill="url(#${panel})"/>` +
        `<polygon points="${flip([
          [reach, 0],
          [reach + 18, 0],
          [reach - 92, H],
          [reach - 110, H],
        ])}" fill="${p.accent}"/>`,
    ),
  );
  const extras = heroExtras(ctx, hero);
  items.push(...extras.items);
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 140, desktop: 104, both: 120 });
  const light = p.monochrome ? p.band : "#ffffff";
  const box = { ...extras.box, width: Math.max(200, extras.box.width - 60) };
  if (hero.side === "left") box.x = right(extras.box) - box.width;
  items.push(
    text(
      editable(ctx, {
        role: "headline",
        ...head,
        color: p.bandInk,
        accent: contrastRatio(p.band, light) >= 3 ? p.band : readableOn(light),
        emphasis: "alternate",
        box,
        look: {
          lineHeight: 1.3,
          letterSpacing: art.headline.letterSpacing,
          outline: 0,
          shadow: null,
          glow: 0,
        },
        limits: { ...limits, align: outerAlign(hero), valign: "middle" },
        rotation: art.tilt / 2,
        plate: { kind: "line-boxes", fills: [p.band, light], shadow: true },
      }),
    ),
    ...extras.late,
  );
  return { layout: "diagonal-split", base: hero.base, items };
}

export function diagonalSplit(ctx: LayoutContext): Scene {
  const hero = heroOf(ctx, "right", 0.62, 2);
  if (hero) return diagonalSplitHero(ctx, hero);
  const { art, brief } = ctx;
  const p = art.palette;
  const { highlight, number, topic } = highlights.highlightOf(ctx);
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
  const items: SceneItem[] = [backdrop(ctx, base, focus, 2)];
  const subject = { x: region.x + region.width * 0.5, y: H * 0.46 };
  const late: SceneItem[] = [];

  // Highlights on the picture, under the panel; without a photo the ring and the arrow are on the
  // topic's object (or not drawn at all).
  const topicSize = 270;
  if ((highlight === "circle" || highlight === "arrow") && topic)
    items.push(...highlights.topicItems(ctx, subject, topicSize));
  if (highlight === "circle" && (ctx.hasReference || topic))
    items.push(svg(ring(subject, 200, 165, -6, highlights.ringColour(ctx, p.deep), 12)));
  else if (highlight === "face") {
    if (picture?.source !== "reference") items.push(...highlights.faceItems(ctx, subject, 220));
  } else if (highlight === "product")
    items.push(...highlights.productItems(ctx, { x: subject.x + 30, y: subject.y }, 340, -4));
  else if (highlight === "before-after") {
    const split = 900;
    items.push(...highlights.dulledBefore(picture, region, split));
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
  if (highlight === "arrow" && (ctx.hasReference || topic)) {
    const from = { x: Math.min(right(f.ink) + 30, 600), y: f.ink.y + f.ink.height * 0.35 };
    const tip = topic
      ? { x: subject.x - topicSize * 0.55, y: subject.y }
      : { x: subject.x - 60, y: subject.y - 40 };
    items.push(svg(arrow(from, tip, 40, p.accent, "#000")));
  } else if (highlight === "number" && number)
    items.push(...highlights.numberBadge(ctx, { x: W - 170, y: 160 }, 130, number));
  items.push(...late);
  return { layout: "diagonal-split", base, items };
}
