/**
 * Fits text to a box before satori draws it: the words are split into 1…maxLines balanced lines
 * and the largest font size is chosen at which the whole ink — accents above capitals, cedillas
 * below, the outline, the shadow and the glow — stays inside the box. Everything is measured in em
 * from the font's own tables, so the fitted size is exact up to kerning (which only narrows).
 */
import type { FontMetrics } from "~/engines/render/font-metrics";
import type { FontId } from "~/engines/render/fonts";
import type { Rect } from "~/engines/render/geometry";

export interface TextLook {
  font: FontId;
  /** Line pitch and letter spacing, in em. */
  lineHeight: number;
  letterSpacing: number;
  /** Outer outline width, in em (0 for none). */
  outline: number;
  /** Hard shadow offset, in em (null for none). */
  shadow: { dx: number; dy: number } | null;
  /** Glow radius, in em (0 for none). */
  glow: number;
}

export interface FitLimits {
  maxLines: number;
  /** Largest font size, in px. */
  maxSize: number;
  align: "left" | "center" | "right";
  valign: "top" | "middle" | "bottom";
}

export interface FittedLine {
  words: string[];
  /** Advance width, in px. */
  width: number;
  /** Left of the line inside the frame, in px. */
  x: number;
}

export interface FittedText {
  fontSize: number;
  /** Line pitch, in px. */
  lineHeight: number;
  letterSpacing: number;
  lines: FittedLine[];
  /** Where satori lays the lines out (one line box each, stacked), in canvas px. */
  frame: Rect;
  /** Everything the text paints (glyph ink, outline, shadow, glow), in canvas px: inside the box. */
  ink: Rect;
}

const chars = (word: string) => [...word].map((c) => c.codePointAt(0)!);

/** Words of the text, split on white space. */
export const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** A word's advance width in em, letter spacing included. */
export function wordWidth(metrics: FontMetrics, word: string, letterSpacing: number) {
  let width = 0;
  for (const c of chars(word)) width += metrics.advance(c) + letterSpacing;
  return width;
}

/** Splits widths into `count` consecutive groups minimising the widest (a balanced wrap). */
function balancedBreaks(widths: number[], space: number, count: number): number[][] {
  const n = widths.length;
  const span = (i: number, j: number) => {
    let w = space * (j - i - 1);
    for (let k = i; k < j; k++) w += widths[k]!;
    return w;
  };
  // best[m][j]: the narrowest widest line for the first j words in m lines; from[m][j]: where the last starts.
  const best = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const from = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let m = 1; m <= count; m++) {
    for (let j = m; j <= n; j++) {
      for (let i = m - 1; i < j; i++) {
        const value = Math.max(best[m - 1]![i]!, span(i, j));
        // Ties go to the later break: fuller first lines read better than a short opener.
        if (value <= best[m]![j]!) {
          best[m]![j] = value;
          from[m]![j] = i;
        }
      }
    }
  }
  const groups: number[][] = [];
  let end = n;
  for (let m = count; m > 0; m--) {
    const start = from[m]![end]!;
    groups.unshift(Array.from({ length: end - start }, (_, k) => start + k));
    end = start;
  }
  return groups;
}

interface Candidate {
  size: number;
  groups: number[][];
  widthsEm: number[];
  ink: { left: number; top: number; right: number; bottom: number };
}

/** The ink extents, in em, of lines laid out from a frame whose top-left is the origin. */
function inkExtents(metrics: FontMetrics, look: TextLook, lineWords: string[][], widthsEm: number[]) {
  const frameWidth = Math.max(...widthsEm);
  let top = Infinity;
  let bottom = -Infinity;
  lineWords.forEach((words, i) => {
    // Satori centres the font's ascent + descent in each line box (CSS half-leading).
    const baseline =
      i * look.lineHeight + (look.lineHeight - (metrics.ascent + metrics.descent)) / 2 + metrics.ascent;
    for (const c of chars(words.join(""))) {
      const e = metrics.extent(c);
      top = Math.min(top, baseline - e.top);
      bottom = Math.max(bottom, baseline + e.bottom);
    }
  });
  const spread = look.outline + look.glow;
  // Side bearings: a glyph's ink may pass its advance by a hair (J, commas, accents).
  const sides = 0.03;
  const dx = look.shadow?.dx ?? 0;
  const dy = look.shadow?.dy ?? 0;
  return {
    left: -spread - sides + Math.min(0, dx),
    right: frameWidth + spread + sides + Math.max(0, dx),
    top: top - spread + Math.min(0, dy),
    bottom: bottom + spread + Math.max(0, dy),
  };
}

