import { readForm } from "~/core/http/read-form.server";
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
import { createEmailToken, findUserByEmail } from "~/features/accounts/accounts.server";
import { sendPasswordResetEmail } from "~/features/accounts/auth-emails.server";
import { ForgotPasswordSchema } from "~/features/accounts/field-schemas";
import { allowAuthAttempt } from "~/core/security/rate-limit.server";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { EmailField, FormAlert, SubmitButton } from "~/ui/forms";
import { getServerT } from "~/core/i18n/i18next.server";
import { rootData } from "~/core/http/page-meta";
import { redirectAfterPost } from "~/core/http/toast.server";
import { HoneypotField } from "~/ui/honeypot-field";
import { honeypotFilled, honeypotRefusedKey } from "~/core/security/honeypot";

/** `?sent=<e-mail>` is the confirmation state; `?email=` refills the form ('send again'). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { sent: url.searchParams.get("sent"), email: url.searchParams.get("email") ?? "" };
}

/** Always the same answer, account or not (no enumeration); a reset link lasts 30 minutes, once. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (honeypotFilled(formData))
    return data({ result: submission.reply({ formErrors: [honeypotRefusedKey] }) }, { status: 400 });
  if (!(await allowAuthAttempt(request, env, "forgot"))) {
    return data(
      { result: submission.reply({ formErrors: ["auth.errors.tooManyAttempts"] }) },
      { status: 429 },
    );
  }
  const { t } = await getServerT(request);
  const { email } = submission.value;
  try {
    const user = await findUserByEmail(env, email);
    if (user) {
      const token = await createEmailToken(env, user.id, "password_reset");
      await sendPasswordResetEmail(
        request,
        env,
        t,
        { email: user.email, name: user.fullName ?? user.email },
        token,
      );
    }
  } catch (error) {
    console.error("forgot password: could not send the reset e-mail", error);
    return data(
      { result: submission.reply({ formErrors: ["auth.errors.sendEmailFailed"] }) },
      { status: 503 },
    );
  }
  return redirectAfterPost(request, env, `/esqueci-senha?${new URLSearchParams({ sent: email })}`, {
    type: "success",
    title: t("auth.forgot.sentTitle"),
    description: t("auth.forgot.sentBody"),
  });
}

export default function ForgotPassword() {
  const { sent, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/accounts/field-schemas").then((m) => m.ForgotPasswordSchema),
    {
      id: "forgot-password",
      lastResult: actionData?.result,
      defaultValue: { email },
      fields: { email: { required: true } },
    },
  );
  const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";
  if (sent !== null) {
    return (
      <AuthCard title={t("auth.forgot.sentTitle")} lead={t("auth.forgot.sentBody")}>
        <p role="status">{t("auth.forgot.sentDetail", { email: sent })}</p>
        <div className="flex flex-wrap gap-4">
          <Link to={`/esqueci-senha?${new URLSearchParams({ email: sent })}`} className={linkClass}>
            {t("auth.forgot.sendAgain")}
          </Link>
          <Link to="/login" className={linkClass}>
            {t("auth.forgot.backToLogin")}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.forgot.title")} lead={t("auth.forgot.lead")}>
      <FormAlert title={t("auth.errors.errorTitle")} messages={form.errors} />
      <Form method="post" {...form.props} className="space-y-4">
        <HoneypotField />
        <EmailField field={fields.email} />
        <SubmitButton label={t("auth.forgot.submit")} pendingLabel={t("auth.forgot.submitting")} />
      </Form>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          {t("auth.forgot.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.auth?.forgot.metaTitle ?? "Miniatura" },
];
