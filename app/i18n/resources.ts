import type { Language } from "./config";
import type { Translations } from "./locales/pt";

/**
 * Loads one language's strings. Each language is its own chunk, so a page ships only the strings of
 * the language it is rendered in (they travel in the root loader's data).
 */
export async function loadTranslations(language: Language): Promise<Translations> {
  const module = language === "pt" ? await import("./locales/pt") : await import("./locales/en");
  return module.default;
}

export const defaultNamespace = "translation";
