import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  createAuthenticator,
  isGoogleConfigured,
  signInFailure,
} from "~/features/accounts/authenticator.server";
import { completeSignIn } from "~/features/accounts/sign-in.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { redirectWithToast } from "~/core/http/toast.server";

const failureMessages = {
  google_email_unverified: "auth.errors.googleEmailUnverified",
  service_unavailable: "auth.errors.serviceUnavailable",
} as const;

/** Google sends the creator back here; remix-auth-google checks the state and fetches the profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  if (!isGoogleConfigured(env)) {
    return redirectWithToast(request, env, "/login", {
      type: "error",
      title: t("auth.errors.loginTitle"),
      description: t("auth.errors.googleNotConfigured"),
    });
  }
  const { authenticator, storage } = createAuthenticator(request, env);
  const oauthSession = await storage.getSession(request.headers.get("Cookie"));
  const redirectTo = oauthSession.get("redirectTo");
  const clearOauth = await storage.destroySession(oauthSession);
  try {
    const user = await authenticator.authenticate("google", request);
    return completeSignIn(
      request,
      env,
      {
        userId: user.userId,
        persistent: true,
        redirectTo: typeof redirectTo === "string" ? redirectTo : null,
      },
      [clearOauth],
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = signInFailure(error, "google_failed");
    console.error("auth: Google sign-in failed", failure, error);
    const key =
      failure in failureMessages
        ? failureMessages[failure as keyof typeof failureMessages]
        : "auth.errors.googleFailed";
    return redirectWithToast(
      request,
      env,
      "/login",
      { type: "error", title: t("auth.errors.loginTitle"), description: t(key) },
      { headers: { "Set-Cookie": clearOauth } },
    );
  }
}
