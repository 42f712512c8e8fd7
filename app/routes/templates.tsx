import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { requireUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { getLanguage } from "~/core/i18n/i18next.server";
import { currentPlan } from "~/core/usage/current-usage.server";
import { TemplateCard } from "~/features/templates/components/template-card";
import { TemplateFiltersForm } from "~/features/templates/components/template-filters-form";
import { templatesHref } from "~/features/templates/template-filters";
import { templatesPage } from "~/features/templates/templates-page.server";
import { ToolHeader } from "~/ui/tool-header";
import { Icon } from "~/ui/icon";

/**
 * The template library (docs/product.md, Templates): real previews from our renderer, filtered by
 * niche, style, colour and tier through the address (a GET form), a page at a time. A card opens
 * /gerar with its template chosen; a premium one on a plan without premium templates is locked and
 * points to the plans. Signed out, the login brings the creator back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const [language, plan] = await Promise.all([getLanguage(request), currentPlan(createDb(env.DB), user.id)]);
  return { language, ...templatesPage(new URL(request.url), plan, language) };
}

export default function Templates() {
  const { language, filters, cards, matching, pages, library, premiumAllowed, version, styleLabels } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const query = templatesHref({ ...filters, page: 1 });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <ToolHeader
        title={t("templates.page.title")}
        lead={t("templates.page.lead")}
        backLabel={t("generator.back")}
      >
        <p className="text-sm font-semibold" data-testid="library-counts">
          {t("templates.page.library", {
            total: library.total,
            basic: library.basic,
            premium: library.premium,
          })}
        </p>
      </ToolHeader>
      {premiumAllowed ? null : (
        <div role="note" className="rounded-lg border border-border p-4 text-sm" data-testid="premium-notice">
          <p>{t("templates.page.premiumNotice", { count: library.premium })}</p>
          <Link to="/assinatura" className="mt-1 inline-block font-semibold underline underline-offset-4">
            {t("templates.page.seePlans")}
          </Link>
        </div>
      )}
      <TemplateFiltersForm key={query} filters={filters} styleLabels={styleLabels} />
      <p role="status" className="font-semibold" data-testid="templates-results" data-count={matching}>
        {t("templates.page.results", { count: matching })}
      </p>
      {cards.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="templates-grid">
          {cards.map((card) => (
            <TemplateCard
              key={card.id}
              card={card}
              language={language}
              version={version}
              styleLabel={styleLabels[card.style] ?? card.style}
            />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          {t("templates.page.empty")}{" "}
          <Link to="/templates" className="font-semibold underline underline-offset-4">
            {t("templates.page.filters.clear")}
          </Link>
        </p>
      )}
      {pages > 1 ? (
        <nav aria-label={t("templates.page.pagination")} className="flex items-center justify-between gap-4">
          {filters.page > 1 ? (
            <Link
              to={templatesHref({ ...filters, page: filters.page - 1 })}
              rel="prev"
              className="font-semibold underline underline-offset-4"
            >
              <Icon name="arrow-left" /> {t("templates.page.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">
            {t("templates.page.pageOf", { page: filters.page, pages })}
          </span>
          {filters.page < pages ? (
            <Link
              to={templatesHref({ ...filters, page: filters.page + 1 })}
              rel="next"
              className="font-semibold underline underline-offset-4"
            >
              {t("templates.page.next")} <Icon name="arrow-right" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "templates");
