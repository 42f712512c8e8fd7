import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { serveCompressed } from "~/features/compress/compress-store.server";
import { notFoundResponse } from "~/core/http/not-found.server";

const pictures = { original: "original", comprimida: "compressed", baixar: "download" } as const;

/** A compression's original, its JPEG (`comprimida`) or that JPEG as a download (`baixar`), to its owner only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const which = pictures[params.which as keyof typeof pictures];
  if (!which) return notFoundResponse();
  const user = await getSessionUser(request, env);
  return serveCompressed(env, user?.id ?? null, params.id ?? "", which);
}
