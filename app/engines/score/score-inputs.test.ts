/**
 * The thumbnail score's inputs as the app gives them (docs/decisions/024-thumbnail-score.md): the
 * JPEG through the renderer's `score` (what the render service runs over RPC), an editor preview
 * smaller than the stored thumbnail, a picture of another shape, a document whose layers are all
 * removed, and the optional background that lets the contrast be read under the text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { engineDocumentRenderer } from "~/engines/render/document-renderer";
import { layerBlock } from "~/engines/render/document-layers";
import { renderDocument } from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { solid } from "~/engines/render/pixels";
import { textBounds } from "~/engines/render/scene";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import type { TextLayer } from "~/engines/render/thumbnail-document";
import { scoreThumbnail, type ThumbnailScore } from "~/engines/score/thumbnail-score";

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

const renderer = engineDocumentRenderer(() => nodeRenderEngine());

const headline = (overrides: Partial<TextLayer> = {}) =>
  testHeadlineLayer({ text: "Pão sem sovar", shadow: null, plate: null, ...overrides });

const byId = (score: ThumbnailScore) => Object.fromEntries(score.subScores.map((s) => [s.id, s]));

describe("the thumbnail score's inputs", () => {
  it("scores a JPEG through the renderer exactly as the decoded pixels", async () => {
    const layers = [headline()];
    const background = engine.encodeJpeg(solid(1280, 720, [200, 40, 60]), 90);
    const jpeg = await renderDocument(engine, { layers, background });
    const viaRenderer = await renderer.score({ jpeg, layers, title: "Pão caseiro" });
    const direct = scoreThumbnail({
      image: engine.decode(jpeg),
      layers,
      title: "Pão caseiro",
      fonts: engine.fonts,
    });
    expect(viaRenderer).toEqual(direct);
    expect(JSON.parse(JSON.stringify(viaRenderer))).toEqual(viaRenderer);
  });

  it("gives an editor preview (640 px) about the score of the full thumbnail", async () => {
    const layers = [headline({ size: 120 })];
    const picture = solid(1280, 720, [30, 60, 150]);
    for (let y = 200; y < 650; y++)
      for (let x = 800; x < 1150; x++) picture.pixels.set([240, 200, 40], (y * 1280 + x) * 4);
    const background = engine.encodeJpeg(picture, 90);
    const full = await renderer.score({
      jpeg: await renderDocument(engine, { layers, background }),
      layers,
      title: null,
    });
    const preview = await renderer.score({
      jpeg: await renderDocument(engine, { layers, background }, { width: 640, quality: 80 }),
      layers,
      title: null,
    });
    expect(Math.abs(full.score - preview.score)).toBeLessThanOrEqual(3);
    const fullParts = byId(full);
    for (const part of preview.subScores)
      expect(Math.abs(part.score - fullParts[part.id]!.score), part.id).toBeLessThanOrEqual(10);
  });

  it("scores a picture of another shape (cover-cropped to 16:9)", () => {
    const score = scoreThumbnail({
      image: solid(900, 900, [240, 120, 0]),
      layers: null,
      title: null,
      fonts: engine.fonts,
    });
    expect(score.score).toBeGreaterThanOrEqual(0);
    expect(score.subScores.map((s) => s.id)).toEqual(["subject", "clutter", "colour", "corner"]);
  });

  it("leaves out legibility and contrast when every layer is removed, and counts no words", async () => {
    const layers = [headline({ hidden: true })];
    const background = engine.encodeJpeg(solid(1280, 720, [30, 60, 150]), 90);
    const score = await renderer.score({
      jpeg: await renderDocument(engine, { layers, background }),
      layers,
      title: "Pão sem sovar",
    });
    const parts = byId(score);
    expect(parts.legibility).toBeUndefined();
    expect(parts.contrast).toBeUndefined();
    expect(parts.words).toMatchObject({ score: 100, measured: { words: 0 } });
    expect(parts.title?.score).toBe(100);
  });

  it("reads the contrast under the text when the background is given, around it otherwise", async () => {
    // White text on a dark patch exactly under its ink, the rest of the picture white: around
    // the text the contrast is nil, under it the letters read well.
    const layers = [headline({ color: "#ffffff", outline: { width: 0, color: "#000000" }, size: 100 })];
    const ink = textBounds(layerBlock(engine.fonts, layers[0]!));
    const picture = solid(1280, 720, [250, 250, 250]);
    for (let y = Math.floor(ink.y); y < Math.ceil(ink.y + ink.height); y++)
      for (let x = Math.floor(ink.x); x < Math.ceil(ink.x + ink.width); x++)
        picture.pixels.set([15, 15, 30], (y * 1280 + x) * 4);
    const background = engine.encodeJpeg(picture, 92);
    const jpeg = await renderDocument(engine, { layers, background });
    const around = byId(await renderer.score({ jpeg, layers, title: null })).contrast!;
    const under = byId(await renderer.score({ jpeg, layers, title: null, background })).contrast!;
    expect(around.score).toBeLessThan(20);
    expect(under.score).toBe(100);
  });
});
