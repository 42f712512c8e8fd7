/**
 * Plates: the decorations a text block carries, drawn from its fitted text so they follow the
 * text when it is edited, resized or moved: a pill behind a kicker or a label, a box behind each
 * line of a headline, an accent bar beside it, a band across the canvas under it (with a ring
 * around the emphasised word), a bar under its last line, a starburst around a badge's number. Pure SVG
 * markup in canvas px, turned with the text.
 */
import type { FontMetrics } from "~/engines/render/font-metrics";
import { bottom, canvas, type Rect } from "~/engines/render/geometry";
import type { TextBlock } from "~/engines/render/scene";
import { burst as burstShape, ring, roundedRect } from "~/engines/render/shapes";
import { n } from "~/engines/render/svg";
import { emphasisedWords, wordWidth } from "~/engines/render/text-fit";
import type { Plate } from "~/engines/render/thumbnail-document";

/** Padding of a pill around the text's ink, in px. */
export const pillPadding = { x: 16, y: 10 } as const;

/**
 * Room the fit keeps around the ink for the plate, in em (like an outline): the line boxes stay
 * inside the text's box this way. The other plates lie outside the box.
 */
export function plateRoom(plate: Plate | null | undefined): number {
  return plate?.kind === "line-boxes" ? 0.2 : 0;
}

export interface PlateMarkup {
  /** Drawn before the text. */
  under: string;
  /** Drawn after it (the ring around a word). */
  over: string;
}

const turned = (block: TextBlock, markup: string) =>
  markup && block.rotation
    ? `<g transform="rotate(${n(block.rotation)} ${n(block.pivot.x)} ${n(block.pivot.y)})">${markup}</g>`
    : markup;

function pill(block: TextBlock, plate: Extract<Plate, { kind: "pill" }>) {
  const { ink } = block.fitted;
  const rect: Rect = {
    x: ink.x - pillPadding.x,
    y: ink.y - pillPadding.y,
    width: ink.width + pillPadding.x * 2,
    height: ink.height + pillPadding.y * 2,
  };
  const shadow = plate.shadow
    ? roundedRect({ ...rect, x: rect.x + 4, y: rect.y + 6 }, rect.height / 2, "#000", ' fill-opacity="0.35"')
    : "";
  return shadow + roundedRect(rect, rect.height / 2, plate.fill);
}

/** The boxes behind each line: from the capitals' top to the baseline, descenders kept inside. */
function lineBoxes(block: TextBlock, plate: Extract<Plate, { kind: "line-boxes" }>, metrics: FontMetrics) {
  const f = block.fitted;
  const capHeight = metrics.extent("H".codePointAt(0)!).top;
  let boxes = "";
  f.lines.forEach((line, i) => {
    const baseline =
      f.frame.y +
      i * f.lineHeight +
      (f.lineHeight - (metrics.ascent + metrics.descent) * f.fontSize) / 2 +
      metrics.ascent * f.fontSize;
    const padX = f.fontSize * 0.18;
    const padY = f.fontSize * 0.15;
    // Descenders (p, g, ç) stay inside the box; accents above capitals may rise out of it.
    const descent = Math.max(
      0,
      ...[...line.words.join("")].map((c) => metrics.extent(c.codePointAt(0)!).bottom),
    );
    const top = baseline - capHeight * f.fontSize - padY;
    const rect = {
      x: f.frame.x + line.x - padX,
      y: top,
      width: line.width - f.letterSpacing + padX * 2,
      height: baseline + Math.max(padY, descent * f.fontSize + padY * 0.5) - top,
    };
    const fill = plate.fills[i % plate.fills.length]!;
    if (plate.shadow)
      boxes += roundedRect({ ...rect, x: rect.x + 8, y: rect.y + 10 }, 6, "#000", ' fill-opacity="0.45"');
    boxes += roundedRect(rect, 6, fill);
  });
  return boxes;
}

/** An accent bar left of the ink, as tall as the text. */
function bar(block: TextBlock, plate: Extract<Plate, { kind: "bar" }>) {
  const { ink } = block.fitted;
  return `<rect x="${n(ink.x - 36)}" y="${n(ink.y + 8)}" width="12" height="${n(Math.max(0, ink.height - 16))}" rx="6" fill="${plate.color}"/>`;
}

/** A band's rectangle before it is turned: across the canvas (and past it), the text's height and some. */
function bandRect(block: TextBlock): Rect {
  const { ink, fontSize } = block.fitted;
  const padY = fontSize * 0.16;
  return { x: -160, y: ink.y - padY, width: canvas.width + 320, height: ink.height + padY * 2 };
}

/** Where the top edge of a block's band is, turned, at the canvas's `x`. */
export function bandTopAt(block: TextBlock, x: number): number {
  const a = (block.rotation * Math.PI) / 180;
  const { x: px, y: py } = block.pivot;
  const dy = bandRect(block).y - py;
  const along = (x - px + dy * Math.sin(a)) / Math.cos(a);
  return py + along * Math.sin(a) + dy * Math.cos(a);
}

