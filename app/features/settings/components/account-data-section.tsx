import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { GoogleButton } from "~/features/accounts/components/auth-card";
import { secondaryButton } from "~/ui/button-styles";
import { Field, FormAlert } from "~/ui/forms";
import { withoutParam } from "~/ui/modal";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import {
  confirmDeletionParam,
  deleteAccountIntent,
  exportDataIntent,
} from "~/features/settings/account-data-form";
import { passwordMaxLength } from "~/features/accounts/field-limits";
import { useLateZodForm } from "~/ui/use-late-zod-form";

/** What the section's loader gives it (app/features/settings/account-data-actions.server.ts). */
export interface AccountDataState {
  /** How the owner proves it is them: the password, or without one a Google sign-in this recent. */
  deletion: { hasPassword: boolean; freshSignIn: boolean };
  export: {
    id: string;
    status: "queued" | "running" | "succeeded" | "failed";
    size: number | null;
    expiresAt: number | null;
    expired: boolean;
    /** The file's size and the day it goes, formatted by the loader (no Intl in the browser). */
    sizeLabel: string;
    expiresOn: string | null;
  } | null;
}

/** Without JavaScript, a page waiting for the export reloads itself this often. */
const exportRefreshSeconds = 3;

/**
 * "Your data" in Configurações › Segurança: "Download my data" (a job, followed live with
 * JavaScript and by reloading without) and "Delete account", whose confirm step is a page state
 * (`?excluir=1`) spelling out the consequences, so both work without JavaScript.
 */
export function AccountDataSection({
  state,
  liveSince,
  lastResult,
  googleAvailable,
}: {
  state: AccountDataState;
  /** Whether this server has Google sign-in (a Google-only account confirms with it). */
  googleAvailable: boolean;
  /** When the loader read `state` (app/core/live/live-since.ts). */
  liveSince: number;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="account-data-title" className="max-w-2xl space-y-8 border-t border-border pt-8">
      <div className="space-y-1">
        <h2 id="account-data-title" className="text-xl font-bold">
          {t("accountData.title")}
        </h2>
        <p className="text-muted-foreground">{t("accountData.lead")}</p>
      </div>
      <ExportPanel exportState={state.export} liveSince={liveSince} />
      <DeletionPanel deletion={state.deletion} lastResult={lastResult} googleAvailable={googleAvailable} />
    </section>
  );
}

