/**
 * What the Thumbnail Expert learns in its interview, and the visual choices the renderer
 * understands. One source of truth: the interview's quick replies offer these options (their
 * labels are in the locales) and the renderer maps each id to a layout, palette or effect.
 */

export const briefLanguages = ["pt", "en"] as const;
export type BriefLanguage = (typeof briefLanguages)[number];

/**
 * Each choice field's options, by id, in the order the interview offers them. Their labels, in pt
 * and en, are in the locales (`interview.choices`; read with app/core/i18n/brief-labels.ts).
 */
export const briefChoiceIds = {
  style: ["bold", "minimal", "professional", "gamer", "cinematic", "playful"],
  palette: ["yellow-black", "red-white", "blue-orange", "green-neon", "purple-pink", "black-white"],
  effects: ["outline", "glow", "shadow", "blur", "none"],
  highlight: ["face", "arrow", "circle", "number", "before-after", "product"],
  platform: ["mobile", "desktop", "both"],
  mood: ["curiosity", "urgency", "excitement", "trust", "surprise", "calm"],
} as const;
export type BriefChoiceField = keyof typeof briefChoiceIds;
export type ThumbnailStyle = (typeof briefChoiceIds.style)[number];
export type ThumbnailPalette = (typeof briefChoiceIds.palette)[number];
export type ThumbnailEffect = (typeof briefChoiceIds.effects)[number];
export type ThumbnailHighlight = (typeof briefChoiceIds.highlight)[number];
export type ThumbnailPlatform = (typeof briefChoiceIds.platform)[number];
export type ThumbnailMood = (typeof briefChoiceIds.mood)[number];
export const thumbnailStyleIds = briefChoiceIds.style;

/** The choice questions a creator may answer in their own words instead of a quick reply. */
export const typedChoiceFields = ["style", "palette", "effects", "highlight", "mood"] as const;
export type TypedChoiceField = (typeof typedChoiceFields)[number];

/** The creator's answers, interpreted: free text where free text was given, ids where a choice fits. */
export interface ThumbnailBrief {
  language: BriefLanguage;
  niche: string;
  /** The video's title (saved as the thumbnails' title). */
  title: string;
  /** The big words drawn on the thumbnail (a hook or call to action, a few words). */
  headline: string;
  audience: string;
  style: ThumbnailStyle;
  palette: ThumbnailPalette;
  effects: ThumbnailEffect[];
  highlight: ThumbnailHighlight;
  platform: ThumbnailPlatform;
  mood: ThumbnailMood;
  /** Anything the creator asked to avoid, in their words ("" when none). */
  restrictions: string;
  /**
   * A choice answered in the creator's own words rather than a preset's label, as typed: the
   * summary shows it, and the id next to it is only the nearest preset the renderer understands
   * (docs/product.md, Thumbnail Expert).
   */
  typed?: Partial<Record<TypedChoiceField, string>>;
  /** The colours the creator named ("verde e roxo", "#ff0066"), "#rrggbb", 1–3: the palette is built from them. */
  colors?: string[];
}

/** A picture given to the renderer: the creator's reference or a textless AI background. */
export interface BriefImage {
  mime: "image/png" | "image/jpeg" | "image/webp";
  bytes: Uint8Array;
}
