import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { supportedLanguages, type Language } from "~/core/i18n/config";
import { Icon } from "~/ui/icon";

/** A disclosure with one button per language; a plain form post, so it works without JavaScript. */
export function LanguageMenu({ current }: { current: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <details className="relative" data-testid="language-menu">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md border border-border px-2 py-2 text-sm font-medium hover:bg-muted sm:px-3">
        <span className="sr-only">{t("language.menu")}: </span>
        <Icon name="globe" />
        <span>{current.toUpperCase()}</span>
      </summary>
      <Form
        method="post"
        action="/preferencias/idioma"
        className="absolute right-0 z-20 mt-2 flex w-40 flex-col rounded-md border border-border bg-card p-1 shadow-lg"
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {supportedLanguages.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            className="rounded px-3 py-2 text-left text-sm hover:bg-muted aria-[current=true]:font-semibold"
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </Form>
    </details>
  );
}
