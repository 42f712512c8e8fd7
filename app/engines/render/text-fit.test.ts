import { beforeAll, describe, expect, it } from "vitest";
import { loadFontLibrary, type FontLibrary } from "~/engines/render/fonts";
import { readFontFiles } from "~/engines/render/render-engine.node";
import { accentedHeadline } from "~/engines/render/test-briefs";
import {
  bigNumberOf,
  emphasisedWords,
  fitText,
  headlineForPlatform,
  wordsOf,
  type FitLimits,
  type TextLook,
} from "~/engines/render/text-fit";

let fonts: FontLibrary;
beforeAll(async () => {
  fonts = await loadFontLibrary(await readFontFiles());
});

const look: TextLook = {
  font: "anton",
  lineHeight: 1.02,
  letterSpacing: 0,
  outline: 0.075,
  shadow: { dx: 0.035, dy: 0.05 },
  glow: 0,
};
const limits: FitLimits = { maxLines: 4, maxSize: 400, align: "left", valign: "middle" };
const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;

describe("fitText", () => {
  it("keeps the whole ink (accents, cedillas, outline, shadow) inside the box", () => {
    for (const box of [
      { x: 64, y: 60, width: 660, height: 600 },
      { x: 0, y: 0, width: 300, height: 90 },
      { x: 100, y: 300, width: 1080, height: 240 },
    ]) {
      const fitted = fitText(fonts.anton.metrics, wordsOf(accentedHeadline), box, look, limits);
      expect(inside(fitted.ink, box)).toBe(true);
      // …and fills it in at least one direction.
      expect(Math.max(fitted.ink.width / box.width, fitted.ink.height / box.height)).toBeGreaterThan(0.97);
    }
  });

  it("balances the lines and never exceeds maxLines", () => {
    const fitted = fitText(
      fonts.anton.metrics,
      wordsOf(accentedHeadline),
      { x: 0, y: 0, width: 660, height: 600 },
      look,
      limits,
    );
    expect(fitted.lines.length).toBeLessThanOrEqual(4);
    const widths = fitted.lines.map((l) => l.width);
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.45);
    expect(fitted.lines.flatMap((l) => l.words).join(" ")).toBe(accentedHeadline);
  });

  it("stops at maxSize for a short word and shrinks for a long one", () => {
    const box = { x: 0, y: 0, width: 600, height: 400 };
    expect(fitText(fonts.anton.metrics, ["UAU"], box, look, { ...limits, maxSize: 150 }).fontSize).toBe(150);
    const long = fitText(fonts.anton.metrics, ["INCONSTITUCIONALISSIMAMENTE"], box, look, limits);
    expect(long.lines).toHaveLength(1);
    expect(inside(long.ink, box)).toBe(true);
  });

  it("aligns right and bottom", () => {
    const box = { x: 100, y: 100, width: 800, height: 500 };
    const fitted = fitText(
      fonts.montserrat900.metrics,
      ["OI"],
      box,
      { ...look, font: "montserrat900" },
      {
        ...limits,
        maxSize: 100,
        align: "right",
        valign: "bottom",
      },
    );
    expect(fitted.ink.x + fitted.ink.width).toBeCloseTo(900, 3);
    expect(fitted.ink.y + fitted.ink.height).toBeCloseTo(600, 3);
  });
});

describe("headlineForPlatform", () => {
  it("keeps short headlines and all of them off mobile", () => {
    expect(headlineForPlatform("Bolo em 10 minutos", "mobile")).toBe("Bolo em 10 minutos");
    expect(headlineForPlatform("Um dois três quatro cinco seis sete oito", "desktop")).toBe(
      "Um dois três quatro cinco seis sete oito",
    );
  });

  it("gives phones the first clause, else the first six words", () => {
    expect(
      headlineForPlatform("Ninguém acredita! O bolo de caneca que ficou pronto em dois minutos", "mobile"),
    ).toBe("Ninguém acredita!");
    expect(headlineForPlatform("Um dois três quatro cinco seis sete oito", "mobile")).toBe(
      "Um dois três quatro cinco seis",
    );
  });
});

describe("bigNumberOf and emphasisedWords", () => {
  it("finds the first number of the headline, else of the title", () => {
    expect(bigNumberOf("TOP 5 ERROS", "")).toBe("5");
    expect(bigNumberOf("Ganhei R$ 1.000 em um dia", "")).toBe("R$ 1.000");
    expect(bigNumberOf("Como economizar", "Economize 30% na conta")).toBe("30%");
    expect(bigNumberOf("Sem número", "nenhum")).toBeNull();
  });

  it("emphasises words with digits, else the longest", () => {
    expect([...emphasisedWords(["TOP", "5", "ERROS"])]).toEqual([1]);
    expect([...emphasisedWords(["AÇÃO", "É", "JÁ:", "CORAÇÃO,"])]).toEqual([3]);
    expect(emphasisedWords(["UAU"]).size).toBe(0);
  });
});
