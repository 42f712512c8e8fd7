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
import type { BasePlan, PictureSource, Scene } from "~/engines/render/scene";
import { n, type SvgIds } from "~/engines/render/svg";
import { textBlockSvg } from "~/engines/render/text-render";

/** The decoded pictures of one render (each at most 1600 px on its longer side). */
export interface Pictures {
  reference: RgbaImage | null;
  backgrounds: RgbaImage[];
}

export const jpegQuality = 88;
export const jpegMaxBytes = 2 * 1024 * 1024;

/** Portrait pictures usually have the subject's face in their top third: keep it in the crop. */
function focusFor(image: RgbaImage, focus: { x: number; y: number }) {
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
  const focus = focusFor(source, plan.picture.focus);
  const photo = plan.blur
    ? blurredCover(source, ...size, focus, plan.picture.zoom)
    : coverCrop(source, ...size, focus, plan.picture.zoom);
  grade(photo, art.palette, art.grade, plan.tint, plan.brightness);
  if (region.x === 0 && region.y === 0 && region.width === W && region.height === H) return photo;
  paste(backdrop, photo, Math.round(region.x), Math.round(region.y));
  return backdrop;
}

/** The overlay as one SVG document. */
export async function overlaySvg(
  engine: RenderEngine,
  scene: Scene,
  ids: SvgIds,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
): Promise<string> {
  const parts: string[] = [];
  for (const item of scene.items) {
    if (item.kind === "svg") parts.push(item.markup);
    else if (item.kind === "text") parts.push(await textBlockSvg(engine, item.block, ids));
    else {
      const source = pictureFor(pictures, item.picture, variation);
      if (!source) continue;
      const { rect } = item;
      const image = coverCrop(
        source,
        Math.round(rect.width),
        Math.round(rect.height),
        focusFor(source, item.picture.focus),
        item.picture.zoom,
      );
      if (item.dull) dull(image);
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
      parts.push(
        `<clipPath id="${clipId}">${clipShape}</clipPath>` +
          `<g clip-path="url(#${clipId})"${turn}><image x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.width)}" height="${n(rect.height)}" preserveAspectRatio="none" href="${href}"/></g>`,
      );
    }
  }
  const { width: W, height: H } = canvas;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/** The scene's pixels: base, overlay, grain. */
export async function composeScene(
  engine: RenderEngine,
  scene: Scene,
  ids: SvgIds,
  pictures: Pictures,
  art: ArtDirection,
  variation: number,
  grain: Random,
): Promise<RgbaImage> {
  const svg = await overlaySvg(engine, scene, ids, pictures, art, variation);
  const image = baseImage(scene.base, pictures, art, variation);
  compositeOver(image, engine.rasterize(svg).pixels);
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
