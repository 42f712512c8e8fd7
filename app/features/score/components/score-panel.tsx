import { Form } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import type { SubScore, ThumbnailScore } from "~/engines/score/thumbnail-score";
import { encodeFix } from "~/features/score/score-fix";
import { scoreBand, type ScoreOpinion } from "~/features/score/score-result";
import { translateFix, translateMeasured } from "~/features/score/score-text";

const bandClass = {
  strong: "text-emerald-700 dark:text-emerald-400",
  fair: "text-amber-700 dark:text-amber-400",
  weak: "text-red-700 dark:text-red-400",
};

/** Where a fix's link goes: the editor, opened at the layer it concerns. */
export const layerEditorUrl = (thumbnailId: string, layerId: string, query?: URLSearchParams) => {
  const params = new URLSearchParams(query);
  params.set("layer", layerId);
  return `/gerar/editor/${thumbnailId}?${params}#layer-${layerId}`;
};

/**
 * How "Aplicar" works where the panel is shown: a POST that saves (the dashboard), a button of the
 * editor's form (fills the fields with JavaScript, a GET of the draft without), a link to the
 * editor with the fix in its address (the feed preview), or none.
 */
export type ApplyMode =
  | { kind: "post"; action: string; fields: Record<string, string>; pendingId?: string | null }
  | { kind: "editor"; form: string; onApply?: (layerId: string, fix: SubScore["fix"]) => boolean }
  | { kind: "link"; href: (layerId: string, encodedFix: string) => string }
  | { kind: "none" };

const smallButton =
  "inline-flex items-center justify-center rounded-lg border border-border px-2.5 py-1 text-sm font-semibold hover:bg-muted";

function FixActions({
  sub,
  thumbnailId,
  editable,
  apply,
  editorQuery,
  layerHref,
}: {
  sub: SubScore;
  thumbnailId: string;
  editable: boolean;
  apply: ApplyMode;
  editorQuery?: URLSearchParams;
  layerHref?: (layerId: string) => string;
}) {
  const { t } = useTranslation();
  const fix = sub.fix;
  if (!fix || !editable || !fix.layerId) return null;
  const layerId = fix.layerId;
  const patch = fix.patch;
  const onEditorClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (apply.kind === "editor" && apply.onApply?.(layerId, fix)) event.preventDefault();
  };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <a
        href={layerHref ? layerHref(layerId) : layerEditorUrl(thumbnailId, layerId, editorQuery)}
        className={smallButton}
        data-testid="fix-layer"
      >
        {t("scorePanel.goToLayer")}
      </a>
      {patch && apply.kind === "post" ? (
        <Form method="post" action={apply.action} preventScrollReset>
          {Object.entries(apply.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="subScore" value={sub.id} />
          <button
            type="submit"
            className={smallButton}
            data-testid="fix-apply"
            disabled={apply.pendingId === sub.id}
          >
            {apply.pendingId === sub.id ? t("scorePanel.applying") : t("scorePanel.apply")}
          </button>
        </Form>
      ) : null}
      {patch && apply.kind === "editor" ? (
        <button
          type="submit"
          form={apply.form}
          formMethod="get"
          name="fix"
          value={encodeFix(layerId, patch)}
          onClick={onEditorClick}
          className={smallButton}
          data-testid="fix-apply"
        >
          {t("scorePanel.apply")}
        </button>
      ) : null}
      {patch && apply.kind === "link" ? (
        <a
          href={apply.href(layerId, encodeFix(layerId, patch))}
          className={smallButton}
          data-testid="fix-apply"
        >
          {t("scorePanel.apply")}
        </a>
      ) : null}
    </div>
  );
}

/**
 * A thumbnail's score (docs/product.md, Performance AI): the 0–100, each sub-score with its name
 * and what was measured, in words, one fix per low one (a link to the layer it concerns and, when
 * it can be applied, "Aplicar"), and the vision model's second opinion when there is one.
 */
export function ScorePanel({
  score,
  opinion,
  thumbnailId,
  editable,
  apply,
  editorQuery,
  layerHref,
  headingLevel = 3,
  draft = false,
}: {
  score: ThumbnailScore;
  opinion: ScoreOpinion | null;
  thumbnailId: string;
  editable: boolean;
  apply: ApplyMode;
  editorQuery?: URLSearchParams;
  /** Where a fix's layer link goes (the editor itself: its fieldset on the same page). */
  layerHref?: (layerId: string) => string;
  headingLevel?: 2 | 3;
  draft?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const band = scoreBand(score.score);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const low = score.subScores.filter((sub) => sub.fix);
  return (
    <div className="space-y-4" data-testid="score-panel" data-score={score.score}>
      <div className="flex items-baseline gap-3">
        <p className={`text-4xl font-black tabular-nums ${bandClass[band]}`} data-testid="score-total">
          <span aria-hidden="true">{score.score}</span>
          <span className="sr-only">{t("scorePanel.scoreLabel", { score: score.score })}</span>
          <span aria-hidden="true" className="text-lg font-bold text-muted-foreground">
            /100
          </span>
        </p>
        <p className={`font-bold ${bandClass[band]}`}>{t(`scorePanel.bands.${band}`)}</p>
      </div>
      {draft ? <p className="text-xs text-muted-foreground">{t("scorePanel.draftNote")}</p> : null}
      <Heading className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t("scorePanel.subScoresTitle")}
      </Heading>
      <ul className="space-y-3">
        {score.subScores.map((sub) => (
          <li key={sub.id} data-testid="sub-score" data-id={sub.id} data-score={sub.score}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold">{t(`score.names.${sub.id}`)}</span>
              <span className={`tabular-nums font-bold ${bandClass[scoreBand(sub.score)]}`}>{sub.score}</span>
            </div>
            <meter
              min={0}
              max={100}
              low={60}
              high={80}
              optimum={100}
              value={sub.score}
              aria-label={t(`score.names.${sub.id}`)}
              className="mt-1 h-2 w-full"
            />
            <p className="text-xs text-muted-foreground" data-testid="sub-score-measured">
              {translateMeasured(t, sub, i18n.language)}
            </p>
            {sub.fix ? (
              <div className="mt-1 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="score-fix">
                <p>
                  <span className="font-semibold">{t("scorePanel.fixTitle")}: </span>
                  {translateFix(t, sub.fix, i18n.language)}
                </p>
                <FixActions
                  sub={sub}
                  thumbnailId={thumbnailId}
                  editable={editable}
                  apply={apply}
                  editorQuery={editorQuery}
                  layerHref={layerHref}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {low.length === 0 ? <p className="text-sm text-muted-foreground">{t("scorePanel.noFixes")}</p> : null}
      {opinion ? (
        <section className="rounded-lg border border-border p-3" data-testid="score-opinion">
          <Heading className="text-sm font-semibold">{t("scorePanel.opinionTitle")}</Heading>
          <p className="mt-1 text-sm">
            <span className="font-bold tabular-nums">
              {t("scorePanel.opinionScore", { score: opinion.score })}
            </span>
            {" · "}
            {opinion.summary}
          </p>
        </section>
      ) : null}
    </div>
  );
}