/**
 * The largest fit of `words` in `box`, in whole pixels. The ink never leaves the box; a single
 * word too long for it makes the text smaller rather than overflow. Fitting again with `maxSize`
 * set to the fitted size gives the same fit (the sizes compared are already whole).
 */
export function fitText(
  metrics: FontMetrics,
  words: string[],
  box: Rect,
  look: TextLook,
  limits: FitLimits,
): FittedText {
  if (!words.length) words = [" "];
  const widths = words.map((w) => wordWidth(metrics, w, look.letterSpacing));
  const space = metrics.advance(32) + look.letterSpacing;
  let chosen: Candidate | null = null;
  for (let count = 1; count <= Math.min(limits.maxLines, words.length); count++) {
    const groups = balancedBreaks(widths, space, count);
    const widthsEm = groups.map((g) => g.reduce((sum, k) => sum + widths[k]!, 0) + space * (g.length - 1));
    const ink = inkExtents(
      metrics,
      look,
      groups.map((g) => g.map((k) => words[k]!)),
      widthsEm,
    );
    // Whole pixels: the size an editor shows, and refitting at most that size gives the same fit.
    const size = Math.max(
      1,
      Math.floor(
        Math.min(limits.maxSize, box.width / (ink.right - ink.left), box.height / (ink.bottom - ink.top)),
      ),
    );
    // A further line must buy at least 4% more size to be worth the extra line.
    if (!chosen || size > chosen.size * 1.04) chosen = { size, groups, widthsEm, ink };
  }
  const { groups, widthsEm, ink, size } = chosen!;
  const frameWidth = Math.max(...widthsEm) * size;
  const inkWidth = (ink.right - ink.left) * size;
  const inkHeight = (ink.bottom - ink.top) * size;
  const inkX =
    limits.align === "left"
      ? box.x
      : limits.align === "right"
        ? box.x + box.width - inkWidth
        : box.x + (box.width - inkWidth) / 2;
  const inkY =
    limits.valign === "top"
      ? box.y
      : limits.valign === "bottom"
        ? box.y + box.height - inkHeight
        : box.y + (box.height - inkHeight) / 2;
  const frame: Rect = {
    x: inkX - ink.left * size,
    y: inkY - ink.top * size,
    width: frameWidth,
    height: groups.length * look.lineHeight * size,
  };
  const lines: FittedLine[] = groups.map((g, i) => {
    const width = widthsEm[i]! * size;
    const x =
      limits.align === "left" ? 0 : limits.align === "right" ? frameWidth - width : (frameWidth - width) / 2;
    return { words: g.map((k) => words[k]!), width, x };
  });
  return {
    fontSize: size,
    lineHeight: look.lineHeight * size,
    letterSpacing: look.letterSpacing * size,
    lines,
    frame,
    ink: { x: inkX, y: inkY, width: inkWidth, height: inkHeight },
  };
}

/**
 * The headline for the platform: phones show thumbnails small, so a headline of more than six words
 * keeps its first clause (up to ":", "—", "!", "?" or ",") when that clause says enough (two to
 * six words), else its first six words.
 */
export const mobileWordLimit = 6;

export function headlineForPlatform(headline: string, platform: "mobile" | "desktop" | "both"): string {
  const words = wordsOf(headline);
  if (platform !== "mobile" || words.length <= mobileWordLimit) return words.join(" ");
  const clause = headline.split(/\s*[:—–!?,;]\s*|\s+-\s+/)[0] ?? "";
  const clauseWords = wordsOf(clause);
  if (clauseWords.length >= 2 && clauseWords.length <= mobileWordLimit) {
    const end = headline.indexOf(clause) + clause.length;
    const mark = headline[end];
    return clauseWords.join(" ") + (mark === "!" || mark === "?" ? mark : "");
  }
  return words.slice(0, mobileWordLimit).join(" ");
}

/** The first number in the texts ("10", "R$ 500", "3X", "100%", "1.000"), for the big-number highlight. */
export function bigNumberOf(...texts: string[]): string | null {
  for (const text of texts) {
    const match = text.match(/(?:R\$\s?|US\$\s?|\$|€)?\d+(?:[.,]\d+)*\s?(?:%|x\b|k\b|mil\b)?/i);
    if (match) return match[0].replace(/\s+/g, " ").trim().toUpperCase();
  }
  return null;
}

/** Indexes of the words to paint in the emphasis colour: those with a digit, else the longest. */
export function emphasisedWords(words: string[]): Set<number> {
  const withDigits = words.flatMap((w, i) => (/\d/.test(w) ? [i] : []));
  if (withDigits.length) return new Set(withDigits);
  if (words.length < 2) return new Set();
  let longest = 0;
  words.forEach((w, i) => {
    if ([...w].length > [...words[longest]!].length) longest = i;
  });
  return new Set([longest]);
}
