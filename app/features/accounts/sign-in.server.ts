import { redirect } from "@remix-run/cloudflare";
import { getServerT } from "~/core/i18n/i18next.server";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { createToastHeader } from "~/core/http/toast.server";
import { pendingPromptHeader, readPendingPrompt } from "~/features/accounts/pending-prompt.server";
import { createUserSession } from "~/core/auth/session.server";

/** Where a signed-in user goes from /login and /cadastro when nothing else is asked for. */
export const signedInHome = "/dashboard";

/**
 * Finishes any sign-in (password or Google): a new D1 session and its cookie, the 'Login realizado!'
 * toast, and the destination — the Thumbnail Expert with the pending prompt when the visitor typed
 * one before having an account (docs/product.md, Accounts; the prompt is cleared), else where they
 * were going.
 */
export async function completeSignIn(
  request: Request,
  env: Env,
  { userId, persistent, redirectTo }: { userId: string; persistent: boolean; redirectTo?: string | null },
  extraHeaders: string[] = [],
) {
  const { t } = await getServerT(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(request, env, { userId, persistent }));
  const prompt = await readPendingPrompt(request, env);
  if (prompt) headers.append("Set-Cookie", await pendingPromptHeader(request, env, null));
  headers.append(
    "Set-Cookie",
    await createToastHeader(request, env, {
      type: "success",
      title: t("auth.login.successTitle"),
      description: t("auth.login.successBody"),
    }),
  );
  for (const header of extraHeaders) headers.append("Set-Cookie", header);
  const destination = prompt
    ? `/thumbnail-expert?${new URLSearchParams({ prompt })}`
    : safeRedirectPath(redirectTo, signedInHome);
  return redirect(destination, { status: 303, headers });
}
