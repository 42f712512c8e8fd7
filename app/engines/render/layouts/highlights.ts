/**
 * The highlight a brief asks for, drawn by each composition where it has room: a framed face (or a
 * mystery silhouette), a product in a spotlight (the creator's photo, or the topic's art), a number
 * on a starburst, a ring and an arrow (around the photo's subject, or the topic's art), a
 * before/after pair of panels or a picture split in two.
 */
import { center, type Rect } from "~/engines/render/geometry";
import { H, W, full, svg, text, type LayoutContext } from "~/engines/render/layouts/context";
import { beforeAfterWords, editable, label, labelPill, labelWords } from "~/engines/render/layouts/text";
import { contrastRatio, mix, readableOn } from "~/engines/render/palettes";
import type { BasePlan, PictureSource, SceneItem } from "~/engines/render/scene";
import { burst, chevron, circleFrame, roundedRect, silhouette, spotlight } from "~/engines/render/shapes";
import { n } from "~/engines/render/svg";
import { bigNumberOf } from "~/engines/render/text-fit";
import { topicArt } from "~/engines/render/topic-art/draw";
import { topicIconOf } from "~/engines/render/topic-art/topic-of";

/** Which picture shows the creator's subject (the reference first), if any. */
function subjectPicture(ctx: LayoutContext, focus = { x: 0.5, y: 0.45 }, zoom = 1): PictureSource | null {
  if (ctx.hasReference) return { source: "reference", focus, zoom };
  if (ctx.hasBackground) return { source: "background", focus, zoom };
  return null;
}

/**
 * The topic art for this thumbnail: none when the creator's photo is the subject. (The brief's own
 * words are read: title, headline, niche; a typed "element" answer goes in as `element`.)
 */
const topicOf = (ctx: LayoutContext) =>
  ctx.hasReference ? null : topicIconOf({ ...ctx.brief, element: ctx.brief.typed?.highlight });

/**
 * The highlight actually drawn: a big number needs a number in the headline or title. Without the
 * creator's photo, the object a product, ring or arrow shows is the topic's art (null when nothing
 * in the brief names one: then the title's number, or no object at all rather than a wrong one).
 */
export function highlightOf(ctx: LayoutContext) {
  const number = bigNumberOf(ctx.brief.headline, ctx.brief.title);
  const wanted = ctx.brief.highlight === "number" && !number ? "circle" : ctx.brief.highlight;
  const topic = topicOf(ctx);
  // With neither the photo nor a topic, a product, ring or arrow would show nothing: the title's
  // big number stands in when it has one.
  const nothingToShow = !ctx.hasReference && !topic && ["product", "arrow", "circle"].includes(wanted);
  const highlight = nothingToShow && number ? "number" : wanted;
  return { highlight, number, topic };
}

/**
 * The topic's icon as the subject, `size` px square around `c`, lit with the palette's glow; nothing
 * when the brief names no topic, or when the creator's photo is the subject.
 */
export function topicItems(ctx: LayoutContext, c: { x: number; y: number }, size: number): SceneItem[] {
  const icon = topicOf(ctx);
  if (!icon) return [];
  const box = { x: c.x - size / 2, y: c.y - size / 2, width: size, height: size };
  return [topicArt(ctx.ids, icon, box, ctx.art.palette.glow)];
}

export function faceItems(ctx: LayoutContext, c: { x: number; y: number }, r: number): SceneItem[] {
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

/**
 * The product without a photo: the topic's object in a spotlight, a little bigger than a photo card
 * (it has no frame, and the icons keep a margin); with no topic, nothing, rather than a spotlight on
 * nothing.
 */
function topicInSpotlight(ctx: LayoutContext, c: { x: number; y: number }, size: number): SceneItem[] {
  const art = topicItems(ctx, c, size * 1.15);
  if (!art.length) return [];
  return [
    svg(spotlight(ctx.ids, { x: c.x, y: c.y + size * 0.25 }, size * 1.5, ctx.art.palette.glow)),
    ...art,
  ];
}

export function productItems(
  ctx: LayoutContext,
  c: { x: number; y: number },
  size: number,
  tilt: number,
): SceneItem[] {
  const p = ctx.art.palette;
  if (!ctx.hasReference) return topicInSpotlight(ctx, c, size);
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
  }
  return items;
}

/**
 * A number on a starburst badge: an editable layer (role "badge") whose burst plate is drawn from
 * its fitted text, so the number and its burst move and change together in the editor.
 */
export function numberBadge(
  ctx: LayoutContext,
  c: { x: number; y: number },
  radius: number,
  number: string,
): SceneItem[] {
  const p = ctx.art.palette;
  const side = radius * 0.78 * 1.3;
  return [
    text(
      editable(ctx, {
        role: "badge",
        text: number,
        font: "anton",
        uppercase: true,
        color: p.bandInk,
        accent: null,
        emphasis: "none",
        box: { x: c.x - side / 2, y: c.y - side / 2, width: side, height: side },
        look: { lineHeight: 1, letterSpacing: 0, outline: 0, shadow: null, glow: 0 },
        limits: { maxLines: 1, maxSize: 200, align: "center", valign: "middle" },
        rotation: -8,
        plate: { kind: "burst", fill: p.band, edge: "#000000" },
      }),
    ),
  ];
}

export function ringColour(ctx: LayoutContext, against: string) {
  const p = ctx.art.palette;
  return contrastRatio(p.accent, against) >= 2 ? p.accent : readableOn(against);
}

/** Two panels side by side in `rect` (left dull, right vivid), labelled, with a ">" between. */
export function beforeAfterPanels(ctx: LayoutContext, rect: Rect): SceneItem[] {
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
export function beforeAfterSplit(ctx: LayoutContext, base: BasePlan, labelsY: number): SceneItem[] {
  const p = ctx.art.palette;
  const [before, after] = beforeAfterWords(ctx);
  return [
    ...dulledBefore(base.kind === "photo" ? base.picture : null, full, W / 2),
    labelPill(ctx, before, { x: 48, y: labelsY, width: 380, height: 68 }, "#2b2b2b", "#ffffff"),
    labelPill(ctx, after, { x: W - 428, y: labelsY, width: 380, height: 68 }, p.band, p.bandInk, "right"),
  ];
}

/**
 * The "before" of a split picture: the part of `region` left of `split` dulled (or darkened when
 * there is no picture), and a white seam at `split`.
 */
export function dulledBefore(picture: PictureSource | null, region: Rect, split: number): SceneItem[] {
  const width = split - region.x;
  const at = region.x ? ` x="${region.x}"` : "";
  return [
    picture
      ? {
          kind: "picture",
          picture,
          rect: region,
          shape: "rect",
          dull: true,
          clip: { x: region.x, y: 0, width, height: H },
        }
      : svg(`<rect${at} width="${width}" height="${H}" fill="#1e1e1e" fill-opacity="0.72"/>`),
    svg(`<rect x="${split - 4}" width="8" height="${H}" fill="#ffffff"/>`),
  ];
}
