/**
 * What the creator's reference shows and where: whether it is a cut-out (a PNG whose transparency
 * covers a real part of the picture: the browser cut the person or object out before upload) and
 * the subject's box, in fractions of the picture. The box comes from the alpha mask of a cut-out,
 * else from a cheap saliency measure (how far each cell of a coarse grid is from the border's
 * colour, how saturated and how busy it is). Both read the picture once on a grid of at most 64
 * cells a side, so this stays cheap in the jobs Worker (docs/decisions/022-creator-photo-as-hero.md).
 */
import type { Rect } from "~/engines/render/geometry";
import type { RgbaImage } from "~/engines/render/pixels";

export interface Subject {
  /** The picture has a transparent background: the subject alone, to be placed over the art. */
  cutout: boolean;
  /** The subject's box, in fractions (0–1) of the picture's width and height. */
  box: Rect;
  /** The picture's size in px (its aspect decides how it is cropped and placed). */
  width: number;
  height: number;
}

/** A picture counts as a cut-out when at least this share of it is transparent (and some is not). */
const transparentShare = 0.05;
const gridSide = 64;

/** A plain photo whose subject is assumed to be in the middle (when nothing else is known). */
export function centredSubject(width = 1, height = 1): Subject {
  return { cutout: false, box: { x: 0.25, y: 0.15, width: 0.5, height: 0.75 }, width, height };
}

interface Grid {
  columns: number;
  rows: number;
  /** Per cell: mean R, G, B (0–255) and mean alpha (0–1). */
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  alpha: Float32Array;
}

/** The picture averaged onto a grid of at most `gridSide` cells a side (every pixel read once). */
function gridOf(image: RgbaImage): Grid {
  const scale = Math.max(image.width, image.height) / gridSide;
  const columns = Math.max(1, Math.round(image.width / Math.max(1, scale)));
  const rows = Math.max(1, Math.round(image.height / Math.max(1, scale)));
  const cells = columns * rows;
  const sums = new Float64Array(cells * 5);
  const p = image.pixels;
  const columnOf = new Int32Array(image.width);
  for (let x = 0; x < image.width; x++)
    columnOf[x] = Math.min(columns - 1, Math.floor((x * columns) / image.width));
  for (let y = 0; y < image.height; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / image.height)) * columns;
    for (let x = 0, i = y * image.width * 4; x < image.width; x++, i += 4) {
      const cell = (row + columnOf[x]!) * 5;
      const a = p[i + 3]!;
      sums[cell] = sums[cell]! + p[i]!;
      sums[cell + 1] = sums[cell + 1]! + p[i + 1]!;
      sums[cell + 2] = sums[cell + 2]! + p[i + 2]!;
      sums[cell + 3] = sums[cell + 3]! + a;
      sums[cell + 4] = sums[cell + 4]! + 1;
    }
  }
  const grid: Grid = {
    columns,
    rows,
    r: new Float32Array(cells),
    g: new Float32Array(cells),
    b: new Float32Array(cells),
    alpha: new Float32Array(cells),
  };
  for (let c = 0; c < cells; c++) {
    const count = Math.max(1, sums[c * 5 + 4]!);
    grid.r[c] = sums[c * 5]! / count;
    grid.g[c] = sums[c * 5 + 1]! / count;
    grid.b[c] = sums[c * 5 + 2]! / count;
    grid.alpha[c] = sums[c * 5 + 3]! / count / 255;
  }
  return grid;
}

/** Whether the picture has real transparency: some of it clear, some of it solid. */
function isCutout(image: RgbaImage): boolean {
  const p = image.pixels;
  const step = Math.max(1, Math.floor(p.length / 4 / 40_000)) * 4;
  let clear = 0;
  let solid = 0;
  let total = 0;
  for (let i = 3; i < p.length; i += step) {
    total++;
    if (p[i]! < 32) clear++;
    else if (p[i]! >= 128) solid++;
  }
  return clear / total >= transparentShare && solid / total >= 0.03;
}

/**
 * The box holding the middle `keep` share of `weights`' mass along each axis (so a few stray
 * cells do not stretch it), in fractions of the grid.
 */
