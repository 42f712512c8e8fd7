import { useLateZodForm } from "~/ui/use-late-zod-form";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { CreateApiKeySchema, RevokeApiKeySchema } from "~/features/api/api-key-form";
import { apiKeyLimits } from "~/features/api/api-key-limits";
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyView } from "~/features/api/api-keys.server";
import { apiOperations, curlCommand } from "~/features/api/operations";
import { canCreateApiKeys } from "~/features/api/api-access.server";
import { requireUser } from "~/core/auth/session.server";
import { secondaryButton } from "~/ui/button-styles";
import { ConfirmDeleteDialog } from "~/ui/confirm-delete-dialog";
import { CopyField } from "~/ui/copy-field";
import { Field, FormAlert, SubmitButton } from "~/ui/forms";
import { PlanNotice } from "~/ui/plan-notice";
import { errorMessage } from "~/core/i18n/error-message";
import { getLanguage, getServerT } from "~/core/i18n/i18next.server";
import { dateLabel } from "~/core/i18n/labels.server";
import { apiKeyColumns } from "~/features/settings/tabs";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost } from "~/core/http/toast.server";
import { createDb } from "~/core/db/client.server";

const tabPath = "/configuracoes/api";

/** The creator's keys (never the keys themselves: only their names and first characters). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const [elite, keys, language] = await Promise.all([
    canCreateApiKeys(env.DB, user.id),
    listApiKeys(createDb(env.DB), user.id),
    getLanguage(request),
  ]);
  // Dates as the table shows them, formatted here (no Intl in the browser while it hydrates).
  const day = (at: number) => dateLabel(language, at, "day");
  return {
    elite,
    keys: keys.map((key) => ({
      ...key,
      createdOn: day(key.createdAt),
      lastUsedOn: key.lastUsedAt ? day(key.lastUsedAt) : null,
      revokedOn: key.revokedAt ? day(key.revokedAt) : null,
    })),
  };
}

/**
 * Two forms: "create" (Elite only) answers with the new key in the page itself, shown once and never
 * stored; "delete" revokes a key (any plan may revoke what it holds).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const form = await readForm(request);
  const db = createDb(env.DB);

  if (form.get("intent") === "delete") {
    const revoke = RevokeApiKeySchema.safeParse({ keyId: form.get("keyId") });
    const revoked = revoke.success && (await revokeApiKey(db, user.id, revoke.data.keyId));
    if (!revoked)
      return data({ result: undefined, created: null, revokeFailed: true as const }, { status: 404 });
    return redirectAfterPost(request, env, tabPath, {
      type: "success",
      title: t("settings.successTitle"),
      description: t("settings.api.revoked"),
    });
  }

  const submission = parseWithZod(form, { schema: CreateApiKeySchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), created: null, revokeFailed: false }, { status: 400 });
  if (!(await canCreateApiKeys(env.DB, user.id)))
    return data(
      {
        result: submission.reply({ formErrors: [errorMessage("settings.api.eliteTitle")] }),
        created: null,
        revokeFailed: false,
      },
      { status: 403 },
    );
  let created: Awaited<ReturnType<typeof createApiKey>>;
  try {
    created = await createApiKey(env.DB, user.id, submission.value.name);
  } catch (error) {
    console.error("settings: creating an API key failed", error);
    return data(
      {
        result: submission.reply({ formErrors: ["settings.api.failed"] }),
        created: null,
        revokeFailed: false,
      },
      { status: 503 },
    );
  }
  if (!created.ok)
    return data(
      {
        result: submission.reply({
          formErrors: [errorMessage("settings.api.limit", { count: apiKeyLimits.activeKeys })],
        }),
        created: null,
        revokeFailed: false,
      },
      { status: 409 },
    );
  // A new form (the key's name cleared) under the key, which this answer alone carries.
  return data({
    result: submission.reply({ resetForm: true }),
    // The example request is made here: the page does not ship the API's operation list for it.
    created: { key: created.key, name: submission.value.name, example: exampleCommand(request) },
    revokeFailed: false,
  });
}

/** The curl command the new key's panel shows: the usage read, at this site's address. */
function exampleCommand(request: Request) {
  const operation = apiOperations.find((candidate) => candidate.id === "getUsage");
  return operation ? curlCommand(operation, new URL(request.url).origin) : null;
}

export default function ApiTabRoute() {
  const location = useLocation();
  return <ApiTab key={location.key} />;
}

