import { existsSync, readFileSync } from "node:fs";
import * as photon from "@cf-wasm/photon/node";
import { describe, expect, it } from "vitest";
import { briefChoiceIds } from "~/core/brief/thumbnail-brief";
import { testBrief } from "~/engines/render/test-briefs";
import {
  photosDir,
  showcaseBriefs,
  showcaseCaption,
  showcaseRenders,
  showcaseVersions,
} from "../../scripts/lib/showcase-briefs.mjs";
import { encodeOpaquePng } from "../../scripts/lib/showcase-png.mjs";
import { sheetCell, sheetGeometry } from "../../scripts/lib/showcase-sheet.mjs";

const root = new URL("../../", import.meta.url);

describe("the showcase's briefs", () => {
  it("are twelve: six in Portuguese and six in English, on twelve different topics", () => {
    const languages = showcaseBriefs.map((entry) => entry.brief.language);
    expect(languages.filter((language) => language === "pt")).toHaveLength(6);
    expect(languages.filter((language) => language === "en")).toHaveLength(6);
    expect(new Set(showcaseBriefs.map((entry) => entry.brief.niche)).size).toBe(12);
    expect(new Set(showcaseBriefs.map((entry) => entry.slug)).size).toBe(12);
  });

  it("are briefs the renderer understands, and between them use every style, palette, highlight and layout", () => {
    const fields = Object.keys(testBrief()).sort();
    // Besides the fields every brief has, only the typed answers' (the creator's words, the colours they named).
    const optional = ["colors", "typed"];
    for (const { brief, variation } of showcaseBriefs) {
      expect(
        Object.keys(brief)
          .filter((key) => !optional.includes(key))
          .sort(),
      ).toEqual(fields);
      for (const color of ("colors" in brief && brief.colors) || []) expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(briefChoiceIds.style).toContain(brief.style);
      expect(briefChoiceIds.palette).toContain(brief.palette);
      expect(briefChoiceIds.highlight).toContain(brief.highlight);
      expect(briefChoiceIds.platform).toContain(brief.platform);
      expect(briefChoiceIds.mood).toContain(brief.mood);
      for (const effect of brief.effects) expect(briefChoiceIds.effects).toContain(effect);
      expect(brief.headline.length).toBeGreaterThan(0);
      expect([0, 1, 2]).toContain(variation);
    }
    const used = (pick: (entry: (typeof showcaseBriefs)[number]) => unknown) =>
      new Set(showcaseBriefs.map(pick));
    expect(used((entry) => entry.brief.style)).toEqual(new Set(briefChoiceIds.style));
    expect(used((entry) => entry.brief.palette)).toEqual(new Set(briefChoiceIds.palette));
    expect(used((entry) => entry.brief.highlight)).toEqual(new Set(briefChoiceIds.highlight));
    expect(used((entry) => entry.variation)).toEqual(new Set([0, 1, 2]));
  });

  it("are each rendered without a photo, with the person (plain and cut out) and with the product", () => {
    expect(showcaseVersions.map((version) => version.id)).toEqual([
      "none",
      "person",
      "person-cutout",
      "product",
    ]);
    const renders = showcaseRenders();
    expect(renders).toHaveLength(12 * 4);
    showcaseBriefs.forEach((entry, index) => {
      const own = renders.filter((render) => render.index === index);
      expect(own.map((render) => render.version.id)).toEqual(["none", "person", "person-cutout", "product"]);
      // One fixed seed per brief: the versions differ only by the photo.
      expect(new Set(own.map((render) => render.seed)).size).toBe(1);
    });
    expect(new Set(renders.map((render) => render.seed)).size).toBe(12);
    const files = renders.map((render) => render.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files[0]).toBe("01-bolo-de-cenoura-none.jpg");
    for (const file of files)
      expect(file).toMatch(/^(0[1-9]|1[0-2])-[a-z0-9-]+-(none|person|person-cutout|product)\.jpg$/);
    // Only the versions given are rendered (the cut-out is left out until its photo exists).
    expect(
      showcaseRenders(showcaseVersions.filter((version) => version.id !== "person-cutout")),
    ).toHaveLength(36);
  });

  it("use photos the project ships, whose provenance is written down", () => {
    const provenance = readFileSync(new URL(`${photosDir}/README.md`, root), "utf8");
    for (const version of showcaseVersions) {
      if (!version.photo) continue;
      expect(version.mime).toBe(version.photo.endsWith(".png") ? "image/png" : "image/jpeg");
      // The browser's cut-out is committed by the cut-out's own work; the plain photos are already here.
      if (version.id === "person-cutout" && !existsSync(new URL(`${photosDir}/${version.photo}`, root)))
        continue;
      expect(existsSync(new URL(`${photosDir}/${version.photo}`, root))).toBe(true);
      expect(provenance).toContain(version.photo);
    }
  });

  it("are captioned on the sheet with their number, language and topic", () => {
    expect(showcaseCaption(showcaseBriefs[0]!, 0)).toBe("01 PT · receitas · product · playful");
    expect(showcaseCaption(showcaseBriefs[11]!, 11)).toMatch(/^12 EN · /);
  });
});

