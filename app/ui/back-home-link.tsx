import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { Icon } from "~/ui/icon";

export function BackHomeLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <Icon name="arrow-left" />
      {t("docs.back")}
    </Link>
  );
}
