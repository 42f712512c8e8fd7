/**
 * The interview's words, from the i18n resources (`interview` in app/core/i18n/locales),
 * like the rest of Miniatura's text. The interview runs outside a request (the offline
 * interviewer, the OpenAI system prompt, the jobs Worker), so it reads through its own i18next
 * instance holding both languages, initialised synchronously: the resources are in the bundle.
 */
import { createInstance } from "i18next";
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import { defaultNamespace } from "~/core/i18n/resources";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";

const i18n = createInstance();
void i18n.init({
  initImmediate: false,
  resources: { pt: { [defaultNamespace]: pt }, en: { [defaultNamespace]: en } },
  defaultNS: defaultNamespace,
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

/** A translate function fixed to the interview's language. */
export function interviewT(language: BriefLanguage) {
  return i18n.getFixedT(language);
}

/** The interview's block of the resources, for the lists (quick replies) and per-question copy. */
export function interviewCopy(language: BriefLanguage) {
  return (language === "pt" ? pt : en).interview;
}
