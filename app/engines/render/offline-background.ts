/**
 * Backgrounds made without an image model: a radial gradient lit from a focal point, then the
 * style's motifs (sunburst rays, soft colour blobs, a neon perspective grid, warning stripes, bokeh,
 * angled panels, confetti), then a vignette. Plain SVG shapes and gradients (no filters, no
 * patterns: both are slow in resvg's WASM build); the film grain is added to the pixels afterwards.
 */
import type { ArtDirection, BackgroundMotif } from "~/engines/render/art-direction";
import { canvas } from "~/engines/render/geometry";
import { mix } from "~/engines/render/palettes";
import { between, pick, type Random } from "~/engines/render/random";
import { n, points, type SvgIds } from "~/engines/render/svg";

export interface BackgroundContext {
  art: ArtDirection;
  random: Random;
  ids: SvgIds;
  /** Where the light comes from, in canvas px. */
  focus: { x: number; y: number };
}

const { width: W, height: H } = canvas;

function base({ art, ids, focus }: BackgroundContext) {
  const p = art.palette;
  const id = ids.next("bg");
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(focus.x)}" cy="${n(focus.y)}" r="980">` +
    `<stop offset="0" stop-color="${mix(p.mid, p.bright, 0.45)}"/>` +
    `<stop offset="0.42" stop-color="${p.mid}"/>` +
    `<stop offset="1" stop-color="${p.deep}"/></radialGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}

function glow({ art, ids, focus }: BackgroundContext, radius: number, opacity: number) {
  const id = ids.next("glow");
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(focus.x)}" cy="${n(focus.y)}" r="${radius}">` +
    `<stop offset="0" stop-color="${art.palette.bright}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${art.palette.bright}" stop-opacity="0"/></radialGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}

function rays({ art, random, focus }: BackgroundContext, opacity: number) {
  const count = Math.round(between(random, 18, 28));
  const offset = random() * Math.PI * 2;
  const reach = 1800;
  let d = "";
  for (let i = 0; i < count; i++) {
    const a0 = offset + (i * Math.PI * 2) / count;
    const a1 = a0 + (Math.PI / count) * between(random, 0.75, 1.15);
    d +=
      `M${n(focus.x)} ${n(focus.y)}` +
      `L${n(focus.x + reach * Math.cos(a0))} ${n(focus.y + reach * Math.sin(a0))}` +
      `L${n(focus.x + reach * Math.cos(a1))} ${n(focus.y + reach * Math.sin(a1))}Z`;
  }
  return `<path d="${d}" fill="${art.palette.bright}" fill-opacity="${opacity}"/>`;
}

function blobs({ art, random, ids }: BackgroundContext) {
  const p = art.palette;
  const colours = [p.bright, p.glow, p.emphasis, mix(p.mid, p.bright, 0.5)];
  let out = "";
  for (let i = 0; i < 5; i++) {
    const id = ids.next("blob");
    const colour = colours[i % colours.length]!;
    out +=
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>` +
      `<circle cx="${n(between(random, 0, W))}" cy="${n(between(random, 0, H))}" r="${n(between(random, 200, 440))}" fill="url(#${id})"/>`;
  }
  return out;
}

function grid({ art, ids, focus }: BackgroundContext) {
  const p = art.palette;
  const horizon = H * 0.62;
  const floor = ids.next("floor");
  let lines = "";
  for (let i = -14; i <= 14; i++) lines += `M${n(focus.x)} ${n(horizon)}L${n(focus.x + i * 150)} ${H}`;
  for (let k = 1; k <= 9; k++) {
    const y = horizon + (H - horizon) * (k / 9) ** 2;
    lines += `M0 ${n(y)}L${W} ${n(y)}`;
  }
  return (
    `<linearGradient id="${floor}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${p.bright}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${p.deep}" stop-opacity="0"/></linearGradient>` +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#${floor})"/>` +
    `<path d="${lines}" stroke="${p.bright}" stroke-opacity="0.55" stroke-width="2" fill="none"/>` +
    `<path d="M0 ${n(horizon)}L${W} ${n(horizon)}" stroke="${p.glow}" stroke-width="4"/>`
  );
}

