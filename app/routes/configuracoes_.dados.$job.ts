import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { serveExport } from "~/features/settings/data-export.server";

/** A data export's zip, to its owner only, for 7 days ("Baixar meus dados" in Configurações › Segurança). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  return serveExport(env, user?.id ?? null, params.job ?? "");
}
