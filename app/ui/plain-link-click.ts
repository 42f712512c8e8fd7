/** What a click event tells about the button and keys (a DOM or a React mouse event). */
interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/**
 * The link of a plain left click (no modifier key, not already handled) that opens in this tab:
 * what the page may take over and send through the router. Null for any other click.
 */
export function plainLinkClick(event: ClickLike): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}
