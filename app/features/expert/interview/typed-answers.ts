/**
 * A choice question answered in the creator's own words (docs/product.md, Thumbnail Expert): the
 * answer picks a preset only when it clearly names one (a preset's label, or words that point to
 * that preset alone); whatever else it says is kept as typed for the summary, and colours it names
 * become the palette. "Verde e roxo" is green and purple, not "Verde neon".
 */
import { briefChoices } from "~/core/i18n/brief-labels";
import { type ColorFamily, type NamedColor, colorWords, namedColors } from "~/core/brief/named-colors";
import type { ThumbnailEffect, ThumbnailPalette } from "~/core/brief/thumbnail-brief";
import { matchChoices, matchEffects, normalizeText } from "~/features/expert/interview/answer-matching";
import {
  type ChoiceField,
  effectField,
  highlightField,
  moodField,
  paletteField,
  styleField,
} from "~/features/expert/interview/choice-fields";

/** What a typed answer means: the preset for the renderer (null: none is clearly named) and the words to show. */
export interface TypedReading<Id> {
  id: Id;
  /** The answer as typed, when it says more than a preset's label (null: the label says it all). */
  typed: string | null;
}

/**
 * Words that carry no choice of their own in an answer ("quero algo", "the colours", "with"):
 * articles, connectors, the fields' names and the usual ways of asking.
 */
const fillerWords = new Set(
  [
    "a o os as um uma uns umas e ou de do da dos das com sem em no na nos nas para pra por pelo pela",
    "que quero queria gostaria prefiro gosto algo tipo bem muito muita mais pouco tambem so apenas",
    "usar use usa coloca coloque colocar estilo cor cores paleta efeito efeitos destaque elemento",
    "sentimento emocao clima vibe sensacao favor pode",
    "i want would like prefer id love something kind sort of very more bit little the an and or",
    "with in on to for my its it is be style color colors colour colours palette effect effects",
    "highlight element feeling mood emotion also just only please some",
  ].flatMap((line) => line.split(" ")),
);

/** Every word of the choice questions' labels and keywords, in both languages. */
const presetWords = new Set(
  [styleField, paletteField, effectField, highlightField, moodField].flatMap((field: ChoiceField<string>) =>
    [
      ...field.options.flatMap((option) => [option.pt, option.en, option.id.replace(/-/g, " ")]),
      ...Object.values<readonly string[]>(field.keywords).flat(),
    ].flatMap((text) => normalizeText(text).split(" ")),
  ),
);

/** Whether the answer says anything beyond preset names, colours and filler ("sombra suave": "suave"). */
function saysMore(text: string): boolean {
  return normalizeText(text)
    .split(" ")
    .some((word) => word && !fillerWords.has(word) && !presetWords.has(word) && !colorWords.has(word));
}

/**
 * The preset an answer clearly names: one option's label, or keywords of that one option only.
 * Two options named at once ("gamer but cinematic") name neither.
 */
export function clearChoice<Id extends string>(text: string, field: ChoiceField<Id>): Id | null {
  const matches = matchChoices(text, field);
  const byLabel = matches.filter((match) => match.byLabel);
  const named = byLabel.length > 0 ? byLabel : matches;
  return new Set(named.map((match) => match.id)).size === 1 ? named[0]!.id : null;
}

/** A one-choice answer (style, highlight, mood): the clearly named preset, and the words when they say more. */
export function readTypedChoice<Id extends string>(
  text: string,
  field: ChoiceField<Id>,
): TypedReading<Id | null> {
  const id = clearChoice(text, field);
  return { id, typed: text && (!id || saysMore(text)) ? text : null };
}

/** The effects answer: every effect it names (as before), and the words when they say more. */
export function readTypedEffects(text: string): TypedReading<ThumbnailEffect[] | null> {
  const effects = matchEffects(text);
  return { id: effects, typed: text && (!effects || saysMore(text)) ? text : null };
}

/** The colour families of each preset palette ("Azul e laranja" is blue + orange). */
const presetFamilies: Record<ThumbnailPalette, readonly ColorFamily[]> = {
  "yellow-black": ["yellow", "black"],
  "red-white": ["red", "white"],
  "blue-orange": ["blue", "orange"],
  "green-neon": ["green"],
  "purple-pink": ["purple", "pink"],
  "black-white": ["black", "white"],
};
const paletteIds = briefChoices.palette.map((option) => option.id);

/** The preset made of exactly the colours named ("preto e amarelo" is "Amarelo e preto"). */
function presetOf(colors: readonly NamedColor[]): ThumbnailPalette | null {
  if (colors.some((color) => color.shaded || !color.family)) return null;
  const families = new Set(colors.map((color) => color.family));
  return (
    paletteIds.find((id) => {
      const wanted = presetFamilies[id];
      return wanted.length === families.size && wanted.every((family) => families.has(family));
    }) ?? null
  );
}

/** The preset sharing most colours with those named (the first colour breaks ties), for what only a preset can say. */
function nearestPreset(colors: readonly NamedColor[]): ThumbnailPalette | null {
  let best: { id: ThumbnailPalette; score: number } | null = null;
  for (const id of paletteIds) {
    const wanted = presetFamilies[id];
    const shared = colors.filter((color) => color.family && wanted.includes(color.family)).length;
    const score = shared * 2 + (colors[0]?.family && wanted.includes(colors[0].family) ? 1 : 0);
    if (shared > 0 && (!best || score > best.score)) best = { id, score };
  }
  return best?.id ?? null;
}

export interface PaletteReading extends TypedReading<ThumbnailPalette | null> {
  /** The colours named, "#rrggbb", when no preset is exactly them. */
  colors: string[] | null;
}

/** "sem", "não", "without"…: what follows is not wanted ("azul, mas sem vermelho"). */
const notWanted = /\b(sem|nao|nada de|evite|evitar|menos|exceto|without|not|avoid|except|never|nunca)\b/;

/** The part of an answer before anything it says it does not want. */
function wantedPart(text: string): string {
  // Accents off but "#" kept: hex codes are colours too.
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ");
  const at = notWanted.exec(plain)?.index;
  return at === undefined ? plain : plain.slice(0, at);
}

/** The colours answer: a preset when it is exactly the colours named (or clearly named), else the colours themselves. */
export function readTypedPalette(text: string): PaletteReading {
  const colors = namedColors(wantedPart(text));
  if (colors.length === 0) {
    const { id, typed } = readTypedChoice(text, paletteField);
    return { id, typed, colors: null };
  }
  const preset = presetOf(colors);
  if (preset) return { id: preset, typed: saysMore(text) ? text : null, colors: null };
  return { id: nearestPreset(colors), typed: text, colors: colors.map((color) => color.hex) };
}
