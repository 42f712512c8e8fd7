import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { Icon } from "~/ui/icon";

/**
 * Two submit buttons; CSS shows the one that switches away from the theme on screen (which may be
 * the system's), so the toggle is right without JavaScript and before it loads.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const location = useLocation();
  const button =
    "items-center justify-center rounded-md border border-border px-2 py-2 text-sm hover:bg-muted sm:px-3";
  return (
    <Form method="post" action="/preferencias/tema">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="theme"
        value="dark"
        className={`${button} inline-flex dark:hidden`}
        title={t("theme.toDark")}
      >
        <Icon name="moon" className="h-5 w-5" />
        <span className="sr-only">{t("theme.toDark")}</span>
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        className={`${button} hidden dark:inline-flex`}
        title={t("theme.toLight")}
      >
        <Icon name="sun" className="h-5 w-5" />
        <span className="sr-only">{t("theme.toLight")}</span>
      </button>
    </Form>
  );
}
