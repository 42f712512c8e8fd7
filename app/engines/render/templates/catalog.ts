/**
 * The template library as data: every template is a recipe the renderer turns into a layer
 * document (docs/decisions/025-template-library.md). It is built here from its dimensions —
 * composition, highlight (the art slot: the topic's object ringed or pointed at, a giant number, a
 * framed face, a product in a spotlight, a before/after pair), background motifs, font pair, mood,
 * colour family and niche — combined deliberately so no two look alike (the distinctness test
 * renders them all and compares their perceptual hashes). Pure data: no WASM.
 *
 * Ids are stable slugs: a template, once shipped, keeps its id and its look (new ones are added).
 */
import type {
  ThumbnailEffect,
  ThumbnailHighlight,
  ThumbnailMood,
  ThumbnailStyle,
} from "~/core/brief/thumbnail-brief";
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import type { BackgroundMotif } from "~/engines/render/art-direction";
import type { FontId } from "~/engines/render/fonts";
import { layoutIds, optionLayoutIds, type LayoutId } from "~/engines/render/layout-ids";
import {
  templateColours,
  templateNiches,
  type TemplateColour,
  type TemplateNiche,
} from "~/engines/render/templates/dimensions";

export type TemplateTier = "basic" | "premium";

/** What the library says about a template: the browsing page and the plan gate read this. */
export interface TemplateInfo {
  id: string;
  tier: TemplateTier;
  niche: TemplateNiche;
  style: ThumbnailStyle;
  colour: TemplateColour;
  name: { pt: string; en: string };
}

/** How the renderer draws a template (with the brief's words). */
export interface TemplateLook {
  layout: LayoutId;
  highlight: ThumbnailHighlight;
  mood: ThumbnailMood;
  /** The text effects ([]: the style's own). */
  effects: ThumbnailEffect[];
  /** The offline background's motifs (null: the style's and the mood's). */
  motifs: BackgroundMotif[] | null;
  /** The font pair and casing (null: the style's). */
  fonts: { headline: FontId; secondary: FontId; uppercase: boolean } | null;
  /** Which of the niche's sample titles the preview shows. */
  sample: number;
  /** A pale ground with dark text, or the palette's dark one. */
  ground: "dark" | "light";
}

export interface Template extends TemplateInfo {
  /**
   * The family's plain member for its composition: the style exactly as it is, no other look. A
   * generation with no template chosen draws these, in the brief's own palette.
   */
  core: boolean;
  look: TemplateLook;
}

const compositionNames: Record<LayoutId, { pt: string; en: string; slug: string }> = {
  "side-headline": { pt: "Título ao lado", en: "Side headline", slug: "side" },
  "tilted-band": { pt: "Faixa inclinada", en: "Tilted band", slug: "band" },
  "diagonal-split": { pt: "Corte diagonal", en: "Diagonal split", slug: "split" },
  "center-stack": { pt: "Pilha central", en: "Centre stack", slug: "stack" },
  "top-banner": { pt: "Faixa no topo", en: "Top banner", slug: "banner" },
  "bottom-bar": { pt: "Barra inferior", en: "Bottom bar", slug: "bar" },
  "split-vertical": { pt: "Meio a meio", en: "Half and half", slug: "halves" },
  framed: { pt: "Moldura", en: "Frame", slug: "frame" },
  "big-caption": { pt: "Legenda gigante", en: "Giant caption", slug: "caption" },
  spotlight: { pt: "Holofote", en: "Spotlight", slug: "spot" },
  "side-column": { pt: "Coluna lateral", en: "Side column", slug: "column" },
  "corner-art": { pt: "Arte no canto", en: "Corner art", slug: "corner" },
  "bottom-banner": { pt: "Faixa embaixo", en: "Bottom banner", slug: "footer" },
  "caption-top": { pt: "Legenda no alto", en: "Caption on top", slug: "headline" },
  "center-box": { pt: "Caixa central", en: "Centre box", slug: "box" },
  "spotlight-top": { pt: "Vitrine", en: "Showcase", slug: "showcase" },
  disc: { pt: "Disco", en: "Disc", slug: "disc" },
  polaroid: { pt: "Foto revelada", en: "Instant photo", slug: "polaroid" },
  arch: { pt: "Arco", en: "Arch", slug: "arch" },
  "corner-disc": { pt: "Disco no canto", en: "Corner disc", slug: "quarter" },
  "corner-disc-flip": { pt: "Disco no canto invertido", en: "Corner disc, flipped", slug: "quarter-flip" },
  "polaroid-flip": { pt: "Foto revelada invertida", en: "Instant photo, flipped", slug: "polaroid-flip" },
  "center-box-flip": { pt: "Caixa central invertida", en: "Centre box, flipped", slug: "box-flip" },
  "disc-flip": { pt: "Disco invertido", en: "Disc, flipped", slug: "disc-flip" },
  "split-vertical-flip": { pt: "Meio a meio invertido", en: "Half and half, flipped", slug: "halves-flip" },
  "framed-flip": { pt: "Moldura invertida", en: "Frame, flipped", slug: "frame-flip" },
  "spotlight-flip": { pt: "Holofote invertido", en: "Spotlight, flipped", slug: "spot-flip" },
  "side-column-flip": { pt: "Coluna lateral invertida", en: "Side column, flipped", slug: "column-flip" },
  "corner-art-flip": { pt: "Arte no canto invertida", en: "Corner art, flipped", slug: "corner-flip" },
};

