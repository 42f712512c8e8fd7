import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { serveUpscaleImage } from "~/features/upscale/upscale-store.server";
import { createDb } from "~/core/db/client.server";
import { notFoundResponse } from "~/core/http/not-found.server";

const pictures = { antes: "before", depois: "after", baixar: "download" } as const;

/** An upscale's original (`antes`), its result (`depois`) or the result as a download (`baixar`), to its owner only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const which = pictures[params.which as keyof typeof pictures];
  if (!which) return notFoundResponse();
  const user = await getSessionUser(request, env);
  return serveUpscaleImage(env, createDb(env.DB), user?.id ?? null, params.job ?? "", which);
}
