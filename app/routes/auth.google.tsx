import { readForm } from "~/core/http/read-form.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createAuthenticator, isGoogleConfigured } from "~/features/accounts/authenticator.server";
import { ReferralCodeSchema } from "~/features/accounts/field-schemas";
import { getServerT } from "~/core/i18n/i18next.server";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { redirectWithToast } from "~/core/http/toast.server";

export function loader() {
  return redirect("/login");
}

/**
 * 'Continue with Google' (a POST, so no page can start a sign-in behind the creator's back). The
 * referral code of a sign-up and the page to return to ride in remix-auth's OAuth cookie until the
 * callback.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  if (!isGoogleConfigured(env)) {
    const { t } = await getServerT(request);
    return redirectWithToast(request, env, "/login", {
      type: "error",
      title: t("auth.errors.loginTitle"),
      description: t("auth.errors.googleNotConfigured"),
    });
  }
  const form = await readForm(request);
  const referralCode = ReferralCodeSchema.parse(form.get("ref") ?? undefined);
  const { authenticator, storage } = createAuthenticator(request, env);
  const session = await storage.getSession(request.headers.get("Cookie"));
  if (referralCode) session.set("ref", referralCode);
  else session.unset("ref");
  // Where to land afterwards (settings asks for a fresh sign-in), checked again on the way out.
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "");
  if (redirectTo) session.set("redirectTo", redirectTo);
  else session.unset("redirectTo");
  // remix-auth reads its session from the request: hand it one that already carries the code.
  const cookiePair = (await storage.commitSession(session)).split(";")[0]!;
  const seeded = new Request(request.url, { method: "GET", headers: { Cookie: cookiePair } });
  try {
    await authenticator.authenticate("google", seeded);
  } catch (response) {
    // The strategy answers with the redirect to Google (and the state cookie).
    if (response instanceof Response) return response;
    throw response;
  }
  return redirect("/login");
}
