import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { setPassword } from "~/features/accounts/accounts.server";
import { sendPasswordChangedEmail } from "~/features/accounts/auth-emails.server";
import { isGoogleConfigured } from "~/features/accounts/authenticator.server";
import { newPasswordMinLength, passwordMaxLength } from "~/features/accounts/field-limits";
import { changePasswordSchema } from "~/features/settings/change-password-schema";
import { useLateZodForm } from "~/ui/use-late-zod-form";
import { waitMinutes } from "~/features/accounts/login-lock.server";
import { reauthenticate, reauthState } from "~/features/accounts/reauthentication.server";
import { allowAuthAttempt } from "~/core/security/rate-limit.server";
import { destroyOtherSessions, listUserSessions, requireUser } from "~/core/auth/session.server";
import { ActiveSessions } from "~/features/settings/components/active-sessions";
import { GoogleButton } from "~/features/accounts/components/auth-card";
import { CheckboxField, Field, FormAlert, NewPasswordFields, SubmitButton } from "~/ui/forms";
import { getConfig } from "~/core/env.server";
import { errorMessage } from "~/core/i18n/error-message";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { dateLabel } from "~/core/i18n/labels.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { getProfile } from "~/features/settings/profile.server";
import { AccountDataSection } from "~/features/settings/components/account-data-section";
import { handleAccountDataAction, loadAccountData } from "~/features/settings/account-data-actions.server";
import { liveSinceNow } from "~/core/live/live-since";

/**
 * What the password form needs: whether to ask for the current password, or — an account without one
 * — for a fresh Google sign-in before it sets a first one (app/features/accounts/reauthentication.server.ts).
 */
async function passwordFormState(request: Request, env: Env, userId: string) {
  return { ...(await reauthState(request, env, userId)), googleEnabled: isGoogleConfigured(env) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const language = await getLanguage(request);
  const [password, sessions, accountData] = await Promise.all([
    passwordFormState(request, env, user.id),
    listUserSessions(request, env, user.id).then((rows) =>
      rows.map((row) => ({ ...row, signedInOn: dateLabel(language, row.createdAt, "dayAndTime") })),
    ),
    loadAccountData(request, env, user.id, language),
  ]);
  return { password, sessions, accountData, liveSince: since };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  // "Your data" (export, account deletion) has its own forms, told apart by their intent.
  const accountData = await handleAccountDataAction(request, env, user);
  if (accountData) return accountData;
  const { t } = await getServerT(request);
  const state = await passwordFormState(request, env, user.id);
  const submission = parseWithZod(await readForm(request), {
    schema: changePasswordSchema(state.hasPassword),
  });
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }), googleAgain: false }, { status: 400 });
  if (!state.hasPassword && !state.freshSignIn) {
    return data(
      {
        result: submission.reply({ formErrors: ["settings.security.googleAgain"], hideFields }),
        googleAgain: true,
      },
      { status: 403 },
    );
  }
  if (!(await allowAuthAttempt(request, env, "change"))) {
    return data(
      {
        result: submission.reply({ formErrors: ["auth.errors.tooManyAttempts"], hideFields }),
        googleAgain: false,
      },
      { status: 429 },
    );
  }
  const { currentPassword, password, keepOtherSessions } = submission.value;
  const pepper = getConfig(env).PASSWORD_PEPPER;
  // A Google-only account without a fresh sign-in was refused above.
  const check = await reauthenticate(request, env, user, currentPassword ?? "", state);
  if (!check.ok && "waitMs" in check) {
    return data(
      {
        result: submission.reply({
          formErrors: [errorMessage("auth.errors.loginLocked", { count: waitMinutes(check.waitMs) })],
          hideFields,
        }),
        googleAgain: false,
      },
      { status: 429, headers: { "Retry-After": String(Math.ceil(check.waitMs / 1000)) } },
    );
  }
  if (!check.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { currentPassword: ["settings.security.currentWrong"] },
          hideFields,
        }),
        googleAgain: false,
      },
      { status: 400 },
    );
  }
  try {
    await setPassword(env, user.id, password, pepper);
    if (!keepOtherSessions) await destroyOtherSessions(request, env, user.id);
  } catch (error) {
    console.error("settings: password change failed", error);
    return data(
      {
        result: submission.reply({ formErrors: ["settings.security.failed"], hideFields }),
        googleAgain: false,
      },
      { status: 503 },
    );
  }
  const profile = await getProfile(env, user.id);
  await sendPasswordChangedEmail(
    request,
    env,
    t,
    { email: user.email, name: profile?.fullName ?? user.email },
    { otherSessionsEnded: !keepOtherSessions },
  ).catch((error) => console.error("settings: password-changed e-mail failed", error));
  return redirectAfterPost(request, env, "/configuracoes/seguranca", {
    type: "success",
    title: t("settings.successTitle"),
    description: t("settings.security.changed"),
  });
}

