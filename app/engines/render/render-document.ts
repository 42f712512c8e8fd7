/**
 * Thumbnails as layer documents: each is rendered as a background JPEG (the base picture, shapes,
 * pictures, highlights, labels and grain: everything but the editable text and the number badge)
 * and its text layers drawn over that background by `renderDocument` — the same call that renders
 * an edit later, so a document re-renders the way it was first drawn. The text is not grained.
 */
import type { ThumbnailPalette, ThumbnailStyle } from "~/core/brief/thumbnail-brief";
import { artDirection } from "~/engines/render/art-direction";
import { composeScene, composeSmall, encodeJpeg, jpegQuality } from "~/engines/render/compose";
import { layerBlock, sceneToDocumentParts, shownLayers } from "~/engines/render/document-layers";
import { canvas } from "~/engines/render/geometry";
import { decodable } from "~/engines/render/image-size";
import type { LayoutId } from "~/engines/render/layout-ids";
import { compositeOver, coverCrop, type RgbaImage } from "~/engines/render/pixels";
import {
  prepareThumbnailRender,
  thumbnailScene,
  variationCount,
  type PreparedRender,
  type ThumbnailRenderInput,
} from "~/engines/render/prepared-render";
import { seededRandom } from "~/engines/render/random";
import type { RenderEngine } from "~/engines/render/render-engine";
import { SvgIds } from "~/engines/render/svg";
import { familyMember, templateOptions } from "~/engines/render/templates/family";
import { templateArt, templateBrief } from "~/engines/render/templates/apply";
import { templateRecipe } from "~/engines/render/templates";
import { textBlockSvg } from "~/engines/render/text-render";
import type { TextLayer } from "~/engines/render/thumbnail-document";

export { optionLayoutCount } from "~/engines/render/prepared-render";

const { width: W, height: H } = canvas;

/** The stored background: good enough to be drawn on again and again. */
export const backgroundQuality = 90;
/** The narrowest preview `renderDocument` makes. */
const minWidth = 64;

/**
 * One thumbnail to make: a layout (0–3), in the brief's style and palette unless others are given;
 * or a template of the library (its composition and look, in `palette`/`colors` when given).
 */
export interface ThumbnailOption {
  layout: number;
  style?: ThumbnailStyle;
  palette?: ThumbnailPalette;
  /** A template's id (docs/decisions/025-template-library.md). */
  template?: string;
  /** Colours to build the palette from (as a creator names them), with `palette` their nearest preset. */
  colors?: string[];
}

/** A rendered option: its JPEG, and its document's parts (the background JPEG and the layers). */
export interface RenderedOption {
  layout: LayoutId;
  style: ThumbnailStyle;
  /** The library's template it was drawn from (the stored document records it). */
  template: string | null;
  /** 1280×720, under 2 MB: the background with the layers drawn on it. */
  jpeg: Uint8Array;
  /** 1280×720, under 2 MB: everything but the editable text. */
  background: Uint8Array;
  layers: TextLayer[];
}

/**
 * The layers as one SVG of the canvas, drawn at `width`×`height` (smaller for a preview); a layer
 * the creator removed is not drawn.
 */
