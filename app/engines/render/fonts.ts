/**
 * The fonts the renderer draws text with: three display families from @fontsource, latin subset
 * (Latin-1, so every Portuguese letter), WOFF files (satori reads TTF/OTF/WOFF, not WOFF2). The
 * Worker gets their bytes from `fonts/bundled-fonts.ts` (generated), Node reads node_modules.
 */
import { readFontMetrics, type FontMetrics } from "~/engines/render/font-metrics";

export const fontFaces = {
  anton: { family: "Anton", weight: 400, file: "@fontsource/anton/files/anton-latin-400-normal.woff" },
  bebas: {
    family: "Bebas Neue",
    weight: 400,
    file: "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff",
  },
  montserrat800: {
    family: "Montserrat",
    weight: 800,
    file: "@fontsource/montserrat/files/montserrat-latin-800-normal.woff",
  },
  montserrat900: {
    family: "Montserrat",
    weight: 900,
    file: "@fontsource/montserrat/files/montserrat-latin-900-normal.woff",
  },
} as const;

export type FontId = keyof typeof fontFaces;
export const fontIds = Object.keys(fontFaces) as FontId[];

export interface LoadedFont {
  id: FontId;
  family: string;
  weight: 400 | 800 | 900;
  bytes: Uint8Array;
  metrics: FontMetrics;
}

export type FontLibrary = Record<FontId, LoadedFont>;

/** Reads every face's metrics once (per isolate). */
export async function loadFontLibrary(files: Record<FontId, Uint8Array>): Promise<FontLibrary> {
  const entries = await Promise.all(
    fontIds.map(async (id) => {
      const face = fontFaces[id];
      const font: LoadedFont = {
        id,
        family: face.family,
        weight: face.weight,
        bytes: files[id],
        metrics: await readFontMetrics(files[id]),
      };
      return [id, font] as const;
    }),
  );
  return Object.fromEntries(entries) as FontLibrary;
}

/** Which fonts to try, in order, when the preferred one lacks a character. */
const fallbacks: Record<FontId, FontId[]> = {
  anton: ["anton", "montserrat900", "bebas"],
  bebas: ["bebas", "anton", "montserrat900"],
  montserrat800: ["montserrat800", "montserrat900", "anton"],
  montserrat900: ["montserrat900", "montserrat800", "anton"],
};

const isDrawable = (metrics: FontMetrics, char: string) =>
  /\s/.test(char) || metrics.has(char.codePointAt(0)!);

/**
 * The text and font to draw it with, so that every character has a glyph (never a missing-glyph
 * box): the preferred font when it has them all, else the first fallback that does, else the
 * preferred font with each missing character replaced by its unaccented letter or dropped (emoji,
 * other scripts).
 */
export function drawableText(
  fonts: FontLibrary,
  preferred: FontId,
  text: string,
): { font: FontId; text: string } {
  const chars = [...text];
  for (const id of fallbacks[preferred]) {
    if (chars.every((c) => isDrawable(fonts[id].metrics, c))) return { font: id, text };
  }
  const metrics = fonts[preferred].metrics;
  const cleaned = chars
    .map((c) => {
      if (isDrawable(metrics, c)) return c;
      const base = c.normalize("NFD").replace(/\p{M}/gu, "");
      return [...base].every((b) => isDrawable(metrics, b)) ? base : "";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return { font: preferred, text: cleaned };
}
