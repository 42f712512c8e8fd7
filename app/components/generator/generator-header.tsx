import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The top of the generator's pages: the way back to the dashboard, the title, the lead, extras. */
export function GeneratorHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <Link to="/dashboard" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
        ← {t("generator.back")}
      </Link>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{lead}</p>
      {children}
    </div>
  );
}
