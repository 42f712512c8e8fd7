/**
 * 4. center-stack — the picture full-bleed under a vignette and a shade from the top, the headline
 * big, stacked and centred in the upper middle over a thick underline, the highlight below it.
 */
import { backdrop, H, photoBase, svg, text, W, wash } from "~/engines/render/layouts/context";
import type { LayoutContext } from "~/engines/render/layouts/context";
import { heroExtras, heroOf, textSideWash, type Hero } from "~/engines/render/layouts/hero";
import * as highlights from "~/engines/render/layouts/highlights";
import { headlineOf, inkHeadline, kicker, sizeLimits } from "~/engines/render/layouts/text";
import { vignette } from "~/engines/render/offline-background";
import type { Scene, SceneItem } from "~/engines/render/scene";
import { arrow, ring } from "~/engines/render/shapes";

/** With a reference: the subject big on its side, the headline stacked and centred beside it. */
function centerStackHero(ctx: LayoutContext, hero: Hero): Scene {
  const p = ctx.art.palette;
  const items: SceneItem[] = [
    ...hero.items,
    textSideWash(ctx, hero, [
      [0, 0.65],
      [0.5, 0.45],
      [0.8, 0],
    ]),
  ];
  const extras = heroExtras(ctx, hero, "center");
  items.push(...extras.items);
  const head = headlineOf(ctx);
  const limits = sizeLimits(ctx, head.words, { mobile: 190, desktop: 145, both: 165 });
  items.push(
    text(
      inkHeadline(ctx, head, {
        box: extras.box,
        limits: { ...limits, align: "center", valign: "middle" },
        plate: { kind: "underline", color: p.accent },
      }),
    ),
    ...extras.late,
  );
  return { layout: "center-stack", base: hero.base, items };
}

export function centerStack(ctx: LayoutContext): Scene {
  const hero = heroOf(ctx, "left", 0.6, 3);
  if (hero) return centerStackHero(ctx, hero);
  const { art } = ctx;
  const p = art.palette;
  const { highlight, number, topic } = highlights.highlightOf(ctx);
  const subjectInHighlight = ctx.hasReference && (highlight === "face" || highlight === "product");
  const base = photoBase(ctx, {
    background: {
      focus: { x: 0.5, y: 0.55 },
      zoom: 1.08,
      tint: 0.15,
      blur: art.blurBackground,
      brightness: 0.9,
    },
    reference: {
      focus: { x: 0.5, y: 0.42 },
      zoom: 1.05,
      tint: subjectInHighlight ? Math.min(0.8, art.grade.tint + 0.4) : Math.min(0.7, art.grade.tint + 0.1),
      blur: subjectInHighlight || art.blurBackground,
      brightness: subjectInHighlight ? 0.7 : 0.9,
    },
  });
  const focus = { x: W * 0.5, y: H * 0.62 };
  const items: SceneItem[] = [backdrop(ctx, base, focus, 3)];

  // A shade from the top, where the headline stands, and a heavy vignette.
  items.push(
    svg(
      wash(ctx, "shade", p.deep, { x: 0, y: 1 }, [
        [0, 0.8],
        [0.55, 0.3],
        [1, 0],
      ]) + vignette(ctx.ids, Math.max(0.6, art.vignette)),
    ),
  );

  // The highlight, in the lower third.
  const subject = { x: W / 2, y: 545 };
  if (highlight === "face") items.push(...highlights.faceItems(ctx, { x: W / 2, y: 560 }, 125));
  else if (highlight === "product") items.push(...highlights.productItems(ctx, subject, 220, 0));
  else if (highlight === "number" && number)
    items.push(...highlights.numberBadge(ctx, { x: W / 2, y: 555 }, 130, number));
  else if (highlight === "before-after") {
    items.push(...highlights.beforeAfterSplit(ctx, base, 450));
  } else if (ctx.hasReference || topic) {
    // Without a photo the ring and the arrow are on the topic's object (or not drawn at all).
    items.push(...highlights.topicItems(ctx, subject, 230));
    items.push(svg(ring(subject, 190, 125, -6, highlights.ringColour(ctx, p.deep), 12)));
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
  const headline = inkHeadline(ctx, head, {
    box: { x: 220, y: top, width: W - 440, height: 388 - top },
    limits: { ...limits, align: "center", valign: "middle" },
    plate: { kind: "underline", color: p.accent },
  });
  items.push(text(headline));
  return { layout: "center-stack", base, items };
}