function stripes({ art }: BackgroundContext) {
  const band = 46;
  let d = "";
  for (let x = -H; x < W + H; x += band * 2) d += `M${x} ${H}L${x + H} 0L${x + H + band} 0L${x + band} ${H}Z`;
  return `<path d="${d}" fill="${art.palette.bright}" fill-opacity="0.09"/>`;
}

function bokeh({ art, random, ids }: BackgroundContext) {
  const p = art.palette;
  const gradients = [p.bright, p.glow, mix(p.bright, "#ffffff", 0.4)].map((colour) => {
    const id = ids.next("bokeh");
    return {
      id,
      def:
        `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.42"/>` +
        `<stop offset="0.72" stop-color="${colour}" stop-opacity="0.3"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    };
  });
  let out = gradients.map((g) => g.def).join("");
  for (let i = 0; i < 18; i++) {
    const g = pick(random, gradients);
    out += `<circle cx="${n(between(random, 0, W))}" cy="${n(between(random, 0, H))}" r="${n(between(random, 18, 90))}" fill="url(#${g.id})"/>`;
  }
  return out;
}

function panels({ art, random }: BackgroundContext) {
  const p = art.palette;
  const x = between(random, W * 0.45, W * 0.7);
  const slant = between(random, 180, 320);
  return (
    `<polygon points="${points([
      [x, 0],
      [W, 0],
      [W, H],
      [x - slant, H],
    ])}" fill="${p.bright}" fill-opacity="0.16"/>` +
    `<polygon points="${points([
      [x + 120, 0],
      [W, 0],
      [W, H],
      [x + 120 - slant, H],
    ])}" fill="${p.mid}" fill-opacity="0.35"/>` +
    `<path d="M${n(x - 40)} 0L${n(x - 40 - slant)} ${H}" stroke="${p.accent}" stroke-width="6" stroke-opacity="0.8"/>`
  );
}

function confetti({ art, random }: BackgroundContext) {
  const p = art.palette;
  const colours = [p.bright, p.emphasis, p.accent, "#ffffff"];
  let out = "";
  for (let i = 0; i < 26; i++) {
    const x = between(random, 0, W);
    const y = between(random, 0, H);
    const s = between(random, 8, 20);
    const colour = pick(random, colours);
    const kind = i % 3;
    if (kind === 0)
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s / 2)}" fill="${colour}" fill-opacity="0.8"/>`;
    else if (kind === 1)
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s * 0.45)}" fill="${colour}" fill-opacity="0.8" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})"/>`;
    else
      out += `<polygon points="${points([
        [x, y - s / 2],
        [x + s / 2, y + s / 2],
        [x - s / 2, y + s / 2],
      ])}" fill="${colour}" fill-opacity="0.8"/>`;
  }
  return out;
}

const motifs: Record<BackgroundMotif, (c: BackgroundContext) => string> = {
  rays: (c) => rays(c, 0.14),
  blobs,
  grid,
  stripes,
  bokeh,
  panels,
  confetti,
};

/** Darker corners, drawing the eye to the middle. */
export function vignette(ids: SvgIds, strength: number) {
  if (strength <= 0) return "";
  const id = ids.next("vig");
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${W / 2}" cy="${H / 2}" r="${n(W * 0.66)}">` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${n(strength)}"/></radialGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}

/** A whole background, opaque: gradient, the style's motifs, a glow at the focus, vignette. */
export function offlineBackground(context: BackgroundContext, variation: number): string {
  const list = context.art.motifs;
  // Each variation leads with a different motif, so the three backgrounds differ too.
  const chosen =
    list.length === 1 ? list : [list[variation % list.length]!, list[(variation + 1) % list.length]!];
  return (
    base(context) +
    chosen.map((m) => motifs[m](context)).join("") +
    glow(context, 420, 0.5) +
    vignette(context.ids, context.art.vignette)
  );
}

/** What goes over a photo background: a touch of light at the focus and the vignette. */
export function photoFinish(context: BackgroundContext): string {
  return glow(context, 360, 0.18) + vignette(context.ids, context.art.vignette * 0.8);
}
