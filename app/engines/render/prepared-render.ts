/**
 * What every render starts from: the creator's brief, the pictures decoded once (the image model's
 * textless backgrounds and the creator's reference, reduced to a working size) and the seed, and
 * the scene of one thumbnail (a layout with its text fitted) before anything is drawn.
 */
import type { BriefImage, ThumbnailBrief } from "~/core/brief/thumbnail-brief";
import { artDirection, type ArtOverrides } from "~/engines/render/art-direction";
import type { Pictures } from "~/engines/render/compose";
import type { FontLibrary } from "~/engines/render/fonts";
import { decodable } from "~/engines/render/image-size";
import type { LayoutId } from "~/engines/render/layout-ids";
import { layoutOrder, layoutScene } from "~/engines/render/layouts";
import { limitSize, type RgbaImage } from "~/engines/render/pixels";
import { seededRandom } from "~/engines/render/random";
import type { RenderEngine } from "~/engines/render/render-engine";
import type { Scene } from "~/engines/render/scene";
import { analyseSubject, centredSubject, type Subject } from "~/engines/render/subject";
import { SvgIds } from "~/engines/render/svg";

export interface ThumbnailRenderInput {
  brief: ThumbnailBrief;
  /** Textless backgrounds from an image model (0–4); without them the backgrounds are drawn offline. */
  backgrounds?: BriefImage[];
  /** The creator's reference image (a photo, or a cut-out with a transparent background): the hero. */
  reference?: BriefImage | null;
  /** The same seed (the job id) always gives the same thumbnails. */
  seed: string;
  /**
   * The template the creator chose (docs/decisions/025-template-library.md): the first thumbnail
   * is that template with the brief's words, the others its family's other compositions.
   */
  template?: string;
}

/** The Thumbnail Expert's variations: the first three layouts. */
export const variationCount = 3;
/** The layouts an option may use (the quick generator shows all four). */
export const optionLayoutCount = layoutOrder.length;

/** Decoded pictures are kept at most this large (enough for 1280×720 and for the memory budget). */
const pictureMaxSide = 1600;

export interface PreparedRender {
  brief: ThumbnailBrief;
  seed: string;
  pictures: Pictures;
  /** What the reference shows and where, found once for all the thumbnails (null without one). */
  subject: Subject | null;
}

/**
 * The picture decoded and reduced, or null when it is undecodable or too large to decode within a
 * Worker's memory (see `image-size.ts`): the thumbnails are then made without it rather than the
 * job failing.
 */
function decodeOrNull(engine: RenderEngine, image: BriefImage | null | undefined): RgbaImage | null {
  if (!image || !decodable(image.bytes)) return null;
  try {
    return limitSize(engine.decode(image.bytes), pictureMaxSide);
  } catch {
    return null;
  }
}

/** Decodes the pictures once for all the thumbnails of a render. */
export function prepareThumbnailRender(engine: RenderEngine, input: ThumbnailRenderInput): PreparedRender {
  const backgrounds = (input.backgrounds ?? [])
    .slice(0, optionLayoutCount)
    .map((image) => decodeOrNull(engine, image))
    .filter((image): image is RgbaImage => image !== null);
  const reference = decodeOrNull(engine, input.reference);
  return {
    brief: input.brief,
    seed: input.seed,
    pictures: { reference, backgrounds },
    subject: reference ? analyseSubject(reference) : null,
  };
}

/**
 * The scene (layout and fitted text) of one thumbnail, without rendering it: the `variation`-th of
 * a render (which background it uses, its randomness) in the `layout`-th composition (by default
 * the variation's own).
 */
export function thumbnailScene(
  fonts: FontLibrary,
  options: {
    brief: ThumbnailBrief;
    seed: string;
    variation: number;
    /** The composition, by its place in `layoutOrder` or by name. */
    layout?: number | LayoutId;
    /** A template's background motifs and font pair. */
    look?: ArtOverrides;
    hasBackground: boolean;
    hasReference: boolean;
    /** What the reference shows (a plain photo with its subject in the middle when not given). */
    subject?: Subject | null;
  },
): { scene: Scene; ids: SvgIds } {
  const ids = new SvgIds();
  const scene = layoutScene(
    {
      brief: options.brief,
      art: artDirection(options.brief, options.look),
      fonts,
      random: seededRandom(options.seed, options.variation, "layout"),
      ids,
      hasBackground: options.hasBackground,
      hasReference: options.hasReference,
      subject: options.hasReference ? (options.subject ?? centredSubject()) : null,
    },
    options.layout ?? options.variation,
  );
  return { scene, ids };
}
