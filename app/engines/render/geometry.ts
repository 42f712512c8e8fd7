/** The thumbnail's canvas, the corner YouTube covers, and the rectangle arithmetic the layouts use. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const canvas = { width: 1280, height: 720 } as const;

/**
 * The bottom-right corner where YouTube draws the video's duration. No text is placed here (the
 * layouts' tests check every text box against it); pictures and shapes may pass under it.
 */
export const timestampZone: Rect = { x: canvas.width - 300, y: canvas.height - 120, width: 300, height: 120 };

export const right = (r: Rect) => r.x + r.width;
export const bottom = (r: Rect) => r.y + r.height;

/** Whether two rectangles share any area (touching edges do not count). */
export const intersects = (a: Rect, b: Rect) =>
  a.x < right(b) && b.x < right(a) && a.y < bottom(b) && b.y < bottom(a);

export const inset = (r: Rect, dx: number, dy = dx): Rect => ({
  x: r.x + dx,
  y: r.y + dy,
  width: Math.max(0, r.width - 2 * dx),
  height: Math.max(0, r.height - 2 * dy),
});

export const center = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/** The axis-aligned box around `r` turned by `degrees` about the point (cx, cy). */
export function rotatedBounds(r: Rect, degrees: number, cx: number, cy: number): Rect {
  if (!degrees) return r;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [r.x, r.y],
    [right(r), r.y],
    [r.x, bottom(r)],
    [right(r), bottom(r)],
  ] as const) {
    xs.push(cx + (x - cx) * cos - (y - cy) * sin);
    ys.push(cy + (x - cx) * sin + (y - cy) * cos);
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** `r` shortened so it stays above the timestamp corner when it would reach into it. */
export function clearOfTimestamp(r: Rect, zone: Rect = timestampZone): Rect {
  if (!intersects(r, zone)) return r;
  // Prefer losing height (boxes in the right half); a box reaching the bottom on the left loses width.
  const shorter = { ...r, height: Math.max(0, zone.y - r.y) };
  const narrower = { ...r, width: Math.max(0, zone.x - r.x) };
  return shorter.height * shorter.width >= narrower.height * narrower.width ? shorter : narrower;
}
