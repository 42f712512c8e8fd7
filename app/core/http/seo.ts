import type { MetaDescriptor } from "@remix-run/cloudflare";
import { supportedLanguages, type Language } from "~/core/i18n/config";

export const ogImagePath = "/og-image.jpg";
const ogLocales: Record<Language, string> = { pt: "pt_BR", en: "en_US" };

/** The address of a page in one language: the same path with `?lng=` (see getLanguage). */
export function localizedUrl(origin: string, path: string, language: Language) {
  const url = new URL(path, origin);
  url.searchParams.set("lng", language);
  return url.toString();
}

interface PageMetaInput {
  title: string;
  description: string;
  /** The site's origin ("https://miniatura.app"), for absolute URLs. */
  origin: string;
  /** The page's path without a query ("/faq"). */
  path: string;
  language: Language;
}

/**
 * Title, description, canonical URL, hreflang alternates (one per language plus x-default, which
 * lets the visitor's language decide) and the Open Graph / Twitter card of a public page.
 */
export function pageMeta({ title, description, origin, path, language }: PageMetaInput): MetaDescriptor[] {
  const canonical = localizedUrl(origin, path, language);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...supportedLanguages.map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang === "pt" ? "pt-BR" : "en",
      href: localizedUrl(origin, path, lang),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: new URL(path, origin).toString() },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Miniatura" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: new URL(ogImagePath, origin).toString() },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: ogLocales[language] },
    ...supportedLanguages
      .filter((lang) => lang !== language)
      .map((lang) => ({ property: "og:locale:alternate", content: ogLocales[lang] })),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
