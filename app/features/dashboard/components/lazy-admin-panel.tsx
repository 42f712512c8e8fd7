import { lazyDialog } from "~/ui/lazy-dialog";

/**
 * The admin's overview (admin-panel.tsx) with its code loaded only on an admin's dashboard: no
 * creator downloads it. The server renders it in full, and the browser keeps that HTML until the
 * code has arrived (app/ui/lazy-dialog.tsx, which does the same for dialogs).
 */
export const { Dialog: AdminPanel } = lazyDialog(() =>
  import("~/features/dashboard/components/admin-panel").then((m) => m.AdminPanel),
);
