/**
 * The thumbnail score inside workerd (docs/decisions/024-thumbnail-score.md): the renderer the
 * web Worker reaches over the RENDERER binding renders a document and scores its JPEG with the
 * Worker's own photon and fonts, and the result survives structured cloning (what RPC does).
 */
import { describe, expect, it } from "vitest";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { solid } from "~/engines/render/pixels";
import { testHeadlineLayer } from "~/engines/render/test-documents";
import { subScoreIds } from "~/engines/score/thumbnail-score";
import { inProcessMedia } from "./in-process-media";

describe("the thumbnail score in the jobs Worker's runtime", () => {
  it("scores a rendered document, and a fix applied raises its sub-score", async () => {
    const { renderer } = inProcessMedia();
    const engine = await workerRenderEngine();
    const background = engine.encodeJpeg(solid(1280, 720, [40, 70, 140]), 90);
    const layers = [
      testHeadlineLayer({ text: "Pão caseiro em 10 minutos", size: 90, position: "bottom-right" }),
    ];
    const jpeg = await renderer.render({ layers, background });
    const score = structuredClone(await renderer.score({ jpeg, layers, title: "Pão caseiro em 10 minutos" }));
    expect(score.formula).toBe(1);
    expect(score.subScores.map((s) => s.id)).toEqual([...subScoreIds]);
    const corner = score.subScores.find((s) => s.id === "corner")!;
    expect(corner.score).toBeLessThan(60);
    expect(corner.fix).toMatchObject({ key: "score.fix.corner", layerId: "headline" });
    const title = score.subScores.find((s) => s.id === "title")!;
    expect(title.measured.repeatedPercent).toBe(100);

    const moved = layers.map((layer) => ({ ...layer, ...corner.fix!.patch }));
    const again = await renderer.score({
      jpeg: await renderer.render({ layers: moved, background }),
      layers: moved,
      title: "Pão caseiro em 10 minutos",
    });
    expect(again.subScores.find((s) => s.id === "corner")!.score).toBe(100);
    expect(again.score).toBeGreaterThan(score.score);
  });
});
