/**
 * The brief's choices with their labels in both languages, from the locales
 * (`interview.choices`). The interview offers and recognises them in either language at once
 * (a creator may answer in the other one), so it reads both dictionaries rather than a request's `t`.
 * Server and jobs code only: it brings both dictionaries with it.
 */
import { briefChoiceIds, type BriefChoiceField, type BriefLanguage } from "~/core/brief/thumbnail-brief";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";

type ChoiceId<Field extends BriefChoiceField> = (typeof briefChoiceIds)[Field][number];

export interface BriefChoice<Id extends string = string> {
  id: Id;
  pt: string;
  en: string;
}

function choicesOf<Field extends BriefChoiceField>(field: Field): BriefChoice<ChoiceId<Field>>[] {
  const ptLabels = pt.interview.choices[field] as Record<string, string>;
  const enLabels = en.interview.choices[field] as Record<string, string>;
  return briefChoiceIds[field].map((id: ChoiceId<Field>) => ({ id, pt: ptLabels[id]!, en: enLabels[id]! }));
}

/** Each choice field's options, in the interview's order, with their pt and en labels. */
export const briefChoices = {
  style: choicesOf("style"),
  palette: choicesOf("palette"),
  effects: choicesOf("effects"),
  highlight: choicesOf("highlight"),
  platform: choicesOf("platform"),
  mood: choicesOf("mood"),
};

/** One option's label in `language`, or null for an id the field does not have. */
export function briefChoiceLabel(
  field: BriefChoiceField,
  id: string,
  language: BriefLanguage,
): string | null {
  return (briefChoices[field] as BriefChoice[]).find((choice) => choice.id === id)?.[language] ?? null;
}
