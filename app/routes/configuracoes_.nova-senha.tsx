import { useLateZodForm } from "~/ui/use-late-zod-form";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import {
  consumeEmailToken,
  markEmailConfirmed,
  peekEmailToken,
  setPassword,
} from "~/features/accounts/accounts.server";
import { findAccountContact } from "~/features/accounts/account-contact.server";
import { sendPasswordChangedEmail } from "~/features/accounts/auth-emails.server";
import { ResetPasswordSchema } from "~/features/accounts/field-schemas";
import { allowAuthAttempt } from "~/core/security/rate-limit.server";
import { destroyAllSessions } from "~/core/auth/session.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { FormAlert, NewPasswordFields, SubmitButton } from "~/ui/forms";
import { newPasswordMinLength, passwordMaxLength } from "~/features/accounts/field-limits";
import { getConfig } from "~/core/env.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { rootData } from "~/core/http/page-meta";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";

/**
 * The password-reset link's page (/configuracoes/nova-senha?token=…): no session needed, the
 * single-use token is the proof. Setting the password signs the account out everywhere.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = (await peekEmailToken(context.cloudflare.env, token, "password_reset")) !== null;
  return { token, valid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  if (!(await allowAuthAttempt(request, env, "reset"))) {
    return data(
      { result: submission.reply({ formErrors: ["auth.errors.tooManyAttempts"], hideFields }) },
      { status: 429 },
    );
  }
  const { t } = await getServerT(request);
  const userId = await consumeEmailToken(env, submission.value.token, "password_reset");
  if (!userId) {
    return data(
      { result: submission.reply({ formErrors: ["auth.errors.linkInvalid"], hideFields }) },
      { status: 410 },
    );
  }
  await setPassword(env, userId, submission.value.password, getConfig(env).PASSWORD_PEPPER);
  // Only the owner of the address could open the link: that confirms it too.
  await markEmailConfirmed(env, userId);
  await destroyAllSessions(env, userId);
  const account = await findAccountContact(env, userId);
  if (account) {
    await sendPasswordChangedEmail(request, env, t, {
      email: account.email,
      name: account.fullName ?? account.email,
    }).catch((error) => console.error("reset: password-changed e-mail failed", error));
  }
  return redirectAfterPost(request, env, `/login?${new URLSearchParams({ email: account?.email ?? "" })}`, {
    type: "success",
    title: t("auth.reset.successTitle"),
    description: t("auth.reset.successBody"),
  });
}

export default function ResetPassword() {
  const { token, valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/accounts/field-schemas").then((m) => m.ResetPasswordSchema),
    {
      id: "reset-password",
      lastResult: actionData?.result,
      defaultValue: { token },
      fields: {
        token: {},
        password: { required: true, minLength: newPasswordMinLength, maxLength: passwordMaxLength },
        confirmPassword: { required: true },
      },
    },
  );
  const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";
  if (!valid && !actionData) {
    return (
      <AuthCard title={t("auth.reset.invalidTitle")} lead={t("auth.errors.linkInvalid")}>
        <Link to="/esqueci-senha" className={linkClass}>
          {t("auth.reset.requestNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.reset.title")} lead={t("auth.reset.lead")}>
      <FormAlert title={t("auth.errors.errorTitle")} messages={form.errors}>
        <Link to="/esqueci-senha" className={`mt-2 inline-block ${linkClass}`}>
          {t("auth.reset.requestNew")}
        </Link>
      </FormAlert>
      <Form method="post" {...form.props} className="space-y-4">
        <input {...fields.token.input("hidden")} />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          label={t("auth.fields.newPassword")}
        />
        <SubmitButton label={t("auth.reset.submit")} pendingLabel={t("auth.reset.submitting")} />
      </Form>
    </AuthCard>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.auth?.reset.metaTitle ?? "Miniatura" },
];
