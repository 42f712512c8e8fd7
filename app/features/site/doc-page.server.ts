import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getConfig } from "~/core/env.server";
import { getLanguage } from "~/core/i18n/i18next.server";
import { dateFormat } from "~/core/i18n/formatters";
import type { DocPage, DocPageTranslations } from "~/features/site/doc-page";

/** Fills `{{supportEmail}}` and `{{origin}}` (this site's address, for examples that can be run). */
function fillPlaceholders(page: DocPage, values: { supportEmail: string; origin: string }): DocPage {
  const fill = (text: string) =>
    text.replaceAll("{{supportEmail}}", values.supportEmail).replaceAll("{{origin}}", values.origin);
  return {
    ...page,
    intro: fill(page.intro),
    sections: page.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => ({
        ...block,
        text: block.text === undefined ? undefined : fill(block.text),
        items: block.items?.map(fill),
        code: block.code === undefined ? undefined : fill(block.code),
      })),
    })),
  };
}

/**
 * A loader for a long-form page: the page in the request's language, with the support address and
 * the date it was last changed, formatted here so the browser builds no Intl formatter
 * (docs/decisions/027-less-to-hydrate.md).
 */
export function docPageLoader(pages: DocPageTranslations) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const language = await getLanguage(request);
    const supportEmail = getConfig(context.cloudflare.env).SUPPORT_EMAIL;
    const origin = new URL(request.url).origin;
    const page = fillPlaceholders(pages[language], { supportEmail, origin });
    const updatedOn = dateFormat(language === "pt" ? "pt" : "en-GB", { dateStyle: "long" }).format(
      new Date(`${page.updated}T00:00:00Z`),
    );
    return { page, updatedOn };
  };
}
