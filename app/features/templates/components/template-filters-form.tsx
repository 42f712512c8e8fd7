import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { thumbnailStyleIds } from "~/core/brief/thumbnail-brief";
import { templateColours, templateNiches } from "~/engines/render/templates";
import { filterParams, templateTiers, type TemplateFilters } from "~/features/templates/template-filters";
import { secondaryButton } from "~/ui/button-styles";

const selectClass =
  "mt-1 block w-full min-w-0 rounded-lg border border-border bg-background px-3 py-2 text-base shadow-sm focus:border-primary";

/**
 * The library's filters: a GET form, so it works without JavaScript and the filtered address can
 * be shared or bookmarked. Choosing anything starts again at the first page.
 */
export function TemplateFiltersForm({
  filters,
  styleLabels,
}: {
  filters: TemplateFilters;
  styleLabels: Record<string, string>;
}) {
  const { t } = useTranslation();
  const all = t("templates.page.filters.all");
  return (
    <Form
      method="get"
      action="/templates"
      className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      aria-label={t("templates.page.filters.label")}
      data-testid="template-filters"
    >
      <label className="block min-w-0 text-sm font-semibold">
        {t("templates.page.filters.niche")}
        <select name={filterParams.niche} defaultValue={filters.niche ?? ""} className={selectClass}>
          <option value="">{all}</option>
          {templateNiches.map((niche) => (
            <option key={niche} value={niche}>
              {t(`templates.niches.${niche}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block min-w-0 text-sm font-semibold">
        {t("templates.page.filters.style")}
        <select name={filterParams.style} defaultValue={filters.style ?? ""} className={selectClass}>
          <option value="">{all}</option>
          {thumbnailStyleIds.map((style) => (
            <option key={style} value={style}>
              {styleLabels[style]}
            </option>
          ))}
        </select>
      </label>
      <label className="block min-w-0 text-sm font-semibold">
        {t("templates.page.filters.colour")}
        <select name={filterParams.colour} defaultValue={filters.colour ?? ""} className={selectClass}>
          <option value="">{all}</option>
          {templateColours.map((colour) => (
            <option key={colour} value={colour}>
              {t(`templates.colours.${colour}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block min-w-0 text-sm font-semibold">
        {t("templates.page.filters.tier")}
        <select name={filterParams.tier} defaultValue={filters.tier ?? ""} className={selectClass}>
          <option value="">{all}</option>
          {templateTiers.map((tier) => (
            <option key={tier} value={tier}>
              {t(`templates.page.tiers.${tier}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <button type="submit" className={`${secondaryButton} px-4 py-2`}>
          {t("templates.page.filters.submit")}
        </button>
        <Link to="/templates" className="px-2 py-2 text-sm font-semibold underline underline-offset-4">
          {t("templates.page.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
