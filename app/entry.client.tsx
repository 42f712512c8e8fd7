import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdEventsUntilHydrated } from "~/ui/hold-events-until-hydrated";
import { hydratedEvent } from "~/ui/paint-first";
import { keepTypedValues } from "~/ui/replay-typed-values";
import { endFirstHydration } from "~/ui/static-island";

const releaseEvents = holdEventsUntilHydrated();
const replayTypedValues = keepTypedValues();

/**
 * Once the whole tree has hydrated: React gets the events it was held from, and what was typed
 * meanwhile reaches the components (replayTypedValues), a static island that mounts from now on is a
 * client render (endFirstHydration), and <html> carries data-hydrated, so anything
 * watching the page (the e2e suite, a style) can tell it is interactive.
 */
function markHydrated() {
  endFirstHydration();
  releaseEvents();
  replayTypedValues();
  document.documentElement.dataset.hydrated = "";
  dispatchEvent(new Event(hydratedEvent));
}

/** Renders nothing of its own; its effect runs once the whole tree has hydrated. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(markHydrated, []);
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
