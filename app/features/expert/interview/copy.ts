/**
 * The interview's words, from the i18n resources (`interview` in app/core/i18n/locales),
 * like the rest of Miniatura's text. The interview runs outside a request (the offline
 * interviewer, the OpenAI system prompt, the jobs Worker), so it reads both languages' resources
 * (they are in the bundle) through the app's own `t` (app/core/i18n/translate.ts).
 */
import type { BriefLanguage } from "~/core/brief/thumbnail-brief";
import en from "~/core/i18n/locales/en";
import pt from "~/core/i18n/locales/pt";
import { createT } from "~/core/i18n/translate";

const interviewTs = { pt: createT("pt", pt), en: createT("en", en) };

/** A translate function fixed to the interview's language. */
export function interviewT(language: BriefLanguage) {
  return interviewTs[language];
}

/** The interview's block of the resources, for the lists (quick replies) and per-question copy. */
export function interviewCopy(language: BriefLanguage) {
  return (language === "pt" ? pt : en).interview;
}
