/**
 * The compositions the template library adds (docs/decisions/025-template-library.md), each a
 * different arrangement of solid panels, headline and highlight rather than another palette:
 *
 * - top-banner / bottom-banner — the headline on a solid band across the top (bottom), the
 *   highlight big in the rest; bottom-bar — the same on a dark bar under an accent line.
 * - split-vertical — the canvas split upright: the headline on a solid half, the art on the other.
 * - side-column — the headline huge on the art, the highlight in a solid column at the side.
 * - disc — the headline beside a big solid disc holding the highlight; corner-disc — the same
 *   disc in a top corner.
 * - polaroid — the highlight on a tilted instant photo beside the headline; arch — a solid
 *   half-disc rising from the bottom holding the highlight, the headline above.
 * - framed — a thick frame round the canvas, the headline in boxed labels, the highlight opposite.
 * - big-caption / caption-top — the headline huge across the lower (upper) part of the canvas.
 * - corner-art — the highlight big in a lower corner, the headline opposite it.
 * - center-box — the headline on a solid box in the middle, the highlight as a corner sticker.
 * - spotlight / spotlight-top — the highlight in a cone of light, the headline in boxed labels.
 * - the "-flip" ones mirrored (`panel-specs.ts`).
 *
 * With the creator's photo each keeps its text treatment beside the hero (`hero.ts`, ADR 022).
 * Only templates use them: the generators' four options stay the four of `layoutOrder`.
 */
import type { Rect } from "~/engines/render/geometry";
import { panelLayoutIds, type PanelLayoutId } from "~/engines/render/layout-ids";
import { backdrop, photoBase, svg, text, type LayoutContext } from "~/engines/render/layouts/context";
import { heroExtras, heroOf, outerAlign, textSideWash } from "~/engines/render/layouts/hero";
import { specs, type PanelSpec } from "~/engines/render/layouts/panel-specs";
import * as highlights from "~/engines/render/layouts/highlights";
import { editable, headlineOf, inkHeadline, kicker, sizeLimits } from "~/engines/render/layouts/text";
import { contrastRatio, readableOn } from "~/engines/render/palettes";
import type { Scene, SceneItem, TextBlock } from "~/engines/render/scene";
import { arrow, ring } from "~/engines/render/shapes";
import type { Plate } from "~/engines/render/thumbnail-document";

/** The highlight in a square spot: the topic's object ringed or lit, a face, a number, a pair. */
function highlightAt(ctx: LayoutContext, spot: PanelSpec["spot"], headline: TextBlock | null): SceneItem[] {
  const p = ctx.art.palette;
  const { highlight, number, topic } = highlights.highlightOf(ctx);
  const c = { x: spot.x, y: spot.y };
  if (highlight === "face") return highlights.faceItems(ctx, c, spot.size * 0.46);
  if (highlight === "product") return highlights.productItems(ctx, c, spot.size * 0.8, -4);
  if (highlight === "number" && number) return highlights.numberBadge(ctx, c, spot.size * 0.42, number);
  if (highlight === "before-after") {
    const width = Math.min(spot.size * 1.5, 520);
    const height = spot.size * 0.82;
    return highlights.beforeAfterPanels(ctx, { x: c.x - width / 2, y: c.y - height / 2, width, height });
  }
  if (!topic) return [];
  const items = highlights.topicItems(ctx, c, spot.size * 0.72);
  if (highlight === "circle")
    items.push(svg(ring(c, spot.size * 0.55, spot.size * 0.44, -6, highlights.ringColour(ctx, p.deep), 12)));
  if (highlight === "arrow" && headline) {
    const ink = headline.fitted.ink;
    const from = { x: ink.x + ink.width * 0.6, y: ink.y - 20 };
    const tip = { x: c.x - spot.size * 0.38 * Math.sign(c.x - from.x || 1), y: c.y + spot.size * 0.2 };
    if (Math.hypot(tip.x - from.x, tip.y - from.y) > 120)
      items.push(svg(arrow(from, tip, 36, p.accent, "#000")));
  }
  return items;
}

