import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { nodeImageTools } from "~/engines/media/photon-tools.node";

// The offline renderer's showcase (bench/showcase): the thumbnails a dashboard actually shows.
const showcase = readdirSync("bench/showcase")
  .filter((name) => name.endsWith(".jpg"))
  .map((name) => new Uint8Array(readFileSync(`bench/showcase/${name}`)));

describe("the copies a phone's dashboard downloads (320 px wide)", () => {
  const copies = showcase.flatMap((full) => [
    nodeImageTools.resizeToWidth(full, 320),
    nodeImageTools.resizeToWidth(nodeImageTools.watermark(full, "miniatura.app"), 320),
  ]);

  test("each weighs under 20 kB, watermarked or not, and a dozen cards about 180 kB", () => {
    expect(copies.length).toBeGreaterThanOrEqual(24);
    for (const copy of copies) expect(copy.length).toBeLessThan(20_000);
    const average = copies.reduce((sum, copy) => sum + copy.length, 0) / copies.length;
    expect(average * 12).toBeLessThan(185_000);
  });

  test("are still JPEGs 320 px wide with the picture's proportions", () => {
    const copy = copies[0]!;
    expect([...copy.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(nodeImageTools.frameJpeg(copy, 320, 90)).toMatchObject({ width: 320, height: 180 });
  });
});
