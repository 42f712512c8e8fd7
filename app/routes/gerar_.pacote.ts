import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSessionUser } from "~/core/auth/session.server";
import { packSize } from "~/features/generator/components/quick-results";
import { isUuid } from "~/core/db/ids";
import { findPackThumbnails, zipPack } from "~/features/generator/test-compare-pack.server";
import { getServerT } from "~/core/i18n/i18next.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { notFoundResponse } from "~/core/http/not-found.server";

/**
 * The export pack (GET /gerar/pacote?job=…&ids=…): 2 or 3 of the creator's thumbnails in one .zip,
 * ready for YouTube's Test & Compare (app/features/generator/test-compare-pack.server.ts). Signed
 * out or someone else's id is a 404; a wrong choice goes back to the results with a message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  if (!user) return notFoundResponse();
  const url = new URL(request.url);
  const job = url.searchParams.get("job");
  const back = job && isUuid(job) ? `/gerar?job=${job}` : "/dashboard";
  const ids = [...new Set(url.searchParams.getAll("ids"))];
  const { t } = await getServerT(request);
  const refuse = (title: string) => redirectWithToast(request, env, back, { type: "error", title });
  if (ids.length < packSize.min || ids.length > packSize.max || !ids.every(isUuid))
    return refuse(t("generator.pack.invalid"));

  const pack = await findPackThumbnails(env.DB, user.id, ids);
  if (!pack) return notFoundResponse();
  try {
    const zip = await zipPack(env, context.media.imageTools, pack);
    if (!zip) return refuse(t("generator.pack.failed"));
    return new Response(zip as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="miniatura-test-compare.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    console.error("generator: could not make the pack", error);
    return refuse(t("generator.pack.failed"));
  }
}
