import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import { Modal, withoutParam } from "~/ui/modal";
import { ScorePanel } from "~/features/score/components/score-panel";
import { ScoreTeaser } from "~/features/score/components/score-teaser";
import type { ScoreResult } from "~/features/score/score-result";

export type ScoreDialogState =
  | { kind: "locked"; plans: string }
  | { kind: "unavailable" }
  | { kind: "scored"; result: ScoreResult; editable: boolean };

/**
 * The dashboard's "Nota" dialog (`?score=<id>`, docs/product.md, Performance AI): a page state,
 * so it opens, applies a fix (a POST that saves a new revision) and shows the new score without
 * JavaScript.
 */
export function ScoreDialog({
  thumbnail,
  state,
}: {
  thumbnail: { id: string; title: string };
  state: ScoreDialogState;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const pendingId =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "apply-fix"
      ? String(navigation.formData.get("subScore"))
      : null;
  return (
    <Modal
      id="score"
      title={state.kind === "locked" ? t("scorePanel.locked.title") : t("scorePanel.title")}
      lead={state.kind === "locked" ? undefined : t("scorePanel.lead")}
      closeHref={withoutParam(pathname, search, "score")}
    >
      <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm font-semibold">{thumbnail.title}</p>
      <div className="mt-4 max-h-[60vh] overflow-y-auto pr-1">
        {state.kind === "locked" ? <ScoreTeaser plans={state.plans} /> : null}
        {state.kind === "unavailable" ? (
          <p role="alert" className="text-sm">
            {t("scorePanel.unavailable")}
          </p>
        ) : null}
        {state.kind === "scored" ? (
          <ScorePanel
            score={state.result.score}
            opinion={state.result.opinion}
            thumbnailId={thumbnail.id}
            editable={state.editable}
            apply={{
              kind: "post",
              action: `${pathname}${search}`,
              fields: { intent: "apply-fix", id: thumbnail.id },
              pendingId,
            }}
          />
        ) : null}
      </div>
    </Modal>
  );
}
