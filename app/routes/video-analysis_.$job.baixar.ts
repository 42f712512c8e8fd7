import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { serveVideoThumbnail } from "~/features/video/video-analysis.server";
import { createDb } from "~/core/db/client.server";

/** The thumbnail a video analysis made, as thumbnail-{timestamp}.png, to its owner only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  return serveVideoThumbnail(
    env,
    context.media.imageTools,
    createDb(env.DB),
    user?.id ?? null,
    params.job ?? "",
  );
}
