import type { Toast } from "~/core/http/toast";

/**
 * Toasts raised in the browser (a download finished or failed), shown by the same Toaster as the
 * server's flash messages.
 */
type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();

export function showClientToast(toast: Toast) {
  for (const listener of listeners) listener(toast);
}

export function onClientToast(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
