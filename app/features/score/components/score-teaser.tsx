import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { primaryButton } from "~/ui/button-styles";

/**
 * An illustration of what the score shows, drawn for the plans without it: made-up numbers,
 * labelled "Exemplo" / "Example", never a thumbnail's real score.
 */
const sample = [
  { id: "legibility", score: 92 },
  { id: "contrast", score: 78 },
  { id: "clutter", score: 54 },
] as const;

/**
 * The score for the plans without it (docs/product.md, Performance AI): what it does, an example
 * of what it shows, which plans include it (named from the catalog) and the way to the plans.
 */
export function ScoreTeaser({ plans }: { plans: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="score-locked">
      <p className="text-sm">{t("scorePanel.locked.body")}</p>
      <figure className="rounded-lg border border-dashed border-border p-3" aria-labelledby="score-sample">
        <figcaption id="score-sample" className="text-xs font-semibold uppercase text-muted-foreground">
          {t("scorePanel.locked.sample")}
        </figcaption>
        <p className="mt-1 text-2xl font-black text-amber-700 dark:text-amber-400">
          74<span className="text-sm text-muted-foreground">/100</span>
        </p>
        <ul className="mt-2 space-y-1 text-sm">
          {sample.map((sub) => (
            <li key={sub.id} className="flex justify-between gap-2">
              <span>{t(`score.names.${sub.id}`)}</span>
              <span className="tabular-nums font-semibold">{sub.score}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs">
          <span className="font-semibold">{t("scorePanel.fixTitle")}: </span>
          {t("scorePanel.locked.sampleFix")}
        </p>
      </figure>
      <p className="text-sm font-semibold">{t("scorePanel.locked.plans", { plans })}</p>
      <Link to="/assinatura" className={primaryButton} data-testid="score-plans-link">
        {t("scorePanel.locked.cta")}
      </Link>
    </div>
  );
}
