/**
 * The brief's style, palette, effects and mood turned into the renderer's visual choices: fonts,
 * text treatment, the offline background's motif, the photo grade, tilt, grain and vignette.
 */
import type {
  ThumbnailBrief,
  ThumbnailEffect,
  ThumbnailMood,
  ThumbnailStyle,
} from "~/core/brief/thumbnail-brief";
import type { FontId } from "~/engines/render/fonts";
import { paletteFromColors } from "~/engines/render/custom-palette";
import { lightPalette } from "~/engines/render/light-palette";
import { palettes, type Palette } from "~/engines/render/palettes";
import type { TextLook } from "~/engines/render/text-fit";

export type BackgroundMotif = "rays" | "blobs" | "grid" | "stripes" | "bokeh" | "panels" | "confetti";

export interface PhotoGrade {
  /** Pull toward the palette's duotone, 0–1. */
  tint: number;
  contrast: number;
  saturation: number;
  brightness: number;
}

export interface ArtDirection {
  palette: Palette;
  headlineFont: FontId;
  secondaryFont: FontId;
  uppercase: boolean;
  headline: TextLook;
  /** Paint the emphasised words in the palette's emphasis colour; alternate colours word by word. */
  emphasis: boolean;
  alternate: boolean;
  glowColor: string;
  motifs: BackgroundMotif[];
  /** Rotation of bands and labels, in degrees (negative rises to the right). */
  tilt: number;
  /** Film grain amplitude (0–255 scale) and vignette darkness (0–1). */
  grain: number;
  vignette: number;
  blurBackground: boolean;
  grade: PhotoGrade;
  /** Multiplies the headline's largest size (surprise shouts, calm whispers). */
  sizeScale: number;
}

interface StyleDefaults {
  font: FontId;
  secondaryFont: FontId;
  uppercase: boolean;
  lineHeight: number;
  letterSpacing: number;
  effects: ThumbnailEffect[];
  outline: number;
  motifs: BackgroundMotif[];
  tilt: number;
  grain: number;
  vignette: number;
  grade: PhotoGrade;
  emphasis: boolean;
  alternate: boolean;
}

const styles: Record<ThumbnailStyle, StyleDefaults> = {
  bold: {
    font: "anton",
    secondaryFont: "montserrat900",
    uppercase: true,
    lineHeight: 1.1,
    letterSpacing: 0.005,
    effects: ["outline", "shadow"],
    outline: 0.075,
    motifs: ["rays"],
    tilt: -4,
    grain: 6,
    vignette: 0.55,
    grade: { tint: 0.2, contrast: 1.18, saturation: 1.3, brightness: 1.02 },
    emphasis: true,
    alternate: false,
  },
  minimal: {
    font: "montserrat800",
    secondaryFont: "montserrat800",
    uppercase: false,
    lineHeight: 1.12,
    letterSpacing: -0.01,
    effects: ["none"],
    outline: 0.04,
    motifs: ["blobs"],
    tilt: 0,
    grain: 3,
    vignette: 0.25,
    grade: { tint: 0.12, contrast: 1.05, saturation: 1.05, brightness: 1.03 },
    emphasis: true,
    alternate: false,
  },
  professional: {
    font: "montserrat900",
    secondaryFont: "montserrat800",
    uppercase: true,
    lineHeight: 1.12,
    letterSpacing: -0.005,
    effects: ["shadow"],
    outline: 0.05,
    motifs: ["panels"],
    tilt: -2,
    grain: 3,
    vignette: 0.35,
    grade: { tint: 0.15, contrast: 1.08, saturation: 1.1, brightness: 1.02 },
    emphasis: true,
    alternate: false,
  },
  gamer: {
    font: "anton",
    secondaryFont: "bebas",
    uppercase: true,
    lineHeight: 1.1,
    letterSpacing: 0.01,
    effects: ["glow", "outline"],
    outline: 0.06,
    motifs: ["grid", "rays"],
    tilt: -6,
    grain: 5,
    vignette: 0.6,
    grade: { tint: 0.4, contrast: 1.2, saturation: 1.35, brightness: 1 },
    emphasis: true,
    alternate: false,
  },
  cinematic: {
    font: "bebas",
    secondaryFont: "montserrat800",
    uppercase: true,
    lineHeight: 1.05,
    letterSpacing: 0.04,
    effects: ["shadow"],
    outline: 0.05,
    motifs: ["bokeh"],
    tilt: 0,
    grain: 9,
    vignette: 0.75,
    grade: { tint: 0.35, contrast: 1.15, saturation: 1.1, brightness: 0.97 },
    emphasis: true,
    alternate: false,
  },
  playful: {
    font: "montserrat900",
    secondaryFont: "montserrat800",
    uppercase: true,
    lineHeight: 1.12,
    letterSpacing: -0.01,
    effects: ["outline", "shadow"],
    outline: 0.07,
    motifs: ["rays", "confetti"],
    tilt: -5,
    grain: 4,
    vignette: 0.35,
    grade: { tint: 0.2, contrast: 1.12, saturation: 1.45, brightness: 1.04 },
    emphasis: true,
    alternate: true,
  },
};

