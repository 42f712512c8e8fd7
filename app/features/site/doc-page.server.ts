import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getConfig } from "~/core/env.server";
import { getLanguage } from "~/core/i18n/i18next.server";
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

/** A loader for a long-form page: the page in the request's language, with the support address. */
export function docPageLoader(pages: DocPageTranslations) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const language = await getLanguage(request);
    const supportEmail = getConfig(context.cloudflare.env).SUPPORT_EMAIL;
    const origin = new URL(request.url).origin;
    return { page: fillPlaceholders(pages[language], { supportEmail, origin }), language, supportEmail };
  };
}
