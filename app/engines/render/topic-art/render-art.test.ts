import { beforeAll, describe, expect, it } from "vitest";
import type { Rect } from "~/engines/render/geometry";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import {
  prepareThumbnailRender,
  renderThumbnailVariation,
  thumbnailScene,
} from "~/engines/render/render-thumbnails";
import { testBrief } from "~/engines/render/test-briefs";

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

/** How many pixels of `box` are within `tolerance` of the colour `rgb`. */
async function pixelsNear(jpeg: Uint8Array, box: Rect, rgb: [number, number, number], tolerance = 40) {
  const image = engine.decode(jpeg);
  let count = 0;
  for (let y = Math.round(box.y); y < box.y + box.height; y++)
    for (let x = Math.round(box.x); x < box.x + box.width; x++) {
      const i = (y * image.width + x) * 4;
      const d = Math.hypot(
        image.pixels[i]! - rgb[0],
        image.pixels[i + 1]! - rgb[1],
        image.pixels[i + 2]! - rgb[2],
      );
      if (d < tolerance) count++;
    }
  return count;
}

describe("topic art, rendered", () => {
  it("paints the icon itself through resvg where the layout put it", async () => {
    // The phone's app tiles are Fluent's #00a6ed: a colour the yellow-and-black palette never uses.
    const tiles: [number, number, number] = [0x00, 0xa6, 0xed];
    const render = async (title: string) => {
      const brief = testBrief({ title, niche: "vlog", highlight: "product", palette: "yellow-black" });
      return renderThumbnailVariation(engine, prepareThumbnailRender(engine, { brief, seed: "art" }), 0);
    };
    const scene = thumbnailScene(engine.fonts, {
      brief: testBrief({
        title: "Review do iPhone 16",
        niche: "vlog",
        highlight: "product",
        palette: "yellow-black",
      }),
      seed: "art",
      variation: 0,
      hasBackground: false,
      hasReference: false,
    }).scene;
    const art = scene.items.find((item) => item.kind === "svg" && item.topic);
    const box = art?.kind === "svg" ? art.topic!.box : null;
    expect(box).not.toBeNull();
    const withPhone = await pixelsNear(await render("Review do iPhone 16"), box!, tiles);
    const withNothing = await pixelsNear(await render("Minha vida mudou"), box!, tiles);
    expect(withPhone).toBeGreaterThan(box!.width * box!.height * 0.03);
    expect(withNothing).toBe(0);
  }, 60_000);
});
