/**
 * Which translation groups a page needs. Every page gets the shared groups (header, footer, menus,
 * toasts, errors); the rest travel only to the pages that use them, so the strings of the account
 * screens do not weigh on the landing page (the root loader sends only these groups).
 */
import type { Translations } from "~/core/i18n/locales/pt";

export const sharedGroups = [
  "meta",
  "nav",
  "language",
  "theme",
  "toast",
  "dialog",
  "errors",
  "footer",
] as const;
type SharedGroup = (typeof sharedGroups)[number];
export type PageGroup = Exclude<keyof Translations, SharedGroup>;

/** The translations a page receives: the shared groups always, the others when its path needs them. */
export type PageTranslations = Pick<Translations, SharedGroup> & Partial<Pick<Translations, PageGroup>>;

const docPages = ["/termos", "/privacidade", "/cookies", "/ajuda", "/tutoriais", "/api"];
const authPages = [
  "/login",
  "/cadastro",
  "/esqueci-senha",
  "/confirmar-email",
  "/configuracoes/nova-senha",
  "/auth",
];

function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The page-specific groups for a path and its query (sorted, so two addresses can be compared). The
 * query matters where a dialog is an address: the dashboard's `?score=` dialog brings the score's
 * strings, which the dashboard itself does not show.
 */
export function pageGroupsFor(
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): PageGroup[] {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const groups = new Set<PageGroup>();
  if (path === "/") ["landing", "pricing"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/faq")) ["faq", "docs"].forEach((g) => groups.add(g as PageGroup));
  if (docPages.some((page) => under(path, page))) groups.add("docs");
  if (under(path, "/status")) groups.add("status");
  if (under(path, "/dev/mailbox")) groups.add("mailbox");
  if (authPages.some((page) => under(path, page))) groups.add("auth");
  if (under(path, "/configuracoes")) ["settings", "auth"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/configuracoes/seguranca")) groups.add("accountData");
  if (under(path, "/dashboard")) ["dashboard", "feedback"].forEach((g) => groups.add(g as PageGroup));
  // The thumbnail score (the dashboard's dialog, the editor, the feed preview): its panel and its fixes.
  if ((under(path, "/dashboard") && search.has("score")) || under(path, "/gerar"))
    ["scorePanel", "score"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/dev/thumbnails")) groups.add("dashboard");
  if (under(path, "/thumbnail-expert"))
    ["expert", "dashboard", "cutout"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/gerar"))
    ["generator", "editor", "feed", "cutout", "templates"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/templates")) ["templates", "generator"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/analise-canal")) ["channel", "youtube"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/analise-tendencias")) ["trends", "youtube"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/image-upscale")) groups.add("upscale");
  if (under(path, "/image-compress")) groups.add("compress");
  if (under(path, "/video-analysis")) groups.add("video");
  if (under(path, "/assinatura")) ["pricing", "billing"].forEach((g) => groups.add(g as PageGroup));
  if (under(path, "/dev/checkout")) groups.add("billing");
  // The download menu (docs/product.md, Export sizes) is on each page with downloads; the editor's
  // 720p download tells when it is done with the dashboard's words.
  if (["/exportar", "/dashboard", "/thumbnail-expert", "/gerar"].some((page) => under(path, page)))
    groups.add("export");
  if (under(path, "/gerar/editor")) groups.add("dashboard");
  return [...groups].sort();
}

/** The groups of `url`'s page, as one string: two addresses with the same one need the same strings. */
export const pageGroupsKey = (url: URL) => pageGroupsFor(url.pathname, url.searchParams).join();

/**
 * What the browser gets for a page (its URL, or a path with its query). The e-mails' words
 * (`auth.emails`) never leave the server: only the Worker writes e-mails.
 */
export function pickTranslations(translations: Translations, page: URL | string): PageTranslations {
  const url = typeof page === "string" ? new URL(page, "http://localhost") : page;
  const picked: Record<string, unknown> = {};
  for (const group of [...sharedGroups, ...pageGroupsFor(url.pathname, url.searchParams)])
    picked[group] = translations[group];
  if (picked.auth) {
    const { emails: _serverOnly, ...auth } = translations.auth;
    picked.auth = auth;
  }
  return picked as PageTranslations;
}
