/**
 * Pictures for the renderer's tests and benchmark: the fixture portrait
 * (tests/fixtures/photos/person-astronaut.jpg) as the browser's cut-out would upload it, the person
 * kept and the backdrop made transparent by a hand-drawn person-shaped mask (a head and shoulders
 * reaching the bottom edge, as a portrait's segmentation does).
 */
import type { RgbaImage } from "~/engines/render/pixels";

/** Whether (x, y), in the fixture portrait's 512×512 frame, is the person. */
function isPerson(x: number, y: number): boolean {
  const head = ((x - 228) / 80) ** 2 + ((y - 100) / 96) ** 2 <= 1;
  const body = y >= 160 && ((x - 195) / 185) ** 2 + ((y - 470) / 310) ** 2 <= 1;
  return head || body;
}

/** A copy of `image` (the fixture portrait, at any size) with the person's mask as its alpha. */
export function withPersonMask(image: RgbaImage): RgbaImage {
  const pixels = new Uint8Array(image.pixels);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      pixels[(y * image.width + x) * 4 + 3] = isPerson((x * 512) / image.width, (y * 512) / image.height)
        ? 255
        : 0;
  return { width: image.width, height: image.height, pixels };
}
