/**
 * A palette turned to a light ground (docs/decisions/025-template-library.md): the background's
 * tones become pale tints of its pop colour, the text dark with a white outline, the accents
 * darkened until they read on the pale ground. Templates on a light ground look unlike the dark
 * ones even in grey, which is what a feed of dark thumbnails makes stand out.
 */
import { contrastRatio, mix, readableOn, type Palette } from "~/engines/render/palettes";

/** `color` darkened step by step until it reaches `ratio` against `ground`. */
function darkenAgainst(color: string, ground: string, ratio: number): string {
  let result = color;
  for (let step = 0; step < 20 && contrastRatio(result, ground) < ratio; step += 1)
    result = mix(result, "#000000", 0.15);
  return result;
}

export function lightPalette(p: Palette): Palette {
  const pop = p.monochrome ? "#9a9a9a" : p.band;
  const deep = mix(pop, "#ffffff", 0.86);
  const ink = "#141414";
  const band = p.monochrome ? "#141414" : p.band;
  return {
    ...p,
    ink,
    emphasis: p.monochrome ? ink : darkenAgainst(p.accent, deep, 3),
    outline: "#ffffff",
    shadow: mix(deep, "#000000", 0.3),
    band,
    bandInk: readableOn(band),
    accent: p.monochrome ? ink : darkenAgainst(p.accent, deep, 2.5),
    glow: mix(pop, "#ffffff", 0.3),
    // Panels and bars carry the dark text too: pale, like the ground.
    panel: [mix(pop, "#ffffff", 0.55), mix(pop, "#ffffff", 0.7)],
    deep,
    mid: mix(pop, "#ffffff", 0.6),
    bright: p.monochrome ? "#5a5a5a" : darkenAgainst(pop, deep, 1.6),
  };
}