const highlightNames: Record<ThumbnailHighlight, { pt: string; en: string }> = {
  circle: { pt: "objeto em destaque", en: "ringed object" },
  arrow: { pt: "seta", en: "arrow" },
  number: { pt: "número gigante", en: "giant number" },
  face: { pt: "rosto emoldurado", en: "framed face" },
  product: { pt: "produto no holofote", en: "spotlit product" },
  "before-after": { pt: "antes e depois", en: "before and after" },
};

/** The colour each style is first shown in, then the others it suits, in turn. */
const styleColours: Record<ThumbnailStyle, TemplateColour[]> = {
  bold: ["yellow", "red", "orange", "blue", "gold"],
  minimal: ["black-white", "blue", "teal", "pink", "green"],
  professional: ["blue", "teal", "gold", "black-white", "red"],
  gamer: ["green", "purple", "red", "teal", "orange"],
  cinematic: ["red", "black-white", "gold", "blue", "purple"],
  playful: ["pink", "yellow", "purple", "orange", "teal"],
};

const styleMoods: Record<ThumbnailStyle, ThumbnailMood[]> = {
  bold: ["excitement", "urgency", "surprise"],
  minimal: ["curiosity", "calm", "trust"],
  professional: ["trust", "curiosity", "urgency"],
  gamer: ["excitement", "surprise", "urgency"],
  cinematic: ["curiosity", "surprise", "calm"],
  playful: ["excitement", "surprise", "curiosity"],
};

/** Looks a premium template may take on top of its style: a background and a font pair. */
const premiumLooks: {
  slug: string;
  pt: string;
  en: string;
  motifs: BackgroundMotif[];
  fonts: TemplateLook["fonts"];
  effects: ThumbnailEffect[];
}[] = [
  {
    slug: "rays",
    pt: "raios",
    en: "rays",
    motifs: ["rays", "stripes"],
    fonts: { headline: "anton", secondary: "montserrat900", uppercase: true },
    effects: ["outline", "shadow"],
  },
  {
    slug: "bokeh",
    pt: "bokeh",
    en: "bokeh",
    motifs: ["bokeh"],
    fonts: { headline: "bebas", secondary: "montserrat800", uppercase: true },
    effects: ["shadow"],
  },
  {
    slug: "grid",
    pt: "grade neon",
    en: "neon grid",
    motifs: ["grid"],
    fonts: { headline: "montserrat900", secondary: "bebas", uppercase: true },
    effects: ["glow", "outline"],
  },
  {
    slug: "panels",
    pt: "painéis",
    en: "panels",
    motifs: ["panels"],
    fonts: { headline: "montserrat800", secondary: "montserrat800", uppercase: false },
    effects: ["shadow"],
  },
  {
    slug: "confetti",
    pt: "confete",
    en: "confetti",
    motifs: ["confetti", "blobs"],
    fonts: { headline: "montserrat900", secondary: "montserrat800", uppercase: true },
    effects: ["outline", "shadow"],
  },
  {
    slug: "blobs",
    pt: "formas suaves",
    en: "soft shapes",
    motifs: ["blobs"],
    fonts: { headline: "bebas", secondary: "bebas", uppercase: true },
    effects: ["outline"],
  },
];

/**
 * The highlights that change a template's structure (an arrow is a ring's object pointed at, so it
 * is not one of them).
 */
const highlightClasses: ThumbnailHighlight[] = ["circle", "number", "face", "product", "before-after"];
const grounds = ["dark", "light"] as const;

/**
 * Each structural highlight on each ground, the first six alternating grounds and highlights: a
 * composition's six plain members (one per style) are those, so they differ from each other.
 */
const combinations: (readonly [(typeof grounds)[number], ThumbnailHighlight])[] = (() => {
  const all = grounds.flatMap((g) => highlightClasses.map((h) => [g, h] as const));
  const first = [0, 5, 2, 6, 7, 9].map((k) => all[k]!);
  return [...first, ...all.filter((pair) => !first.includes(pair))];
})();

/** The compositions a basic template may use: the generators' four and the plainest panels. */
const basicCompositions: readonly LayoutId[] = [
  ...optionLayoutIds,
  "top-banner",
  "bottom-bar",
  "split-vertical",
  "big-caption",
  "bottom-banner",
  "center-box",
  "disc",
];

/** Deterministic spread over a list: neighbours in the library get different values. */
const spread = <T>(list: readonly T[], i: number, step: number) => list[(i * step) % list.length]!;

