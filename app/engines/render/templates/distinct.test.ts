/**
 * The library's templates look distinct (docs/decisions/025-template-library.md): every template's
 * preview, rendered small with one fixed title, is hashed (a 64-bit pHash of its grey picture) and
 * no two may be within the near-identical distance. Renders the whole library: its own file, so it
 * can run apart from the faster tests.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { RenderEngine } from "~/engines/render/render-engine";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { templates } from "~/engines/render/templates";
import { hashDistance, perceptualHash } from "~/engines/render/templates/perceptual-hash";
import { renderTemplatePreview } from "~/engines/render/templates/render-template";

/** At most this many of the 64 bits apart, two previews are the same picture to the eye. */
export const nearIdentical = 10;

let engine: RenderEngine;
beforeAll(async () => {
  engine = await nodeRenderEngine();
}, 60_000);

describe("the template library's looks", () => {
  it("has no two templates whose previews are near-identical", async () => {
    const started = Date.now();
    const hashes: bigint[] = [];
    for (const template of templates) {
      const jpeg = await renderTemplatePreview(engine, {
        templateId: template.id,
        language: "pt",
        title: "Testei o celular mais barato por 30 dias",
        width: 320,
      });
      hashes.push(perceptualHash(engine.decode(jpeg)));
      // Let the test runner's messages through between renders.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const pairs: { a: string; b: string; distance: number }[] = [];
    for (let i = 0; i < templates.length; i++)
      for (let j = i + 1; j < templates.length; j++)
        pairs.push({
          a: templates[i]!.id,
          b: templates[j]!.id,
          distance: hashDistance(hashes[i]!, hashes[j]!),
        });
    pairs.sort((x, y) => x.distance - y.distance);
    const histogram = new Map<number, number>();
    for (const p of pairs) histogram.set(p.distance, (histogram.get(p.distance) ?? 0) + 1);
    console.log(
      `${templates.length} previews in ${((Date.now() - started) / 1000).toFixed(1)} s; closest pairs:\n` +
        pairs
          .slice(0, Math.max(15, pairs.filter((p) => p.distance <= nearIdentical).length))
          .map((p) => `  ${p.distance}  ${p.a}  ~  ${p.b}`)
          .join("\n") +
        `\n  distances: ${[...histogram.entries()]
          .sort((x, y) => x[0] - y[0])
          .slice(0, 20)
          .map(([d, c]) => `${d}:${c}`)
          .join(" ")}`,
    );
    expect(pairs.filter((p) => p.distance <= nearIdentical)).toEqual([]);
  }, 900_000);
});
