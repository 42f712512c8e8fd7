import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledFontsBase64 } from "~/engines/render/fonts/bundled-fonts";
import { drawableText, fontIds, loadFontLibrary, type FontLibrary } from "~/engines/render/fonts";
import { fromBase64 } from "~/engines/render/pixels";
import { readFontFiles } from "~/engines/render/render-engine.node";

let fonts: FontLibrary;
beforeAll(async () => {
  fonts = await loadFontLibrary(await readFontFiles());
});

const portuguese = "áâãàçéêíóôõúÁÂÃÀÇÉÊÍÓÔÕÚ";

describe("bundled fonts", () => {
  it("have every Portuguese letter, digits and common punctuation", () => {
    const wanted = [
      ...`${portuguese}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!?:,.%$-'"`,
    ];
    for (const id of fontIds) {
      const missing = wanted.filter((c) => !fonts[id].metrics.has(c.codePointAt(0)!));
      expect(missing, id).toEqual([]);
    }
  });

  it("read sensible metrics (Anton: a tall, condensed display face)", () => {
    const anton = fonts.anton.metrics;
    expect(anton.unitsPerEm).toBe(2048);
    expect(anton.ascent).toBeGreaterThan(1);
    expect(anton.advance("M".codePointAt(0)!)).toBeLessThan(
      fonts.montserrat900.metrics.advance("M".codePointAt(0)!),
    );
    // The tilde of Ã rises above the capital; the cedilla of Ç hangs below the baseline.
    expect(anton.extent("Ã".codePointAt(0)!).top).toBeGreaterThan(anton.extent("A".codePointAt(0)!).top);
    expect(anton.extent("Ç".codePointAt(0)!).bottom).toBeGreaterThan(0.2);
  });

  it("are the files the Worker bundles (run generate-bundled-fonts.mjs after updating @fontsource)", async () => {
    const files = await readFontFiles();
    for (const id of fontIds) expect(fromBase64(bundledFontsBase64[id])).toEqual(files[id]);
  });
});

describe("drawableText", () => {
  it("keeps Portuguese text in the preferred font", () => {
    expect(drawableText(fonts, "anton", "AÇÃO É JÁ: PÃO, CORAÇÃO, ÔNIBUS")).toEqual({
      font: "anton",
      text: "AÇÃO É JÁ: PÃO, CORAÇÃO, ÔNIBUS",
    });
  });

  it("drops emoji and replaces letters no font has by their base letter", () => {
    const result = drawableText(fonts, "anton", "FOGO 🔥 NO ŁÓDŹ ŐRÜLT");
    expect(result.text).toBe("FOGO NO ÓDZ ORÜLT");
    for (const c of result.text)
      expect(c === " " || fonts[result.font].metrics.has(c.codePointAt(0)!)).toBe(true);
  });
});

describe("satori's HarfBuzz", () => {
  it("is byte for byte harfbuzzjs/hb.wasm, which the Worker imports precompiled", async () => {
    const require = createRequire(import.meta.url);
    const standalone = await readFile(require.resolve("satori/standalone").replace(/\.cjs$/, ".js"), "utf8");
    // Every inlined WASM binary ("\0asm" in base64 is "AGFzbQ").
    const inlined = [...standalone.matchAll(/"(AGFzbQ[A-Za-z0-9+/=]+)"/g)].map(
      (m) => new Uint8Array(Buffer.from(m[1]!, "base64")),
    );
    const file = new Uint8Array(await readFile(require.resolve("harfbuzzjs/hb.wasm")));
    expect(inlined.filter((wasm) => wasm.byteLength === file.byteLength)).toEqual([file]);
  });
});
