/**
 * The page's translations for its components, with react-i18next's call shape
 * (`const { t, i18n } = useTranslation()`, `i18n.language`) and none of its code
 * (docs/decisions/026-client-translations-without-i18next.md). The root provides it on the server
 * and in the browser from the same loader data, so the server's HTML and the hydrated page agree.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { defaultLanguage, type Language } from "~/core/i18n/config";
import { createT, type TranslationTree } from "~/core/i18n/translate";

export interface PageTranslation {
  t: TFunction;
  i18n: { language: Language };
}

const TranslationContext = createContext<PageTranslation>({
  t: createT(defaultLanguage, {}),
  i18n: { language: defaultLanguage },
});

export function useTranslation(): PageTranslation {
  return useContext(TranslationContext);
}

export function TranslationProvider({
  language,
  translations,
  children,
}: {
  language: Language;
  translations: TranslationTree;
  children?: ReactNode;
}) {
  // The same language and the same groups are the same strings: a revalidated root loader sends them
  // again in a new object, and rebuilding `t` then would re-render every translated component.
  const groups = Object.keys(translations).join();
  const value = useMemo(
    () => ({ t: createT(language, translations), i18n: { language } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `groups` stands for `translations`, see above
    [language, groups],
  );
  return createElement(TranslationContext.Provider, { value }, children);
}
