import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/core/i18n/use-translation";

/**
 * A dialog that is a page state (`?feedback=1`, `?delete=<id>`…): rendered by the server, closed by a
 * link back to the page without that state, so it opens, closes and submits without JavaScript.
 */
export function Modal({
  id,
  title,
  lead,
  closeHref,
  role = "dialog",
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  closeHref: string;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // With JavaScript, the keyboard works as in any dialog: focus moves into it, Escape closes it,
  // and focus goes back to what opened it (the link that set the page state stays on the page).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A creator already typing in the dialog (it was painted open, before hydration) keeps their place.
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [closeHref, navigate]);
  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-black/50 p-4 sm:items-center">
      <div
        ref={dialog}
        tabIndex={-1}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={lead ? `${id}-lead` : undefined}
        className="w-full max-w-lg rounded-2xl bg-card p-6 text-card-foreground shadow-xl outline-none"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-bold">
              {title}
            </h2>
            {lead ? (
              <p id={`${id}-lead`} className="mt-1 text-sm text-muted-foreground">
                {lead}
              </p>
            ) : null}
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            className="rounded-lg px-2 py-1 text-sm font-semibold hover:bg-muted"
          >
            {t("dialog.close")}
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The current address without one of its page states (where a dialog's close link goes). */
export function withoutParam(pathname: string, search: string, name: string) {
  const params = new URLSearchParams(search);
  params.delete(name);
  return `${pathname}${params.size ? `?${params}` : ""}`;
}
