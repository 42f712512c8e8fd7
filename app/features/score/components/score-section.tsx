import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { ScorePanel, type ApplyMode } from "~/features/score/components/score-panel";
import { ScoreTeaser } from "~/features/score/components/score-teaser";
import type { ScoreResult } from "~/features/score/score-result";

/**
 * The score beside a thumbnail being looked at (the editor, the feed preview; docs/product.md,
 * Performance AI): streamed in while the page shows (a document request waits for it, so it is
 * there without JavaScript), or the way to the plans.
 */
export function ScoreSection({
  thumbnailId,
  editable,
  locked,
  draft,
  score,
  apply,
  editorQuery,
  layerHref,
}: {
  thumbnailId: string;
  editable: boolean;
  locked: string | null;
  draft: boolean;
  score: Promise<ScoreResult | null> | null;
  apply: ApplyMode;
  editorQuery?: URLSearchParams;
  layerHref?: (layerId: string) => string;
}) {
  const { t } = useTranslation();
  if (locked === null && score === null) return null;
  return (
    <section
      aria-labelledby="score-title"
      className="space-y-3 rounded-xl border border-border p-4"
      data-testid="score-section"
    >
      <h2 id="score-title" className="font-semibold">
        {locked !== null ? t("scorePanel.locked.title") : t("scorePanel.editorTitle")}
      </h2>
      {locked !== null ? (
        <ScoreTeaser plans={locked} />
      ) : (
        <Suspense
          fallback={
            <p className="text-sm text-muted-foreground" role="status">
              {t("scorePanel.updating")}
            </p>
          }
        >
          <Await resolve={score}>
            {(result) =>
              result ? (
                <div aria-live="polite">
                  <ScorePanel
                    score={result.score}
                    opinion={result.opinion}
                    thumbnailId={thumbnailId}
                    editable={editable}
                    apply={apply}
                    editorQuery={editorQuery}
                    layerHref={layerHref}
                    draft={draft}
                  />
                </div>
              ) : (
                <p role="alert" className="text-sm">
                  {t("scorePanel.unavailable")}
                </p>
              )
            }
          </Await>
        </Suspense>
      )}
    </section>
  );
}
