/**
 * The e-mail that says a data export is ready, sent from the jobs Worker: it has no request to take
 * a language or an origin from, so it builds its own translator and mailer from the bindings.
 */
import i18next from "i18next";
import { createDb } from "~/core/db/client.server";
import { OutboxMailer } from "~/core/email/outbox-mailer.server";
import { ResendMailer } from "~/core/email/resend-mailer.server";
import { localAppUrl } from "~/core/env.server";
import type { Language } from "~/core/i18n/config";
import { defaultNamespace, loadTranslations } from "~/core/i18n/resources";

async function translator(language: Language) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    defaultNS: defaultNamespace,
    resources: { [language]: { [defaultNamespace]: await loadTranslations(language) } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

/**
 * The mailer and the public origin as the jobs Worker has them. Read from the bindings directly, as
 * aiConfig does, rather than through getConfig: that would make the jobs Worker carry the web
 * Worker's session secrets. Same rules as createMailer and appUrl: Resend with a key, else the
 * outbox; links from APP_URL (set in workers/jobs/wrangler.toml), never from a request.
 */
function jobsWorkerMail(env: Env) {
  const vars = env as unknown as Record<string, string | undefined>;
  const apiKey = vars.RESEND_API_KEY?.trim();
  const mailer = apiKey
    ? new ResendMailer({
        apiKey,
        baseUrl: vars.RESEND_BASE_URL?.trim() || "https://api.resend.com",
        from: vars.EMAIL_FROM?.trim() || "Miniatura <nao-responda@miniatura.app>",
      })
    : new OutboxMailer(createDb(env.DB));
  const origin = new URL(vars.APP_URL?.trim() || localAppUrl).origin;
  return { mailer, link: (path: string) => new URL(path, origin).toString() };
}

/** "Your data is ready", with the link to `path` (the settings tab that offers the download). */
export async function mailExportReady(
  env: Env,
  message: { to: string; name: string; language: Language; path: string },
) {
  const t = await translator(message.language);
  const mail = jobsWorkerMail(env);
  await mail.mailer
    .send({
      to: message.to,
      subject: t("accountData.export.emailSubject"),
      text: [
        t("auth.emails.greeting", { name: message.name }),
        "",
        t("accountData.export.emailBody"),
        "",
        mail.link(message.path),
        "",
        "— " + t("auth.emails.signature"),
      ].join("\n"),
    })
    .catch((error) => console.error("data export: the ready e-mail failed", error));
}
