/**
 * The library's panel compositions as data (docs/decisions/025-template-library.md): where each
 * puts its solid shapes, its headline (and how it is treated), its highlight and its kicker, and
 * the mirrored ones. `panels.ts` draws them.
 */
import type { Rect } from "~/engines/render/geometry";
import type { PanelLayoutId } from "~/engines/render/layout-ids";
import { H, W, wash, type LayoutContext } from "~/engines/render/layouts/context";
import type { Side } from "~/engines/render/layouts/hero";

export type Treatment = "ink" | "on-band" | "boxes";

export interface PanelSpec {
  /** Solid shapes over the backdrop, under the highlight. */
  shapes: (ctx: LayoutContext) => string;
  /** Where the backdrop's light falls, and which of its variants is drawn. */
  focus: { x: number; y: number };
  variant: number;
  spot: { x: number; y: number; size: number };
  headline: {
    box: Rect;
    align: "left" | "center" | "right";
    treatment: Treatment;
    sizes: [number, number, number];
  };
  kicker: Rect | null;
  /** The side the hero stands on when the creator gave a photo. */
  heroSide: Side;
}

const baseSpecs: Record<Exclude<PanelLayoutId, `${string}-flip`>, PanelSpec> = {
  "top-banner": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<rect x="0" y="0" width="${W}" height="300" fill="${p.band}"/>` +
        `<rect x="0" y="300" width="${W}" height="14" fill="#000" fill-opacity="0.35"/>`
      );
    },
    focus: { x: W / 2, y: H * 0.72 },
    variant: 1,
    spot: { x: W / 2, y: 515, size: 300 },
    headline: {
      box: { x: 48, y: 24, width: W - 96, height: 252 },
      align: "center",
      treatment: "on-band",
      sizes: [150, 120, 135],
    },
    kicker: null,
    heroSide: "right",
  },
  "bottom-bar": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<rect x="0" y="448" width="${W}" height="${H - 448}" fill="${p.panel[1]}" fill-opacity="0.94"/>` +
        `<rect x="0" y="440" width="${W}" height="10" fill="${p.accent}"/>`
      );
    },
    focus: { x: W / 2, y: H * 0.3 },
    variant: 2,
    spot: { x: W / 2, y: 225, size: 330 },
    headline: {
      box: { x: 48, y: 470, width: 920, height: 232 },
      align: "left",
      treatment: "ink",
      sizes: [130, 110, 120],
    },
    kicker: { x: 40, y: 28, width: 520, height: 60 },
    heroSide: "right",
  },
  "split-vertical": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<rect x="0" y="0" width="620" height="${H}" fill="${p.band}"/>` +
        `<rect x="620" y="0" width="12" height="${H}" fill="#000" fill-opacity="0.4"/>`
      );
    },
    focus: { x: W * 0.75, y: H / 2 },
    variant: 0,
    spot: { x: 955, y: 330, size: 380 },
    headline: {
      box: { x: 44, y: 60, width: 540, height: 600 },
      align: "left",
      treatment: "on-band",
      sizes: [170, 130, 150],
    },
    kicker: null,
    heroSide: "right",
  },
  framed: {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      const t = 26;
      return (
        `<rect x="${t / 2}" y="${t / 2}" width="${W - t}" height="${H - t}" fill="none" stroke="${p.accent}" stroke-width="${t}"/>` +
        `<rect x="${t + 8}" y="${t + 8}" width="${W - 2 * t - 16}" height="${H - 2 * t - 16}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>`
      );
    },
    focus: { x: W * 0.72, y: H * 0.32 },
    variant: 3,
    spot: { x: 930, y: 245, size: 320 },
    headline: {
      box: { x: 64, y: 300, width: 700, height: 360 },
      align: "left",
      treatment: "boxes",
      sizes: [130, 105, 118],
    },
    kicker: { x: 64, y: 60, width: 480, height: 60 },
    heroSide: "right",
  },
  "big-caption": {
    shapes: (ctx) =>
      wash(ctx, "caption", ctx.art.palette.deep, { x: 0, y: 1 }, [
        [0.35, 0],
        [0.7, 0.85],
        [1, 0.95],
      ]),
    focus: { x: W * 0.78, y: H * 0.25 },
    variant: 4,
    spot: { x: 1010, y: 185, size: 270 },
    headline: {
      box: { x: 48, y: 330, width: 1000, height: 360 },
      align: "left",
      treatment: "ink",
      sizes: [200, 170, 185],
    },
    kicker: { x: 48, y: 40, width: 560, height: 64 },
    heroSide: "right",
  },
  spotlight: {
    shapes: (ctx) =>
      wash(ctx, "floor", ctx.art.palette.deep, { x: 0, y: 1 }, [
        [0.5, 0],
        [1, 0.8],
      ]),
    focus: { x: W / 2, y: H * 0.4 },
    variant: 5,
    spot: { x: 820, y: 290, size: 380 },
    headline: {
      box: { x: 40, y: 350, width: 720, height: 340 },
      align: "left",
      treatment: "boxes",
      sizes: [150, 125, 140],
    },
    kicker: { x: 40, y: 36, width: 480, height: 60 },
    heroSide: "right",
  },
  "side-column": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<rect x="880" y="0" width="${W - 880}" height="${H}" fill="${p.band}"/>` +
        `<rect x="868" y="0" width="12" height="${H}" fill="#000" fill-opacity="0.4"/>`
      );
    },
    focus: { x: W * 0.35, y: H * 0.45 },
    variant: 6,
    spot: { x: 1080, y: 270, size: 300 },
    headline: {
      box: { x: 48, y: 48, width: 790, height: 620 },
      align: "left",
      treatment: "ink",
      sizes: [200, 160, 180],
    },
    kicker: null,
    heroSide: "right",
  },
  "corner-art": {
    shapes: (ctx) =>
      wash(ctx, "corner", ctx.art.palette.deep, { x: -1, y: 0 }, [
        [0, 0],
        [0.5, 0.5],
        [1, 0.85],
      ]),
    focus: { x: W * 0.25, y: H * 0.7 },
    variant: 7,
    spot: { x: 270, y: 470, size: 420 },
    headline: {
      box: { x: 520, y: 40, width: 712, height: 500 },
      align: "right",
      treatment: "ink",
      sizes: [170, 140, 155],
    },
    kicker: null,
    heroSide: "left",
  },
  "bottom-banner": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<rect x="0" y="420" width="${W}" height="${H - 420}" fill="${p.band}"/>` +
        `<rect x="0" y="406" width="${W}" height="14" fill="#000" fill-opacity="0.35"/>`
      );
    },
    focus: { x: W / 2, y: H * 0.28 },
    variant: 8,
    spot: { x: W / 2, y: 205, size: 330 },
    headline: {
      box: { x: 48, y: 440, width: 930, height: 260 },
      align: "left",
      treatment: "on-band",
      sizes: [140, 115, 128],
    },
    kicker: null,
    heroSide: "right",
  },
  "caption-top": {
    shapes: (ctx) =>
      wash(ctx, "caption", ctx.art.palette.deep, { x: 0, y: 1 }, [
        [0, 0.9],
        [0.45, 0.6],
        [0.75, 0],
      ]),
    focus: { x: W * 0.3, y: H * 0.75 },
    variant: 9,
    spot: { x: 300, y: 545, size: 270 },
    headline: {
      box: { x: 48, y: 36, width: 1184, height: 370 },
      align: "center",
      treatment: "ink",
      sizes: [200, 165, 185],
    },
    kicker: null,
    heroSide: "left",
  },
  "center-box": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<rect x="250" y="170" width="780" height="300" rx="28" fill="#000" fill-opacity="0.35" transform="translate(12 14)"/>` +
        `<rect x="250" y="170" width="780" height="300" rx="28" fill="${p.band}"/>`
      );
    },
    focus: { x: W / 2, y: H / 2 },
    variant: 10,
    spot: { x: 1090, y: 560, size: 250 },
    headline: {
      box: { x: 290, y: 196, width: 700, height: 248 },
      align: "center",
      treatment: "on-band",
      sizes: [130, 105, 118],
    },
    kicker: { x: 340, y: 70, width: 600, height: 62 },
    heroSide: "right",
  },
  "spotlight-top": {
    shapes: (ctx) =>
      wash(ctx, "floor", ctx.art.palette.deep, { x: 0, y: 1 }, [
        [0.4, 0],
        [0.75, 0.85],
        [1, 0.95],
      ]),
    focus: { x: W / 2, y: H * 0.3 },
    variant: 11,
    spot: { x: W / 2, y: 200, size: 340 },
    headline: {
      box: { x: 140, y: 400, width: 1000, height: 190 },
      align: "center",
      treatment: "boxes",
      sizes: [110, 95, 100],
    },
    kicker: null,
    heroSide: "left",
  },
  disc: {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<circle cx="945" cy="360" r="305" fill="#000" fill-opacity="0.35" transform="translate(10 14)"/>` +
        `<circle cx="945" cy="360" r="305" fill="${p.band}"/>` +
        `<circle cx="945" cy="360" r="270" fill="none" stroke="${p.bandInk}" stroke-opacity="0.35" stroke-width="6"/>`
      );
    },
    focus: { x: W * 0.3, y: H / 2 },
    variant: 12,
    spot: { x: 945, y: 350, size: 340 },
    headline: {
      box: { x: 48, y: 60, width: 600, height: 600 },
      align: "left",
      treatment: "ink",
      sizes: [180, 140, 160],
    },
    kicker: null,
    heroSide: "right",
  },
  polaroid: {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      const turn = `transform="rotate(5 940 330)"`;
      return (
        `<g ${turn}><rect x="756" y="96" width="420" height="480" rx="10" fill="#000" fill-opacity="0.4"/></g>` +
        `<g ${turn}><rect x="742" y="80" width="420" height="480" rx="10" fill="#ffffff"/>` +
        `<rect x="768" y="106" width="368" height="340" fill="${p.mid}"/></g>`
      );
    },
    focus: { x: W * 0.3, y: H / 2 },
    variant: 13,
    spot: { x: 952, y: 276, size: 300 },
    headline: {
      box: { x: 48, y: 60, width: 640, height: 600 },
      align: "left",
      treatment: "ink",
      sizes: [180, 140, 160],
    },
    kicker: null,
    heroSide: "right",
  },
  arch: {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<circle cx="${W / 2}" cy="${H + 120}" r="470" fill="#000" fill-opacity="0.35" transform="translate(0 -14)"/>` +
        `<circle cx="${W / 2}" cy="${H + 120}" r="460" fill="${p.band}"/>`
      );
    },
    focus: { x: W / 2, y: H * 0.2 },
    variant: 14,
    spot: { x: W / 2, y: 520, size: 280 },
    headline: {
      box: { x: 60, y: 28, width: W - 120, height: 250 },
      align: "center",
      treatment: "ink",
      sizes: [170, 130, 150],
    },
    kicker: null,
    heroSide: "left",
  },
  "corner-disc": {
    shapes: (ctx) => {
      const p = ctx.art.palette;
      return (
        `<circle cx="${W + 20}" cy="-40" r="470" fill="#000" fill-opacity="0.35" transform="translate(-12 14)"/>` +
        `<circle cx="${W + 20}" cy="-40" r="470" fill="${p.band}"/>` +
        `<circle cx="${W + 20}" cy="-40" r="430" fill="none" stroke="${p.bandInk}" stroke-opacity="0.3" stroke-width="6"/>`
      );
    },
    focus: { x: W * 0.3, y: H * 0.6 },
    variant: 15,
    spot: { x: 1040, y: 195, size: 260 },
    headline: {
      box: { x: 48, y: 250, width: 820, height: 440 },
      align: "left",
      treatment: "ink",
      sizes: [190, 150, 170],
    },
    kicker: { x: 48, y: 40, width: 560, height: 62 },
    heroSide: "right",
  },
};

/** The composition mirrored: its shapes flipped, its boxes and spot on the other side. */
function mirrored(spec: PanelSpec): PanelSpec {
  const flip = (r: Rect): Rect => ({ ...r, x: W - r.x - r.width });
  const align =
    spec.headline.align === "left" ? "right" : spec.headline.align === "right" ? "left" : "center";
  return {
    shapes: (ctx) => `<g transform="translate(${W} 0) scale(-1 1)">${spec.shapes(ctx)}</g>`,
    focus: { x: W - spec.focus.x, y: spec.focus.y },
    variant: spec.variant + 1,
    spot: { ...spec.spot, x: W - spec.spot.x },
    headline: { ...spec.headline, box: flip(spec.headline.box), align },
    kicker: spec.kicker ? flip(spec.kicker) : null,
    heroSide: spec.heroSide === "left" ? "right" : "left",
  };
}

export const specs: Record<PanelLayoutId, PanelSpec> = {
  ...baseSpecs,
  "split-vertical-flip": mirrored(baseSpecs["split-vertical"]),
  "framed-flip": mirrored(baseSpecs.framed),
  "spotlight-flip": mirrored(baseSpecs.spotlight),
  "side-column-flip": mirrored(baseSpecs["side-column"]),
  "corner-art-flip": mirrored(baseSpecs["corner-art"]),
  "center-box-flip": mirrored(baseSpecs["center-box"]),
  "polaroid-flip": mirrored(baseSpecs.polaroid),
  "corner-disc-flip": mirrored(baseSpecs["corner-disc"]),
  "disc-flip": mirrored(baseSpecs.disc),
};
