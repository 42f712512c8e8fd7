import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { DocBlock, DocPage } from "~/features/site/doc-page";
import { publicPageMeta } from "~/core/http/page-meta";
import { BackHomeLink } from "~/ui/back-home-link";
import { Icon } from "~/ui/icon";

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Paragraph text with e-mail addresses turned into mailto links. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(emailPattern).map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={`mailto:${part}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Block({ block, ordered }: { block: DocBlock; ordered: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {block.text ? (
        <p>
          <RichText text={block.text} />
        </p>
      ) : null}
      {block.items ? (
        <List className={`space-y-2 pl-6 ${ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      ) : null}
      {block.code ? (
        <pre className="overflow-x-auto rounded-lg bg-muted p-4 text-sm text-foreground">
          <code>{block.code}</code>
        </pre>
      ) : null}
    </>
  );
}

/** Terms, privacy, cookies, help, tutorials and the API page: a title, contents and sections. */
export function DocPageView({ page, updatedOn }: { page: DocPage; updatedOn: string }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackHomeLink />
      <h1 className="mt-6 text-4xl font-black tracking-tight">{page.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{page.intro}</p>
      <p className="mt-2 text-sm text-muted-foreground">{t("docs.updated", { date: updatedOn })}</p>
      <nav aria-labelledby="doc-contents" className="mt-8 rounded-xl border border-border p-5">
        <h2 id="doc-contents" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t("docs.contents")}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-4"
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-bold">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} ordered={section.ordered ?? false} />
            ))}
          </div>
          {section.link ? (
            <Link
              to={section.link.to}
              className="mt-4 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {section.link.label}
              <Icon name="arrow-right" />
            </Link>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** The meta tags of a long-form page, from its own title and description. */
export const docPageMeta: MetaFunction<() => Promise<{ page: DocPage }>> = (args) =>
  publicPageMeta(args, () => {
    const page = args.data?.page;
    return page ? { title: `${page.title} — Miniatura`, description: page.description } : undefined;
  });

/** The default export of every long-form route: renders what `docPageLoader` returned. */
export function DocPageRoute() {
  const { page, updatedOn } = useLoaderData<{ page: DocPage; updatedOn: string }>();
  return <DocPageView page={page} updatedOn={updatedOn} />;
}
