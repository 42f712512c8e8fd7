import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { MenuOffer } from "~/core/plans/export-sizes-for-plan";
import { exportSizes } from "~/engines/render/export/export-sizes";
import { Icon } from "~/ui/icon";

/** Where an export is asked for (app/routes/exportar.tsx); the field names a thumbnail and a size. */
export const exportAction = "/exportar";
export const exportField = "export";
export const exportFieldValue = (thumbnailId: string, size: string) => `${thumbnailId}:${size}`;

const itemClass =
  "flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-muted";

/**
 * The sizes a thumbnail downloads at (docs/product.md, Export sizes), after its 720p download (the
 * caller's own link, as before): each larger size the plan has is a POST to /exportar (a job, then
 * its progress page), a size above the plan is a link to the plans with a lock, and a thumbnail
 * without a layer document says why it stops at 720p. A <details> element, so it opens without
 * JavaScript. Inside another form (the generator's pack) the sizes are that form's submit buttons
 * aimed at /exportar, since forms cannot nest.
 */
export function DownloadMenu({
  thumbnailId,
  title,
  offers,
  nestedInForm = false,
  className = "",
}: {
  thumbnailId: string;
  title: string;
  /** From the loader (`downloadOffers`), so the page does not ship the plan catalog. */
  offers: MenuOffer[];
  nestedInForm?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const larger = offers.filter((offer) => offer.kind !== "direct");
  if (larger.length === 0) return null;
  const dims = (size: MenuOffer["size"]) =>
    t("export.sizeDims", { width: exportSizes[size].width, height: exportSizes[size].height });
  const exportButton = (offer: MenuOffer) => {
    const label = t("export.exportAt", { label: exportSizes[offer.size].label });
    const content = (
      <>
        <span className="font-semibold">{label}</span>
        <span className="text-xs text-muted-foreground">{dims(offer.size)}</span>
      </>
    );
    return nestedInForm ? (
      <button
        type="submit"
        formAction={exportAction}
        formMethod="post"
        name={exportField}
        value={exportFieldValue(thumbnailId, offer.size)}
        className={itemClass}
      >
        {content}
      </button>
    ) : (
      <Form method="post" action={exportAction}>
        <input type="hidden" name={exportField} value={exportFieldValue(thumbnailId, offer.size)} />
        <button type="submit" className={itemClass}>
          {content}
        </button>
      </Form>
    );
  };
  return (
    <details className={`group relative ${className}`} data-testid="download-menu">
      <summary className="inline-flex cursor-pointer list-none items-center justify-center rounded-lg border border-border px-2.5 py-1.5 text-sm font-semibold hover:bg-muted">
        {t("export.menu")}
        <Icon name="chevron-down" className="ml-1 h-4 w-4 group-open:rotate-180" />
      </summary>
      <ul
        aria-label={t("export.menuLabel", { title })}
        className="mt-2 min-w-56 space-y-1 rounded-lg border border-border bg-card p-1 shadow-lg"
      >
        {larger.map((offer) => (
          <li key={offer.size} data-size={offer.size} data-kind={offer.kind}>
            {offer.kind === "export" ? (
              exportButton(offer)
            ) : offer.kind === "locked" ? (
              <Link to="/assinatura" className={itemClass}>
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="lock" className="h-3.5 w-3.5" />
                  {t("export.locked", {
                    label: exportSizes[offer.size].label,
                    plan: offer.planName,
                  })}
                </span>
                <span className="text-xs text-muted-foreground">{dims(offer.size)}</span>
              </Link>
            ) : (
              <p className="px-3 py-2 text-sm text-muted-foreground">
                {t("export.needsDocument", { label: exportSizes[offer.size].label })}
              </p>
            )}
          </li>
        ))}
        {larger.some((offer) => offer.kind === "needs-document") ? (
          <li className="px-3 pb-2 text-xs text-muted-foreground">{t("export.needsDocumentNote")}</li>
        ) : larger.some((offer) => offer.kind === "export") ? (
          <li className="px-3 pb-2 text-xs text-muted-foreground">{t("export.free")}</li>
        ) : null}
      </ul>
    </details>
  );
}
