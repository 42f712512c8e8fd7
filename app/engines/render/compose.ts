/**
 * Turns a scene into pixels: the base picture (cover-cropped, graded, maybe blurred) in JavaScript,
 * the overlay (vector shapes, clipped pictures, satori text with its plates) as one SVG rendered by
 * resvg, the overlay laid over the base, film grain, and photon's JPEG (kept under 2 MB).
 */
import type { ArtDirection, PhotoGrade } from "~/engines/render/art-direction";
import { canvas } from "~/engines/render/geometry";
import { hexToRgb, type Palette } from "~/engines/render/palettes";
import {
  addGrain,
  blurredCover,
  compositeOver,
  coverCrop,
  dull,
  gradePhoto,
  paste,
  solid,
  toBase64,
  type RgbaImage,
} from "~/engines/render/pixels";
import type { Random } from "~/engines/render/random";
import type { RenderEngine } from "~/engines/render/render-engine";
import { drawCutout } from "~/engines/render/cutout";
import type { BasePlan, PictureSource, Scene, SceneItem } from "~/engines/render/scene";
import { n, type SvgIds } from "~/engines/render/svg";
import { textBlockSvg } from "~/engines/render/text-render";

/** The decoded pictures of one render (each at most 1600 px on its longer side). */
export interface Pictures {
  reference: RgbaImage | null;
  backgrounds: RgbaImage[];
}

export const jpegQuality = 88;
export const jpegMaxBytes = 2 * 1024 * 1024;

/**
 * Portrait pictures usually have the subject's face in their top third: keep it in the crop (the
 * hero is framed where the layout placed its subject, so its focus is kept).
 */
function focusFor(image: RgbaImage, source: PictureSource) {
  const { focus } = source;
  if (source.hero) return focus;
  return image.height > image.width * 1.05 ? { x: focus.x, y: Math.min(focus.y, 0.3) } : focus;
}

function pictureFor(pictures: Pictures, source: PictureSource, variation: number): RgbaImage | null {
  if (source.source === "reference") return pictures.reference;
  return pictures.backgrounds.length ? pictures.backgrounds[variation % pictures.backgrounds.length]! : null;
}

function grade(image: RgbaImage, palette: Palette, base: PhotoGrade, tint: number, brightness = 1) {
  gradePhoto(
    image,
    { ...base, tint: palette.monochrome ? 1 : tint, brightness: base.brightness * brightness },
    hexToRgb(palette.gradeShadow),
    hexToRgb(palette.gradeHighlight),
  );
}

/**
 * The creator's subject as the hero: a light pull toward the palette and never less colourful
 * than the photo (a monochrome palette still makes it grey: the creator chose that).
 */
export function gradeHero(image: RgbaImage, art: ArtDirection) {
  const tint = Math.min(0.15, art.grade.tint * 0.5);
  grade(image, art.palette, { ...art.grade, saturation: Math.max(1, art.grade.saturation) }, tint);
}

/** The opaque picture under the overlay. */
export function baseImage(
  plan: BasePlan,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
): RgbaImage {
  const { width: W, height: H } = canvas;
  const backdrop = solid(W, H, hexToRgb(art.palette.deep));
  if (plan.kind === "offline") return backdrop;
  const source = pictureFor(pictures, plan.picture, variation);
  if (!source) return backdrop;
  const { region } = plan;
  const size = [Math.round(region.width), Math.round(region.height)] as const;
  const focus = focusFor(source, plan.picture);
  const photo = plan.blur
    ? blurredCover(source, ...size, focus, plan.picture.zoom)
    : coverCrop(source, ...size, focus, plan.picture.zoom);
  if (plan.picture.hero) gradeHero(photo, art);
  else grade(photo, art.palette, art.grade, plan.tint, plan.brightness);
  if (region.x === 0 && region.y === 0 && region.width === W && region.height === H) return photo;
  paste(backdrop, photo, Math.round(region.x), Math.round(region.y));
  return backdrop;
}

/** A picture item as SVG: the picture cropped to its rect, graded, clipped to its shape. */
function pictureSvg(
  engine: RenderEngine,
  item: Extract<SceneItem, { kind: "picture" }>,
  ids: SvgIds,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
): string {
  const source = pictureFor(pictures, item.picture, variation);
  if (!source) return "";
  const { rect } = item;
  const image = coverCrop(
    source,
    Math.round(rect.width),
    Math.round(rect.height),
    focusFor(source, item.picture),
    item.picture.zoom,
  );
  if (item.picture.hero) gradeHero(image, art);
  else if (item.dull) dull(image);
  else grade(image, art.palette, art.grade, art.grade.tint * 0.4);
  const href = `data:image/jpeg;base64,${toBase64(engine.encodeJpeg(image, 90))}`;
  const clipId = ids.next("clip");
  const clipShape =
    item.shape === "circle"
      ? `<circle cx="${n(rect.x + rect.width / 2)}" cy="${n(rect.y + rect.height / 2)}" r="${n(rect.width / 2)}"/>`
      : item.clip
        ? `<rect x="${n(item.clip.x)}" y="${n(item.clip.y)}" width="${n(item.clip.width)}" height="${n(item.clip.height)}"/>`
        : `<rect x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.width)}" height="${n(rect.height)}" rx="${item.shape === "rounded" ? 22 : 0}"/>`;
  const turn = item.rotation
    ? ` transform="rotate(${n(item.rotation)} ${n(rect.x + rect.width / 2)} ${n(rect.y + rect.height / 2)})"`
    : "";
  return (
    `<clipPath id="${clipId}">${clipShape}</clipPath>` +
    `<g clip-path="url(#${clipId})"${turn}><image x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.width)}" height="${n(rect.height)}" preserveAspectRatio="none" href="${href}"/></g>`
  );
}

