/**
 * A score's sentences in the reader's language (docs/decisions/024-thumbnail-score.md): the one
 * place where the engine's values become words — numbers as the language writes them ("13,3" in pt,
 * "13.3" in en), a list of words as it lists them ("pão e fermentação", "bread and fermentation").
 * Every surface that shows a `score.measured.*` or `score.fix.*` text (the panel, the API) goes
 * through here, so none of them can show "13.3" to a Portuguese reader.
 */
import type { TFunction, TOptions } from "i18next";
import type { ScoreFix, SubScore } from "~/engines/score/thumbnail-score";
import { listFormat, numberFormat } from "~/core/i18n/formatters";

type ScoreValues = Record<string, string | number | string[]>;

/** `values` written for a reader of `language`: numbers to one decimal at most, lists joined with "e" / "and". */
export function readerValues(values: ScoreValues | undefined, language: string): Record<string, string> {
  const numbers = numberFormat(language, { maximumFractionDigits: 1 });
  const lists = listFormat(language, { style: "long", type: "conjunction" });
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      typeof value === "number" ? numbers.format(value) : Array.isArray(value) ? lists.format(value) : value,
    ]),
  );
}

/** A fix's sentence: its key (the engine's `score.fix.*`) is chosen at run time, so it is looked up untyped. */
export function translateFix(t: TFunction, fix: Pick<ScoreFix, "key" | "values">, language: string): string {
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  return translate(fix.key, readerValues(fix.values, language));
}

/** What a sub-score measured, in words ("Contraste de 2,8:1"). */
export function translateMeasured(
  t: TFunction,
  sub: Pick<SubScore, "id" | "measured">,
  language: string,
): string {
  return t(`score.measured.${sub.id}`, readerValues(sub.measured, language) as TOptions);
}
