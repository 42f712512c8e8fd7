import { lazyDialog } from "~/ui/lazy-dialog";

/**
 * The dashboard's "Nota" dialog (score-dialog.tsx) with its code loaded when it opens (`?score=<id>`),
 * not with the page: the score panel and the plans teaser are most of a dashboard visit's unused
 * JavaScript. Opened by a link, it is a page state the server renders in full, so it still works
 * without JavaScript (app/ui/lazy-dialog.tsx).
 */
export const { Dialog: ScoreDialog } = lazyDialog(() =>
  import("~/features/score/components/score-dialog").then((m) => m.ScoreDialog),
);
