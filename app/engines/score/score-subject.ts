/**
 * The thumbnail's subject as the score sees it (docs/decisions/024-thumbnail-score.md, "Subject"):
 * on a grid of 8×8-px cells of the reduced copy, a cell is part of the subject when its colour is
 * far from the backdrop's (the median colour of the grid's border cells, where a backdrop usually
 * is). Cells under the text layers are left out, so the headline is not taken for the subject.
 * Measured: the subject's share of the picture, how distinct it is, how much of it the top and side
 * edges cut, and where its mass sits (for the timestamp corner).
 */
import { canvas, type Rect } from "~/engines/render/geometry";
import type { RgbaImage } from "~/engines/render/pixels";

export interface SubjectMeasure {
  /** The subject's cells as a share (0–1) of the cells not under text. */
  area: number;
  /** The subject cells' mean distance from the backdrop colour (0–1, 1 = black against white). */
  clarity: number;
  /** The share (0–1) of the subject's cells on the top, left or right edge (cut off by the frame). */
  cut: number;
  /** The share (0–1) of the subject's cells inside `zone` (the timestamp corner). */
  inZone: number;
}

const cellSize = 8;
/** A cell this far (0–1 of the RGB cube's diagonal) from the backdrop colour is subject. */
export const subjectDistance = 0.18;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The subject of `image` (the reduced copy), with `masked` rectangles (in canvas px, the text
 * layers' ink) left out and `zone` (canvas px) the corner whose share is reported.
 */
export function measureSubject(image: RgbaImage, masked: Rect[], zone: Rect): SubjectMeasure {
  const columns = Math.floor(image.width / cellSize);
  const rows = Math.floor(image.height / cellSize);
  const scale = image.width / canvas.width;
  const cells = columns * rows;
  const r = new Float32Array(cells);
  const g = new Float32Array(cells);
  const b = new Float32Array(cells);
  const skip = new Uint8Array(cells);
  const p = image.pixels;
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < columns; cx++) {
      let sr = 0;
      let sg = 0;
      let sb = 0;
      for (let y = cy * cellSize; y < (cy + 1) * cellSize; y++) {
        for (let x = cx * cellSize, i = (y * image.width + x) * 4; x < (cx + 1) * cellSize; x++, i += 4) {
          sr += p[i]!;
          sg += p[i + 1]!;
          sb += p[i + 2]!;
        }
      }
      const c = cy * columns + cx;
      const n = cellSize * cellSize;
      r[c] = sr / n;
      g[c] = sg / n;
      b[c] = sb / n;
      // A cell more than half covered by a text layer's ink is text, not subject.
      const cell = { x: cx * cellSize, y: cy * cellSize, width: cellSize, height: cellSize };
      for (const rect of masked) {
        const x0 = Math.max(cell.x, rect.x * scale);
        const x1 = Math.min(cell.x + cellSize, (rect.x + rect.width) * scale);
        const y0 = Math.max(cell.y, rect.y * scale);
        const y1 = Math.min(cell.y + cellSize, (rect.y + rect.height) * scale);
        if (x1 > x0 && y1 > y0 && (x1 - x0) * (y1 - y0) > (cellSize * cellSize) / 2) skip[c] = 1;
      }
    }
  }
  const border: number[][] = [[], [], []];
  for (let cy = 0; cy < rows; cy++)
    for (let cx = 0; cx < columns; cx++) {
      const c = cy * columns + cx;
      if (skip[c] || (cx > 0 && cy > 0 && cx < columns - 1 && cy < rows - 1)) continue;
      border[0]!.push(r[c]!);
      border[1]!.push(g[c]!);
      border[2]!.push(b[c]!);
    }
  const [br, bg, bb] = border.map(median) as [number, number, number];
  const diagonal = Math.sqrt(3) * 255;
  const zoneCells = {
    x0: (zone.x * scale) / cellSize,
    x1: ((zone.x + zone.width) * scale) / cellSize,
    y0: (zone.y * scale) / cellSize,
    y1: ((zone.y + zone.height) * scale) / cellSize,
  };
  let open = 0;
  let subject = 0;
  let distanceSum = 0;
  let cut = 0;
  let inZone = 0;
  for (let cy = 0; cy < rows; cy++)
    for (let cx = 0; cx < columns; cx++) {
      const c = cy * columns + cx;
      if (skip[c]) continue;
      open++;
      const distance = Math.hypot(r[c]! - br, g[c]! - bg, b[c]! - bb) / diagonal;
      if (distance < subjectDistance) continue;
      subject++;
      distanceSum += distance;
      // The bottom edge does not count: a person's shoulders reaching it is the usual framing.
      if (cy === 0 || cx === 0 || cx === columns - 1) cut++;
      if (
        cx + 0.5 > zoneCells.x0 &&
        cx + 0.5 < zoneCells.x1 &&
        cy + 0.5 > zoneCells.y0 &&
        cy + 0.5 < zoneCells.y1
      )
        inZone++;
    }
  return {
    area: open ? subject / open : 0,
    clarity: subject ? distanceSum / subject : 0,
    cut: subject ? cut / subject : 0,
    inZone: subject ? inZone / subject : 0,
  };
}
