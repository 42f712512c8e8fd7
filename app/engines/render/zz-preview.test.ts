import * as photon from "@cf-wasm/photon/node";
import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { nodeRenderEngine } from "~/engines/render/render-engine.node";
import { renderThumbnailOptions } from "~/engines/render/render-document";
import { testBrief } from "~/engines/render/test-briefs";
import { withPersonMask } from "~/engines/render/test-pictures";

it("preview", async () => {
  const engine = await nodeRenderEngine();
  const jpeg = new Uint8Array(readFileSync("tests/fixtures/photos/person-astronaut.jpg"));
  const coffee = new Uint8Array(readFileSync("tests/fixtures/photos/product-coffee.jpg"));
  const cut = withPersonMask(engine.decode(jpeg));
  const img = new photon.PhotonImage(cut.pixels, cut.width, cut.height);
  const png = img.get_bytes();
  img.free();
  const refs = {
    photo: { mime: "image/jpeg", bytes: jpeg },
    cutout: { mime: "image/png", bytes: png },
    coffee: { mime: "image/jpeg", bytes: coffee },
  } as const;
  for (const [name, reference] of Object.entries(refs)) {
    const t = performance.now();
    const out = await renderThumbnailOptions(engine, {
      brief: testBrief({
        highlight: (["number", "arrow", "before-after"] as const)[Object.keys(refs).indexOf(name)],
        headline: "Top 5 erros que custam R$ 1.000",
        platform: name === "cutout" ? "mobile" : "desktop",
        style: name === "coffee" ? "minimal" : "bold",
        palette: name === "coffee" ? "blue-orange" : "yellow-black",
      }),
      seed: "p",
      reference,
      options: [0, 1, 2, 3].map((layout) => ({ layout })),
    });
    console.log(name, performance.now() - t);
    out.forEach((o, i) => writeFileSync(`/tmp/photo-preview/${name}-${i}.jpg`, o.jpeg));
  }
}, 120_000);
