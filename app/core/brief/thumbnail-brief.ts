/**
 * What the Thumbnail Expert learns in its interview, and the visual choices the renderer
 * understands. One source of truth: the interview's quick replies offer these options (with their
 * pt/en labels) and the renderer maps each id to a layout, palette or effect.
 */

export const briefLanguages = ["pt", "en"] as const;
export type BriefLanguage = (typeof briefLanguages)[number];

type Labelled<Id extends string> = readonly { id: Id; pt: string; en: string }[];

export const thumbnailStyles = [
  { id: "bold", pt: "Impactante (estilo MrBeast)", en: "Bold (MrBeast style)" },
  { id: "minimal", pt: "Minimalista", en: "Minimal" },
  { id: "professional", pt: "Profissional / corporativo", en: "Professional / corporate" },
  { id: "gamer", pt: "Gamer / neon", en: "Gamer / neon" },
  { id: "cinematic", pt: "Cinematográfico", en: "Cinematic" },
  { id: "playful", pt: "Divertido / colorido", en: "Playful / colourful" },
] as const satisfies Labelled<string>;
export type ThumbnailStyle = (typeof thumbnailStyles)[number]["id"];
export const thumbnailStyleIds = thumbnailStyles.map((style) => style.id) as [
  ThumbnailStyle,
  ...ThumbnailStyle[],
];

export const thumbnailPalettes = [
  { id: "yellow-black", pt: "Amarelo e preto", en: "Yellow and black" },
  { id: "red-white", pt: "Vermelho e branco", en: "Red and white" },
  { id: "blue-orange", pt: "Azul e laranja", en: "Blue and orange" },
  { id: "green-neon", pt: "Verde neon", en: "Neon green" },
  { id: "purple-pink", pt: "Roxo e rosa", en: "Purple and pink" },
  { id: "black-white", pt: "Preto e branco", en: "Black and white" },
] as const satisfies Labelled<string>;
export type ThumbnailPalette = (typeof thumbnailPalettes)[number]["id"];

export const thumbnailEffects = [
  { id: "outline", pt: "Contorno forte no texto", en: "Heavy text outline" },
  { id: "glow", pt: "Brilho / glow", en: "Glow" },
  { id: "shadow", pt: "Sombra profunda", en: "Deep shadow" },
  { id: "blur", pt: "Fundo desfocado", en: "Blurred background" },
  { id: "none", pt: "Sem efeitos", en: "No effects" },
] as const satisfies Labelled<string>;
export type ThumbnailEffect = (typeof thumbnailEffects)[number]["id"];

export const thumbnailHighlights = [
  { id: "face", pt: "Rosto com expressão", en: "A face with an expression" },
  { id: "arrow", pt: "Seta apontando", en: "A pointing arrow" },
  { id: "circle", pt: "Círculo em destaque", en: "A highlight circle" },
  { id: "number", pt: "Número grande", en: "A big number" },
  { id: "before-after", pt: "Antes e depois", en: "Before and after" },
  { id: "product", pt: "Produto / objeto", en: "A product / object" },
] as const satisfies Labelled<string>;
export type ThumbnailHighlight = (typeof thumbnailHighlights)[number]["id"];

export const thumbnailPlatforms = [
  { id: "mobile", pt: "Mobile", en: "Mobile" },
  { id: "desktop", pt: "Desktop", en: "Desktop" },
  { id: "both", pt: "Ambos", en: "Both" },
] as const satisfies Labelled<string>;
export type ThumbnailPlatform = (typeof thumbnailPlatforms)[number]["id"];

export const thumbnailMoods = [
  { id: "curiosity", pt: "Curiosidade", en: "Curiosity" },
  { id: "urgency", pt: "Urgência", en: "Urgency" },
  { id: "excitement", pt: "Empolgação", en: "Excitement" },
  { id: "trust", pt: "Confiança", en: "Trust" },
  { id: "surprise", pt: "Surpresa / choque", en: "Surprise / shock" },
  { id: "calm", pt: "Calma / inspiração", en: "Calm / inspiration" },
] as const satisfies Labelled<string>;
export type ThumbnailMood = (typeof thumbnailMoods)[number]["id"];

/** The brief's choice fields and their options, by the field's name in the brief. */
export const briefChoices = {
  style: thumbnailStyles,
  palette: thumbnailPalettes,
  effects: thumbnailEffects,
  highlight: thumbnailHighlights,
  platform: thumbnailPlatforms,
  mood: thumbnailMoods,
} as const;
export type BriefChoiceField = keyof typeof briefChoices;

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
}

/** A picture given to the renderer: the creator's reference or a textless AI background. */
export interface BriefImage {
  mime: "image/png" | "image/jpeg" | "image/webp";
  bytes: Uint8Array;
}
