/**
 * What every composition works from (the brief, its art direction, the fonts, the seeded random
 * source), and the few pieces each of them builds its scene with: the canvas, scene items, the
 * plan of what lies under the overlay and the backdrop drawn first.
 */
import type { ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import type { ArtDirection } from "~/engines/render/art-direction";
import type { FontLibrary } from "~/engines/render/fonts";
import { canvas, type Rect } from "~/engines/render/geometry";
import { offlineBackground, photoFinish } from "~/engines/render/offline-background";
import type { Random } from "~/engines/render/random";
import type { BasePlan, PictureSource, SceneItem, TextBlock } from "~/engines/render/scene";
import type { Subject } from "~/engines/render/subject";
import type { SvgIds } from "~/engines/render/svg";

export interface LayoutContext {
  brief: ThumbnailBrief;
  art: ArtDirection;
  fonts: FontLibrary;
  random: Random;
  ids: SvgIds;
  /** An image-model background exists for this variation; the creator gave a reference. */
  hasBackground: boolean;
  hasReference: boolean;
  /** What the reference shows and where (see `subject.ts`): the layouts make it the hero. */
  subject?: Subject | null;
}

export const { width: W, height: H } = canvas;
export const svg = (markup: string): SceneItem => ({ kind: "svg", markup });
export const text = (block: TextBlock): SceneItem => ({ kind: "text", block });
export const full: Rect = { x: 0, y: 0, width: W, height: H };

type PhotoPlan = Extract<BasePlan, { kind: "photo" }>;
/** How a layout frames and finishes one picture when it is the base. */
export type PhotoLook = Pick<PictureSource, "focus" | "zoom"> &
  Pick<PhotoPlan, "tint" | "blur" | "brightness">;

/**
 * What lies under the overlay, full-bleed: the variation's image-model background when there is
 * one, else the creator's reference, else the offline art; each picture framed as the layout asks.
 */
export function photoBase(
  ctx: LayoutContext,
  looks: { background: PhotoLook; reference: PhotoLook },
): BasePlan {
  const source = ctx.hasBackground ? "background" : ctx.hasReference ? "reference" : null;
  if (!source) return { kind: "offline" };
  const { focus, zoom, ...finish } = looks[source];
  return { kind: "photo", picture: { source, focus, zoom }, region: full, ...finish };
}

/**
 * The scene's first item: the offline art (in the layout's own variant) when there is no photo,
 * else the finish laid over the photo; both lit toward `focus`.
 */
export function backdrop(
  ctx: LayoutContext,
  base: BasePlan,
  focus: { x: number; y: number },
  variant: number,
): SceneItem {
  const background = { art: ctx.art, random: ctx.random, ids: ctx.ids, focus };
  return svg(base.kind === "offline" ? offlineBackground(background, variant) : photoFinish(background));
}

/**
 * A full-canvas wash of `color` that fades along a gradient from the top-left corner toward `to`
 * (1, 0: to the right; 0, 1: down); `stops` are [offset, opacity] pairs, written as given. SVG
 * markup, so a layout can draw more in the same item.
 */
export function wash(
  ctx: LayoutContext,
  name: string,
  color: string,
  to: { x: number; y: number },
  stops: [number, number | string][],
): string {
  const id = ctx.ids.next(name);
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${to.x}" y2="${to.y}">` +
    stops
      .map(
        ([offset, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join("") +
    `</linearGradient><rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}
