import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import type { QuickOptionView } from "~/features/generator/quick-page.server";
import { thumbnailImageUrl, thumbnailSrcSet, type ImageVariant } from "~/core/thumbnails/image-urls";
import type { DownloadOffers } from "~/core/plans/export-sizes-for-plan";
import { DownloadMenu } from "~/ui/download-menu";

/** How many options the export pack takes (YouTube's Test & Compare takes 2 or 3 thumbnails). */
export const packSize = { min: 2, max: 3 } as const;

const linkClass =
  "inline-flex items-center justify-center rounded-lg border border-border px-2.5 py-1.5 text-sm font-semibold hover:bg-muted";

/**
 * Step 3: each title's 4 options (already on the dashboard), each opening the editor or the feed
 * preview, and a pack of 2–3 of them to download for Test & Compare (a plain GET form, so it works
 * without JavaScript).
 */
export function QuickResults({
  jobId,
  sets,
  variant,
  offers,
  payload,
}: {
  jobId: string;
  sets: { title: string; options: QuickOptionView[] }[];
  variant: ImageVariant;
  /** Which larger sizes each option downloads at (docs/product.md, Export sizes), from the loader. */
  offers: DownloadOffers;
  payload: { niche: string; titles: string[]; template?: string };
}) {
  const { t } = useTranslation();
  const again = `/gerar?${new URLSearchParams({
    nicho: payload.niche,
    titulos: payload.titles.join("\n"),
    ...(payload.template ? { template: payload.template } : {}),
  })}`;
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">{t("generator.resultsTitle")}</h2>
          <p className="text-muted-foreground">{t("generator.resultsLead")}</p>
        </div>
        <Link to={again} className={secondaryButton}>
          {t("generator.newOptions")}
        </Link>
      </div>
      {sets.map((set, s) => (
        <Form
          key={s}
          method="get"
          action="/gerar/pacote"
          reloadDocument
          className="space-y-4"
          aria-labelledby={`set-${s}`}
          data-testid="option-set"
        >
          <input type="hidden" name="job" value={jobId} />
          <h3 id={`set-${s}`} className="text-lg font-semibold">
            {t("generator.setTitle", { title: set.title })}
          </h3>
          <ul className="grid gap-4 sm:grid-cols-2">
            {set.options.map((option, i) => {
              const label = t("generator.option", { n: option.number });
              return (
                <li
                  key={option.id}
                  className="overflow-hidden rounded-xl border border-border bg-card"
                  data-testid="option"
                  data-id={option.id}
                >
                  <img
                    src={thumbnailImageUrl(option.id, 640, variant, option.revision)}
                    srcSet={thumbnailSrcSet(option.id, variant, option.revision)}
                    // The grid's columns inside the page's max-w-5xl and px-4: one column on a phone, two from sm.
                    sizes="(min-width: 1024px) 488px, (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)"
                    width={1280}
                    height={720}
                    alt={`${label}: ${set.title}`}
                    className="aspect-video w-full bg-muted object-cover"
                  />
                  <div className="space-y-3 p-4">
                    <p className="font-semibold">
                      {label}
                      {option.style ? (
                        <span className="font-normal text-muted-foreground"> · {option.style}</span>
                      ) : null}
                      {option.template ? (
                        <span className="font-normal text-muted-foreground" data-testid="option-template">
                          {" "}
                          · {t("generator.template.optionFrom", { name: option.template })}
                        </span>
                      ) : null}
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      {option.editable ? (
                        <Link to={`/gerar/editor/${option.id}`} className={linkClass}>
                          {t("generator.edit")}
                        </Link>
                      ) : null}
                      <Link to={`/gerar/previa/${option.id}`} className={linkClass}>
                        {t("generator.feedPreview")}
                      </Link>
                      <label className="ml-auto inline-flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          name="ids"
                          value={option.id}
                          defaultChecked={i < packSize.max}
                          className="h-4 w-4 accent-primary"
                        />
                        {t("generator.pack.include")}
                      </label>
                    </div>
                    {/* Inside the pack's form: the sizes are its buttons, aimed at /exportar. */}
                    <DownloadMenu
                      thumbnailId={option.id}
                      title={`${label}: ${set.title}`}
                      offers={option.editable ? offers.editable : offers.fixed}
                      nestedInForm
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="rounded-xl border border-border bg-muted/40 p-4">
            <p className="font-semibold">{t("generator.pack.title")}</p>
            <p className="text-sm text-muted-foreground">{t("generator.pack.lead")}</p>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="pack-size-note">
              {t("export.packNote")}
            </p>
            {variant === "wm" ? (
              <p className="mt-1 text-sm text-muted-foreground">{t("generator.watermarkNote")}</p>
            ) : null}
            <button type="submit" className={`${primaryButton} mt-3`}>
              {t("generator.pack.download")}
            </button>
          </div>
        </Form>
      ))}
    </div>
  );
}
