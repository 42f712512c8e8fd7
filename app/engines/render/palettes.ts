/**
 * The brief's palettes as the colours the renderer paints with, and the small colour arithmetic
 * the layouts and the photo grading need. Colours are "#rrggbb".
 */
import type { ThumbnailPalette } from "~/core/brief/thumbnail-brief";

export interface Palette {
  id: ThumbnailPalette;
  /** The headline's main colour and the colour of its emphasised words. */
  ink: string;
  emphasis: string;
  /** The text's outline and hard shadow. */
  outline: string;
  shadow: string;
  /** Bands, labels and badges, and the text drawn on them. */
  band: string;
  bandInk: string;
  /** Arrows, rings, frames and stripes. */
  accent: string;
  glow: string;
  /** The solid panel of the split layout (top to bottom). */
  panel: [string, string];
  /** The offline background: darkest, middle and brightest tones. */
  deep: string;
  mid: string;
  bright: string;
  /** Photos are graded toward this duotone (shadows, highlights) by the style's amount. */
  gradeShadow: string;
  gradeHighlight: string;
  /** Photos become fully grey (black and white). */
  monochrome: boolean;
}

export const palettes: Record<ThumbnailPalette, Palette> = {
  "yellow-black": {
    id: "yellow-black",
    ink: "#ffffff",
    emphasis: "#ffd91a",
    outline: "#000000",
    shadow: "#000000",
    band: "#ffd400",
    bandInk: "#0b0b0b",
    accent: "#ffd400",
    glow: "#ffe45c",
    panel: ["#151515", "#000000"],
    deep: "#050505",
    mid: "#2a2200",
    bright: "#ffc800",
    gradeShadow: "#0a0800",
    gradeHighlight: "#fff1b0",
    monochrome: false,
  },
  "red-white": {
    id: "red-white",
    ink: "#ffffff",
    emphasis: "#ff2b2b",
    outline: "#000000",
    shadow: "#3d0000",
    band: "#e50914",
    bandInk: "#ffffff",
    accent: "#ff1f1f",
    glow: "#ff4d4d",
    panel: ["#d10a14", "#6e0008"],
    deep: "#160002",
    mid: "#7a0010",
    bright: "#ff3b3b",
    gradeShadow: "#1a0003",
    gradeHighlight: "#ffe3e3",
    monochrome: false,
  },
  "blue-orange": {
    id: "blue-orange",
    ink: "#ffffff",
    emphasis: "#ff8a00",
    outline: "#001233",
    shadow: "#000a1f",
    band: "#ff7a00",
    bandInk: "#ffffff",
    accent: "#ff8a00",
    glow: "#38a3ff",
    panel: ["#0a4dff", "#001a66"],
    deep: "#020b2e",
    mid: "#0a3dbd",
    bright: "#ff8a00",
    gradeShadow: "#021447",
    gradeHighlight: "#ffd9a8",
    monochrome: false,
  },
  "green-neon": {
    id: "green-neon",
    ink: "#39ff14",
    emphasis: "#ffffff",
    outline: "#000000",
    shadow: "#001a05",
    band: "#39ff14",
    bandInk: "#02140a",
    accent: "#39ff14",
    glow: "#39ff14",
    panel: ["#06240e", "#000000"],
    deep: "#000804",
    mid: "#063a1a",
    bright: "#39ff14",
    gradeShadow: "#00140a",
    gradeHighlight: "#c8ffb8",
    monochrome: false,
  },
  "purple-pink": {
    id: "purple-pink",
    ink: "#ffffff",
    emphasis: "#ff3ea5",
    outline: "#1a0033",
    shadow: "#12002b",
    band: "#ff2e93",
    bandInk: "#ffffff",
    accent: "#ff3ea5",
    glow: "#c86bff",
    panel: ["#6a11cb", "#2a0652"],
    deep: "#10002b",
    mid: "#5b14c7",
    bright: "#ff3ea5",
    gradeShadow: "#1c0442",
    gradeHighlight: "#ffc2e6",
    monochrome: false,
  },
  "black-white": {
    id: "black-white",
    ink: "#ffffff",
    emphasis: "#ffffff",
    outline: "#000000",
    shadow: "#000000",
    band: "#ffffff",
    bandInk: "#000000",
    accent: "#ffffff",
    glow: "#ffffff",
    panel: ["#1c1c1c", "#000000"],
    deep: "#000000",
    mid: "#303030",
    bright: "#f2f2f2",
    gradeShadow: "#000000",
    gradeHighlight: "#ffffff",
    monochrome: true,
  },
};

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const channel = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, "0");

export const rgbToHex = ([r, g, b]: Rgb) => `#${channel(r)}${channel(g)}${channel(b)}`;

/** The colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const linear = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export const readableOn = (background: string) =>
  contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
