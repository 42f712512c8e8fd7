import { readForm } from "~/core/http/read-form.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { themeCookie } from "~/core/http/cookies.server";
import { safeRedirectPath } from "~/core/http/safe-redirect";
import { parseTheme } from "~/core/http/theme";

export async function loader() {
  return redirect("/");
}

/** Stores the theme choice and returns to the page the creator was on. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const theme = parseTheme(form.get("theme"));
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!theme) return redirect(back, { status: 303 });
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await themeCookie(request).serialize(theme) },
  });
}
