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
  createEmailToken,
  createPasswordAccount,
  findUserByEmail,
} from "~/features/accounts/accounts.server";
import { referralSignupBonusCredits } from "~/features/accounts/referral";
import { sendConfirmationEmail, sendSignupAttemptEmail } from "~/features/accounts/auth-emails.server";
import { isGoogleConfigured } from "~/features/accounts/authenticator.server";
import { ReferralCodeSchema, SignupSchema } from "~/features/accounts/field-schemas";
import { readPendingPrompt } from "~/features/accounts/pending-prompt.server";
import { allowAuthAttempt } from "~/core/security/rate-limit.server";
import { getSessionUser } from "~/core/auth/session.server";
import { signedInHome } from "~/features/accounts/sign-in.server";
import { AuthCard, GoogleButton, OrDivider } from "~/features/accounts/components/auth-card";
import { CheckboxField, Field, FormAlert, SubmitButton } from "~/ui/forms";
import {
  emailMaxLength,
  fullNameMaxLength,
  newPasswordMinLength,
  passwordMaxLength,
} from "~/features/accounts/field-limits";
import { getConfig } from "~/core/env.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { rootData } from "~/core/http/page-meta";
import { redirectAfterPost } from "~/core/http/toast.server";
import { planFeatures } from "~/core/plans/catalog";
import { templateCounts } from "~/engines/render/templates";
import { HoneypotField } from "~/ui/honeypot-field";
import { honeypotFilled, honeypotRefusedKey } from "~/core/security/honeypot";
import { Icon } from "~/ui/icon";
import { StaticIsland } from "~/ui/static-island";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  if (await getSessionUser(request, env)) {
    const prompt = await readPendingPrompt(request, env);
    throw redirect(prompt ? `/thumbnail-expert?${new URLSearchParams({ prompt })}` : signedInHome);
  }
  const { language } = await getServerT(request);
  const referralCode =
    ReferralCodeSchema.parse(new URL(request.url).searchParams.get("ref") ?? undefined) ?? null;
  return {
    referralCode,
    googleEnabled: isGoogleConfigured(env),
    freeFeatures: planFeatures("free", language, templateCounts()),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: SignupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  if (honeypotFilled(formData))
    return data(
      { result: submission.reply({ formErrors: [honeypotRefusedKey], hideFields }) },
      { status: 400 },
    );
  if (!(await allowAuthAttempt(request, env, "signup"))) {
    return data(
      { result: submission.reply({ formErrors: ["auth.errors.tooManyAttempts"], hideFields }) },
      { status: 429 },
    );
  }
  const { t } = await getServerT(request);
  const { fullName, email, password, ref } = submission.value;
  const created = await createPasswordAccount(env, {
    fullName,
    email,
    password,
    referralCode: ref,
    pepper: getConfig(env).PASSWORD_PEPPER,
  });
  let description = t("auth.signup.successBody", { email });
  if (created === "exists") {
    // The same answer as for a new address, so the form does not tell who has an account; the
    // owner gets an e-mail instead (docs/decisions/008-accounts-sessions-and-sign-in.md).
    try {
      const owner = await findUserByEmail(env, email);
      if (owner)
        await sendSignupAttemptEmail(env, t, { email: owner.email, name: owner.fullName ?? owner.email });
    } catch (error) {
      console.error("signup: account-exists e-mail failed", error);
    }
  } else {
    try {
      const token = await createEmailToken(env, created.userId, "email_confirmation");
      await sendConfirmationEmail(request, env, t, { email, name: fullName }, token);
    } catch (error) {
      // The account exists; the login page offers to send the link again.
      console.error("signup: confirmation e-mail failed", error);
      description = t("auth.errors.sendEmailFailed");
    }
  }
  return redirectAfterPost(request, env, `/login?${new URLSearchParams({ email })}`, {
    type: "success",
    title: t("auth.signup.successTitle"),
    description,
  });
}

export default function Signup() {
  const { referralCode, googleEnabled, freeFeatures } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const newPassword = { required: true, minLength: newPasswordMinLength, maxLength: passwordMaxLength };
  const { form, fields } = useLateZodForm(
    () => import("~/features/accounts/field-schemas").then((m) => m.SignupSchema),
    {
      id: "signup",
      lastResult: actionData?.result,
      defaultValue: { ref: referralCode ?? "" },
      fields: {
        ref: {},
        fullName: { required: true, maxLength: fullNameMaxLength },
        email: { required: true, maxLength: emailMaxLength },
        password: newPassword,
        confirmPassword: { required: true },
        terms: { required: true },
      },
    },
  );
  const linkClass = "font-semibold text-primary underline underline-offset-4";
  return (
    <AuthCard
      title={t("auth.signup.title")}
      lead={t("auth.signup.lead")}
      aside={
        // Nothing in it to interact with: React does not hydrate it (docs/decisions/027-less-to-hydrate.md).
        <StaticIsland
          as="aside"
          name="free-plan"
          contentKey={[t("auth.signup.freeTitle"), ...freeFeatures].join("\n")}
          aria-labelledby="free-plan-title"
          className="rounded-2xl border border-border p-6 sm:p-8"
        >
          <h2 id="free-plan-title" className="text-xl font-bold">
            {t("auth.signup.freeTitle")}
          </h2>
          <ul className="mt-4 space-y-2">
            {freeFeatures.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 text-green-700 dark:text-green-400" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">{t("auth.signup.claims")}</p>
        </StaticIsland>
      }
    >
      {referralCode ? (
        <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("auth.signup.referral", { credits: referralSignupBonusCredits })}
        </p>
      ) : null}
      <FormAlert title={t("auth.errors.signupTitle")} messages={form.errors} />
      <Form method="post" {...form.props} className="space-y-4">
        <input {...fields.ref.input("hidden")} />
        <HoneypotField />
        <Field
          label={t("auth.fields.fullName")}
          inputProps={fields.fullName.input("text", { autoComplete: "name" })}
          errors={fields.fullName.errors}
          errorId={fields.fullName.errorId}
        />
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
          inputProps={fields.password.input("password", {
            autoComplete: "new-password",
            placeholder: t("auth.fields.passwordPlaceholder"),
          })}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <Field
          label={t("auth.fields.confirmPassword")}
          inputProps={fields.confirmPassword.input("password", { autoComplete: "new-password" })}
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        />
        <CheckboxField
          inputProps={fields.terms.input("checkbox")}
          errors={fields.terms.errors}
          errorId={fields.terms.errorId}
        >
          {t("auth.fields.termsBefore")}{" "}
          <Link to="/termos" className={linkClass}>
            {t("auth.fields.termsLink")}
          </Link>{" "}
          {t("auth.fields.termsAnd")}{" "}
          <Link to="/privacidade" className={linkClass}>
            {t("auth.fields.privacyLink")}
          </Link>
        </CheckboxField>
        <SubmitButton label={t("auth.signup.submit")} pendingLabel={t("auth.signup.submitting")} />
      </Form>
      <OrDivider />
      <GoogleButton available={googleEnabled} referralCode={referralCode} />
      <p className="mt-6 text-center text-sm">
        {t("auth.signup.haveAccount")}{" "}
        <Link to="/login" className={linkClass}>
          {t("auth.signup.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: rootData(matches)?.translations.auth?.signup.metaTitle ?? "Miniatura" },
];
