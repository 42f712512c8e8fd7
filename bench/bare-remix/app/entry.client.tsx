// The template's client entry, plus the app's hydration marker (app/entry.client.tsx) so the bench
// times both pages to the same event.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Hydrated>
        <RemixBrowser />
      </Hydrated>
    </StrictMode>,
  );
});