function massBox(weights: Float32Array, columns: number, rows: number, keep: number): Rect | null {
  const byColumn = new Float64Array(columns);
  const byRow = new Float64Array(rows);
  let total = 0;
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      const w = weights[y * columns + x]!;
      byColumn[x] = byColumn[x]! + w;
      byRow[y] = byRow[y]! + w;
      total += w;
    }
  if (total <= 0) return null;
  const span = (marginal: Float64Array) => {
    const cut = (total * (1 - keep)) / 2;
    let from = 0;
    let sum = 0;
    while (from < marginal.length - 1 && sum + marginal[from]! <= cut) sum += marginal[from++]!;
    let to = marginal.length - 1;
    sum = 0;
    while (to > from && sum + marginal[to]! <= cut) sum += marginal[to--]!;
    return [from / marginal.length, (to + 1) / marginal.length] as const;
  };
  const [x0, x1] = span(byColumn);
  const [y0, y1] = span(byRow);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The cut-out's box: the cells that are mostly opaque (all of them: a cut-out has no strays). */
function alphaBox(grid: Grid): Rect | null {
  const weights = new Float32Array(grid.alpha.length);
  for (let c = 0; c < weights.length; c++) weights[c] = grid.alpha[c]! >= 0.5 ? 1 : 0;
  return massBox(weights, grid.columns, grid.rows, 0.995);
}

/**
 * A plain photo's subject: each cell scored by its colour distance from the border's mean colour
 * (a backdrop usually fills the border), its saturation and its contrast with its neighbours;
 * the box holds the middle 80 % of the score above the median.
 */
function saliencyBox(grid: Grid): Rect | null {
  const { columns, rows, r, g, b } = grid;
  let br = 0;
  let bg = 0;
  let bb = 0;
  let border = 0;
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      if (x > 0 && y > 0 && x < columns - 1 && y < rows - 1) continue;
      const c = y * columns + x;
      br += r[c]!;
      bg += g[c]!;
      bb += b[c]!;
      border++;
    }
  br /= border;
  bg /= border;
  bb /= border;
  const scores = new Float32Array(columns * rows);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      const c = y * columns + x;
      const distance = Math.hypot(r[c]! - br, g[c]! - bg, b[c]! - bb) / 441;
      const max = Math.max(r[c]!, g[c]!, b[c]!);
      const saturation = max > 0 ? (max - Math.min(r[c]!, g[c]!, b[c]!)) / max : 0;
      let edge = 0;
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        const n = Math.min(columns - 1, x + dx) + Math.min(rows - 1, y + dy) * columns;
        edge += Math.abs(r[c]! - r[n]!) + Math.abs(g[c]! - g[n]!) + Math.abs(b[c]! - b[n]!);
      }
      scores[c] = distance * 2 + saturation * 0.5 + Math.min(1, edge / 180);
    }
  const sorted = Float32Array.from(scores).sort();
  const median = sorted[Math.floor(sorted.length / 2)]!;
  for (let c = 0; c < scores.length; c++) scores[c] = Math.max(0, scores[c]! - median) ** 2;
  return massBox(scores, columns, rows, 0.8);
}

/** A box grown to at least `min` of the picture each way, about its centre, kept inside it. */
function atLeast(box: Rect, min: number): Rect {
  const grow = (start: number, size: number) => {
    const wanted = Math.max(size, min);
    const from = Math.max(0, Math.min(1 - wanted, start - (wanted - size) / 2));
    return [from, wanted] as const;
  };
  const [x, width] = grow(box.x, box.width);
  const [y, height] = grow(box.y, box.height);
  return { x, y, width, height };
}

/** What the reference shows and where (see the module comment). */
export function analyseSubject(image: RgbaImage): Subject {
  const cutout = isCutout(image);
  const grid = gridOf(image);
  const found = cutout ? alphaBox(grid) : saliencyBox(grid);
  const fallback = centredSubject(image.width, image.height).box;
  const box = found && found.width > 0 && found.height > 0 ? atLeast(found, cutout ? 0.05 : 0.25) : fallback;
  return { cutout, box, width: image.width, height: image.height };
}
