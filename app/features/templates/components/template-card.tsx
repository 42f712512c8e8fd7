import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { Language } from "~/core/i18n/config";
import type { TemplateCardView } from "~/features/templates/templates-page.server";
import { templatePreviewSrc, templatePreviewSrcSet } from "~/features/templates/template-preview-url";
import { CardImage } from "~/ui/card-image";
import { Icon } from "~/ui/icon";

/**
 * One template in the library's grid: its real preview (320 px on a phone, 640 px where the card
 * is wider or the screen denser), its name, what it is for, whether it is basic or premium, and
 * either the way to use it or, locked, the way to the plans.
 */
export function TemplateCard({
  card,
  language,
  version,
  styleLabel,
}: {
  card: TemplateCardView;
  language: Language;
  version: string;
  styleLabel: string;
}) {
  const { t } = useTranslation();
  const { id, tier, niche, colour } = card;
  const nameId = `template-${id}-name`;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
      data-testid="template-card"
      data-template={id}
      data-tier={tier}
      aria-labelledby={nameId}
    >
      <div className="relative">
        <CardImage
          src={templatePreviewSrc(id, language, 320, version)}
          srcSet={templatePreviewSrcSet(id, language, version)}
          sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
          width={320}
          height={180}
          decoding="async"
          alt={t("templates.page.previewAlt", { name: card.name })}
        />
        <span
          className={`absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-bold ${
            tier === "premium" ? "bg-amber-300 text-black" : "bg-white text-black"
          }`}
          data-testid="template-tier"
        >
          {card.locked ? <Icon name="lock" className="mr-1 inline h-3 w-3 align-[-0.125em]" /> : null}
          {t(`templates.page.tiers.${tier}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={nameId} className="font-bold">
          {card.name}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t(`templates.niches.${niche}`)} · {styleLabel} · {t(`templates.colours.${colour}`)}
        </p>
        <div className="mt-auto pt-1">
          {card.locked ? (
            <p className="text-sm" data-testid="template-locked">
              {t("templates.page.lockedNote")}{" "}
              <Link to="/assinatura" className="font-semibold text-primary underline underline-offset-4">
                {t("templates.page.seePlans")}
              </Link>
            </p>
          ) : (
            <Link
              to={`/gerar?template=${encodeURIComponent(id)}`}
              className="inline-flex w-full items-center justify-center rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-primary-foreground hover:opacity-90"
              aria-describedby={nameId}
              data-testid="use-template"
            >
              {t("templates.page.use")}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
