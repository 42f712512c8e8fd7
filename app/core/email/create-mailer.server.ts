import { createDb } from "~/core/db/client.server";
import { getConfig } from "~/core/env.server";
import type { Mailer } from "~/core/email/mailer";
import { OutboxMailer } from "~/core/email/outbox-mailer.server";
import { ResendMailer } from "~/core/email/resend-mailer.server";

/**
 * Resend when RESEND_API_KEY is set; otherwise the D1 outbox. In production without a key the
 * e-mails are kept (not lost) and the omission is logged, so an operator sees it at once.
 */
export function createMailer(env: Env): Mailer {
  const config = getConfig(env);
  if (config.RESEND_API_KEY) {
    return new ResendMailer({
      apiKey: config.RESEND_API_KEY,
      baseUrl: config.RESEND_BASE_URL,
      from: config.EMAIL_FROM,
    });
  }
  if (config.APP_ENV === "production") {
    console.warn("email: RESEND_API_KEY is not set; e-mails are stored in the outbox table, not delivered");
  }
  return new OutboxMailer(createDb(env.DB));
}
