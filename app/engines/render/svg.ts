/** Small helpers for writing the overlay SVG by hand. */

/** A number for an attribute: at most one decimal, no "-0". */
export const n = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

/** Unique ids within one SVG document (satori's ids are renamed with the same counter). */
export class SvgIds {
  private count = 0;
  next(prefix: string) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
}

/** A polygon's points attribute. */
export const points = (pts: readonly (readonly [number, number])[]) =>
  pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
