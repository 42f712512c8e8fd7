import type { TFunction } from "i18next";
import { sendFeedbackEmails, type FeedbackMessage } from "~/features/accounts/auth-emails.server";
import type { SessionUser } from "~/core/auth/session.server";
import type { CloudflareContext } from "~/load-context";
import { createDb } from "~/core/db/client.server";
import { feedback } from "~/core/db/schema";

/**
 * Stores a creator's feedback, then e-mails it to SUPPORT_EMAIL (and a receipt to the creator) after
 * the response: a mail failure is only logged (docs/product.md, Feedback).
 */
export async function submitFeedback(
  { env, ctx }: CloudflareContext,
  t: TFunction,
  user: SessionUser,
  message: FeedbackMessage,
) {
  await createDb(env.DB)
    .insert(feedback)
    .values({ id: crypto.randomUUID(), userId: user.id, ...message });
  const sender = { email: user.email, name: user.fullName?.trim() || user.email };
  ctx.waitUntil(
    sendFeedbackEmails(env, t, sender, message).catch((error) =>
      console.error("feedback: e-mail to support failed", error),
    ),
  );
}
