import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { and, eq, inArray } from "drizzle-orm";
import { getSessionUser } from "~/core/auth/session.server";
import { packSize } from "~/features/generator/components/quick-results";
import { isUuid } from "~/features/expert/chat-schemas";
import { getServerT } from "~/core/i18n/i18next.server";
import { redirectWithToast } from "~/core/http/toast.server";
import { zipFiles } from "~/engines/media/zip";
import { downloadableJpeg } from "~/core/thumbnails/image-delivery.server";
import { downloadFileName } from "~/core/thumbnails/image-urls";
import { createDb } from "~/core/db/client.server";
import { watermarked } from "~/core/usage/current-usage.server";
import { thumbnails } from "~/core/db/schema";

/**
 * The export pack (GET /gerar/pacote?job=…&ids=…): 2 or 3 of the creator's thumbnails in one .zip,
 * ready for YouTube's Test & Compare (1280×720 JPEGs under 2 MB, watermarked on plans with the
 * watermark, like every download). A wrong choice goes back to the results with a message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await getSessionUser(request, env);
  if (!user) return new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const job = url.searchParams.get("job");
  const back = job && isUuid(job) ? `/gerar?job=${job}` : "/dashboard";
  const ids = [...new Set(url.searchParams.getAll("ids"))];
  const { t } = await getServerT(request);
  const refuse = (title: string) => redirectWithToast(request, env, back, { type: "error", title });
  if (ids.length < packSize.min || ids.length > packSize.max || !ids.every(isUuid))
    return refuse(t("generator.pack.invalid"));

  const db = createDb(env.DB);
  const [rows, withWatermark] = await Promise.all([
    db
      .select({
        id: thumbnails.id,
        title: thumbnails.title,
        imageUrl: thumbnails.imageUrl,
        revision: thumbnails.revision,
      })
      .from(thumbnails)
      .where(and(eq(thumbnails.userId, user.id), inArray(thumbnails.id, ids))),
    watermarked(db, user.id),
  ]);
  // Someone else's id is treated like an unknown one: not found, and nothing is read.
  if (rows.length !== ids.length) return new Response("Not Found", { status: 404 });
  try {
    const ordered = ids.map((id) => rows.find((row) => row.id === id)!);
    const files = [];
    for (const [i, row] of ordered.entries()) {
      const jpeg = await downloadableJpeg(env, context.media.imageTools, row, withWatermark);
      if (!jpeg) return refuse(t("generator.pack.failed"));
      // Named as a single download is, numbered.
      files.push({ name: downloadFileName(row.title, `-${i + 1}`).utf8, bytes: jpeg });
    }
    return new Response(zipFiles(files) as Uint8Array<ArrayBuffer>, {
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
