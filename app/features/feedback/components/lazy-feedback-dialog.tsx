import { lazyDialog } from "~/ui/lazy-dialog";

/**
 * The feedback dialog (feedback-dialog.tsx) as the dashboard shows it: its code, with conform and
 * zod, loads when it opens (`?feedback=1`); the link that opens it starts the download when it is
 * hovered or focused.
 */
export const { Dialog: FeedbackDialog, preload: preloadFeedbackDialog } = lazyDialog(() =>
  import("~/features/feedback/components/feedback-dialog").then((m) => m.FeedbackDialog),
);
