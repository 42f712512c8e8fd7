import { Form, Link, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { Language } from "~/core/i18n/config";
import { LanguageMenu } from "~/ui/language-menu";
import { StaticIsland } from "~/ui/static-island";
import { ThemeToggle } from "~/ui/theme-toggle";

/**
 * The mark (the same drawing as public/favicon.svg), inline: as an `<img>` it cost a page its own
 * SVG document to load, parse and lay out, two main-thread tasks before the first paint
 * (docs/decisions/027-less-to-hydrate.md).
 */
function Mark() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true" className="shrink-0">
      <rect width="64" height="64" rx="14" fill="#e11d2a" />
      <rect x="12" y="18" width="40" height="28" rx="5" fill="#fff" />
      <path d="M28 25v14l12-7z" fill="#e11d2a" />
    </svg>
  );
}

/** The mark and the name; `compact` leaves only the mark on narrow screens (the header has more to fit). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <Mark />
      <span className={compact ? "max-sm:sr-only" : undefined}>Miniatura</span>
    </span>
  );
}

/** The landing page's sections; plain links so they work from any page and without JavaScript. */
export const landingAnchors = [
  { id: "como-funciona", key: "nav.howItWorks" },
  { id: "depoimentos", key: "nav.testimonials" },
  { id: "planos", key: "nav.pricing" },
] as const;

const buttonBase = "inline-flex items-center rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap";

/** Following a link in a menu closes it (with JavaScript; without it the browser navigates anyway). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  (event.target as HTMLElement).closest("a")?.closest("details")?.removeAttribute("open");
}

/** The landing's sections, the FAQ and (signed in) the templates: the header's links at every width. */
function SectionLinks({ user, className }: { user: { name: string } | null; className: string }) {
  const { t } = useTranslation();
  return (
    <>
      {landingAnchors.map((anchor) => (
        <a key={anchor.id} href={`/#${anchor.id}`} className={className}>
          {t(anchor.key)}
        </a>
      ))}
      <Link to="/faq" className={className}>
        {t("nav.faq")}
      </Link>
      {user ? (
        <Link to="/templates" className={className}>
          {t("nav.templates")}
        </Link>
      ) : null}
    </>
  );
}

/**
 * Below the `lg` breakpoint the section links live in a `<details>` menu: it opens and closes without
 * JavaScript (issue 29: a creator on a phone reaches "Como funciona", "Planos" and the FAQ from any
 * page). The panel spans the header's width so it never pushes the page sideways.
 */
function PhoneMenu({ user }: { user: { name: string } | null }) {
  const { t } = useTranslation();
  const item = "rounded px-3 py-2.5 font-medium hover:bg-muted";
  return (
    <details className="lg:hidden" data-testid="phone-menu">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-border px-2.5 py-2 text-sm font-medium hover:bg-muted sm:px-3 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {t("nav.menu")}
      </summary>
      <nav
        aria-label={t("nav.sections")}
        className="absolute inset-x-0 top-full z-30 flex flex-col border-b border-border bg-card px-4 py-2 shadow-lg"
      >
        <SectionLinks user={user} className={item} />
        {user ? null : (
          <>
            <Link to="/login" className={item}>
              {t("nav.login")}
            </Link>
            <Link to="/cadastro" className={`${item} font-semibold text-primary`}>
              {t("nav.getStarted")}
            </Link>
          </>
        )}
      </nav>
    </details>
  );
}

/**
 * On every page, and nothing in it needs React: its menus are `<details>`, its switches plain form
 * posts. So it is a static island (docs/decisions/027-less-to-hydrate.md): the first hydration leaves
 * it alone, its links navigate and its forms submit through the island's delegated handlers, and it
 * is rendered by React from the first change of what it shows (the language, who is signed in, or
 * the address its forms send back to).
 */
export function SiteHeader({ language, user }: { language: Language; user: { name: string } | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const contentKey = [language, user?.name ?? "", location.pathname + location.search].join("\n");
  return (
    <header className="relative border-b border-border">
      <StaticIsland
        as="div"
        name="site-header"
        contentKey={contentKey}
        onClick={closeMenu}
        className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-3"
      >
        <Link to="/" aria-label={t("nav.home")} className="shrink-0">
          <Logo compact={user !== null} />
        </Link>
        <nav aria-label={t("nav.sections")} className="hidden items-center gap-5 text-sm font-medium lg:flex">
          <SectionLinks user={user} className="hover:text-primary" />
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <PhoneMenu user={user} />
          <LanguageMenu current={language} />
          <ThemeToggle />
          {user ? (
            <>
              <span className="hidden max-w-48 truncate text-sm md:inline" title={user.name}>
                <span className="sr-only">{t("nav.signedInAs")} </span>
                {user.name}
              </span>
              <Link
                to="/dashboard"
                className={`${buttonBase} bg-primary text-primary-foreground hover:opacity-90`}
              >
                {t("nav.dashboard")}
              </Link>
              <Form method="post" action="/sair" className="hidden sm:block">
                <button type="submit" className={`${buttonBase} hover:bg-muted`}>
                  {t("nav.logout")}
                </button>
              </Form>
            </>
          ) : (
            <>
              {/* On a phone "Entrar" is in the menu: the header has no room for it beside the menu. */}
              <Link to="/login" className={`${buttonBase} hidden hover:bg-muted sm:inline-flex`}>
                {t("nav.login")}
              </Link>
              <Link
                to="/cadastro"
                className={`${buttonBase} hidden bg-primary text-primary-foreground hover:opacity-90 sm:inline-flex`}
              >
                {t("nav.getStarted")}
              </Link>
            </>
          )}
        </div>
      </StaticIsland>
    </header>
  );
}