interface MoodTweak {
  motif?: BackgroundMotif;
  tilt: number;
  vignette: number;
  saturation: number;
  sizeScale: number;
}

const moods: Record<ThumbnailMood, MoodTweak> = {
  curiosity: { tilt: 0, vignette: 0.15, saturation: 0, sizeScale: 1 },
  urgency: { motif: "stripes", tilt: -1, vignette: 0.1, saturation: 0.1, sizeScale: 1.04 },
  excitement: { motif: "rays", tilt: -1, vignette: 0, saturation: 0.12, sizeScale: 1.04 },
  trust: { motif: "panels", tilt: 2, vignette: -0.1, saturation: -0.1, sizeScale: 1 },
  surprise: { motif: "rays", tilt: -1, vignette: 0.05, saturation: 0.08, sizeScale: 1.08 },
  calm: { motif: "blobs", tilt: 3, vignette: -0.15, saturation: -0.12, sizeScale: 0.94 },
};

/** The effects to apply: the creator's choice, "none" alone clearing them, else the style's. */
export function resolvedEffects(brief: Pick<ThumbnailBrief, "effects" | "style">): Set<ThumbnailEffect> {
  const chosen = brief.effects.length ? brief.effects : styles[brief.style].effects;
  if (chosen.includes("none")) return new Set();
  return new Set(chosen);
}

/**
 * What a template sets on top of its style (docs/decisions/025-template-library.md): its
 * background's motifs and its font pair.
 */
export interface ArtOverrides {
  motifs?: BackgroundMotif[] | null;
  fonts?: { headline: FontId; secondary: FontId; uppercase: boolean } | null;
  /** A light ground (pale background, dark text) instead of the palette's dark one. */
  ground?: "dark" | "light";
}

export function artDirection(brief: ThumbnailBrief, overrides: ArtOverrides = {}): ArtDirection {
  const fonts = overrides.fonts;
  const style = fonts
    ? {
        ...styles[brief.style],
        font: fonts.headline,
        secondaryFont: fonts.secondary,
        uppercase: fonts.uppercase,
      }
    : styles[brief.style];
  const mood = moods[brief.mood];
  // Colours the creator named win over the nearest preset (docs/product.md, Thumbnail Expert).
  const named = brief.colors?.length
    ? paletteFromColors(brief.colors, palettes[brief.palette])
    : palettes[brief.palette];
  const light = overrides.ground === "light";
  const palette = light ? lightPalette(named) : named;
  const effects = resolvedEffects(brief);
  const motifs = [...(overrides.motifs?.length ? overrides.motifs : style.motifs)];
  if (mood.motif && !motifs.includes(mood.motif)) motifs.push(mood.motif);
  // Calm and trust do not shout: no rays or warning stripes for them.
  const quiet = brief.mood === "calm" || brief.mood === "trust";
  const kept = quiet ? motifs.filter((m) => m !== "rays" && m !== "stripes") : motifs;
  const tilt = style.tilt === 0 ? 0 : Math.min(0, style.tilt + mood.tilt);
  return {
    palette,
    headlineFont: style.font,
    secondaryFont: style.secondaryFont,
    uppercase: style.uppercase,
    headline: {
      font: style.font,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      outline: effects.has("outline") ? style.outline : 0,
      shadow: effects.has("shadow") ? { dx: 0.035, dy: 0.05 } : null,
      glow: effects.has("glow") ? 0.12 : 0,
    },
    emphasis: style.emphasis && palette.emphasis !== palette.ink,
    alternate: style.alternate && palette.emphasis !== palette.ink,
    glowColor: palette.glow,
    motifs: kept.length ? kept : ["blobs"],
    tilt,
    grain: style.grain,
    // A light ground keeps its corners light: a dark vignette would grey it.
    vignette: Math.max(0, Math.min(0.9, style.vignette + mood.vignette)) * (light ? 0.3 : 1),
    blurBackground: effects.has("blur"),
    grade: { ...style.grade, saturation: style.grade.saturation + mood.saturation },
    sizeScale: mood.sizeScale,
  };
}
