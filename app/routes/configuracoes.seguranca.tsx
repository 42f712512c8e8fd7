import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { setPassword } from "~/auth/accounts.server";
import { sendPasswordChangedEmail } from "~/auth/auth-emails.server";
import { newPasswordMinLength } from "~/auth/field-schemas";
import { destroyOtherSessions, requireUser } from "~/auth/session.server";
import { CheckboxField, FormAlert, NewPasswordFields, SubmitButton } from "~/components/forms";
import { getConfig } from "~/env.server";
import { getServerT } from "~/i18n/i18next.server";
import { readForm } from "~/lib/read-form.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getProfile } from "~/settings/profile.server";
import { AccountDataSection } from "~/components/account-data-section";
import { handleAccountDataAction, loadAccountData } from "~/settings/account-data-actions.server";

const required = "settings.security.fieldsRequired";

/** Spec 1 §5 "Password change", with ARCHITECTURE.md's 8-character minimum for new passwords. */
const ChangePasswordSchema = z
  .object({
    password: z
      .string({ required_error: required })
      .min(newPasswordMinLength, "settings.security.minLength")
      .max(200, "auth.validation.passwordMax"),
    confirmPassword: z.string({ required_error: required }),
    signOutOthers: z.boolean().optional().default(false),
  })
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) {
      context.addIssue({
        path: ["confirmPassword"],
        code: "custom",
        message: "auth.validation.passwordsDontMatch",
      });
    }
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context.cloudflare.env);
  return { accountData: await loadAccountData(request, context.cloudflare.env, user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  // "Your data" (export, account deletion) has its own forms, told apart by their intent.
  const accountData = await handleAccountDataAction(request, env, user);
  if (accountData) return accountData;
  const { t } = await getServerT(request);
  const submission = parseWithZod(await readForm(request), { schema: ChangePasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  try {
    await setPassword(env, user.id, submission.value.password, getConfig(env).PASSWORD_PEPPER);
    if (submission.value.signOutOthers) await destroyOtherSessions(request, env, user.id);
  } catch (error) {
    console.error("settings: password change failed", error);
    return data(
      { result: submission.reply({ formErrors: ["settings.security.failed"], hideFields }) },
      { status: 503 },
    );
  }
  const profile = await getProfile(env, user.id);
  await sendPasswordChangedEmail(request, env, t, {
    email: user.email,
    name: profile?.fullName ?? user.email,
  }).catch((error) => console.error("settings: password-changed e-mail failed", error));
  return redirectWithToast(
    request,
    env,
    "/configuracoes/seguranca",
    { type: "success", title: t("settings.successTitle"), description: t("settings.security.changed") },
    { status: 303 },
  );
}

/**
 * After a successful save the action redirects here: a new location, so the form starts over with
 * empty fields (spec: the field is cleared). A refused submit stays on the same location and keeps
 * what was typed.
 */
export default function SecurityTabRoute() {
  const location = useLocation();
  const { accountData } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-10">
      <SecurityTab key={location.key} />
      <AccountDataSection
        state={accountData}
        lastResult={actionData && "accountData" in actionData ? actionData.accountData : undefined}
      />
    </div>
  );
}

function SecurityTab() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
      <p className="text-muted-foreground">{t("settings.security.lead")}</p>
      <FormAlert title={t("settings.errorTitle")} messages={form.errors} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        label={t("auth.fields.newPassword")}
      />
      <CheckboxField
        inputProps={getInputProps(fields.signOutOthers, { type: "checkbox" })}
        errors={fields.signOutOthers.errors}
        errorId={fields.signOutOthers.errorId}
      >
        {t("settings.security.signOutOthers")}
      </CheckboxField>
      <SubmitButton label={t("settings.security.submit")} pendingLabel={t("settings.changing")} />
    </Form>
  );
}