/**
 * After a successful save the action redirects here: a new location, so the form starts over with
 * empty fields (docs/product.md, Settings: the field is cleared). A refused submit stays on the same location and keeps
 * what was typed (never the passwords).
 */
export default function SecurityTabRoute() {
  const location = useLocation();
  const { sessions, accountData, liveSince, password } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-12">
      <SecurityTab key={location.key} />
      <ActiveSessions sessions={sessions} />
      <AccountDataSection
        state={accountData}
        liveSince={liveSince}
        googleAvailable={password.googleEnabled}
        lastResult={actionData && "accountData" in actionData ? actionData.accountData : undefined}
      />
    </div>
  );
}

function SecurityTab() {
  const { password: state } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () =>
      import("~/features/settings/change-password-schema").then((m) =>
        m.changePasswordSchema(state.hasPassword),
      ),
    {
      id: "change-password",
      lastResult: actionData?.result,
      fields: {
        currentPassword: { maxLength: passwordMaxLength },
        password: { required: true, minLength: newPasswordMinLength, maxLength: passwordMaxLength },
        confirmPassword: { required: true },
        keepOtherSessions: {},
      },
    },
  );
  const googleAgain = actionData && "googleAgain" in actionData && actionData.googleAgain;
  const needsGoogle = !state.hasPassword && (!state.freshSignIn || googleAgain);
  if (needsGoogle) {
    return (
      <section className="max-w-md space-y-4">
        <p className="text-muted-foreground">{t("settings.security.firstPasswordLead")}</p>
        <p role={googleAgain ? "alert" : undefined} className="font-medium">
          {t("settings.security.googleAgain")}
        </p>
        <GoogleButton available={state.googleEnabled} redirectTo="/configuracoes/seguranca" />
      </section>
    );
  }
  return (
    <Form method="post" {...form.props} className="max-w-md space-y-4">
      <p className="text-muted-foreground">
        {state.hasPassword ? t("settings.security.lead") : t("settings.security.firstPasswordLead")}
      </p>
      <FormAlert title={t("settings.errorTitle")} messages={form.errors} />
      {state.hasPassword ? (
        <Field
          label={t("settings.security.currentPassword")}
          inputProps={fields.currentPassword.input("password", { autoComplete: "current-password" })}
          errors={fields.currentPassword.errors}
          errorId={fields.currentPassword.errorId}
        />
      ) : null}
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        label={t("auth.fields.newPassword")}
      />
      <CheckboxField
        inputProps={fields.keepOtherSessions.input("checkbox")}
        errors={fields.keepOtherSessions.errors}
        errorId={fields.keepOtherSessions.errorId}
      >
        {t("settings.security.keepOtherSessions")}
        <span className="block text-xs text-muted-foreground">
          {t("settings.security.keepOtherSessionsHint")}
        </span>
      </CheckboxField>
      <SubmitButton label={t("settings.security.submit")} pendingLabel={t("settings.changing")} />
    </Form>
  );
}
