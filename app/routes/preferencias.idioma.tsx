import { readForm } from "~/core/http/read-form.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage, languageCookieName } from "~/core/i18n/config";
import { languageCookie } from "~/core/http/cookies.server";
import { safeRedirectPath } from "~/core/http/safe-redirect";

export async function loader() {
  return redirect("/");
}

/** Stores the language choice and returns to the page the creator was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const language = form.get("language");
  // A `?lng=` in the page's address would override the choice just made, so it is dropped.
  const back = safeRedirectPath(form.get("redirectTo"), "/", (url) =>
    url.searchParams.delete(languageCookieName),
  );
  if (!isLanguage(language)) return redirect(back, { status: 303 });
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await languageCookie(request).serialize(language) },
  });
}
