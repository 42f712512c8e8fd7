import type { ReactNode } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { ToolHeader } from "~/ui/tool-header";

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
    <ToolHeader title={title} lead={lead} backLabel={t("generator.back")}>
      {children}
    </ToolHeader>
  );
}
