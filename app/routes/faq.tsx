import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { BackHomeLink } from "~/ui/back-home-link";
import { StaticIsland } from "~/ui/static-island";
import { faqItems } from "~/features/site/faq.server";
import { getConfig } from "~/core/env.server";
import { getLanguage } from "~/core/i18n/i18next.server";
import { publicPageMeta } from "~/core/http/page-meta";
import { Icon } from "~/ui/icon";
import { scriptsAfterPaint } from "~/ui/paint-first";

/** A page to read: its scripts load after the first paint (docs/decisions/007-paint-first-hydrate-after.md). */
export const handle = scriptsAfterPaint;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  return { items: faqItems(language), supportEmail: getConfig(context.cloudflare.env).SUPPORT_EMAIL };
}

/**
 * An accordion of `<details name="faq">`: the browser keeps one item open at a time and lets the
 * open one be collapsed, with or without JavaScript.
 */
export default function Faq() {
  const { items, supportEmail } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BackHomeLink />
      <h1 className="mt-6 text-4xl font-black tracking-tight">{t("faq.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("faq.lead")}</p>
      {/* Nothing in the answers needs React (docs/decisions/027-less-to-hydrate.md): not hydrated. */}
      <StaticIsland
        as="div"
        name="faq"
        contentKey={i18n.language}
        className="mt-8 divide-y divide-border rounded-xl border border-border"
      >
        {items.map((item) => (
          <details key={item.id} name="faq" id={item.id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold hover:bg-muted [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <Icon name="plus" className="h-5 w-5 transition-transform group-open:rotate-45" />
            </summary>
            <div className="space-y-3 px-5 pb-5 text-muted-foreground">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </StaticIsland>
      <section
        aria-labelledby="faq-contact"
        className="mt-10 rounded-xl border border-border p-6 text-center"
      >
        <h2 id="faq-contact" className="text-lg font-bold">
          {t("faq.contactTitle")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("faq.contactBody")}</p>
        <a
          href={`mailto:${supportEmail}`}
          className="mt-4 inline-block font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("faq.contactLink", { email: supportEmail })}
        </a>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  publicPageMeta(args, ({ translations }) => {
    const copy = translations.faq;
    return copy
      ? {
          title: copy.metaTitle,
          description: copy.metaDescription,
        }
      : undefined;
  });
