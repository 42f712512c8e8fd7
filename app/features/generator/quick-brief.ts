/**
 * What the quick generator renders from a niche and a title: a brief (the same the Thumbnail
 * Expert's interview produces, with sensible choices for the questions it does not ask) and four
 * options, each in its own style, palette and layout, so the creator picks between looks that
 * really differ.
 */
import type {
  BriefLanguage,
  ThumbnailBrief,
  ThumbnailPalette,
  ThumbnailStyle,
} from "~/core/brief/thumbnail-brief";
import { bigNumberOf } from "~/engines/render/text-fit";

export interface QuickOption {
  /** Which layout (0–3) composes it. */
  layout: number;
  style: ThumbnailStyle;
  palette: ThumbnailPalette;
}

export const quickOptionCount = 4;

const defaultLooks: [ThumbnailStyle, ThumbnailPalette][] = [
  ["bold", "yellow-black"],
  ["cinematic", "blue-orange"],
  ["playful", "purple-pink"],
  ["minimal", "black-white"],
];

/** Niches whose audience expects a look of their own: it replaces the playful option. */
const nicheLooks: { pattern: RegExp; look: [ThumbnailStyle, ThumbnailPalette] }[] = [
  {
    pattern: /\b(games?|gam(er|ing)|jog(o|os)|minecraft|fortnite|free ?fire|e-?sports?)\b/i,
    look: ["gamer", "green-neon"],
  },
  {
    pattern:
      /\b(finan|invest|neg[oó]cio|business|marketing|carreira|career|empreend|startup|dinheiro|money)/i,
    look: ["professional", "red-white"],
  },
];

/** What an API request may narrow: how many options (1–4) and one style for all of them. */
export interface QuickOptionChoice {
  variations?: number;
  style?: ThumbnailStyle;
}

/**
 * Four options: distinct styles and palettes, one per layout. A choice keeps the first
 * `variations` of them, and a chosen style replaces each option's own (palettes and layouts still
 * differ, so the options still look different).
 */
export function quickOptions(niche: string, title: string, choice: QuickOptionChoice = {}): QuickOption[] {
  const looks = [...defaultLooks];
  const special = nicheLooks.find(({ pattern }) => pattern.test(`${niche} ${title}`));
  if (special) looks[2] = special.look;
  return looks
    .slice(0, choice.variations ?? quickOptionCount)
    .map(([style, palette], layout) => ({ layout, style: choice.style ?? style, palette }));
}

/** The brief for one title (or the niche alone when no title was given). */
export function quickBrief(input: {
  language: BriefLanguage;
  niche: string;
  title: string;
  hasReference: boolean;
}): ThumbnailBrief {
  const { language, niche, title } = input;
  const words = title || niche;
  return {
    language,
    niche,
    title: words,
    headline: words,
    audience: "",
    style: "bold",
    palette: "yellow-black",
    effects: [],
    highlight: input.hasReference ? "face" : bigNumberOf(words) ? "number" : "circle",
    platform: "both",
    mood: "curiosity",
    restrictions: "",
  };
}
