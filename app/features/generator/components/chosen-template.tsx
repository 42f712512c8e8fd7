import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { ChosenTemplateView } from "~/features/templates/chosen-template";
import { ErrorList } from "~/ui/forms";

/**
 * The quick generator's template (docs/product.md, Templates): the one chosen in the library, with
 * its preview and the ways to change or drop it; a refused one (premium on Free, or unknown) with
 * why and the way onwards; none chosen, the way to the library. The form sends the chosen id in a
 * hidden field, so it works without JavaScript.
 */
export function ChosenTemplate({
  chosen,
  errors,
  clearHref,
}: {
  chosen: ChosenTemplateView | null;
  errors?: string[];
  /** /gerar without the template, keeping what else the address carried. */
  clearHref: string;
}) {
  const { t } = useTranslation();
  if (!chosen)
    return (
      <div>
        <p className="text-sm" data-testid="template-none">
          {t("generator.template.none")}{" "}
          <Link to="/templates" className="font-semibold text-primary underline underline-offset-4">
            {t("generator.template.browse")}
          </Link>
        </p>
        <ErrorList id="chosen-template-errors" errors={errors} />
      </div>
    );
  const tier = chosen.tier;
  const refusal =
    chosen.refused === "premium"
      ? t("generator.template.premium")
      : chosen.refused === "unknown"
        ? t("generator.template.unknown")
        : null;
  return (
    <section
      aria-labelledby="chosen-template-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-3 sm:flex-row"
      data-testid="chosen-template"
      data-template={chosen.id ?? ""}
    >
      {chosen.id ? <input type="hidden" name="template" value={chosen.id} /> : null}
      {chosen.previewSrc ? (
        <img
          src={chosen.previewSrc}
          srcSet={chosen.previewSrcSet ?? undefined}
          sizes="(min-width: 640px) 192px, 100vw"
          width={320}
          height={180}
          alt=""
          className={`aspect-video h-auto w-full rounded-lg bg-muted object-cover sm:w-48 ${chosen.refused ? "opacity-60" : ""}`}
        />
      ) : null}
      <div className="min-w-0 space-y-1">
        <h2 id="chosen-template-title" className="text-sm font-semibold text-muted-foreground">
          {t("generator.template.title")}
        </h2>
        {chosen.name ? (
          <p className="font-bold" data-testid="chosen-template-name">
            {chosen.name}
            {tier ? (
              <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
                {t(`templates.page.tiers.${tier}`)}
              </span>
            ) : null}
          </p>
        ) : null}
        {refusal ? (
          <p
            role="alert"
            className="text-sm font-semibold text-red-700 dark:text-red-400"
            data-testid="template-refused"
          >
            {refusal}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("generator.template.hint")}</p>
        )}
        <ErrorList id="chosen-template-errors" errors={refusal ? undefined : errors} />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {chosen.refused === "premium" ? (
            <Link to="/assinatura" className="font-semibold text-primary underline underline-offset-4">
              {t("templates.page.seePlans")}
            </Link>
          ) : null}
          <Link to="/templates" className="font-semibold underline underline-offset-4">
            {t("generator.template.change")}
          </Link>
          <Link
            to={clearHref}
            className="font-semibold underline underline-offset-4"
            data-testid="clear-template"
          >
            {t("generator.template.clear")}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** /gerar without the template, keeping the niche and titles the address carried. */
export function clearTemplateHref(defaults: { niche: string; titles: string }) {
  const params = new URLSearchParams();
  if (defaults.niche) params.set("nicho", defaults.niche);
  if (defaults.titles) params.set("titulos", defaults.titles);
  const query = params.toString();
  return query ? `/gerar?${query}` : "/gerar";
}
