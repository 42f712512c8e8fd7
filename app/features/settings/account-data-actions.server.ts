/**
 * The "Your data" forms of Configurações › Segurança (account deletion, data export): their loader
 * data and their action, kept out of the route so the password form beside them changes freely.
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/cloudflare";
import { waitMinutes } from "~/features/accounts/login-lock.server";
import { reauthenticate, reauthState } from "~/features/accounts/reauthentication.server";
import { destroyUserSession, type SessionUser } from "~/core/auth/session.server";
import { errorMessage } from "~/core/i18n/error-message";
import { getServerT } from "~/core/i18n/i18next.server";
import { dateLabel, fileSizeLabel } from "~/core/i18n/labels.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { deleteAccountIntent, exportDataIntent } from "~/features/settings/account-data-form";
import { DeleteAccountSchema } from "~/features/settings/account-data-schema";
import { deleteAccount, sendAccountDeletedEmail } from "~/features/settings/account-deletion.server";
import { latestExport, requestExport } from "~/features/settings/data-export.server";

export async function loadAccountData(request: Request, env: Env, userId: string, language: string) {
  const [deletion, exportState] = await Promise.all([
    reauthState(request, env, userId),
    latestExport(env, userId),
  ]);
  // The file's size and the day it goes, as the page shows them: formatted here, so the browser
  // builds no Intl formatter (docs/decisions/027-less-to-hydrate.md).
  const labelled = exportState && {
    ...exportState,
    sizeLabel: fileSizeLabel(language, exportState.size ?? 0),
    expiresOn: exportState.expiresAt ? dateLabel(language, exportState.expiresAt, "long") : null,
  };
  return { deletion, export: labelled };
}

async function deleteAccountAction(request: Request, env: Env, user: SessionUser, form: FormData) {
  const submission = parseWithZod(form, { schema: DeleteAccountSchema });
  const hideFields = ["password"];
  const refuse = (status: number, reply: Parameters<typeof submission.reply>[0]) =>
    data({ result: undefined, accountData: submission.reply({ ...reply, hideFields }) }, { status });
  if (submission.status !== "success") return refuse(400, {});
  const state = await reauthState(request, env, user.id);
  const password = submission.value.password ?? "";
  if (state.hasPassword && password === "")
    return refuse(400, { fieldErrors: { password: ["accountData.delete.passwordRequired"] } });
  const check = await reauthenticate(request, env, user, password, state);
  const { t } = await getServerT(request);
  if (!check.ok) {
    if ("waitMs" in check)
      return refuse(429, {
        formErrors: [errorMessage("auth.errors.loginLocked", { count: waitMinutes(check.waitMs) })],
      });
    return check.reason === "wrong_password"
      ? refuse(403, { fieldErrors: { password: ["accountData.delete.wrongPassword"] } })
      : refuse(403, { formErrors: ["accountData.delete.staleSignIn"] });
  }
  try {
    const waiting = await deleteAccount(env, { id: user.id, email: user.email });
    if (waiting > 0) console.warn(`account deletion: ${waiting} R2 prefix(es) left for the cron`);
  } catch (error) {
    console.error("account deletion failed; nothing was deleted", error);
    return refuse(503, { formErrors: ["accountData.delete.failed"] });
  }
  await sendAccountDeletedEmail(env, t, { email: user.email, name: user.fullName ?? user.email }).catch(
    (error) => console.error("account deletion: the confirmation e-mail failed", error),
  );
  return redirectWithToast(
    request,
    env,
    "/",
    {
      type: "success",
      title: t("accountData.delete.doneTitle"),
      description: t("accountData.delete.doneBody"),
    },
    { status: 303, headers: { "Set-Cookie": await destroyUserSession(request, env) } },
  );
}

/**
 * Handles the section's forms (told apart by `intent`); null for any other form of the page, which
 * the route then handles itself. Reads a clone, so the route can still read the body.
 */
export async function handleAccountDataAction(request: Request, env: Env, user: SessionUser) {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return null;
  }
  const intent = form.get("intent");
  if (intent === deleteAccountIntent) return deleteAccountAction(request, env, user, form);
  if (intent === exportDataIntent) return requestExport(request, env, user);
  return null;
}