describe("the contact sheet's grid", () => {
  const rows = 12;
  const columns = 4;
  const sheet = sheetGeometry(rows, columns);
  const boxes = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => sheet.cell(row, column)),
  ).flat();
  type Box = { x: number; y: number; width: number; height: number };
  const inside = (box: Box) =>
    box.x >= 0 && box.y >= 0 && box.x + box.width <= sheet.width && box.y + box.height <= sheet.height;
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it("shows every thumbnail at 320×180 with its caption right under it, all on the sheet", () => {
    for (const { image, caption } of boxes) {
      expect([image.width, image.height]).toEqual([sheetCell.width, sheetCell.height]);
      expect(caption.y).toBe(image.y + image.height);
      expect(caption.x).toBe(image.x);
      expect(inside(image) && inside(caption)).toBe(true);
    }
  });

  it("never lets two thumbnails, captions or headings overlap", () => {
    const all: Box[] = [
      sheet.title,
      ...Array.from({ length: columns }, (_, column) => sheet.columnHeading(column)),
      ...boxes.flatMap(({ image, caption }) => [image, caption]),
    ];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!)).toBe(false);
  });

  it("puts briefs in rows and versions in columns, headings above the first row", () => {
    expect(sheet.cell(0, 1).image.x).toBeGreaterThan(sheet.cell(0, 0).image.x);
    expect(sheet.cell(0, 1).image.y).toBe(sheet.cell(0, 0).image.y);
    expect(sheet.cell(1, 0).image.y).toBeGreaterThan(sheet.cell(0, 0).caption.y);
    for (let column = 0; column < columns; column++) {
      const heading = sheet.columnHeading(column);
      expect(heading.x).toBe(sheet.cell(0, column).image.x);
      expect(heading.y + heading.height).toBeLessThanOrEqual(sheet.cell(0, column).image.y);
    }
    // Small enough to read in a README and to keep in git: about 1.3k × 2.6k pixels.
    expect(sheet.width).toBeLessThan(1400);
    expect(sheet.height).toBeLessThan(2700);
  });
});

describe("the contact sheet's PNG", () => {
  it("decodes back to exactly the pixels it was given, whichever row filters it picks", () => {
    const width = 37;
    const height = 11;
    const pixels = new Uint8Array(width * height * 4);
    for (let i = 0; i < pixels.length; i += 4) {
      const p = i / 4;
      pixels.set([(p * 7) % 256, (p * 13 + 50) % 256, (p * p) % 256, 255], i);
    }
    for (const filters of [[0], [1], [2], [3], [4], undefined]) {
      const image = photon.PhotonImage.new_from_byteslice(
        encodeOpaquePng({ width, height, pixels }, filters),
      );
      try {
        expect([image.get_width(), image.get_height()]).toEqual([width, height]);
        expect(Array.from(image.get_raw_pixels())).toEqual(Array.from(pixels));
      } finally {
        image.free();
      }
    }
  });
});
