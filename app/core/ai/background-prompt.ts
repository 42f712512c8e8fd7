/**
 * The image prompt for a thumbnail background: the brief as a scene, never any text (the renderer
 * writes the headline; ADR 011).
 */
import type {
  ThumbnailBrief,
  ThumbnailEffect,
  ThumbnailHighlight,
  ThumbnailMood,
  ThumbnailPalette,
  ThumbnailPlatform,
  ThumbnailStyle,
} from "~/core/brief/thumbnail-brief";

const styleLook: Record<ThumbnailStyle, string> = {
  bold: "bold, high-energy MrBeast-style look: saturated colours, strong contrast, dramatic lighting",
  minimal: "clean minimal look: simple shapes, lots of calm empty space, soft studio lighting",
  professional: "polished professional, corporate look: tidy, credible, well lit",
  gamer: "gamer look: dark scene with neon lights, energy effects and a cyber atmosphere",
  cinematic: "cinematic look: film lighting, depth, atmospheric haze, movie-poster drama",
  playful: "playful, colourful look: bright cheerful colours, fun cartoon-like energy",
};

const paletteLook: Record<ThumbnailPalette, string> = {
  "yellow-black": "yellow and black",
  "red-white": "red and white",
  "blue-orange": "blue and orange (complementary contrast)",
  "green-neon": "neon green on dark tones",
  "purple-pink": "purple and pink",
  "black-white": "black and white, monochrome with strong contrast",
};

const effectLook: Record<ThumbnailEffect, string> = {
  outline: "a crisp light rim around the main subject so it pops from the background",
  glow: "a soft glow around the main subject",
  shadow: "deep shadows that separate the subject from the background",
  blur: "a blurred, out-of-focus background behind a sharp subject",
  none: "no extra effects",
};

const highlightLook: Record<ThumbnailHighlight, string> = {
  face: "a person with a strong, expressive facial reaction",
  arrow: "a bold graphic arrow pointing at the key detail",
  circle: "a bold highlight circle around the key detail",
  number: "a clear focal object with room beside it for a big number the app will add (draw no digits)",
  "before-after": "a split composition contrasting a clear before (left) and after (right)",
  product: "a hero shot of the product or object the video is about",
};

const moodLook: Record<ThumbnailMood, string> = {
  curiosity: "curiosity and intrigue",
  urgency: "urgency",
  excitement: "excitement and energy",
  trust: "trust and credibility",
  surprise: "surprise, even shock",
  calm: "calm and inspiration",
};

const platformLook: Record<ThumbnailPlatform, string> = {
  mobile: "it is mostly seen small on phones: one big subject, simple shapes, very high contrast",
  desktop: "it is mostly seen on desktop: richer detail is fine, but keep a clear focal point",
  both: "it must read both small on phones and large on desktop: a clear focal point and high contrast",
};

const compositions = [
  "main subject on the right third, with a clean, uncluttered area on the left half for the headline",
  "main subject on the left third, with a clean, uncluttered area on the right half for the headline",
  "main subject low and centred, with a clean, uncluttered band across the top for the headline",
];

export function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The image prompt: the brief as a scene, never any text (the renderer adds the headline). */
export function backgroundPrompt(
  brief: ThumbnailBrief,
  { hasReference = false, variant = 0 }: { hasReference?: boolean; variant?: number } = {},
): string {
  const composition = compositions[variant % compositions.length] ?? compositions[0];
  const subject = hasReference
    ? `Main subject: the person or object from the reference image (keep their likeness), shown as ${highlightLook[brief.highlight]}.`
    : `Main visual element: ${highlightLook[brief.highlight]}.`;
  // The creator's own words, when they typed them, say more than the nearest preset
  // (docs/product.md, Thumbnail Expert); named colours travel as hex codes.
  const typed = brief.typed ?? {};
  const colours = brief.colors?.length ? ` (${brief.colors.join(", ")})` : "";
  const look = typed.style ? `"${typed.style}"` : styleLook[brief.style];
  const palette = typed.palette ? `"${typed.palette}"${colours}` : paletteLook[brief.palette];
  const feeling = typed.mood ? `"${typed.mood}"` : moodLook[brief.mood];
  const element = typed.highlight && !hasReference ? `Main visual element: "${typed.highlight}".` : null;
  // Typed effects stay out: they are mostly about the headline ("texto 3D"), which the image must not draw.
  const effects = brief.effects.map((effect) => effectLook[effect]).join("; ");
  const avoid = brief.restrictions ? `\nAvoid: ${brief.restrictions}.` : "";
  return `A YouTube thumbnail background image, landscape 16:9.
Topic: a ${brief.niche} video for ${brief.audience}, about: ${brief.title}.
Look: ${look}. Colour palette: ${palette}. Feeling: ${feeling}.
${element ?? subject}
Effects: ${effects}.
Composition: ${composition}; ${platformLook[brief.platform]}.${avoid}
IMPORTANT: the image must contain absolutely no text — no letters, words, numbers, captions, titles, logos, watermarks, signatures, subtitles or user-interface elements anywhere. The headline is added later.`;
}
