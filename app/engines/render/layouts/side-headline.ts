/**
 * 1. side-headline — the headline stacked in the left half over a darkened side, an accent bar beside
 * it, the highlight on the right.
 */
import { center, type Rect } from "~/engines/render/geometry";
import { backdrop, H, photoBase, svg, text, W, wash } from "~/engines/render/layouts/context";
import type { LayoutContext } from "~/engines/render/layouts/context";
import { heroExtras, heroOf, outerAlign, textSideWash, type Hero } from "~/engines/render/layouts/hero";
import * as highlights from "~/engines/render/layouts/highlights";
import { editable, headlineOf, inkHeadline, kicker, sizeLimits } from "~/engines/render/layouts/text";
import type { Scene, SceneItem } from "~/engines/render/scene";
import { arrow, ring } from "~/engines/render/shapes";
import { n } from "~/engines/render/svg";

/** With a reference: the photo or cut-out big on its side, the headline beside it on a fade. */
function sideHeadlineHero(ctx: LayoutContext, hero: Hero): Scene {
  const p = ctx.art.palette;
  const items: SceneItem[] = [...hero.items];
  const strength = hero.base.kind === "offline" ? 0.55 : 0.7;
  items.push(
    textSideWash(ctx, hero, [
      [0, strength],
      [0.45, strength * 0.6],
      [0.7, 0],
    ]),
  );
  const extras = heroExtras(ctx, hero);
  items.push(...extras.items);
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 190, desktop: 150, both: 170 });
  items.push(
    text(
      inkHeadline(ctx, head, {
        box: extras.box,
        limits: { ...limits, align: outerAlign(hero), valign: "middle" },
        plate: { kind: "bar", color: p.accent },
      }),
    ),
    ...extras.late,
  );
  return { layout: "side-headline", base: hero.base, items };
}

export function sideHeadline(ctx: LayoutContext): Scene {
  const hero = heroOf(ctx, "right", 0.6, 0);
  if (hero) return sideHeadlineHero(ctx, hero);
  const { art, brief } = ctx;
  const p = art.palette;
  const { highlight, number, topic } = highlights.highlightOf(ctx);
  const subjectInHighlight = ctx.hasReference && (highlight === "face" || highlight === "product");
  const base = photoBase(ctx, {
    background: { focus: { x: 0.5, y: 0.5 }, zoom: 1, tint: 0.08, blur: art.blurBackground, brightness: 1 },
    reference: {
      focus: { x: 0.5, y: 0.45 },
      zoom: 1,
      tint: subjectInHighlight ? Math.min(0.75, art.grade.tint + 0.4) : art.grade.tint,
      blur: subjectInHighlight || art.blurBackground,
      brightness: subjectInHighlight ? 0.7 : 1,
    },
  });
  const focus = { x: W * 0.75, y: H * 0.42 };
  const items: SceneItem[] = [backdrop(ctx, base, focus, 0)];

  // The darkened side the headline sits on.
  const strength = base.kind === "offline" ? 0.55 : 0.88;
  items.push(
    svg(
      wash(ctx, "scrim", p.deep, { x: 1, y: 0 }, [
        [0, strength],
        [0.4, n(strength * 0.7)],
        [0.68, 0],
      ]),
    ),
  );

  // The highlight, on the right.
  const spot: Rect = { x: 790, y: 64, width: 430, height: 496 };
  const spotCentre = center(spot);
  if (highlight === "face")
    items.push(...highlights.faceItems(ctx, spotCentre, Math.min(spot.width, spot.height) / 2 - 24));
  else if (highlight === "product") items.push(...highlights.productItems(ctx, spotCentre, 300, 4));
  else if (highlight === "before-after") items.push(...highlights.beforeAfterPanels(ctx, spot));
  else if (highlight === "number" && number)
    items.push(
      // The creator's number, drawn big: an editable badge layer (no burst).
      text(
        editable(ctx, {
          role: "badge",
          text: number,
          font: "anton",
          uppercase: true,
          accent: null,
          emphasis: "none",
          box: spot,
          look: { lineHeight: 1, letterSpacing: 0, outline: 0.06, shadow: { dx: 0.03, dy: 0.045 }, glow: 0 },
          limits: { maxLines: 2, maxSize: 420, align: "center", valign: "middle" },
          rotation: -6,
          color: p.emphasis !== p.ink ? p.emphasis : p.band,
        }),
      ),
    );
  else if (ctx.hasReference || topic) {
    // Without a photo the ring and the arrow are on the topic's object (or not drawn at all).
    const target = { x: focus.x + 10, y: focus.y + 20 };
    items.push(...highlights.topicItems(ctx, target, 230));
    items.push(svg(ring(target, 170, 135, -8, highlights.ringColour(ctx, p.deep), 12)));
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
  const headline = inkHeadline(ctx, head, {
    box: { x: 64, y: top, width: brief.platform === "mobile" ? 700 : 660, height: 668 - top },
    limits: { ...limits, align: "left", valign: "middle" },
    plate: { kind: "bar", color: p.accent },
  });
  items.push(text(headline));
  return { layout: "side-headline", base, items };
}
