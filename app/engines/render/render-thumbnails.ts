/**
 * The Thumbnail Expert's renderer: three 1280×720 JPEG thumbnails from the creator's brief. The
 * text is always drawn here (never by an image model): the headline big, outlined, wrapped and
 * fitted, in the palette's colours, out of YouTube's timestamp corner. The creator's reference,
 * when there is one, is the hero (big on one side, the text on the other: `layouts/hero.ts`); the
 * background behind is the image model's textless one when there is one, else drawn offline. Same
 * seed, same thumbnails. Each is a layer document's render
 * (`render-document.ts`), so it can be edited later.
 */
import { renderOption, renderThumbnailVariationSet } from "~/engines/render/render-document";
import type { PreparedRender, ThumbnailRenderInput } from "~/engines/render/prepared-render";
import type { RenderEngine } from "~/engines/render/render-engine";

export {
  optionLayoutCount,
  prepareThumbnailRender,
  thumbnailScene,
  variationCount,
  type PreparedRender,
  type ThumbnailRenderInput,
} from "~/engines/render/prepared-render";

/** One variation's JPEG (the `variation`-th layout). */
export async function renderThumbnailVariation(
  engine: RenderEngine,
  prepared: PreparedRender,
  variation: number,
): Promise<Uint8Array> {
  return (await renderOption(engine, prepared, { layout: variation }, variation)).jpeg;
}

/** Exactly three JPEGs (1280×720, under 2 MB), one per layout. */
export async function renderThumbnailVariations(
  engine: RenderEngine,
  input: ThumbnailRenderInput,
): Promise<Uint8Array[]> {
  return (await renderThumbnailVariationSet(engine, input)).map((option) => option.jpeg);
}
