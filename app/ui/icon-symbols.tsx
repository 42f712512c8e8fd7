import { createContext, useContext, useState, type ReactNode } from "react";

/**
 * The icon sprite's symbols, inline at the top of every page, for `<Icon>` to reference by fragment
 * (`<use href="#lock">`). A sprite in its own file cost each page a second SVG document to fetch,
 * parse and lay out on the main thread (docs/decisions/029-svg-icons.md). The server passes the
 * symbols in from entry.server (icon-symbols.server.ts), so they are not in any JavaScript; in the
 * browser the element keeps the markup the server sent, read from the DOM once, as React hydrates.
 */
const IconSymbolsContext = createContext<string | null>(null);

export function IconSymbolsProvider({ symbols, children }: { symbols: string; children: ReactNode }) {
  return <IconSymbolsContext.Provider value={symbols}>{children}</IconSymbolsContext.Provider>;
}

const iconSymbolsId = "icon-symbols";

export function IconSymbols() {
  const fromServer = useContext(IconSymbolsContext);
  const [symbols] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined" ? "" : (document.getElementById(iconSymbolsId)?.innerHTML ?? "")),
  );
  return (
    <svg
      id={iconSymbolsId}
      aria-hidden="true"
      width="0"
      height="0"
      className="absolute"
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
