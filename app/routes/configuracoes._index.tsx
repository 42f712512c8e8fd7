import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/core/auth/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return redirect("/configuracoes/perfil");
}
