/**
 * The vector pieces the layouts draw with (SVG markup in canvas px): arrows, hand-drawn rings,
 * starbursts, a head-and-shoulders silhouette, a spotlight, pills, bands (the topic's objects are
 * Fluent Emoji: topic-art/).
 */
import type { Rect } from "~/engines/render/geometry";
import { n, points, type SvgIds } from "~/engines/render/svg";

type Point = { x: number; y: number };

/** A chunky arrow from `from` to `to` (the tip), outlined and with a soft drop shadow. */
export function arrow(from: Point, to: Point, thickness: number, fill: string, outline: string) {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  const head = thickness * 1.7;
  const half = thickness / 2;
  const shape = points([
    [0, -half],
    [length - head, -half],
    [length - head, -thickness * 1.15],
    [length, 0],
    [length - head, thickness * 1.15],
    [length - head, half],
    [0, half],
  ]);
  const place = `translate(${n(from.x)} ${n(from.y)}) rotate(${n(angle)})`;
  return (
    `<polygon points="${shape}" transform="translate(8 10) ${place}" fill="#000" fill-opacity="0.4" stroke="#000" stroke-opacity="0.4" stroke-width="${n(thickness * 0.35)}" stroke-linejoin="round"/>` +
    `<polygon points="${shape}" transform="${place}" fill="${fill}" stroke="${outline}" stroke-width="${n(thickness * 0.35)}" stroke-linejoin="round" paint-order="stroke"/>`
  );
}

/** A hand-drawn ring: two slightly different ellipse strokes, with a dark edge for contrast. */
export function ring(c: Point, rx: number, ry: number, rotation: number, colour: string, width: number) {
  const place = `rotate(${n(rotation)} ${n(c.x)} ${n(c.y)})`;
  const ellipse = (dx: number, dy: number, sx: number, sy: number, stroke: string, w: number, opacity = 1) =>
    `<ellipse cx="${n(c.x + dx)}" cy="${n(c.y + dy)}" rx="${n(rx * sx)}" ry="${n(ry * sy)}" fill="none" stroke="${stroke}" stroke-width="${n(w)}" stroke-opacity="${opacity}" transform="${place}"/>`;
  return (
    ellipse(4, 6, 1, 1, "#000", width * 1.6, 0.35) +
    ellipse(0, 0, 1, 1, colour, width) +
    ellipse(-6, 4, 1.04, 0.95, colour, width * 0.55)
  );
}

/** A starburst (a comic "pow" shape) with `spikes` points. */
export function burst(c: Point, inner: number, outer: number, spikes: number, fill: string, outline: string) {
  const pts: [number, number][] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i * Math.PI) / spikes - Math.PI / 2;
    const r = i % 2 ? inner : outer;
    pts.push([c.x + r * Math.cos(a), c.y + r * Math.sin(a)]);
  }
  return (
    `<polygon points="${points(pts.map(([x, y]) => [x + 8, y + 10]))}" fill="#000" fill-opacity="0.35"/>` +
    `<polygon points="${points(pts)}" fill="${fill}" stroke="${outline}" stroke-width="8" stroke-linejoin="round" paint-order="stroke"/>`
  );
}

/** A circle's drop shadow and its thick frame (drawn around a picture clipped to the circle). */
export function circleFrame(c: Point, r: number, colour: string, width: number) {
  return {
    under: `<circle cx="${n(c.x + 10)}" cy="${n(c.y + 14)}" r="${n(r + width)}" fill="#000" fill-opacity="0.45"/>`,
    over:
      `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r + width / 2)}" fill="none" stroke="${colour}" stroke-width="${n(width)}"/>` +
      `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r + width)}" fill="none" stroke="#000" stroke-opacity="0.6" stroke-width="3"/>`,
  };
}

/** A head-and-shoulders silhouette in a circle, rim-lit (the face highlight without a photo). */
export function silhouette(ids: SvgIds, c: Point, r: number, fill: string, rim: string, backdrop: string) {
  const clip = ids.next("sil");
  const head = r * 0.36;
  const body =
    `M${n(c.x - r * 0.95)} ${n(c.y + r * 1.05)}` +
    `C${n(c.x - r * 0.9)} ${n(c.y + r * 0.45)} ${n(c.x - r * 0.45)} ${n(c.y + r * 0.3)} ${n(c.x)} ${n(c.y + r * 0.3)}` +
    `C${n(c.x + r * 0.45)} ${n(c.y + r * 0.3)} ${n(c.x + r * 0.9)} ${n(c.y + r * 0.45)} ${n(c.x + r * 0.95)} ${n(c.y + r * 1.05)}Z`;
  return (
    `<clipPath id="${clip}"><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}"/></clipPath>` +
    `<g clip-path="url(#${clip})">` +
    `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${backdrop}"/>` +
    `<path d="${body}" fill="${fill}" stroke="${rim}" stroke-width="${n(r * 0.04)}"/>` +
    `<circle cx="${n(c.x)}" cy="${n(c.y - r * 0.2)}" r="${n(head)}" fill="${fill}" stroke="${rim}" stroke-width="${n(r * 0.04)}"/>` +
    `</g>`
  );
}

/** A spotlight: a soft beam from above and a pool of light on the floor. */
export function spotlight(ids: SvgIds, c: Point, width: number, colour: string) {
  const beam = ids.next("beam");
  const pool = ids.next("pool");
  return (
    `<linearGradient id="${beam}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>` +
    `<polygon points="${points([
      [c.x - width * 0.12, 0],
      [c.x + width * 0.12, 0],
      [c.x + width * 0.6, c.y + width * 0.55],
      [c.x - width * 0.6, c.y + width * 0.55],
    ])}" fill="url(#${beam})"/>` +
    `<radialGradient id="${pool}"><stop offset="0" stop-color="${colour}" stop-opacity="0.6"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(width * 0.62)}" ry="${n(width * 0.62)}" fill="url(#${pool})"/>`
  );
}

/** A rounded rectangle. */
export const roundedRect = (r: Rect, radius: number, fill: string, extra = "") =>
  `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.width)}" height="${n(r.height)}" rx="${n(radius)}" fill="${fill}"${extra}/>`;

/** A round button with a ">" (the before → after divider). */
export function chevron(c: Point, r: number, fill: string, mark: string) {
  return (
    `<circle cx="${n(c.x + 4)}" cy="${n(c.y + 6)}" r="${n(r)}" fill="#000" fill-opacity="0.4"/>` +
    `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(r)}" fill="${fill}" stroke="#000" stroke-width="4"/>` +
    `<path d="M${n(c.x - r * 0.25)} ${n(c.y - r * 0.45)}L${n(c.x + r * 0.3)} ${n(c.y)}L${n(c.x - r * 0.25)} ${n(c.y + r * 0.45)}" fill="none" stroke="${mark}" stroke-width="${n(r * 0.28)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
