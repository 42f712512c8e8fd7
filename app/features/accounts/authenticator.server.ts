/**
 * remix-auth, built per request from the bindings: a form strategy (e-mail and password) and Google
 * (remix-auth-google). Both only answer "who is this?" with a user id; the caller then starts a D1
 * session (session.server.ts). remix-auth's own cookie session (`mn_oauth`, 10 minutes) carries only
 * the OAuth state across the Google redirect, and the referral code of a Google sign-up.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { AuthorizationError, Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { GoogleStrategy } from "remix-auth-google";
import { getConfig } from "~/core/env.server";
import { appUrl } from "~/core/http/app-url.server";
import { checkCredentials, findOrCreateGoogleUser } from "~/features/accounts/accounts.server";

export interface AuthenticatedUser {
  userId: string;
}

/** Why a sign-in failed, as codes the login page maps to messages (docs/product.md, Accounts). */
export type SignInFailure =
  | "invalid_credentials"
  | "email_not_confirmed"
  | "service_unavailable"
  | "google_not_configured"
  | "google_email_unverified"
  | "google_failed";

export const oauthCookieName = "mn_oauth";

export function oauthSessionStorage(request: Request, env: Env) {
  return createCookieSessionStorage({
    cookie: {
      name: oauthCookieName,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      secrets: [getConfig(env).SESSION_SECRET],
      maxAge: 10 * 60,
    },
  });
}

export function isGoogleConfigured(env: Env) {
  const config = getConfig(env);
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

export function createAuthenticator(request: Request, env: Env) {
  const config = getConfig(env);
  const storage = oauthSessionStorage(request, env);
  const authenticator = new Authenticator<AuthenticatedUser>(storage, { throwOnError: true });

  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = String(form.get("email") ?? "");
      const password = String(form.get("password") ?? "");
      let check;
      try {
        check = await checkCredentials(env, { email, password, pepper: config.PASSWORD_PEPPER });
      } catch (error) {
        console.error("auth: credential check failed", error);
        throw new Error("service_unavailable" satisfies SignInFailure);
      }
      if (!check.ok) throw new Error(check.reason);
      return { userId: check.userId };
    }),
    "form",
  );

  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const google = new GoogleStrategy<AuthenticatedUser>(
      {
        clientID: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        // From APP_URL, not the request's Host (docs/decisions/017-security-and-abuse.md).
        callbackURL: appUrl(env, "/auth/google/callback"),
        prompt: "select_account",
      },
      async ({ profile, request: callbackRequest }) => {
        const raw = profile._json as { email_verified?: boolean; name?: string };
        const session = await storage.getSession(callbackRequest.headers.get("Cookie"));
        const referralCode = session.get("ref");
        const { userId } = await findOrCreateGoogleUser(
          env,
          {
            subject: profile.id,
            email: profile.emails[0].value,
            emailVerified: raw.email_verified === true,
            name: raw.name ?? profile.displayName,
          },
          typeof referralCode === "string" ? referralCode : undefined,
        );
        return { userId };
      },
    );
    if (config.GOOGLE_OAUTH_BASE_URL) {
      // A local fake Google (e2e, development): the same strategy code, other endpoints.
      const base = config.GOOGLE_OAUTH_BASE_URL.replace(/\/$/, "");
      Object.assign(google, {
        authorizationURL: `${base}/o/oauth2/v2/auth`,
        tokenURL: `${base}/token`,
        userInfoURL: `${base}/oauth2/v3/userinfo`,
      });
    }
    authenticator.use(google, "google");
  }
  return { authenticator, storage };
}

/** The failure code behind a remix-auth error (unknown errors become a generic Google or form one). */
export function signInFailure(error: unknown, fallback: SignInFailure): SignInFailure {
  const message =
    error instanceof AuthorizationError
      ? (error.cause?.message ?? error.message)
      : error instanceof Error
        ? error.message
        : "";
  const known: SignInFailure[] = [
    "invalid_credentials",
    "email_not_confirmed",
    "service_unavailable",
    "google_email_unverified",
  ];
  return (known as string[]).includes(message) ? (message as SignInFailure) : fallback;
}
