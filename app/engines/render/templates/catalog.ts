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
import { layoutIds, type LayoutId } from "~/engines/render/layout-ids";
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

const basicHighlights: ThumbnailHighlight[] = ["circle", "number", "arrow"];
const premiumHighlights: ThumbnailHighlight[] = ["face", "product", "before-after", "circle", "number"];

/** Deterministic spread over a list: neighbours in the library get different values. */
const spread = <T>(list: readonly T[], i: number, step: number) => list[(i * step) % list.length]!;

function buildLibrary(): Template[] {
  const library: Template[] = [];
  let serial = 0;
  const add = (
    style: ThumbnailStyle,
    layout: LayoutId,
    highlight: ThumbnailHighlight,
    tier: TemplateTier,
    variant: { slug: string; pt: string; en: string } & Partial<
      Pick<TemplateLook, "motifs" | "fonts" | "effects">
    >,
    core = false,
  ) => {
    const i = serial++;
    const composition = compositionNames[layout];
    const colours = styleColours[style];
    const colour = core ? colours[0]! : spread(colours, i, 3);
    const niche = spread(templateNiches, i, 5);
    const id = [style, composition.slug, highlight, variant.slug].filter(Boolean).join("-");
    const suffix = (lang: "pt" | "en") => (variant[lang] ? `, ${variant[lang]}` : "");
    library.push({
      id,
      tier,
      niche,
      style,
      colour,
      name: {
        pt: `${composition.pt}: ${highlightNames[highlight].pt}${suffix("pt")}`,
        en: `${composition.en}: ${highlightNames[highlight].en}${suffix("en")}`,
      },
      core,
      look: {
        layout,
        highlight,
        mood: core ? styleMoods[style][0]! : spread(styleMoods[style], i, 2),
        effects: variant.effects ?? [],
        motifs: variant.motifs ?? null,
        fonts: variant.fonts ?? null,
        sample: i % 3,
      },
    });
  };

  // Basic: each style's four compositions as they are, with the simpler highlights.
  for (const style of thumbnailStyleIds)
    for (const layout of layoutIds)
      for (const [h, highlight] of basicHighlights.entries())
        add(style, layout, highlight, "basic", { slug: h === 0 ? "" : "", pt: "", en: "" }, h === 0);

  // Premium: the richer highlights, and each composition in other backgrounds and font pairs.
  for (const style of thumbnailStyleIds)
    for (const [l, layout] of layoutIds.entries())
      for (const [h, highlight] of premiumHighlights.entries()) {
        const look = premiumLooks[(l + h * 2 + thumbnailStyleIds.indexOf(style)) % premiumLooks.length]!;
        add(style, layout, highlight, "premium", look);
      }
  return library;
}

export const templateLibrary: readonly Template[] = buildLibrary();

export { templateColours, templateNiches, type TemplateColour, type TemplateNiche };
