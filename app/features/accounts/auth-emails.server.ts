/**
 * The account e-mails (confirmation, password reset, password changed), written in the language of
 * the request that caused them and sent through whichever Mailer the environment picks. Their links
 * come from APP_URL (appUrl), never from the request: its Host header is whatever the client sent.
 */
import type { TFunction } from "i18next";
import { createMailer } from "~/core/email/create-mailer.server";
import { getConfig } from "~/core/env.server";
import { appUrl } from "~/core/http/app-url.server";

interface Recipient {
  email: string;
  name: string;
}

function compose(t: TFunction, recipient: Recipient, body: string, link?: string, withIgnore = true) {
  return [
    t("auth.emails.greeting", { name: recipient.name }),
    "",
    body,
    ...(link ? ["", link] : []),
    ...(withIgnore ? ["", t("auth.emails.ignore")] : []),
    "",
    "— " + t("auth.emails.signature"),
  ].join("\n");
}

export async function sendConfirmationEmail(
  request: Request,
  env: Env,
  t: TFunction,
  recipient: Recipient,
  token: string,
) {
  const link = appUrl(env, `/confirmar-email?${new URLSearchParams({ token })}`);
  await createMailer(env).send({
    to: recipient.email,
    subject: t("auth.emails.confirmSubject"),
    text: compose(t, recipient, t("auth.emails.confirmBody"), link),
  });
}

export async function sendPasswordResetEmail(
  request: Request,
  env: Env,
  t: TFunction,
  recipient: Recipient,
  token: string,
) {
  const link = appUrl(env, `/configuracoes/nova-senha?${new URLSearchParams({ token })}`);
  await createMailer(env).send({
    to: recipient.email,
    subject: t("auth.emails.resetSubject"),
    text: compose(t, recipient, t("auth.emails.resetBody"), link),
  });
}

export async function sendPasswordChangedEmail(
  request: Request,
  env: Env,
  t: TFunction,
  recipient: Recipient,
  options: { otherSessionsEnded?: boolean } = {},
) {
  const link = appUrl(env, "/esqueci-senha");
  const support = getConfig(env).SUPPORT_EMAIL;
  const body = [
    t("auth.emails.changedBody", { link, support }),
    ...(options.otherSessionsEnded ? ["", t("auth.emails.changedOthersSignedOut")] : []),
  ].join("\n");
  await createMailer(env).send({
    to: recipient.email,
    subject: t("auth.emails.changedSubject"),
    text: compose(t, recipient, body, undefined, false),
  });
}

/**
 * To the owner of an address someone just tried to sign up with: the sign-up page answers exactly as
 * for a new address (no telling who has an account), so the owner hears it here, with the way in.
 */
export async function sendSignupAttemptEmail(env: Env, t: TFunction, recipient: Recipient) {
  await createMailer(env).send({
    to: recipient.email,
    subject: t("auth.emails.signupAttemptSubject"),
    text: compose(
      t,
      recipient,
      t("auth.emails.signupAttemptBody", {
        login: appUrl(env, "/login"),
        forgot: appUrl(env, "/esqueci-senha"),
      }),
      undefined,
      false,
    ),
  });
}

export interface FeedbackMessage {
  type: "question" | "suggestion" | "problem" | "other";
  subject: string;
  message: string;
}

/**
 * Feedback from the dashboard: a receipt to the creator in their language, and the message to the
 * support address with who sent it (the creator's address as reply-to is in the text).
 */
export async function sendFeedbackEmails(
  env: Env,
  t: TFunction,
  sender: Recipient,
  feedback: FeedbackMessage,
) {
  const type = t(`feedback.types.${feedback.type}`);
  const mailer = createMailer(env);
  await mailer.send({
    to: sender.email,
    subject: t("auth.emails.feedbackSubject", { subject: feedback.subject }),
    text: compose(
      t,
      sender,
      [
        t("auth.emails.feedbackBody", { type }),
        "",
        t("auth.emails.feedbackYourMessage"),
        feedback.message,
      ].join("\n"),
      undefined,
      false,
    ),
  });
  await mailer.send({
    to: getConfig(env).SUPPORT_EMAIL,
    subject: t("auth.emails.feedbackTeamSubject", { type, subject: feedback.subject }),
    text: [
      t("auth.emails.feedbackTeamBody", { name: sender.name, email: sender.email }),
      "",
      feedback.message,
    ].join("\n"),
  });
}
