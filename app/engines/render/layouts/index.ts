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
 * With a reference, each keeps its text treatment but shows the creator's photo or cut-out big on
 * one side and the text on the other (`hero.ts`, docs/decisions/022-creator-photo-as-hero.md).
 *
 * The Thumbnail Expert's three variations are the first three; the quick generator uses all four.
 * Layouts are pure: they return a `Scene` whose text blocks are already fitted, so their geometry
 * (kept out of `timestampZone`) is tested without rendering. The headline and the secondary text
 * are editable layers (`document-layers.ts`); what their fitted text sizes (a pill, line boxes, a
 * band, a bar) is their plate, drawn with them.
 *
 * One module a composition (`side-headline.ts`, …), built from the shared text (`text.ts`) and
 * highlights (`highlights.ts`) on the context and backdrop in `context.ts`; this module is the
 * registry the renderer picks from.
 */
import { canvas, timestampZone } from "~/engines/render/geometry";
import { optionLayoutIds, type LayoutId } from "~/engines/render/layout-ids";
import { centerStack } from "~/engines/render/layouts/center-stack";
import type { LayoutContext } from "~/engines/render/layouts/context";
import { diagonalSplit } from "~/engines/render/layouts/diagonal-split";
import { sideHeadline } from "~/engines/render/layouts/side-headline";
import { tiltedBand } from "~/engines/render/layouts/tilted-band";
import { panelLayouts } from "~/engines/render/layouts/panels";
import type { Scene } from "~/engines/render/scene";

export type { LayoutContext };
export { canvas, timestampZone };

/** The generators' four options (the template library's other compositions are reached by name). */
export const layoutOrder: readonly LayoutId[] = optionLayoutIds;

const layouts: Record<LayoutId, (ctx: LayoutContext) => Scene> = {
  "side-headline": sideHeadline,
  "tilted-band": tiltedBand,
  "diagonal-split": diagonalSplit,
  "center-stack": centerStack,
  ...panelLayouts,
};

/** The scene of the `layout`-th composition of `layoutOrder` (0–3), or of the one named. */
export function layoutScene(ctx: LayoutContext, layout: number | LayoutId): Scene {
  if (typeof layout === "string") return layouts[layout](ctx);
  const count = layoutOrder.length;
  return layouts[layoutOrder[((layout % count) + count) % count]!](ctx);
}
