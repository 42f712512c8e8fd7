/**
 * A full palette from the 1–3 colours a creator named ("verde e roxo" → a deep purple background
 * with green bands and highlights): the darker colour becomes the background's tones, the lighter
 * one the pop colour of bands, emphasis and accents, and every text colour is checked for
 * contrast against what it is drawn on (docs/product.md, Thumbnail Expert).
 */
import { contrastRatio, hexToRgb, luminance, mix, readableOn, type Palette } from "~/engines/render/palettes";

/** 0 for a grey, up to 1 for a pure hue. */
function saturation(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

/** `color` darkened step by step until `ink` on it reaches `ratio`. */
function darkenUnder(color: string, ink: string, ratio: number): string {
  let result = color;
  for (let step = 0; step < 20 && contrastRatio(result, ink) < ratio; step += 1)
    result = mix(result, "#000000", 0.15);
  return result;
}

/** `color` lightened step by step until it reaches `ratio` against the dark `background`. */
function lightenOver(color: string, background: string, ratio: number): string {
  let result = color;
  for (let step = 0; step < 20 && contrastRatio(result, background) < ratio; step += 1)
    result = mix(result, "#ffffff", 0.15);
  return result;
}

const grey = (hex: string) => saturation(hex) < 0.15;

/**
 * The palette for the named colours. `base` is the nearest preset: its id stays (the image model's
 * prompt and the tests name it), and it fills in when no colour is given.
 */
export function paletteFromColors(colors: readonly string[], base: Palette): Palette {
  const named = colors.filter((hex) => /^#[0-9a-f]{6}$/i.test(hex)).slice(0, 3);
  if (named.length === 0) return base;
  const chromatic = named.filter((hex) => !grey(hex));
  const monochrome = chromatic.length === 0;
  const byLightness = [...(monochrome ? named : chromatic)].sort((a, b) => luminance(a) - luminance(b));
  // The background is made from the darkest colour named, the pop colour is the lightest one (a
  // single colour is both: a dark tint of it behind, itself in front).
  const ground = byLightness[0]!;
  const pop = byLightness.length > 1 ? byLightness[byLightness.length - 1]! : ground;
  const black = named.find((hex) => luminance(hex) < 0.02);

  const ink = "#ffffff";
  const deep = darkenUnder(black ?? mix(ground, "#000000", 0.82), ink, 7);
  const mid = darkenUnder(mix(ground, "#000000", luminance(ground) > 0.3 ? 0.55 : 0.3), ink, 3);
  const emphasis = lightenOver(pop === ground ? mix(pop, "#ffffff", 0.1) : pop, deep, 3);
  const panelTop = darkenUnder(mix(ground, "#000000", 0.3), ink, 4.5);
  const panelBottom = darkenUnder(mix(ground, "#000000", 0.7), ink, 7);
  return {
    id: base.id,
    ink,
    emphasis: emphasis === ink ? lightenOver(ground, deep, 3) : emphasis,
    outline: mix(deep, "#000000", 0.6),
    shadow: mix(deep, "#000000", 0.4),
    band: pop,
    bandInk: readableOn(pop),
    accent: lightenOver(pop, deep, 3),
    glow: mix(pop, "#ffffff", 0.25),
    panel: [panelTop, panelBottom],
    deep,
    mid,
    bright: lightenOver(pop, deep, 3),
    gradeShadow: mix(ground, "#000000", 0.8),
    gradeHighlight: mix(pop, "#ffffff", 0.7),
    monochrome,
  };
}
