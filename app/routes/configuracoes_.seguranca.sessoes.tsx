import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { destroyOtherSessions, endUserSession, requireUser } from "~/core/auth/session.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { readForm } from "~/core/http/read-form.server";
import { redirectAfterPost, redirectWithToast } from "~/core/http/toast.server";

const EndSessionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end"), session: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ intent: z.literal("end-others") }),
]);

export function loader() {
  return redirect("/configuracoes/seguranca");
}

/**
 * The active-sessions list of Configurações › Segurança posts here (plain forms, so it works
 * without JavaScript): end one session of the signed-in account, or every one but this browser's.
 * A session id that is not the account's changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(request, env);
  const { t } = await getServerT(request);
  const parsed = EndSessionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return redirectAfterPost(request, env, "/configuracoes/seguranca", {
      type: "error",
      title: t("settings.errorTitle"),
      description: t("settings.sessions.failed"),
    });
  }
  if (parsed.data.intent === "end") await endUserSession(env, user.id, parsed.data.session);
  else await destroyOtherSessions(request, env, user.id);
  return redirectWithToast(
    request,
    env,
    "/configuracoes/seguranca",
    {
      type: "success",
      title: t("settings.successTitle"),
      description: t(
        parsed.data.intent === "end" ? "settings.sessions.ended" : "settings.sessions.endedOthers",
      ),
    },
    { status: 303 },
  );
}