async function layersSvg(engine: RenderEngine, layers: TextLayer[], width: number, height: number) {
  const ids = new SvgIds();
  const parts: string[] = [];
  for (const layer of shownLayers(layers))
    parts.push(await textBlockSvg(engine, layerBlock(engine.fonts, layer), ids));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/** The background decoded at `width`×`height` (cover-cropped and scaled when its size differs). */
function backgroundAt(engine: RenderEngine, bytes: Uint8Array, width: number, height: number): RgbaImage {
  if (!decodable(bytes)) throw new Error("The document's background is not a picture that can be decoded");
  const image = engine.decode(bytes);
  return image.width === width && image.height === height ? image : coverCrop(image, width, height);
}

/** `value` rounded into [min, max], or `fallback` when it is not a number. */
const within = (value: number | undefined, min: number, max: number, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? Math.round(Math.min(max, Math.max(min, value))) : fallback;

/**
 * A document as a JPEG: its background with its layers drawn over it, 1280×720 under 2 MB; with
 * `width`, a preview that wide (the background scaled down, the text drawn at that size).
 */
export async function renderDocument(
  engine: RenderEngine,
  document: { layers: TextLayer[]; background: Uint8Array },
  options: { width?: number; quality?: number } = {},
): Promise<Uint8Array> {
  const width = within(options.width, minWidth, W, W);
  const height = Math.round((width * H) / W);
  const quality = within(options.quality, 1, 100, jpegQuality);
  const image = backgroundAt(engine, document.background, width, height);
  const overlay = engine.rasterize(await layersSvg(engine, document.layers, width, height));
  compositeOver(image, overlay.pixels);
  return encodeJpeg(engine, image, quality);
}

/** The option's brief: the style and palette overridden when given (the art direction follows). */
const briefFor = (prepared: PreparedRender, option: ThumbnailOption) => ({
  ...prepared.brief,
  ...(option.style ? { style: option.style } : {}),
  ...(option.palette ? { palette: option.palette } : {}),
  ...(option.colors ? { colors: option.colors } : {}),
});

/**
 * What the option draws: a template chosen by its id (its whole look, in the option's colours when
 * given), else its style's template for the composition in the brief's own colours — so every
 * thumbnail is drawn from the library (docs/decisions/025-template-library.md).
 */
function optionLook(prepared: PreparedRender, option: ThumbnailOption) {
  const chosen = option.template ? templateRecipe(option.template) : null;
  if (chosen) {
    const { colors: own, ...brief } = templateBrief(prepared.brief, chosen, "chosen");
    // The option's colours replace the template's own (a sibling drawn in the chosen one's).
    const colors = option.palette ? option.colors : own;
    return {
      brief: {
        ...brief,
        ...(option.palette ? { palette: option.palette } : {}),
        ...(colors ? { colors } : {}),
      },
      layout: chosen.look.layout,
      look: templateArt(chosen),
      template: chosen.id,
    };
  }
  const brief = briefFor(prepared, option);
  const member = familyMember(brief.style, option.layout);
  return {
    brief: member ? templateBrief(brief, member, "family") : brief,
    layout: option.layout,
    look: member ? templateArt(member, "family") : {},
    template: member?.id ?? null,
  };
}

/**
 * The `index`-th option of a render: its scene split into background and layers, the background
 * composed, grained and encoded, then drawn on by its layers as `renderDocument` does.
 */
export async function renderOption(
  engine: RenderEngine,
  prepared: PreparedRender,
  option: ThumbnailOption,
  index: number,
): Promise<RenderedOption> {
  const { brief, layout, look, template } = optionLook(prepared, option);
  const { seed, pictures } = prepared;
  const { scene, ids } = thumbnailScene(engine.fonts, {
    brief,
    seed,
    variation: index,
    layout,
    look,
    hasBackground: pictures.backgrounds.length > 0,
    hasReference: pictures.reference !== null,
    subject: prepared.subject,
  });
  const { background: backdrop, layers } = sceneToDocumentParts(scene);
  const art = artDirection(brief, look);
  const image = await composeScene(
    engine,
    backdrop,
    ids,
    pictures,
    art,
    index,
    seededRandom(seed, index, "grain"),
  );
  const background = encodeJpeg(engine, image, backgroundQuality);
  const jpeg = await renderDocument(engine, { layers, background });
  return { layout: scene.layout, style: brief.style, template, jpeg, background, layers };
}

/**
 * A small JPEG of an option drawn without pictures (a template's preview): its background and its
 * layers rasterised straight at `width`, as `renderOption` then `renderDocument` at that width
 * would show it, in a fraction of the time.
 */
export async function renderOptionPreview(
  engine: RenderEngine,
  prepared: PreparedRender,
  option: ThumbnailOption,
  width: number,
): Promise<Uint8Array> {
  const { brief, layout, look } = optionLook(prepared, option);
  const { scene, ids } = thumbnailScene(engine.fonts, {
    brief,
    seed: prepared.seed,
    variation: 0,
    layout,
    look,
    hasBackground: false,
    hasReference: false,
  });
  const { background: backdrop, layers } = sceneToDocumentParts(scene);
  const w = within(width, minWidth, W, W);
  const image = await composeSmall(
    engine,
    backdrop,
    ids,
    artDirection(brief, look),
    seededRandom(prepared.seed, 0, "grain"),
    w,
  );
  const overlay = engine.rasterize(await layersSvg(engine, layers, w, image.height));
  compositeOver(image, overlay.pixels);
  return encodeJpeg(engine, image, jpegQuality);
}

/** Each option rendered (the pictures decoded once for all); the same seed gives the same bytes. */
export async function renderThumbnailOptions(
  engine: RenderEngine,
  input: ThumbnailRenderInput & { options: ThumbnailOption[] },
): Promise<RenderedOption[]> {
  const prepared = prepareThumbnailRender(engine, input);
  const options = input.template ? templateOptions(input.template, input.options) : input.options;
  const rendered: RenderedOption[] = [];
  for (const [index, option] of options.entries())
    rendered.push(await renderOption(engine, prepared, option, index));
  return rendered;
}

/**
 * The Thumbnail Expert's three variations (layouts 0–2 in the brief's own style: the style's
 * templates for them), as options; with a chosen template, that template and two of its family.
 */
export function renderThumbnailVariationSet(
  engine: RenderEngine,
  input: ThumbnailRenderInput,
): Promise<RenderedOption[]> {
  const options = Array.from({ length: variationCount }, (_, layout) => ({ layout }));
  return renderThumbnailOptions(engine, { ...input, options });
}
