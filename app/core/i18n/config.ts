/** The languages Miniatura speaks. Portuguese comes first: it is the product's default. */
export const supportedLanguages = ["pt", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "pt";
export const languageCookieName = "lng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** The browser's first choice in an Accept-Language header (highest q, then order), lower-cased. */
export function preferredBrowserLanguage(acceptLanguage: string | null): string | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.tag ?? null;
}

/**
 * The rule (docs/product.md, Languages and theme): a stored choice wins; otherwise Portuguese when
 * the browser's language starts with "pt"; otherwise English.
 */
export function detectLanguage(
  storedChoice: string | null | undefined,
  acceptLanguage: string | null,
): Language {
  if (isLanguage(storedChoice)) return storedChoice;
  const browser = preferredBrowserLanguage(acceptLanguage);
  return browser?.startsWith("pt") ? "pt" : "en";
}