function band(block: TextBlock, plate: Extract<Plate, { kind: "band" }>) {
  const r = bandRect(block);
  const rect = (y: number, height: number, fill: string, extra = "") =>
    `<rect x="${n(r.x)}" y="${n(y)}" width="${n(r.width)}" height="${n(height)}" fill="${fill}"${extra}/>`;
  let markup = rect(r.y + 16, r.height, "#000", ' fill-opacity="0.4"') + rect(r.y, r.height, plate.fill);
  if (plate.stripe)
    markup +=
      rect(r.y + 8, 4, plate.stripe, ' fill-opacity="0.85"') +
      rect(bottom(r) - 12, 4, plate.stripe, ' fill-opacity="0.85"');
  return markup;
}

/** The hand-drawn ring around the emphasised word (else the middle one) of a band's text. */
function bandRing(block: TextBlock, colour: string, metrics: FontMetrics) {
  const f = block.fitted;
  const words = f.lines.flatMap((line) => line.words);
  const emphasised = emphasisedWords(words);
  const target = emphasised.size ? Math.min(...emphasised) : Math.floor((words.length - 1) / 2);
  const space = metrics.advance(32) * f.fontSize + f.letterSpacing;
  const widthOf = (word: string) => wordWidth(metrics, word, f.letterSpacing / f.fontSize) * f.fontSize;
  let seen = 0;
  for (const [i, line] of f.lines.entries()) {
    if (target >= seen + line.words.length) {
      seen += line.words.length;
      continue;
    }
    const index = target - seen;
    let x = f.frame.x + line.x;
    for (const word of line.words.slice(0, index)) x += widthOf(word) + space;
    const w = widthOf(line.words[index]!);
    const c = { x: x + w / 2, y: f.frame.y + (i + 0.5) * f.lineHeight };
    return ring(c, w / 2 + 30, f.lineHeight / 2 + 12, 0, colour, 10);
  }
  return "";
}

/** A thick bar under the last line, as wide as it. */
function underline(block: TextBlock, plate: Extract<Plate, { kind: "underline" }>) {
  const { ink, frame, fontSize, lines, letterSpacing } = block.fitted;
  const last = lines[lines.length - 1]!;
  const gap = Math.min(16, Math.max(6, fontSize * 0.08));
  const height = Math.min(16, Math.max(6, fontSize * 0.08));
  const rect = { x: frame.x + last.x, y: bottom(ink) + gap, width: last.width - letterSpacing, height };
  return roundedRect(rect, height / 2, plate.color);
}

/**
 * A badge's burst: its inner points this much further out than the ink's corners (a number that
 * fills its box gets the burst the layouts drew before it was a layer), and at least this many em
 * of the fitted size (a lone "1" still gets a round burst). The inner radius over the outer one
 * (the depth of its spikes), and its spikes.
 */
const burstReach = 1.1;
const burstMinInner = 0.5;
const burstDepth = 0.78;
const burstSpikes = 14;

/**
 * Where a burst goes: centred on the text's ink, its inner points clear of the ink's corners, so
 * it grows, shrinks and moves with the text (before the text's turn).
 */
export function burstGeometry(block: TextBlock): {
  c: { x: number; y: number };
  inner: number;
  outer: number;
} {
  const { ink, fontSize } = block.fitted;
  const inner = Math.max((Math.hypot(ink.width, ink.height) / 2) * burstReach, fontSize * burstMinInner);
  return { c: { x: ink.x + ink.width / 2, y: ink.y + ink.height / 2 }, inner, outer: inner / burstDepth };
}

function burst(block: TextBlock, plate: Extract<Plate, { kind: "burst" }>) {
  const { c, inner, outer } = burstGeometry(block);
  return burstShape(c, inner, outer, burstSpikes, plate.fill, plate.edge);
}

/** The block's plate as SVG markup, before and after its text. */
export function plateSvg(block: TextBlock, metrics: FontMetrics): PlateMarkup {
  const plate = block.plate;
  if (!plate) return { under: "", over: "" };
  switch (plate.kind) {
    case "pill":
      return { under: turned(block, pill(block, plate)), over: "" };
    case "line-boxes":
      return { under: turned(block, lineBoxes(block, plate, metrics)), over: "" };
    case "bar":
      return { under: turned(block, bar(block, plate)), over: "" };
    case "band":
      return {
        under: turned(block, band(block, plate)),
        over: plate.ring ? turned(block, bandRing(block, plate.ring, metrics)) : "",
      };
    case "underline":
      return { under: turned(block, underline(block, plate)), over: "" };
    case "burst":
      return { under: turned(block, burst(block, plate)), over: "" };
  }
}
