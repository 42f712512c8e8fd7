import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";

export function BackHomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
      ← {t("docs.back")}
    </Link>
  );
}
