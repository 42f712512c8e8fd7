import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { destroyUserSession } from "~/core/auth/session.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { redirectWithToast } from "~/core/http/toast.server";

export function loader() {
  return redirect("/");
}

/** Sign-out is a POST (a link could be triggered by any page): the session row goes, then home. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const { t } = await getServerT(request);
  const clear = await destroyUserSession(request, env);
  return redirectWithToast(
    request,
    env,
    "/",
    { type: "info", title: t("auth.logout.farewellTitle"), description: t("auth.logout.farewellBody") },
    { status: 303, headers: { "Set-Cookie": clear } },
  );
}
