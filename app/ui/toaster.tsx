import { useEffect, useState } from "react";
import { useTranslation } from "~/core/i18n/use-translation";
import { onClientToast } from "~/ui/client-toast";
import type { Toast } from "~/core/http/toast";
import { useHydrated } from "~/ui/use-hydrated";
import { Icon } from "~/ui/icon";

const autoDismissMs = 6000;

/**
 * The flash message of the last action, rendered on the server into a live region so screen
 * readers announce it. With JavaScript it can be dismissed and goes away by itself.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState<Toast | null>(toast);

  // A new toast replaces the shown one; data reloaded without a toast (a live update, say) leaves
  // the shown one in place until it times out or is dismissed.
  useEffect(() => {
    if (toast) setVisible(toast);
  }, [toast]);

  useEffect(() => onClientToast(setVisible), []);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(null), autoDismissMs);
    return () => clearTimeout(timer);
  }, [visible]);

  const tone =
    visible?.type === "error"
      ? "border-destructive bg-destructive text-destructive-foreground"
      : visible?.type === "success"
        ? "border-success bg-card"
        : "border-border bg-card";

  return (
    <div
      aria-live="polite"
      aria-label={t("toast.region")}
      role="region"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
    >
      {visible ? (
        <div
          role={visible.type === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${tone}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{visible.title}</p>
            {visible.description ? <p className="mt-1 text-sm opacity-90">{visible.description}</p> : null}
          </div>
          <DismissButton label={t("toast.dismiss")} onDismiss={() => setVisible(null)} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Only with JavaScript (nothing to dismiss without it). Its own component, so that a page without a
 * toast has nothing that renders again once the page has hydrated.
 */
function DismissButton({ label, onDismiss }: { label: string; onDismiss: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={onDismiss}
      className="rounded p-1 opacity-70 hover:opacity-100"
      aria-label={label}
    >
      <Icon name="x" />
    </button>
  );
}
