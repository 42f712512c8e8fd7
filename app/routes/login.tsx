import { readForm } from "~/core/http/read-form.server";
import { useLateZodForm } from "~/ui/use-late-zod-form";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import {
  createAuthenticator,
  isGoogleConfigured,
  signInFailure,
} from "~/features/accounts/authenticator.server";
import { LoginSchema } from "~/features/accounts/field-schemas";
import {
  clearLoginFailures,
  loginLockWait,
  recordLoginFailure,
  waitMinutes,
} from "~/features/accounts/login-lock.server";
import { allowAuthAttempt } from "~/core/security/rate-limit.server";
import { getSessionUser } from "~/core/auth/session.server";
import { completeSignIn, signedInHome } from "~/features/accounts/sign-in.server";
import { AuthCard, GoogleButton, OrDivider } from "~/features/accounts/components/auth-card";
import { CheckboxField, Field, FormAlert, SubmitButton } from "~/ui/forms";
import { emailMaxLength, loginPasswordMinLength, passwordMaxLength } from "~/features/accounts/field-limits";
import { getConfig } from "~/core/env.server";
import { errorMessage } from "~/core/i18n/error-message";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { rootData } from "~/core/http/page-meta";
import { HoneypotField } from "~/ui/honeypot-field";
import { honeypotFilled, honeypotRefusedKey } from "~/core/security/honeypot";

/** What each sign-in failure says, as i18n keys (docs/product.md, Accounts). */
const failureMessages = {
  invalid_credentials: "auth.errors.invalidCredentials",
  email_not_confirmed: "auth.errors.emailNotConfirmed",
  service_unavailable: "auth.errors.serviceUnavailable",
  google_not_configured: "auth.errors.googleNotConfigured",
  google_email_unverified: "auth.errors.googleEmailUnverified",
  google_failed: "auth.errors.googleFailed",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  if (await getSessionUser(request, env)) throw redirect(redirectTo || signedInHome);
  return { redirectTo, googleEnabled: isGoogleConfigured(env), email: url.searchParams.get("email") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), unconfirmed: false },
      { status: 400 },
    );
  }
  if (honeypotFilled(formData))
    return data(
      {
        result: submission.reply({ formErrors: [honeypotRefusedKey], hideFields: ["password"] }),
        unconfirmed: false,
      },
      { status: 400 },
    );
  const { email, remember, redirectTo } = submission.value;
  if (!(await allowAuthAttempt(request, env, "login"))) {
    return data(
      {
        result: submission.reply({ formErrors: ["auth.errors.tooManyRequests"], hideFields: ["password"] }),
        unconfirmed: false,
      },
      { status: 429 },
    );
  }
  const pepper = getConfig(env).PASSWORD_PEPPER;
  const wait = await loginLockWait(env, request, email, pepper);
  if (wait !== null) {
    // Said with the number of minutes, so the owner knows when to come back.
    return data(
      {
        result: submission.reply({
          formErrors: [errorMessage("auth.errors.loginLocked", { count: waitMinutes(wait) })],
          hideFields: ["password"],
        }),
        unconfirmed: false,
      },
      { status: 429, headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  }
  const { authenticator } = createAuthenticator(request, env);
  try {
    // The body is already read: remix-auth gets a bodiless copy and the parsed form as context.
    const bodiless = new Request(request.url, { method: "POST", headers: request.headers });
    const user = await authenticator.authenticate("form", bodiless, { context: { formData } as never });
    await clearLoginFailures(env, request, email, pepper);
    return completeSignIn(request, env, { userId: user.userId, persistent: remember, redirectTo });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = signInFailure(error, "service_unavailable");
    if (failure === "service_unavailable") console.error("login: sign-in failed", error);
    if (failure === "invalid_credentials") await recordLoginFailure(env, request, email, pepper);
    return data(
      {
        result: submission.reply({ formErrors: [failureMessages[failure]], hideFields: ["password"] }),
        unconfirmed: failure === "email_not_confirmed",
      },
      { status: failure === "service_unavailable" ? 503 : 400 },
    );
  }
}

export default function Login() {
  const { redirectTo, googleEnabled, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/accounts/field-schemas").then((m) => m.LoginSchema),
    {
      id: "login",
      lastResult: actionData?.result,
      defaultValue: { email, redirectTo },
      fields: {
        redirectTo: {},
        email: { required: true, maxLength: emailMaxLength },
        password: { required: true, minLength: loginPasswordMinLength, maxLength: passwordMaxLength },
        remember: {},
      },
    },
  );
  return (
    <AuthCard title={t("auth.login.title")} lead={t("auth.login.lead")}>
      <FormAlert title={t("auth.errors.loginTitle")} messages={form.errors}>
        {actionData?.unconfirmed ? (
          <Form method="post" action="/confirmar-email" className="mt-2">
            <input type="hidden" name="email" value={fields.email.value ?? ""} />
            <HoneypotField />
            <button type="submit" className="font-semibold underline underline-offset-4">
              {t("auth.confirm.resend")}
            </button>
          </Form>
        ) : null}
      </FormAlert>
      <Form method="post" {...form.props} className="space-y-4">
        <input {...fields.redirectTo.input("hidden")} />
        <HoneypotField />
        <Field
          label={t("auth.fields.email")}
          inputProps={fields.email.input("email", {
            autoComplete: "email",
            placeholder: t("auth.fields.emailPlaceholder"),
          })}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label={t("auth.fields.password")}
          inputProps={fields.password.input("password", { autoComplete: "current-password" })}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField
            inputProps={fields.remember.input("checkbox")}
            errors={fields.remember.errors}
            errorId={fields.remember.errorId}
          >
            {t("auth.fields.remember")}
          </CheckboxField>
          <Link
            to="/esqueci-senha"
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("auth.login.forgot")}
          </Link>
        </div>
        <SubmitButton label={t("auth.login.submit")} pendingLabel={t("auth.login.submitting")} />
      </Form>
      <OrDivider />
      <GoogleButton available={googleEnabled} />
      <p className="mt-6 text-center text-sm">
        {t("auth.login.noAccount")}{" "}
        <Link to="/cadastro" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("auth.login.signupLink")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.auth?.login.metaTitle ?? "Miniatura" },
];