/** The headline in the composition's treatment: ink on the art, ink on a solid band, or boxed labels. */
function headlineBlock(
  ctx: LayoutContext,
  spec: PanelSpec["headline"],
  box: Rect,
  align: "left" | "center" | "right" = spec.align,
): TextBlock {
  const p = ctx.art.palette;
  const head = headlineOf(ctx);
  const [mobile, desktop, both] = spec.sizes;
  const limits = {
    ...sizeLimits(ctx, head.words, { mobile, desktop, both }),
    align,
    valign: "middle" as const,
  };
  if (spec.treatment === "ink") {
    const plate: Plate =
      align === "center" ? { kind: "underline", color: p.accent } : { kind: "bar", color: p.accent };
    return inkHeadline(ctx, head, { box, limits, plate });
  }
  if (spec.treatment === "on-band") {
    const accented = contrastRatio(p.band, p.deep) >= 3 && p.deep !== p.bandInk;
    return editable(ctx, {
      role: "headline",
      ...head,
      color: p.bandInk,
      accent: accented ? p.deep : null,
      emphasis: accented ? "keywords" : "none",
      box,
      look: { ...ctx.art.headline, outline: 0, shadow: null, glow: 0 },
      limits,
    });
  }
  const light = p.monochrome ? p.band : "#ffffff";
  return editable(ctx, {
    role: "headline",
    ...head,
    color: p.bandInk,
    accent: contrastRatio(p.band, light) >= 3 ? p.band : readableOn(light),
    emphasis: "alternate",
    box,
    look: {
      lineHeight: 1.3,
      letterSpacing: ctx.art.headline.letterSpacing,
      outline: 0,
      shadow: null,
      glow: 0,
    },
    limits,
    rotation: ctx.art.tilt / 2,
    plate: { kind: "line-boxes", fills: [p.band, light], shadow: true },
  });
}

/** With the creator's photo: the hero on its side, the headline in the composition's treatment beside it. */
function panelHero(ctx: LayoutContext, id: PanelLayoutId, spec: PanelSpec): Scene | null {
  const hero = heroOf(ctx, spec.heroSide, 0.6, spec.variant);
  if (!hero) return null;
  const items: SceneItem[] = [
    ...hero.items,
    textSideWash(ctx, hero, [
      [0, 0.7],
      [0.5, 0.45],
      [0.8, 0],
    ]),
  ];
  const extras = heroExtras(ctx, hero);
  items.push(...extras.items);
  // A solid band would cross the subject: beside the hero the band's words go in boxes.
  const treatment = spec.headline.treatment === "on-band" ? "boxes" : spec.headline.treatment;
  const block = headlineBlock(ctx, { ...spec.headline, treatment }, extras.box, outerAlign(hero));
  items.push(text(block), ...extras.late);
  return { layout: id, base: hero.base, items };
}

function panelLayout(id: PanelLayoutId) {
  const spec = specs[id];
  return (ctx: LayoutContext): Scene => {
    const withHero = panelHero(ctx, id, spec);
    if (withHero) return withHero;
    const look = {
      focus: { x: 0.5, y: 0.5 },
      zoom: 1,
      tint: 0.12,
      blur: ctx.art.blurBackground,
      brightness: 0.9,
    };
    const base = photoBase(ctx, { background: look, reference: look });
    const items: SceneItem[] = [backdrop(ctx, base, spec.focus, spec.variant), svg(spec.shapes(ctx))];
    let box = spec.headline.box;
    if (spec.kicker) {
      const k = kicker(ctx, spec.kicker, spec.headline.align);
      items.push(...k.items);
      if (k.used && spec.kicker.y + spec.kicker.height > box.y)
        box = {
          ...box,
          y: spec.kicker.y + spec.kicker.height + 16,
          height: box.y + box.height - (spec.kicker.y + spec.kicker.height + 16),
        };
    }
    const headline = headlineBlock(ctx, spec.headline, box);
    items.push(...highlightAt(ctx, spec.spot, headline), text(headline));
    return { layout: id, base, items };
  };
}

export const panelLayouts = Object.fromEntries(panelLayoutIds.map((id) => [id, panelLayout(id)])) as Record<
  PanelLayoutId,
  (ctx: LayoutContext) => Scene
>;
