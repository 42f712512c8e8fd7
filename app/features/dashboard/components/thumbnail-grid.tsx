import { useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { ImageVariant } from "~/core/thumbnails/image-urls";
import type { DownloadOffers } from "~/core/plans/export-sizes-for-plan";
import { ThumbnailCard, type ThumbnailSummary } from "~/features/dashboard/components/thumbnail-card";
import { downloadWithToast, isPlainClick } from "~/ui/download-link";
import { StaticIsland } from "~/ui/static-island";

/**
 * The dashboard's cards, as a static island (docs/decisions/027-less-to-hydrate.md, The dashboard):
 * on a document load React does not hydrate the cards (most of the page's elements); their links
 * and forms go through the island's delegated handlers, and a paid plan's download links through
 * this one. When anything the cards show changes (a live update, another page, a dialog's address,
 * the language), `contentKey` changes and React renders them as usual from then on.
 */
export function ThumbnailGrid({
  rows,
  variant,
  offers,
}: {
  rows: Array<ThumbnailSummary & { createdOn: string }>;
  variant: ImageVariant;
  /** The download menus' sizes for the creator's plan, from the loader. */
  offers: DownloadOffers;
}) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const contentKey = JSON.stringify([i18n.language, offers, variant, pathname, search, rows]);
  const download = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.("a[download]");
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void downloadWithToast(link.href, t);
  };
  return (
    <StaticIsland
      as="ul"
      name="thumbnails"
      contentKey={contentKey}
      onClick={download}
      className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {rows.map((thumbnail) => (
        <ThumbnailCard key={thumbnail.id} thumbnail={thumbnail} variant={variant} offers={offers} />
      ))}
    </StaticIsland>
  );
}
