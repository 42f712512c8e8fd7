/**
 * Reading the creator's free answers: text normalised for matching, phrases found on word
 * boundaries, the brief's options recognised by label or keyword, and the usual ways of saying
 * "you choose", "no title yet" or "none".
 */
import type { ThumbnailEffect, ThumbnailPlatform } from "~/core/brief/thumbnail-brief";
import { type ChoiceField, effectField, platformField } from "~/features/expert/interview/choice-fields";

/** Lower case, no accents, letters and digits separated by single spaces ("$", "%" and "&" kept). */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9$%&]+/g, " ")
    .trim();
}

/** Position of a normalised phrase in a normalised text, on word boundaries; -1 when absent. */
export function phraseAt(normalized: string, phrase: string): number {
  if (!phrase) return -1;
  const index = ` ${normalized} `.indexOf(` ${phrase} `);
  return index;
}

export function hasPhrase(normalized: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => phraseAt(normalized, normalizeText(phrase)) >= 0);
}

interface ChoiceMatch<Id extends string> {
  id: Id;
  /** 1000+ for a whole option label, else the number of the option's keywords found. */
  score: number;
  position: number;
  byLabel: boolean;
}

export function matchChoices<Id extends string>(
  text: string,
  field: ChoiceField<Id>,
  { labelsOnly = false, minLabelLength = 1 } = {},
): ChoiceMatch<Id>[] {
  const normalized = normalizeText(text);
  if (!normalized) return [];
  const matches: ChoiceMatch<Id>[] = [];
  for (const option of field.options) {
    let best: ChoiceMatch<Id> | null = null;
    const labels = [option.pt, option.en, option.id.replace(/-/g, " ")].map(normalizeText);
    for (const label of labels) {
      if (label.length < minLabelLength) continue;
      const position = phraseAt(normalized, label);
      if (position >= 0 && (!best || 1000 + label.length > best.score))
        best = { id: option.id, score: 1000 + label.length, position, byLabel: true };
    }
    if (!best && !labelsOnly) {
      let hits = 0;
      let first = Infinity;
      for (const keyword of field.keywords[option.id]) {
        const position = phraseAt(normalized, normalizeText(keyword));
        if (position >= 0) {
          hits += 1;
          first = Math.min(first, position);
        }
      }
      if (hits > 0) best = { id: option.id, score: hits, position: first, byLabel: false };
    }
    if (best) matches.push(best);
  }
  return matches.sort((a, b) => b.score - a.score || a.position - b.position);
}

export function matchOne<Id extends string>(text: string, field: ChoiceField<Id>): Id | null {
  return matchChoices(text, field)[0]?.id ?? null;
}

export function matchEffects(text: string): ThumbnailEffect[] | null {
  const found = matchChoices(text, effectField)
    .sort((a, b) => a.position - b.position)
    .map((match) => match.id);
  const effects = found.filter((id) => id !== "none");
  if (effects.length > 0) return effects;
  return found.includes("none") ? ["none"] : null;
}

export function matchPlatform(text: string): ThumbnailPlatform | null {
  const found = matchChoices(text, platformField).map((match) => match.id);
  if (found.includes("both") || (found.includes("mobile") && found.includes("desktop"))) return "both";
  return found[0] ?? null;
}

const youChoosePhrases = [
  "voce escolhe",
  "vc escolhe",
  "voce que escolhe",
  "pode escolher",
  "escolhe voce",
  "escolha voce",
  "escolhe ai",
  "voce decide",
  "tanto faz",
  "qualquer",
  "qualquer um",
  "qualquer uma",
  "sei la",
  "nao sei",
  "me surpreenda",
  "surpreenda me",
  "a seu criterio",
  "fica a seu criterio",
  "sem preferencia",
  "you choose",
  "you pick",
  "you decide",
  "your choice",
  "your call",
  "up to you",
  "dont know",
  "don t know",
  "not sure",
  "whatever",
  "anything",
  "surprise me",
  "no preference",
  "dont mind",
  "don t mind",
];

/** "Você escolhe", "tanto faz", "you choose"…: the creator leaves the choice to the expert. */
export function leavesChoiceToExpert(text: string): boolean {
  return hasPhrase(normalizeText(text), youChoosePhrases);
}

export const useTitlePhrases = [
  "use o titulo",
  "usa o titulo",
  "usar o titulo",
  "o proprio titulo",
  "mesmo do titulo",
  "igual ao titulo",
  "o titulo do video",
  "use the title",
  "use the video title",
  "same as the title",
  "same as title",
  "the title itself",
];

export const noTitlePhrases = [
  "ainda nao tenho",
  "nao tenho titulo",
  "nao tenho um titulo",
  "sem titulo",
  "nao tenho",
  "no title",
  "dont have a title",
  "don t have a title",
  "don t have one",
  "dont have one",
  "not yet",
  "i don t have",
  "i dont have",
];

const noneAnswers = new Set(
  [
    "nao",
    "nenhuma",
    "nenhum",
    "nada",
    "nao tenho",
    "nao obrigado",
    "nao obrigada",
    "nenhuma restricao",
    "sem restricoes",
    "sem restricao",
    "nao tenho restricoes",
    "nao nenhuma",
    "pode tudo",
    "tudo liberado",
    "no",
    "nope",
    "none",
    "nothing",
    "no restrictions",
    "no restriction",
    "no thanks",
    "none at all",
    "anything goes",
    "n",
    "na",
  ].map(normalizeText),
);

export function isNoneAnswer(text: string): boolean {
  const normalized = normalizeText(text);
  return normalized === "" || noneAnswers.has(normalized);
}

const negativeReferencePattern =
  /^(nao|no|nope|sem|nenhuma?|nada|not|i don t|i dont|dont|don t)\b|\b(nao tenho|don t have|dont have|pode seguir|move on|go ahead|sem imagem|sem foto|no image|no photo)\b/;

export function isNegativeReference(text: string): boolean {
  return negativeReferencePattern.test(normalizeText(text));
}

export function cleanAnswer(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“«']+|["”»']+$/g, "")
    .replace(/[.;,]+$/, "")
    .trim();
}
