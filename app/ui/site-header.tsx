import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { Language } from "~/core/i18n/config";
import { LanguageMenu } from "~/ui/language-menu";
import { ThemeToggle } from "~/ui/theme-toggle";

/** The mark and the name; `compact` leaves only the mark on narrow screens (the header has more to fit). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} />
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

export function SiteHeader({ language, user }: { language: Language; user: { name: string } | null }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" aria-label={t("nav.home")} className="shrink-0">
          <Logo compact={user !== null} />
        </Link>
        <nav aria-label={t("nav.sections")} className="hidden items-center gap-5 text-sm font-medium lg:flex">
          {landingAnchors.map((anchor) => (
            <a key={anchor.id} href={`/#${anchor.id}`} className="hover:text-primary">
              {t(anchor.key)}
            </a>
          ))}
          <Link to="/faq" className="hover:text-primary">
            {t("nav.faq")}
          </Link>
          {user ? (
            <Link to="/templates" className="hover:text-primary">
              {t("nav.templates")}
            </Link>
          ) : null}
        </nav>
        <div className="flex items-center gap-2">
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
              <Link to="/login" className={`${buttonBase} hover:bg-muted`}>
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
      </div>
    </header>
  );
}
