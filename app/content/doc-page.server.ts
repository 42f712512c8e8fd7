import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getConfig } from "~/env.server";
import { getLanguage } from "~/i18n/i18next.server";
import type { DocPage, DocPageTranslations } from "./doc-page";

function fillSupportEmail(page: DocPage, email: string): DocPage {
  const fill = (text: string) => text.replaceAll("{{supportEmail}}", email);
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
    return { page: fillSupportEmail(pages[language], supportEmail), language, supportEmail };
  };
}
