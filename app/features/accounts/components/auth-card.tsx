import { Form, Link, useNavigation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/core/i18n/use-translation";

/** The frame of the account pages: a centred card with a title and a sentence under it. */
export function AuthCard({
  title,
  lead,
  children,
  aside,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,28rem)_1fr] md:items-start md:justify-center">
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-3xl font-black tracking-tight">
          {title}
        </h1>
        <p className="mt-2 text-muted-foreground">{lead}</p>
        <div className="mt-6 space-y-4">{children}</div>
      </section>
      {aside}
    </div>
  );
}

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      {t("auth.or")}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/**
 * "Continue with Google"; `redirectTo` is where the callback lands (through safeRedirectPath). A POST
 * that starts the OAuth redirect, so it works without JavaScript. When this server has no Google
 * sign-in, the button stays, disabled, and says so with a link to the help that explains
 * (docs/product.md, Running without keys): every page then agrees with the help, terms and privacy,
 * which say an account can sign in with Google.
 */
export function GoogleButton({
  available,
  referralCode,
  redirectTo,
}: {
  /** Whether this server has Google sign-in configured. */
  available: boolean;
  referralCode?: string | null;
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const noticeId = useId();
  const pending = navigation.state !== "idle" && navigation.formAction === "/auth/google";
  const look =
    "flex w-full items-center justify-center gap-3 rounded-lg border border-border bg-background px-4 py-3 font-semibold";
  if (!available)
    return (
      <div data-testid="google-unavailable">
        <button
          type="button"
          disabled
          aria-describedby={noticeId}
          className={`${look} cursor-not-allowed opacity-60`}
        >
          {googleGlyph}
          {t("auth.google")}
        </button>
        <p id={noticeId} className="mt-2 text-sm text-muted-foreground">
          {t("auth.googleUnavailable")}{" "}
          <Link
            to="/ajuda#google-sign-in"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("auth.googleUnavailableWhy")}
          </Link>
        </p>
      </div>
    );
  return (
    <Form method="post" action="/auth/google">
      {referralCode ? <input type="hidden" name="ref" value={referralCode} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" disabled={pending} className={`${look} hover:bg-muted disabled:opacity-70`}>
        {googleGlyph}
        {pending ? t("auth.googleConnecting") : t("auth.google")}
      </button>
    </Form>
  );
}

const googleGlyph = (
  <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
    <path
      fill="#FFC107"
      d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
    />
    <path
      fill="#FF3D00"
      d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
    />
  </svg>
);
