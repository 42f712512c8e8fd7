import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage } from "~/i18n/config";
import { languageCookie } from "~/lib/cookies.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/** Stores the language choice and returns to the page the creator was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLanguage(language)) return redirect(back, { status: 303 });
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await languageCookie(request).serialize(language) },
  });
}

export async function loader() {
  return redirect("/");
}