/**
 * Every composition once with each structural highlight on each ground: the styles take turns,
 * so each of the generators' compositions has one plain member per style (its `core`), and every
 * other template takes one of the premium looks (background and font pair) in turn.
 */
function buildLibrary(): Template[] {
  const library: Template[] = [];
  for (const [l, layout] of layoutIds.entries()) {
    const composition = compositionNames[layout];
    const option = l < optionLayoutIds.length;
    for (const [c, [ground, highlight]] of combinations.entries()) {
      const i = library.length;
      const style = thumbnailStyleIds[(c + l * (option ? 1 : 5)) % thumbnailStyleIds.length]!;
      const core = option && c < thumbnailStyleIds.length;
      const look = core || (!option && c % 2 === 0) ? null : premiumLooks[(i * 5) % premiumLooks.length]!;
      const tier: TemplateTier = !look && basicCompositions.includes(layout) ? "basic" : "premium";
      const colours = styleColours[style];
      const suffix = (lang: "pt" | "en") =>
        [look?.[lang], ground === "light" ? { pt: "fundo claro", en: "light" }[lang] : null]
          .filter(Boolean)
          .map((w) => `, ${w}`)
          .join("");
      library.push({
        id: [style, composition.slug, highlight, ground === "light" ? "light" : ""].filter(Boolean).join("-"),
        tier,
        niche: spread(templateNiches, i, 5),
        style,
        colour: core ? colours[0]! : spread(colours, i, 3),
        name: {
          pt: `${composition.pt}: ${highlightNames[highlight].pt}${suffix("pt")}`,
          en: `${composition.en}: ${highlightNames[highlight].en}${suffix("en")}`,
        },
        core,
        look: {
          layout,
          highlight,
          mood: core ? styleMoods[style][0]! : spread(styleMoods[style], i, 2),
          effects: look?.effects ?? [],
          motifs: look?.motifs ?? null,
          fonts: look?.fonts ?? null,
          sample: i % 3,
          ground,
        },
      });
    }
  }
  return library;
}

/**
 * Combinations left out: each looked near-identical to a template kept before it (the one named),
 * its preview's perceptual hash within the distinctness test's distance (`distinct.test.ts`).
 */
const lookalikes: ReadonlySet<string> = new Set([
  "bold-side-number", // ~ bold-side-circle
  "professional-side-before-after", // ~ professional-side-face
  "cinematic-split-before-after", // ~ professional-split-circle
  "playful-stack-before-after", // ~ playful-stack-face
  "playful-banner-product-light", // ~ gamer-banner-circle-light
  "gamer-bar-before-after", // ~ gamer-bar-face
  "cinematic-bar-product-light", // ~ professional-bar-circle-light
  "professional-halves-face", // ~ bold-halves-circle
  "playful-frame-number", // ~ playful-frame-circle
  "cinematic-caption-number", // ~ cinematic-caption-circle
  "bold-caption-before-after", // ~ bold-caption-face
  "minimal-caption-product-light", // ~ minimal-caption-number-light
  "professional-corner-product", // ~ minimal-corner-circle
  "gamer-headline-face-light", // ~ professional-headline-number-light
  "playful-headline-number", // ~ playful-headline-circle
  "professional-headline-product-light", // ~ bold-headline-circle-light
  "cinematic-box-number", // ~ cinematic-box-circle
  "cinematic-disc-before-after", // ~ professional-disc-circle
  "playful-spot-flip-number", // ~ playful-spot-flip-circle
  "professional-spot-flip-product-light", // ~ bold-spot-flip-circle-light
  "bold-column-flip-face", // ~ cinematic-column-flip-circle
  "minimal-column-flip-product-light", // ~ minimal-column-flip-number-light
  "playful-box-flip-number-light", // ~ gamer-box-flip-circle-light
  "playful-box-flip-product-light", // ~ gamer-box-flip-circle-light
  "gamer-disc-flip-face", // ~ gamer-halves-flip-face
  "cinematic-disc-flip-product-light", // ~ cinematic-halves-flip-product-light
  "professional-polaroid-face", // ~ bold-polaroid-circle
  "minimal-polaroid-product", // ~ bold-polaroid-circle
  "professional-polaroid-before-after", // ~ bold-polaroid-circle
  "playful-arch-number", // ~ playful-arch-circle
  "bold-polaroid-flip-face", // ~ cinematic-polaroid-flip-circle
  "bold-polaroid-flip-before-after", // ~ cinematic-polaroid-flip-circle
  "cinematic-polaroid-flip-number", // ~ cinematic-polaroid-flip-circle
  "playful-polaroid-flip-product", // ~ cinematic-polaroid-flip-circle
  "playful-quarter-flip-product-light", // ~ playful-quarter-flip-number-light
  "professional-quarter-flip-number", // ~ professional-quarter-flip-circle
]);

export const templateLibrary: readonly Template[] = buildLibrary().filter((t) => !lookalikes.has(t.id));

export { templateColours, templateNiches, type TemplateColour, type TemplateNiche };
