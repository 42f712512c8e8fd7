import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>{t("footer.tagline")}</p>
        <p className="flex gap-4">
          <Link className="underline-offset-4 hover:underline" to="/status">
            {t("nav.status")}
          </Link>
          <span>{t("footer.rights", { year })}</span>
        </p>
      </div>
    </footer>
  );
}
