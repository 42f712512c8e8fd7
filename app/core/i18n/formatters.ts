/**
 * Intl formatters built once per locale and options, outside render: constructing an
 * Intl.DateTimeFormat costs tens of milliseconds on a cheap phone (issue 28 measured 34–64 ms on the
 * dashboard). What a page shows at load is formatted by its loader (`labels.server.ts`), so the
 * browser builds none while hydrating; this cache serves the server, whose isolate lives across
 * requests, and the few texts the browser formats after an action.
 *
 * `language` is the app's "pt" / "en" (read as pt-BR / en-US, as every page always has) or any other
 * BCP 47 tag, used as given. Dates are in UTC unless the caller names a zone: the server renders in
 * UTC, so the browser must too, or the text it hydrates would differ from the HTML.
 */
const intlLocales: Record<string, string> = { pt: "pt-BR", en: "en-US" };

/** The Intl locale for an app language ("pt" → "pt-BR"); other tags pass through. */
export const intlLocale = (language: string) => intlLocales[language] ?? language;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  kind: string,
  language: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = intlLocale(language);
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const withZone = { timeZone: "UTC", ...options };
  return cached("date", language, withZone, (locale) => new Intl.DateTimeFormat(locale, withZone));
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("number", language, options, (locale) => new Intl.NumberFormat(locale, options));
}

export function listFormat(language: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached("list", language, options, (locale) => new Intl.ListFormat(locale, options));
}

/** How many formatters exist (tests: a second render builds none). */
export const formatterCount = () => cache.size;
