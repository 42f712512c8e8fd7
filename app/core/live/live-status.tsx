import { useSyncExternalStore, type ReactNode } from "react";

/**
 * Whether the page's live channel is open, as a tiny store rather than component state: opening or
 * losing the socket re-renders only the <LiveStatus> that shows it, not the whole page that holds
 * the connection (docs/decisions/027-less-to-hydrate.md, The dashboard).
 */
export interface LiveStatusStore {
  connected(): boolean;
  subscribe(listener: () => void): () => void;
  set(connected: boolean): void;
}

export function createLiveStatusStore(): LiveStatusStore {
  let connected = false;
  const listeners = new Set<() => void>();
  return {
    connected: () => connected,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === connected) return;
      connected = next;
      for (const listener of listeners) listener();
    },
  };
}

const disconnectedOnTheServer = () => false;

/** Shows `children` while the live channel is open. */
export function LiveStatus({ status, children }: { status: LiveStatusStore; children: ReactNode }) {
  const connected = useSyncExternalStore(status.subscribe, status.connected, disconnectedOnTheServer);
  return connected ? children : null;
}
