/**
 * A page's `t()` without i18next (docs/decisions/026-client-translations-without-i18next.md): the
 * few i18next behaviours the app uses, over the translations the root loader sends, so the browser
 * does not download and start a whole i18n framework to look strings up.
 *
 * - keys are dotted paths into the translations ("errors.notFoundTitle");
 * - `{{name}}` takes `values.name` (a dotted name reads a nested value); nothing is HTML-escaped,
 *   React escapes (i18next ran with `escapeValue: false`); a placeholder without a value is left as is,
 *   one whose value is given as undefined or null becomes empty, as i18next does;
 * - a numeric `count` picks the plural by `Intl.PluralRules` with i18next's suffixes: `key_zero`
 *   first for 0, then `key_<category>` (`_one`, `_other`…), then the bare key;
 * - a key the language lacks falls back to the `fallback` translations (Portuguese, the default
 *   language), then to the key itself, and is reported (see `setMissingTranslationReporter`).
 *
 * Its type is i18next's `TFunction` (a type-only import, erased from the bundle), so `t` keeps the
 * keys typed by app/core/i18n/i18next.d.ts and passes where server code's `getFixedT` passes.
 */
import type { TFunction } from "i18next";
import { defaultLanguage } from "~/core/i18n/config";

export type TranslationTree = { readonly [key: string]: unknown };
type Values = Record<string, unknown>;

/** Told about each key a `t` could not find in its language. */
export type MissingTranslationReporter = (key: string, language: string) => void;

const warnInDevelopment: MissingTranslationReporter = (key, language) => {
  if (import.meta.env?.DEV) console.warn(`Missing translation "${key}" in ${language}`);
};
let reportMissing = warnInDevelopment;

/**
 * Replaces who hears of missing keys (tests collect them and fail); returns the function that puts
 * the previous reporter back.
 */
export function setMissingTranslationReporter(reporter: MissingTranslationReporter): () => void {
  const previous = reportMissing;
  reportMissing = reporter;
  return () => {
    reportMissing = previous;
  };
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `language` ("one", "other"…), one rules object per language. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Values)[part];
  }
  return node;
}

/** The keys to try, most specific first (i18next's order for plurals). */
function candidates(key: string, language: string, values: Values | undefined): string[] {
  const count = values?.count;
  if (typeof count !== "number") return [key];
  const keys = count === 0 ? [`${key}_zero`] : [];
  keys.push(`${key}_${pluralCategory(language, count)}`, key);
  return keys;
}

function find(tree: TranslationTree, key: string, language: string, values: Values | undefined) {
  for (const candidate of candidates(key, language, values)) {
    const text = valueAt(tree, candidate);
    if (typeof text === "string") return text;
  }
  return undefined;
}

function interpolate(text: string, values: Values | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, inner: string) => {
    // `{{- name}}` is i18next's unescaped form: the same here, since nothing is escaped.
    const name = inner.trim().replace(/^-\s*/, "");
    const value = Object.hasOwn(values, name) ? values[name] : valueAt(values, name);
    if (value === undefined) return Object.hasOwn(values, name) ? "" : placeholder;
    return value === null ? "" : String(value);
  });
}

/** A translate function over one language's (page's) translations. */
export function createT(language: string, resources: TranslationTree, fallback?: TranslationTree): TFunction {
  const t = (key: string, values?: Values): string => {
    let text = find(resources, key, language, values);
    if (text === undefined) {
      reportMissing(key, language);
      text = fallback ? find(fallback, key, defaultLanguage, values) : undefined;
      if (text === undefined) return key;
    }
    return interpolate(text, values);
  };
  return t as unknown as TFunction;
}
