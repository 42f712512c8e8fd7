import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { replayTypedValues } from "~/ui/replay-typed-values";

/**
 * A dialog whose code (and its conform + zod) is downloaded when it opens, not with the page:
 * the feedback and rename dialogs are 83–98 % unused on the pages that offer them.
 *
 * The server waits for the whole page (entry.server awaits `allReady`), so a document with the
 * dialog open (`?feedback=1`) still carries it in full and works without JavaScript. In the browser
 * React keeps that server HTML, with whatever was typed into it, until the code has arrived and then
 * hydrates it. The boundary is memoised so the page's own re-renders (the live status) do not count
 * as an update to it, which would make React drop the server HTML while the code is on its way.
 * `preload` starts the download early, e.g. when the link that opens the dialog is hovered.
 *
 * What was typed into the server's dialog before its code arrived is handed to the dialog's
 * components once it has hydrated (app/ui/replay-typed-values.ts), as the rest of the page's fields
 * are at the page's hydration: its counter and its validation follow the typed text.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => (loading ??= load());
  // `lazy` widens the props with a ref; the dialogs take none.
  const Code = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<Props>;
  const Dialog = memo(function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <ReplayTyped>
          <Code {...props} />
        </ReplayTyped>
      </Suspense>
    );
  });
  return { Dialog, preload };
}

/**
 * Inside the dialog's boundary, so its effect runs once the dialog's code has loaded and it has
 * hydrated. `display: contents` keeps the wrapper out of the layout.
 */
function ReplayTyped({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) replayTypedValues(ref.current);
  }, []);
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}
