import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
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
      <FilterSelect
        label={t("templates.page.filters.niche")}
        name={filterParams.niche}
        value={filters.niche}
        all={all}
        options={templateNiches.map((niche) => [niche, t(`templates.niches.${niche}`)])}
      />
      <FilterSelect
        label={t("templates.page.filters.style")}
        name={filterParams.style}
        value={filters.style}
        all={all}
        options={thumbnailStyleIds.map((style) => [style, styleLabels[style] ?? style])}
      />
      <FilterSelect
        label={t("templates.page.filters.colour")}
        name={filterParams.colour}
        value={filters.colour}
        all={all}
        options={templateColours.map((colour) => [colour, t(`templates.colours.${colour}`)])}
      />
      <FilterSelect
        label={t("templates.page.filters.tier")}
        name={filterParams.tier}
        value={filters.tier}
        all={all}
        options={templateTiers.map((tier) => [tier, t(`templates.page.tiers.${tier}`)])}
      />
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

/** One filter: "all" first, then the options (value, label) in the library's order. */
function FilterSelect({
  label,
  name,
  value,
  all,
  options,
}: {
  label: string;
  name: string;
  value: string | null | undefined;
  all: string;
  options: [string, string][];
}) {
  return (
    <label className="block min-w-0 text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value ?? ""} className={selectClass}>
        <option value="">{all}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