function ApiTab() {
  const { elite, keys } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/api/api-key-form").then((m) => m.CreateApiKeySchema),
    {
      id: "api-key",
      lastResult: actionData?.result,
      fields: { name: { required: true, maxLength: apiKeyLimits.name } },
    },
  );
  const { search } = useLocation();
  const confirming = keys.find(
    (key) => key.id === new URLSearchParams(search).get("delete") && !key.revokedAt,
  );
  const created = actionData?.created ?? null;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-muted-foreground">{t("settings.api.lead")}</p>
        <Link to="/api" className="font-semibold text-primary underline underline-offset-4">
          {t("settings.api.docs")}
        </Link>
      </div>

      {created ? (
        <section
          aria-labelledby="api-key-created"
          className="space-y-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
        >
          <h2 id="api-key-created" className="text-lg font-bold">
            {t("settings.api.createdTitle")}
          </h2>
          <p className="text-sm">{t("settings.api.createdBody")}</p>
          <CopyField
            id="new-api-key"
            label={t("settings.api.keyLabel")}
            value={created.key}
            copiedMessage={t("settings.api.copied")}
          />
          {created.example ? (
            <div>
              <p className="text-sm font-semibold">{t("settings.api.exampleLabel")}</p>
              <pre className="mt-1 overflow-x-auto rounded-lg bg-muted p-3 text-xs text-foreground">
                <code>{`export MINIATURA_API_KEY=${created.key}\n${created.example}`}</code>
              </pre>
            </div>
          ) : null}
          <Link to={tabPath} className={secondaryButton}>
            {t("settings.api.done")}
          </Link>
        </section>
      ) : null}

      {elite ? (
        <section aria-labelledby="api-key-create" className="max-w-md space-y-4">
          <h2 id="api-key-create" className="text-lg font-bold">
            {t("settings.api.createTitle")}
          </h2>
          <FormAlert title={t("settings.errorTitle")} messages={form.errors} />
          <Form method="post" {...form.props} className="space-y-4">
            <input type="hidden" name="intent" value="create" />
            <Field
              label={t("settings.api.nameLabel")}
              inputProps={fields.name.input("text", {
                autoComplete: "off",
                placeholder: t("settings.api.namePlaceholder"),
              })}
              hint={t("settings.api.nameHint")}
              errors={fields.name.errors}
              errorId={fields.name.errorId}
            />
            <SubmitButton label={t("settings.api.create")} pendingLabel={t("settings.api.creating")} />
          </Form>
        </section>
      ) : (
        <PlanNotice
          title={t("settings.api.eliteTitle")}
          body={t("settings.api.eliteBody")}
          upgradeLabel={t("settings.api.upgrade")}
        />
      )}

      {actionData?.revokeFailed ? (
        <FormAlert title={t("settings.errorTitle")} messages={[errorMessage("settings.api.revokeFailed")]} />
      ) : null}

      {elite || keys.length > 0 ? <ApiKeyList keys={keys} /> : null}

      {confirming ? (
        <ConfirmDeleteDialog
          id="revoke-api-key"
          title={t("settings.api.revokeTitle")}
          lead={t("settings.api.revokeLead")}
          itemName={`${confirming.name} (${confirming.prefix}…)`}
          fields={{ keyId: confirming.id }}
          labels={{
            cancel: t("settings.api.revokeCancel"),
            confirm: t("settings.api.revokeConfirm"),
            pending: t("settings.api.revoking"),
          }}
        />
      ) : null}
    </div>
  );
}

function ApiKeyList({
  keys,
}: {
  keys: Array<ApiKeyView & { createdOn: string; lastUsedOn: string | null; revokedOn: string | null }>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="api-key-list" className="space-y-3">
      <h2 id="api-key-list" className="text-lg font-bold">
        {t("settings.api.listTitle")}
      </h2>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("settings.api.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                {apiKeyColumns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-semibold last:pr-0">
                    {t(`settings.api.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} className="border-b border-border last:border-0">
                  <th scope="row" className="max-w-[12rem] truncate py-2 pr-3 font-semibold">
                    {key.name}
                  </th>
                  <td className="py-2 pr-3 font-mono">{key.prefix}…</td>
                  <td className="py-2 pr-3">{key.createdOn}</td>
                  <td className="py-2 pr-3">{key.lastUsedOn ?? t("settings.api.neverUsed")}</td>
                  <td className="py-2">
                    {key.revokedAt ? (
                      <span className="text-muted-foreground">
                        {t("settings.api.revokedOn", { date: key.revokedOn })}
                      </span>
                    ) : (
                      <span className="flex flex-wrap items-center gap-3">
                        <span className="font-semibold text-emerald-800 dark:text-emerald-300">
                          {t("settings.api.active")}
                        </span>
                        <Link
                          to={`?delete=${key.id}`}
                          preventScrollReset
                          aria-label={t("settings.api.revokeNamed", { name: key.name })}
                          className="font-semibold text-red-700 underline underline-offset-4 dark:text-red-400"
                        >
                          {t("settings.api.revoke")}
                        </Link>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
