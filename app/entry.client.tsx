import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdEventsUntilHydrated } from "~/lib/hold-events-until-hydrated";

const release = holdEventsUntilHydrated();

/** Renders nothing of its own; its effect runs once the whole tree has hydrated. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(release, []);
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
