import { describe, expect, it } from "vitest";
import { namedColors } from "~/core/brief/named-colors";
import { paletteFromColors } from "~/engines/render/custom-palette";
import { contrastRatio, luminance, palettes } from "~/engines/render/palettes";

const hexes = (text: string) => namedColors(text).map((color) => color.hex);

/** Colour answers a creator might type, from one colour to three, light, dark and grey ones. */
const answers = [
  "verde e roxo",
  "green and purple",
  "laranja com azul",
  "amarelo",
  "white",
  "branco e rosa",
  "bege e creme",
  "navy and gold",
  "azul marinho, dourado e branco",
  "preto e verde limão",
  "#ff0066",
  "#ffff00 e #00ffff",
  "cinza e prata",
  "light blue and pink",
  "marrom e laranja",
];

describe("a palette built from the colours a creator named", () => {
  it("keeps every text readable on what it is drawn on", () => {
    for (const answer of answers) {
      const palette = paletteFromColors(hexes(answer), palettes["blue-orange"]);
      // Body text (WCAG AA, 4.5:1) on the background, the panel and the bands.
      expect(contrastRatio(palette.ink, palette.deep), answer).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.ink, palette.panel[0]), answer).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.ink, palette.panel[1]), answer).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.bandInk, palette.band), answer).toBeGreaterThanOrEqual(4.5);
      // Large emphasised words and accents stand out from the background (3:1, large text).
      expect(contrastRatio(palette.emphasis, palette.deep), answer).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(palette.accent, palette.deep), answer).toBeGreaterThanOrEqual(3);
      expect(palette.deep, answer).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("makes the background from the darker colour and the bands from the lighter one", () => {
    const palette = paletteFromColors(hexes("verde e roxo"), palettes["green-neon"]);
    expect(palette.band).toBe("#1fbf4a");
    expect(palette.id).toBe("green-neon");
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(palette.deep.slice(at, at + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(b).toBeGreaterThan(g);
    expect(r).toBeGreaterThanOrEqual(g);
    expect(luminance(palette.deep)).toBeLessThan(luminance(palette.mid));
  });

  it("only greys the photo when every colour named is grey, black or white", () => {
    expect(paletteFromColors(hexes("cinza e prata"), palettes["black-white"]).monochrome).toBe(true);
    expect(paletteFromColors(hexes("preto e verde"), palettes["black-white"]).monochrome).toBe(false);
  });

  it("is the preset itself when no colour is given", () => {
    expect(paletteFromColors([], palettes["red-white"])).toBe(palettes["red-white"]);
  });
});
