import { lazy, memo, Suspense, type ComponentType } from "react";

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
        <Code {...props} />
      </Suspense>
    );
  });
  return { Dialog, preload };
}
