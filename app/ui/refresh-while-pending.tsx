/**
 * Without JavaScript, a page whose work is still running reloads itself every `seconds` (a
 * `<meta http-equiv="refresh">` inside `<noscript>`, so pages with JavaScript wait for the live
 * update instead). Renders nothing once the work is done.
 */
export function RefreshWhilePending({ pending, seconds }: { pending: boolean; seconds: number }) {
  if (!pending) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
