/**
 * Runs `work` once the browser is idle, or after `withinMs` at the latest (requestIdleCallback's
 * timeout); where there is no requestIdleCallback (Safari), in the next task. Returns its cancel.
 */
export function whenIdle(work: () => void, withinMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: withinMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}
