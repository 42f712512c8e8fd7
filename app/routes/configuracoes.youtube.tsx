import { useLateZodForm } from "~/ui/use-late-zod-form";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLocation, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { YoutubeKeySchema } from "~/features/settings/settings-schemas";
import { youtubeKeyMaxLength } from "~/features/settings/field-limits";
import { requireUser } from "~/core/auth/session.server";
import { Field, FormAlert, SubmitButton } from "~/ui/forms";
import { getServerT } from "~/core/i18n/i18next.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { getProfile, saveYoutubeApiKey } from "~/features/settings/profile.server";
import { checkYoutubeApiKey, readYoutubeApiKey } from "~/core/youtube/youtube-key.server";
import { youtubeGuideSteps } from "~/features/settings/tabs";

/** The page shows only the key's last four characters; the key itself never goes back to the browser. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const profile = await getProfile(env, user.id);
  const key = await readYoutubeApiKey(env, profile?.youtubeApiKey ?? null);
  return { last4: key ? key.slice(-4) : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "remove") {
    await saveYoutubeApiKey(env, user.id, null);
    return redirectAfterPost(request, env, "/configuracoes/youtube", {
      type: "success",
      title: t("settings.successTitle"),
      description: t("settings.youtube.removed"),
    });
  }
  const submission = parseWithZod(formData, { schema: YoutubeKeySchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["apiKey"] }) }, { status: 400 });
  }
  // Checked with YouTube before it is saved; a refused or unchecked key stays in the field, as typed,
  // for the creator to correct or send again (app/core/youtube/youtube-key.server.ts).
  const check = await checkYoutubeApiKey(env, submission.value.apiKey);
  if (check === "refused")
    return data(
      { result: submission.reply({ fieldErrors: { apiKey: ["settings.youtube.refused"] } }) },
      { status: 400 },
    );
  if (check === "unchecked")
    return data(
      { result: submission.reply({ formErrors: ["settings.youtube.unchecked"] }) },
      { status: 503 },
    );
  try {
    await saveYoutubeApiKey(env, user.id, submission.value.apiKey);
  } catch (error) {
    console.error("settings: saving the YouTube key failed", error);
    return data(
      { result: submission.reply({ formErrors: ["settings.youtube.failed"], hideFields: ["apiKey"] }) },
      { status: 503 },
    );
  }
  return redirectAfterPost(request, env, "/configuracoes/youtube", {
    type: "success",
    title: t("settings.successTitle"),
    description: t("settings.youtube.success"),
  });
}

/**
 * After a successful save the action redirects here: a new location, so the form starts over with
 * empty fields (docs/product.md, Settings: the field is cleared). A refused submit stays on the same location and keeps
 * what was typed.
 */
export default function YoutubeTabRoute() {
  const location = useLocation();
  return <YoutubeTab key={location.key} />;
}

function YoutubeTab() {
  const { last4 } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/settings/settings-schemas").then((m) => m.YoutubeKeySchema),
    {
      id: "youtube-key",
      lastResult: actionData?.result,
      fields: { apiKey: { required: true, maxLength: youtubeKeyMaxLength } },
    },
  );
  // `popover` is a native dialog that opens and closes without JavaScript (React 18 has no types for it).
  const popover = { popover: "auto" } as Record<string, string>;
  const opens = { popovertarget: "youtube-guide" } as Record<string, string>;
  const closes = { popovertarget: "youtube-guide", popovertargetaction: "hide" } as Record<string, string>;
  return (
    <div className="max-w-md space-y-6">
      <p className="text-muted-foreground">{t("settings.youtube.lead")}</p>
      <button type="button" {...opens} className="font-semibold text-primary underline underline-offset-4">
        {t("settings.youtube.guide")}
      </button>
      <div
        id="youtube-guide"
        role="dialog"
        aria-labelledby="youtube-guide-title"
        {...popover}
        className="m-auto max-w-lg rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <h2 id="youtube-guide-title" className="text-xl font-bold">
          {t("settings.youtube.guide")}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {youtubeGuideSteps.map((step) => (
            <li key={step}>{t(`settings.youtube.${step}`)}</li>
          ))}
        </ol>
        <p className="mt-4 rounded-lg bg-muted p-3 text-sm">{t("settings.youtube.tip")}</p>
        <button
          type="button"
          {...closes}
          className="mt-4 rounded-lg border border-border px-4 py-2 font-semibold"
        >
          {t("settings.youtube.close")}
        </button>
      </div>
      <p role="status" className="text-sm font-semibold">
        {last4 ? t("settings.youtube.saved", { last4 }) : t("settings.youtube.none")}
      </p>
      <FormAlert title={t("settings.errorTitle")} messages={form.errors} />
      <Form method="post" {...form.props} className="space-y-4">
        <Field
          label={t("settings.youtube.label")}
          inputProps={fields.apiKey.input("password", {
            autoComplete: "off",
            spellCheck: false,
            placeholder: t("settings.youtube.placeholder"),
          })}
          errors={fields.apiKey.errors}
          errorId={fields.apiKey.errorId}
        />
        <SubmitButton label={t("settings.youtube.save")} pendingLabel={t("settings.saving")} />
      </Form>
      {last4 ? (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="remove"
            className="text-sm font-semibold underline underline-offset-4"
          >
            {t("settings.youtube.remove")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
