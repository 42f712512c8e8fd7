import { createContext, useContext, type ReactNode } from "react";

/**
 * This response's Content-Security-Policy nonce, from entry.server to the root's `<Scripts>` and
 * `<ScrollRestoration>`. Browsers hide nonce attributes from scripts, so in the browser it is empty,
 * which is what the already-running scripts need.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce() {
  return useContext(NonceContext);
}
