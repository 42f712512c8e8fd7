import { useLateZodForm } from "~/ui/use-late-zod-form";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { ProfileSchema } from "~/features/settings/settings-schemas";
import { fullNameMaxLength } from "~/features/accounts/field-limits";
import { requireUser } from "~/core/auth/session.server";
import { Field, FormAlert, SubmitButton } from "~/ui/forms";
import { getServerT } from "~/core/i18n/i18next.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost, redirectWithToast } from "~/core/http/toast.server";
import { getProfile, grantAdmin, isAdminEmail, updateFullName } from "~/features/settings/profile.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const profile = await getProfile(env, user.id);
  return {
    email: user.email,
    fullName: profile?.fullName ?? "",
    canSetUpAdmin: isAdminEmail(env, user.email),
    isAdmin: user.role === "admin",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "admin") {
    const granted = await grantAdmin(env, user.id).catch((error) => {
      console.error("settings: admin setup failed", error);
      return false;
    });
    return redirectWithToast(
      request,
      env,
      "/configuracoes/perfil",
      granted
        ? {
            type: "success",
            title: t("settings.admin.successTitle"),
            description: t("settings.admin.success"),
          }
        : { type: "error", title: t("settings.errorTitle"), description: t("settings.admin.failed") },
      { status: 303 },
    );
  }
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await updateFullName(env, user.id, submission.value.fullName);
  } catch (error) {
    console.error("settings: profile update failed", error);
    // In the form it came from, with what was typed (a toast would only show on the next page).
    return data({ result: submission.reply({ formErrors: ["settings.profile.failed"] }) }, { status: 503 });
  }
  return redirectAfterPost(request, env, "/configuracoes/perfil", {
    type: "success",
    title: t("settings.successTitle"),
    description: t("settings.profile.saved"),
  });
}

export default function ProfileTab() {
  const { email, fullName, canSetUpAdmin, isAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/settings/settings-schemas").then((m) => m.ProfileSchema),
    {
      id: "profile",
      lastResult: actionData?.result,
      defaultValue: { fullName },
      fields: { fullName: { required: true, maxLength: fullNameMaxLength } },
    },
  );
  return (
    <div className="space-y-10">
      <Form method="post" {...form.props} className="max-w-md space-y-4">
        <FormAlert title={t("settings.errorTitle")} messages={form.errors} />
        <Field
          label={t("auth.fields.email")}
          inputProps={{
            id: "profile-email",
            value: email,
            readOnly: true,
            type: "email",
            "aria-describedby": "profile-email-hint",
          }}
          errorId="profile-email-error"
          hint={<span id="profile-email-hint">{t("settings.profile.emailReadOnly")}</span>}
        />
        <Field
          label={t("auth.fields.fullName")}
          inputProps={fields.fullName.input("text", { autoComplete: "name" })}
          errors={fields.fullName.errors}
          errorId={fields.fullName.errorId}
        />
        <SubmitButton
          label={t("settings.profile.save")}
          pendingLabel={t("settings.saving")}
          name="intent"
          value="profile"
        />
      </Form>
      {canSetUpAdmin ? (
        <section aria-labelledby="admin-title" className="max-w-md rounded-xl border border-border p-5">
          <h2 id="admin-title" className="font-bold">
            {t("settings.admin.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("settings.admin.lead")}</p>
          {isAdmin ? (
            <p className="mt-3 text-sm font-semibold">{t("settings.admin.done")}</p>
          ) : (
            <Form method="post" className="mt-3">
              <SubmitButton
                label={t("settings.admin.submit")}
                pendingLabel={t("settings.saving")}
                name="intent"
                value="admin"
              />
            </Form>
          )}
        </section>
      ) : null}
    </div>
  );
}
