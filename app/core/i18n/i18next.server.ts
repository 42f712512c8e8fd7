import { RemixI18Next } from "remix-i18next/server";
import { languageCookie } from "~/core/http/cookies.server";
import {
  defaultLanguage,
  detectLanguage,
  isLanguage,
  languageCookieName,
  supportedLanguages,
  type Language,
} from "~/core/i18n/config";
import { defaultNamespace, loadTranslations } from "~/core/i18n/resources";

/**
 * The language of this request: a `?lng=` in the address (the hreflang alternates of each page),
 * else the stored choice, else the browser's (pt or en).
 */
export async function getLanguage(request: Request): Promise<Language> {
  const requested = new URL(request.url).searchParams.get(languageCookieName);
  if (isLanguage(requested)) return requested;
  const stored = await languageCookie(request).parse(request.headers.get("Cookie"));
  return detectLanguage(typeof stored === "string" ? stored : null, request.headers.get("Accept-Language"));
}

function remixI18next() {
  return new RemixI18Next({
    detection: {
      supportedLanguages: [...supportedLanguages],
      fallbackLanguage: defaultLanguage,
      order: ["custom"],
      findLocale: getLanguage,
    },
    i18next: {
      defaultNS: defaultNamespace,
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
    },
  });
}

/** A translate function in `language`, for a loader that already knows the request's language. */
export async function serverTFor(language: Language) {
  const translations = await loadTranslations(language);
  return remixI18next().getFixedT(language, defaultNamespace, {
    resources: { [language]: { [defaultNamespace]: translations } },
  });
}

/** A translate function in the request's language, for actions that build messages (toasts, e-mails). */
export async function getServerT(request: Request) {
  const language = await getLanguage(request);
  return { t: await serverTFor(language), language };
}
