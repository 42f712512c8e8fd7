/**
 * The Thumbnail Expert's renderer: three 1280×720 JPEG thumbnails from the creator's brief. The
 * text is always drawn here (never by an image model): the headline big, outlined, wrapped and
 * fitted, in the palette's colours, out of YouTube's timestamp corner. Pictures come from the image
 * model's textless backgrounds when there are some, else from the creator's reference, else the
 * backgrounds are drawn offline. Same seed, same thumbnails.
 */
import type { BriefImage, ThumbnailBrief } from "~/expert/thumbnail-brief";
import { artDirection } from "./art-direction";
import { composeThumbnail, type Pictures } from "./compose";
import type { FontLibrary } from "./fonts";
import { decodable } from "./image-size";
import { layoutOrder, layoutScene } from "./layouts";
import { limitSize, type RgbaImage } from "./pixels";
import { seededRandom } from "./random";
import type { RenderEngine } from "./render-engine";
import type { Scene } from "./scene";
import { SvgIds } from "./svg";

export interface ThumbnailRenderInput {
  brief: ThumbnailBrief;
  /** Textless backgrounds from an image model (0–3); without them the backgrounds are drawn offline. */
  backgrounds?: BriefImage[];
  /** The creator's reference image: the subject of the pictures and the face/product highlights. */
  reference?: BriefImage | null;
  /** The same seed (the job id) always gives the same thumbnails. */
  seed: string;
}

export const variationCount = layoutOrder.length;

/** Decoded pictures are kept at most this large (enough for 1280×720 and for the memory budget). */
const pictureMaxSide = 1600;

export interface PreparedRender {
  brief: ThumbnailBrief;
  seed: string;
  pictures: Pictures;
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

/** Decodes the pictures once for the three variations. */
export function prepareThumbnailRender(engine: RenderEngine, input: ThumbnailRenderInput): PreparedRender {
  const backgrounds = (input.backgrounds ?? [])
    .slice(0, variationCount)
    .map((image) => decodeOrNull(engine, image))
    .filter((image): image is RgbaImage => image !== null);
  return {
    brief: input.brief,
    seed: input.seed,
    pictures: { reference: decodeOrNull(engine, input.reference), backgrounds },
  };
}

/** The scene (layout and fitted text) of one variation, without rendering it. */
export function thumbnailScene(
  fonts: FontLibrary,
  options: {
    brief: ThumbnailBrief;
    seed: string;
    variation: number;
    hasBackground: boolean;
    hasReference: boolean;
  },
): { scene: Scene; ids: SvgIds } {
  const ids = new SvgIds();
  const scene = layoutScene(
    {
      brief: options.brief,
      art: artDirection(options.brief),
      fonts,
      random: seededRandom(options.seed, options.variation, "layout"),
      ids,
      hasBackground: options.hasBackground,
      hasReference: options.hasReference,
    },
    options.variation,
  );
  return { scene, ids };
}

/** One variation's JPEG. */
export async function renderThumbnailVariation(
  engine: RenderEngine,
  prepared: PreparedRender,
  variation: number,
): Promise<Uint8Array> {
  const { brief, seed, pictures } = prepared;
  const { scene, ids } = thumbnailScene(engine.fonts, {
    brief,
    seed,
    variation,
    hasBackground: pictures.backgrounds.length > 0,
    hasReference: pictures.reference !== null,
  });
  return composeThumbnail(
    engine,
    scene,
    ids,
    pictures,
    artDirection(brief),
    variation,
    seededRandom(seed, variation, "grain"),
  );
}

/** Exactly three JPEGs (1280×720, under 2 MB), one per layout. */
export async function renderThumbnailVariations(
  engine: RenderEngine,
  input: ThumbnailRenderInput,
): Promise<Uint8Array[]> {
  const prepared = prepareThumbnailRender(engine, input);
  const jpegs: Uint8Array[] = [];
  for (let variation = 0; variation < variationCount; variation++) {
    jpegs.push(await renderThumbnailVariation(engine, prepared, variation));
  }
  return jpegs;
}
