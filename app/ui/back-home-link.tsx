import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function BackHomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
      ← {t("docs.back")}
    </Link>
  );
}
