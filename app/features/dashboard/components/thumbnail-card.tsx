import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import {
  thumbnailDownloadUrl,
  thumbnailImageUrl,
  thumbnailSrcSet,
  type ImageVariant,
} from "~/core/thumbnails/image-urls";
import { DownloadLink } from "~/ui/download-link";
import { keepScroll } from "~/ui/static-island";
import { CardImage } from "~/ui/card-image";
import { DownloadMenu } from "~/ui/download-menu";
import type { DownloadOffers } from "~/core/plans/export-sizes-for-plan";

export interface ThumbnailSummary {
  id: string;
  title: string;
  niche: string | null;
  createdAt: number;
  revision: number;
  /** 1 when it has a layer document the editor can open. */
  editable: number | boolean;
}

/** The current address with one page state set (a dialog to open). */
export function withParam(pathname: string, search: string, name: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `${pathname}?${params}`;
}

const actionClass =
  "inline-flex items-center justify-center rounded-lg border border-border px-2.5 py-1.5 text-sm font-semibold hover:bg-muted";

/**
 * How wide a card is in the dashboard's grid (max-w-6xl, px-4; a 16rem side column and a 2rem gap
 * from lg; one column on a phone, two from sm, three from xl with 1rem gaps), so a phone picks the
 * 640 or 800 px image rather than 1280.
 */
export const thumbnailCardSizes =
  "(min-width: 1280px) 267px, (min-width: 1024px) calc(50vw - 10.5rem), (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)";

/**
 * One thumbnail: the image (sized for the grid; on a slow network after the page's code), title,
 * niche, date and its actions. A card below the first screens is neither laid out nor painted, nor
 * its image fetched, until it comes near the viewport (`render-when-near`,
 * docs/decisions/027-less-to-hydrate.md); the card already clips what it draws, so the paint
 * containment that brings costs nothing.
 */
export function ThumbnailCard({
  thumbnail,
  variant,
  offers,
}: {
  /** `createdOn` is the date as the server wrote it (the browser builds no date formatter). */
  thumbnail: ThumbnailSummary & { createdOn: string };
  variant: ImageVariant;
  /** The larger sizes the creator's plan downloads at (docs/product.md, Export sizes), from the loader. */
  offers: DownloadOffers;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const reference = `/thumbnail-expert?${new URLSearchParams({
    reference: thumbnail.id,
    prompt: t("dashboard.referencePrompt", { title: thumbnail.title }),
  })}`;
  return (
    <li
      className="render-when-near overflow-hidden rounded-xl border border-border bg-card"
      data-testid="thumbnail-card"
      data-id={thumbnail.id}
      data-created={thumbnail.createdAt}
    >
      <CardImage
        src={thumbnailImageUrl(thumbnail.id, 640, variant, thumbnail.revision)}
        srcSet={thumbnailSrcSet(thumbnail.id, variant, thumbnail.revision)}
        sizes={thumbnailCardSizes}
        width={1280}
        height={720}
        decoding="async"
        alt={thumbnail.title}
      />
      <div className="space-y-3 p-4">
        <div>
          <h3 className="font-semibold leading-snug">{thumbnail.title}</h3>
          <p className="text-sm text-muted-foreground">
            {[thumbnail.niche, t("dashboard.createdOn", { date: thumbnail.createdOn })]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <div
          role="group"
          aria-label={t("dashboard.actionsFor", { title: thumbnail.title })}
          className="flex flex-wrap gap-2"
        >
          {thumbnail.editable ? (
            <Link to={`/gerar/editor/${thumbnail.id}`} className={actionClass}>
              {t("dashboard.edit")}
            </Link>
          ) : null}
          <Link to={`/gerar/previa/${thumbnail.id}`} className={actionClass}>
            {t("dashboard.feedPreview")}
          </Link>
          <Link to={reference} className={actionClass}>
            {t("dashboard.useAsReference")}
          </Link>
          <Link
            to={withParam(pathname, search, "score", thumbnail.id)}
            preventScrollReset
            {...keepScroll}
            className={actionClass}
            data-testid="score-open"
          >
            {t("dashboard.score")}
          </Link>
          {variant === "wm" ? (
            <Link
              to={withParam(pathname, search, "download", thumbnail.id)}
              preventScrollReset
              {...keepScroll}
              className={actionClass}
            >
              {t("dashboard.download")}
            </Link>
          ) : (
            <DownloadLink href={thumbnailDownloadUrl(thumbnail.id)} className={actionClass}>
              {t("dashboard.download")}
            </DownloadLink>
          )}
          <DownloadMenu
            thumbnailId={thumbnail.id}
            title={thumbnail.title}
            offers={thumbnail.editable ? offers.editable : offers.fixed}
            className="basis-full"
          />
          <Link
            to={withParam(pathname, search, "delete", thumbnail.id)}
            preventScrollReset
            {...keepScroll}
            className={`${actionClass} text-destructive`}
          >
            {t("dashboard.delete")}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** What shows while the list streams in: 6 cards of the same size (docs/product.md, Dashboard). */
export function ThumbnailSkeletons() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p className="sr-only">{t("dashboard.loading")}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-xl border border-border"
            data-testid="thumbnail-skeleton"
          >
            <div className="aspect-video w-full animate-pulse bg-muted" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
