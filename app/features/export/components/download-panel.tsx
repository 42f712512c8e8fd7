import { useTranslation } from "~/core/i18n/use-translation";
import type { MenuOffer } from "~/core/plans/export-sizes-for-plan";
import { thumbnailDownloadUrl } from "~/core/thumbnails/image-urls";
import { DownloadLink } from "~/ui/download-link";
import { DownloadMenu } from "~/ui/download-menu";

const linkClass =
  "inline-flex items-center justify-center rounded-lg border border-border px-2.5 py-1.5 text-sm font-semibold hover:bg-muted";

/**
 * The editor's downloads (docs/product.md, Export sizes): the saved thumbnail at 720p, as every
 * download place has it, and the larger sizes the plan has.
 */
export function DownloadPanel({
  thumbnailId,
  title,
  offers,
  watermarked,
}: {
  thumbnailId: string;
  title: string;
  offers: MenuOffer[];
  watermarked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="download-panel-title"
      className="space-y-3 rounded-xl border border-border bg-card p-4"
      data-testid="download-panel"
    >
      <h2 id="download-panel-title" className="font-semibold">
        {t("export.heading")}
      </h2>
      <div className="flex flex-wrap items-start gap-2">
        <DownloadLink href={thumbnailDownloadUrl(thumbnailId)} className={linkClass}>
          {t("export.download720")}
        </DownloadLink>
        <DownloadMenu thumbnailId={thumbnailId} title={title} offers={offers} />
      </div>
      {watermarked ? <p className="text-xs text-muted-foreground">{t("export.watermarkNote")}</p> : null}
    </section>
  );
}
