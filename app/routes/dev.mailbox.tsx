import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { createDb } from "~/core/db/client.server";
import { listOutbox } from "~/core/email/outbox-mailer.server";
import { isDevelopment } from "~/core/env.server";
import { notFound } from "~/core/http/not-found.server";

/** Development only: the e-mails Miniatura would have sent, newest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  if (!isDevelopment(env)) notFound();
  return { emails: await listOutbox(createDb(env.DB)) };
}

export default function DevMailbox() {
  const { emails } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "pt" ? "pt-BR" : "en-US";
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("mailbox.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("mailbox.lead")}</p>
      {emails.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-border p-6 text-center">
          {t("mailbox.empty")}
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {emails.map((email) => (
            <li key={email.id} className="rounded-lg border border-border p-4">
              <article aria-label={email.subject}>
                <h2 className="font-semibold">{email.subject}</h2>
                <p className="text-sm text-muted-foreground">
                  {t("mailbox.to", { recipient: email.recipient })} ·{" "}
                  {new Date(email.createdAt).toLocaleString(locale, { timeZone: "UTC" })} UTC
                </p>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{email.text}</pre>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Mailbox — Miniatura (dev)" },
  { name: "robots", content: "noindex" },
];