function ExportPanel({
  exportState,
  liveSince,
}: {
  exportState: AccountDataState["export"];
  liveSince: number;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = exportState?.status === "queued" || exportState?.status === "running";
  useLiveRevalidation(liveSince, pending);
  const requesting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === exportDataIntent;
  const ready = exportState?.status === "succeeded" && !exportState.expired;
  return (
    <div className="space-y-3" data-testid="data-export">
      <RefreshWhilePending pending={pending} seconds={exportRefreshSeconds} />
      <h3 className="text-lg font-semibold">{t("accountData.export.title")}</h3>
      <p className="text-sm text-muted-foreground">{t("accountData.export.lead")}</p>
      <div role="status" aria-live="polite" className="space-y-2">
        {pending ? <p className="font-semibold">{t("accountData.export.queued")}</p> : null}
        {exportState?.status === "failed" ? (
          <p className="font-semibold text-red-700 dark:text-red-400">{t("accountData.export.failed")}</p>
        ) : null}
        {ready ? (
          <div className="space-y-1">
            <p className="font-semibold">{t("accountData.export.ready", { size: exportState.sizeLabel })}</p>
            <a
              href={`/configuracoes/dados/${exportState.id}`}
              download
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t("accountData.export.download")}
            </a>
            {exportState.expiresOn ? (
              <p className="text-sm text-muted-foreground">
                {t("accountData.export.expires", { date: exportState.expiresOn })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {pending ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value={exportDataIntent} />
          <button type="submit" disabled={requesting} className={secondaryButton}>
            {requesting ? t("accountData.export.starting") : t("accountData.export.start")}
          </button>
        </Form>
      )}
    </div>
  );
}

function DeletionPanel({
  deletion,
  lastResult,
  googleAvailable,
}: {
  deletion: AccountDataState["deletion"];
  googleAvailable: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const confirming = new URLSearchParams(search).has(confirmDeletionParam) || Boolean(lastResult);
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === deleteAccountIntent;
  // The schema's code loads on the first blur or submit (app/ui/use-late-zod-form.ts).
  const { form, fields } = useLateZodForm(
    () => import("~/features/settings/account-data-schema").then((m) => m.DeleteAccountSchema),
    {
      id: "delete-account",
      lastResult,
      shouldValidate: "onSubmit",
      fields: { password: { maxLength: passwordMaxLength } },
    },
  );
  const confirmHref = `${pathname}?${new URLSearchParams({ [confirmDeletionParam]: "1" })}#delete-account-title`;
  const canConfirm = deletion.hasPassword || deletion.freshSignIn;
  return (
    <div className="space-y-3 rounded-xl border border-red-300 p-5 dark:border-red-900">
      <h3 id="delete-account-title" className="text-lg font-semibold text-red-800 dark:text-red-300">
        {t("accountData.delete.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("accountData.delete.lead")}</p>
      {!confirming ? (
        <Link to={confirmHref} preventScrollReset className={secondaryButton}>
          {t("accountData.delete.open")}
        </Link>
      ) : (
        <div className="space-y-4" role="region" aria-labelledby="delete-account-confirm">
          <h4 id="delete-account-confirm" className="font-bold">
            {t("accountData.delete.confirmTitle")}
          </h4>
          <p>{t("accountData.delete.consequencesLead")}</p>
          <ul className="list-disc space-y-1 pl-6 text-sm">
            <li>{t("accountData.delete.consequence1")}</li>
            <li>{t("accountData.delete.consequence2")}</li>
            <li>{t("accountData.delete.consequence3")}</li>
            <li>{t("accountData.delete.consequence4")}</li>
          </ul>
          <p className="text-sm text-muted-foreground">{t("accountData.delete.exportFirst")}</p>
          {!deletion.hasPassword ? (
            <p className="text-sm font-semibold">
              {deletion.freshSignIn
                ? t("accountData.delete.googleFresh")
                : t("accountData.delete.googleStale")}
            </p>
          ) : null}
          {!deletion.hasPassword && !deletion.freshSignIn ? (
            <div className="max-w-sm space-y-3">
              <GoogleButton available={googleAvailable} redirectTo="/configuracoes/seguranca?excluir=1" />
              <Link
                to={withoutParam(pathname, search, confirmDeletionParam)}
                preventScrollReset
                className={secondaryButton}
              >
                {t("accountData.delete.cancel")}
              </Link>
            </div>
          ) : null}
          {canConfirm ? (
            <Form method="post" {...form.props} className="max-w-md space-y-4">
              <FormAlert title={t("settings.errorTitle")} messages={form.errors} />
              <input type="hidden" name="intent" value={deleteAccountIntent} />
              {deletion.hasPassword ? (
                <Field
                  label={t("accountData.delete.passwordLabel")}
                  inputProps={fields.password.input("password", {
                    autoComplete: "current-password",
                    required: true,
                  })}
                  errors={fields.password.errors}
                  errorId={fields.password.errorId}
                />
              ) : null}
              <div className="flex flex-wrap gap-3">
                <Link
                  to={withoutParam(pathname, search, confirmDeletionParam)}
                  preventScrollReset
                  className={secondaryButton}
                >
                  {t("accountData.delete.cancel")}
                </Link>
                <button
                  type="submit"
                  disabled={deleting}
                  className="rounded-lg bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800 disabled:opacity-60"
                >
                  {deleting ? t("accountData.delete.pending") : t("accountData.delete.confirm")}
                </button>
              </div>
            </Form>
          ) : null}
        </div>
      )}
    </div>
  );
}
