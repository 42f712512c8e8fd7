import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { serveImageExport } from "~/features/export/export-store.server";

/** A finished export as an attachment ("<title>-4K.jpg"), to its owner only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  return serveImageExport(env, createDb(env.DB), user?.id ?? null, params.job ?? "");
}
