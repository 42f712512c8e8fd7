import { Form } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";

export interface ActiveSessionView {
  id: string;
  userAgent: string | null;
  createdAt: number;
  /** `createdAt` as the page shows it, formatted by the loader (no Intl in the browser). */
  signedInOn: string;
  current: boolean;
}

/**
 * The account's signed-in browsers (ASVS 5.0 V7.5.2), each with its own "sign out" form, and one to
 * sign out all the others; plain forms to /configuracoes/seguranca/sessoes, so JavaScript is optional.
 * This browser's own session ends through the usual "Sair".
 */
export function ActiveSessions({ sessions }: { sessions: ActiveSessionView[] }) {
  const { t } = useTranslation();
  const others = sessions.filter((session) => !session.current);
  return (
    <section aria-labelledby="sessions-title" className="max-w-2xl space-y-4">
      <h2 id="sessions-title" className="text-xl font-bold">
        {t("settings.sessions.title")}
      </h2>
      <p className="text-muted-foreground">{t("settings.sessions.lead")}</p>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="break-words font-medium">
                {session.userAgent?.slice(0, 120) || t("settings.sessions.unknownDevice")}
              </p>
              <p className="text-sm text-muted-foreground">
                {t("settings.sessions.signedInAt")}{" "}
                <time dateTime={new Date(session.createdAt).toISOString()}>{session.signedInOn}</time>
                {session.current ? (
                  <strong className="ml-2 text-foreground">{t("settings.sessions.current")}</strong>
                ) : null}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" action="/configuracoes/seguranca/sessoes">
                <input type="hidden" name="intent" value="end" />
                <input type="hidden" name="session" value={session.id} />
                <button
                  type="submit"
                  className="rounded-md border border-border px-3 py-2 text-sm font-semibold hover:bg-muted"
                >
                  {t("settings.sessions.end")}
                  <span className="sr-only">: {session.userAgent?.slice(0, 120) ?? ""}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" action="/configuracoes/seguranca/sessoes">
          <input type="hidden" name="intent" value="end-others" />
          <button
            type="submit"
            className="rounded-lg bg-primary px-4 py-3 font-bold text-primary-foreground shadow-sm hover:opacity-90"
          >
            {t("settings.sessions.endOthers")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
