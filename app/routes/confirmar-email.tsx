import { readForm } from "~/core/http/read-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import {
  consumeEmailToken,
  createEmailToken,
  findUserByEmail,
  markEmailConfirmed,
} from "~/features/accounts/accounts.server";
import { sendConfirmationEmail } from "~/features/accounts/auth-emails.server";
import { ForgotPasswordSchema } from "~/features/accounts/field-schemas";
import { allowAuthAttempt } from "~/core/security/rate-limit.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { redirectAfterPost, redirectWithToast } from "~/core/http/toast.server";
import { honeypotFilled } from "~/core/security/honeypot";

/** The link in the confirmation e-mail: confirms once, then sends the creator to log in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const userId = await consumeEmailToken(env, token, "email_confirmation");
  if (!userId) {
    return redirectWithToast(request, env, "/login", {
      type: "error",
      title: t("auth.errors.errorTitle"),
      description: t("auth.errors.linkInvalid"),
    });
  }
  await markEmailConfirmed(env, userId);
  return redirectWithToast(request, env, "/login", {
    type: "success",
    title: t("auth.confirm.successTitle"),
    description: t("auth.confirm.successBody"),
  });
}

/**
 * 'Resend the confirmation e-mail' (offered when a login fails for an unconfirmed address). The
 * answer is the same whether or not the account exists, so it tells nobody who has one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  const email = submission.status === "success" ? submission.value.email : "";
  // A bot gets the same answer as everyone, and nothing is sent.
  if (email && !honeypotFilled(formData) && (await allowAuthAttempt(request, env, "forgot"))) {
    const user = await findUserByEmail(env, email);
    if (user && user.verifiedAt === null) {
      const token = await createEmailToken(env, user.id, "email_confirmation");
      await sendConfirmationEmail(
        request,
        env,
        t,
        { email: user.email, name: user.fullName ?? user.email },
        token,
      );
    }
  }
  return redirectAfterPost(request, env, `/login?${new URLSearchParams({ email })}`, {
    type: "info",
    title: t("auth.confirm.resentTitle"),
    description: t("auth.confirm.resentBody"),
  });
}
