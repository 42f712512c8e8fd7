/**
 * 2. tilted-band — the headline centred on a tilted band of the palette's colour across the
 * picture, the highlight above it (or the picture split into before/after).
 */
import { backdrop, H, photoBase, svg, text, W } from "~/engines/render/layouts/context";
import type { LayoutContext } from "~/engines/render/layouts/context";
import { heroExtras, heroOf, outerAlign, textSideWash, type Hero } from "~/engines/render/layouts/hero";
import * as highlights from "~/engines/render/layouts/highlights";
import { editable, headlineOf, kicker, sizeLimits } from "~/engines/render/layouts/text";
import { bandTopAt } from "~/engines/render/plates";
import type { Scene, SceneItem } from "~/engines/render/scene";
import { arrow } from "~/engines/render/shapes";

/**
 * With a reference: the subject big on its side, the headline tilted on boxes of the band's
 * colour beside it (a band across the canvas would cross the subject).
 */
function tiltedBandHero(ctx: LayoutContext, hero: Hero): Scene {
  const { art } = ctx;
  const p = art.palette;
  const items: SceneItem[] = [
    ...hero.items,
    textSideWash(ctx, hero, [
      [0, 0.5],
      [0.5, 0.25],
      [0.75, 0],
    ]),
  ];
  const extras = heroExtras(ctx, hero);
  items.push(...extras.items);
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 160, desktop: 120, both: 140 });
  const headline = editable(ctx, {
    role: "headline",
    ...head,
    color: p.bandInk,
    accent: null,
    emphasis: "none",
    box: extras.box,
    look: { lineHeight: 1.25, letterSpacing: art.headline.letterSpacing, outline: 0, shadow: null, glow: 0 },
    limits: { ...limits, align: outerAlign(hero), valign: "middle" },
    rotation: Math.min(art.tilt, -2),
    plate: { kind: "line-boxes", fills: [p.band], shadow: true },
  });
  items.push(text(headline), ...extras.late);
  return { layout: "tilted-band", base: hero.base, items };
}

export function tiltedBand(ctx: LayoutContext): Scene {
  const hero = heroOf(ctx, "left", 0.58, 1);
  if (hero) return tiltedBandHero(ctx, hero);
  const { art, brief } = ctx;
  const p = art.palette;
  const { highlight, number, topic } = highlights.highlightOf(ctx);
  const base = photoBase(ctx, {
    background: {
      focus: { x: 0.5, y: 0.45 },
      zoom: 1.05,
      tint: 0.12,
      blur: art.blurBackground,
      brightness: 0.85,
    },
    reference: {
      focus: { x: 0.5, y: 0.4 },
      zoom: 1.1,
      tint: Math.min(0.8, art.grade.tint + 0.2),
      blur: art.blurBackground,
      brightness: 0.82,
    },
  });
  const focus = { x: W * 0.5, y: H * 0.3 };
  const items: SceneItem[] = [backdrop(ctx, base, focus, 1)];
  const rotation = Math.min(art.tilt, -2);

  const k = kicker(ctx, { x: 48, y: 40, width: 620, height: 62 });
  const labelsTop = k.used ? 116 : 44;

  // Highlights that sit above the band (the band, drawn with the headline, may overlap them).
  const badge = { x: W - 200, y: 185 };
  if (highlight === "face") items.push(...highlights.faceItems(ctx, badge, 130));
  else if (highlight === "product" && ctx.hasReference)
    items.push(...highlights.productItems(ctx, { x: W - 210, y: 190 }, 230, 6));
  else if (highlight === "before-after") {
    items.push(...highlights.beforeAfterSplit(ctx, base, labelsTop));
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
      ring: highlight === "circle" ? highlights.ringColour(ctx, p.band) : null,
    },
  });
  const bandAt = items.length;
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
    items.push(...highlights.numberBadge(ctx, { x, y }, radius, number));
  } else if ((highlight === "product" || highlight === "arrow" || highlight === "circle") && topic) {
    // Without a photo, the topic's object above the band on the right, under the band's edge (the
    // circle rings a word of the headline), and the arrow pointing at it.
    const x = highlight === "arrow" ? W - 430 : W - 330;
    const room = Math.min(bandTop(x - 100), bandTop(x + 100)) - 16;
    const size = Math.max(120, Math.min(240, room - 20));
    const c = { x, y: Math.max(16 + size / 2, room - size / 2) };
    const art =
      highlight === "product"
        ? highlights.productItems(ctx, c, size, 0)
        : highlights.topicItems(ctx, c, size);
    items.splice(bandAt, 0, ...art);
    if (highlight === "arrow")
      items.push(svg(arrow({ x: W - 90, y: 56 }, { x: x + size / 2 + 14, y: c.y }, 44, p.accent, "#000")));
  } else if (highlight === "arrow" && ctx.hasReference) {
    const tip = { x: W - 320, y: Math.min(205, bandTop(W - 320) - 30) };
    items.push(svg(arrow({ x: W - 110, y: 48 }, tip, 44, p.accent, "#000")));
  }
  return { layout: "tilted-band", base, items };
}
