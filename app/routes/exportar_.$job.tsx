import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { getLanguage } from "~/core/i18n/i18next.server";
import { requireUser } from "~/core/auth/session.server";
import { createDb } from "~/core/db/client.server";
import { privatePageMeta } from "~/core/http/page-meta";
import { liveSinceNow } from "~/core/live/live-since";
import { useLiveRevalidation } from "~/core/live/use-live-revalidation";
import { thumbnailImageUrl } from "~/core/thumbnails/image-urls";
import { exportSizes } from "~/engines/render/export/export-sizes";
import { imageExportView } from "~/features/export/export-store.server";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { exportAction, exportField, exportFieldValue } from "~/ui/download-menu";
import { FormAlert } from "~/ui/forms";
import { RefreshWhilePending } from "~/ui/refresh-while-pending";
import { useHydrated } from "~/ui/use-hydrated";
import { megabytesLabel } from "~/core/i18n/labels.server";

/** Without JavaScript, the page reloads itself this often while the export runs. */
const pendingRefreshSeconds = 2;

/**
 * An export's progress (docs/product.md, Export sizes): live with JavaScript (the user's live
 * channel tells the page when the job changes), a page that refreshes itself every 2 s without.
 * Done, it offers the file (and with JavaScript starts the download once); failed or outdated, it
 * says so and offers to export again.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const since = liveSinceNow();
  const user = await requireUser(request, env);
  const view = await imageExportView(createDb(env.DB), user.id, params.job ?? "");
  if (!view) throw new Response("Not Found", { status: 404 });
  return {
    ...view,
    liveSince: since,
    preview: thumbnailImageUrl(view.thumbnailId, 640, view.variant, view.revision),
    download: `/exportar/${view.id}/baixar`,
    // The file's size as the page shows it, formatted here (no Intl in the browser).
    megabytes: view.bytes === null ? "" : megabytesLabel(await getLanguage(request), view.bytes),
  };
}

export default function ExportProgress() {
  const job = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const pending = job.status === "queued" || job.status === "running";
  const ready = job.status === "succeeded" && !job.outdated;
  useLiveRevalidation(job.liveSince, pending);
  const hydrated = useHydrated();
  const label = exportSizes[job.size].label;

  // With JavaScript the finished file downloads by itself, once per export in this tab.
  useEffect(() => {
    if (!ready) return;
    const seen = `export-downloaded:${job.id}`;
    if (sessionStorage.getItem(seen)) return;
    sessionStorage.setItem(seen, "1");
    const anchor = document.createElement("a");
    anchor.href = job.download;
    anchor.download = "";
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  }, [ready, job.id, job.download]);

  const { megabytes } = job;
  const again = (text: string) => (
    <Form method="post" action={exportAction}>
      <input type="hidden" name={exportField} value={exportFieldValue(job.thumbnailId, job.size)} />
      <button type="submit" className={primaryButton}>
        {text}
      </button>
    </Form>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <RefreshWhilePending pending={pending} seconds={pendingRefreshSeconds} />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t("export.title", { label })}</h1>
        <p className="text-muted-foreground">
          {t("export.lead", { title: job.title, width: job.width, height: job.height })}
        </p>
      </header>
      <img
        src={job.preview}
        width={1280}
        height={720}
        alt={job.title}
        className="aspect-video w-full rounded-xl bg-muted object-cover"
      />
      <section aria-live="polite" className="space-y-4" data-testid="export-status" data-status={job.status}>
        {pending ? (
          <div className="space-y-2">
            <progress
              className="h-3 w-full accent-primary"
              aria-label={t("export.processing", { label })}
              {...(job.progress > 0 ? { max: 100, value: job.progress } : {})}
            />
            <p className="text-sm font-semibold">
              {t("export.processing", { label })}
              {job.progress > 0 ? ` ${job.progress}%` : ""}
            </p>
            <noscript>
              <p className="text-sm">{t("export.processingNoScript")}</p>
            </noscript>
          </div>
        ) : null}
        {ready ? (
          <div className="space-y-3">
            <p className="font-semibold">{hydrated ? t("export.ready") : t("export.readyNoScript")}</p>
            <a href={job.download} download className={primaryButton}>
              {t("export.download", { label, size: megabytes })}
            </a>
          </div>
        ) : null}
        {job.status === "failed" ? (
          <FormAlert title={t("export.failedTitle")} messages={[job.error ?? "export.failedBody"]}>
            <div className="mt-3">{again(t("export.retry"))}</div>
          </FormAlert>
        ) : null}
        {job.status === "succeeded" && job.outdated ? (
          <div role="status" className="space-y-3 rounded-lg border border-border bg-card p-4">
            <p>{t("export.outdated")}</p>
            {again(t("export.exportAgain"))}
          </div>
        ) : null}
      </section>
      <Link to="/dashboard" className={secondaryButton}>
        {t("export.back")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "export", "Exportar — Miniatura");
