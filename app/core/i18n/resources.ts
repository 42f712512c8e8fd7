import type { Language } from "~/core/i18n/config";
import type { Translations } from "~/core/i18n/locales/pt";

/**
 * Loads one language's strings. Each language is its own chunk, so a page ships only the strings of
 * the language it is rendered in (they travel in the root loader's data).
 */
export async function loadTranslations(language: Language): Promise<Translations> {
  const module =
    language === "pt" ? await import("~/core/i18n/locales/pt") : await import("~/core/i18n/locales/en");
  return module.default;
}

export const defaultNamespace = "translation";