/** Items as one SVG document of the canvas (drawn `width` px wide, the canvas's by default). */
async function itemsSvg(
  engine: RenderEngine,
  items: SceneItem[],
  ids: SvgIds,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
  width: number = canvas.width,
): Promise<string> {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === "svg") parts.push(item.markup);
    else if (item.kind === "text") parts.push(await textBlockSvg(engine, item.block, ids));
    else if (item.kind === "picture" && !item.picture.hero)
      parts.push(pictureSvg(engine, item, ids, pictures, art, variation));
  }
  const { width: W, height: H } = canvas;
  const height = Math.round((width * H) / W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/**
 * A scene with no pictures (the offline art: a template's preview) drawn straight at `width` px
 * wide — the same vectors rasterised smaller, far cheaper than the full canvas scaled down.
 */
export async function composeSmall(
  engine: RenderEngine,
  scene: Scene,
  ids: SvgIds,
  art: ArtDirection,
  grain: Random,
  width: number,
): Promise<RgbaImage> {
  if (
    scene.base.kind !== "offline" ||
    scene.items.some((item) => item.kind === "cutout" || item.kind === "picture")
  )
    throw new Error("Only a scene without pictures is drawn small");
  const height = Math.round((width * canvas.height) / canvas.width);
  const image = solid(width, height, hexToRgb(art.palette.deep));
  const pictures: Pictures = { reference: null, backgrounds: [] };
  const svg = await itemsSvg(engine, scene.items, ids, pictures, art, 0, width);
  compositeOver(image, engine.rasterize(svg).pixels);
  addGrain(image, art.grain, grain);
  return image;
}

/** The overlay as one SVG document (the hero, drawn in JavaScript by `composeScene`, is left out). */
export function overlaySvg(
  engine: RenderEngine,
  scene: Scene,
  ids: SvgIds,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
): Promise<string> {
  return itemsSvg(engine, scene.items, ids, pictures, art, variation);
}

/**
 * The scene's pixels: base, overlay, grain. The hero (a cut-out, which needs its alpha, or a plain
 * photo over the style's art) is drawn in JavaScript: the overlay is rendered in two parts, what
 * lies under the hero and what lies over it, and the hero is laid between them — cheaper in memory
 * and time than a PNG data URI resvg decodes again, or art clipped to a panel
 * (docs/decisions/022-creator-photo-as-hero.md).
 */
export async function composeScene(
  engine: RenderEngine,
  scene: Scene,
  ids: SvgIds,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
  grain: Random,
): Promise<RgbaImage> {
  const image = baseImage(scene.base, pictures, art, variation);
  let group: SceneItem[] = [];
  const flush = async () => {
    if (!group.length) return;
    const svg = await itemsSvg(engine, group, ids, pictures, art, variation);
    compositeOver(image, engine.rasterize(svg).pixels);
    group = [];
  };
  for (const item of scene.items) {
    if (item.kind === "cutout") {
      await flush();
      if (pictures.reference) drawCutout(image, pictures.reference, item, (cut) => gradeHero(cut, art));
    } else if (item.kind === "picture" && item.picture.hero) {
      await flush();
      const source = pictureFor(pictures, item.picture, variation);
      if (!source) continue;
      const { rect } = item;
      const photo = coverCrop(
        source,
        Math.round(rect.width),
        Math.round(rect.height),
        item.picture.focus,
        item.picture.zoom,
      );
      gradeHero(photo, art);
      paste(image, photo, Math.round(rect.x), Math.round(rect.y));
    } else group.push(item);
  }
  await flush();
  addGrain(image, art.grain, grain);
  return image;
}

/** A JPEG at `quality`, the quality lowered only if it would pass 2 MB. */
export function encodeJpeg(engine: RenderEngine, image: RgbaImage, quality = jpegQuality): Uint8Array {
  let jpeg = engine.encodeJpeg(image, quality);
  while (jpeg.byteLength >= jpegMaxBytes && quality > 40) {
    quality -= 12;
    jpeg = engine.encodeJpeg(image, quality);
  }
  return jpeg;
}
