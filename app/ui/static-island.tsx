import { useNavigate } from "@remix-run/react";
import { useState, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";

/**
 * A static island: a part of a server-rendered page with nothing interactive inside, which React
 * does not hydrate (docs/decisions/027-less-to-hydrate.md). The server renders `children` as usual.
 * During the first hydration the browser renders the same element with the server's own inner HTML
 * as `dangerouslySetInnerHTML`: React treats such an element as a leaf, so it never walks, matches
 * or attaches itself to the nodes inside, and since the string is the DOM's own, the page stays the
 * same even if React has to client-render instead. After hydration (a client navigation to the
 * page, or `contentKey` changing, e.g. the language switch) it renders `children` like any element.
 *
 * Links inside keep client-side navigation through one delegated click handler on the island.
 */
type IslandTag = "section" | "div" | "ul" | "footer";

interface StaticIslandProps extends HTMLAttributes<HTMLElement> {
  /** Names the island in the DOM (`data-island`); unique on the page. */
  name: string;
  /** What the content depends on (the language): when it changes, React renders the children. */
  contentKey: string;
  as?: IslandTag;
  children: ReactNode;
}

/** The inner HTML the server sent for this island, or null when this is not the first hydration. */
function serverHtml(name: string): string | null {
  if (typeof document === "undefined") return null;
  // entry.client marks <html data-hydrated> once the first hydration is done.
  if (document.documentElement.hasAttribute("data-hydrated")) return null;
  return document.querySelector(`[data-island="${CSS.escape(name)}"]`)?.innerHTML ?? null;
}

/** A plain left click on a same-origin link, which the browser would otherwise load in full. */
function inAppHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = (event.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  // Another site, mailto:, or a #fragment (the browser scrolls, or loads the page, as it always has).
  if (url.origin !== window.location.origin || url.hash) return null;
  return url.pathname + url.search + url.hash;
}

export function StaticIsland({
  name,
  contentKey,
  as: Tag = "section",
  children,
  ...rest
}: StaticIslandProps) {
  const navigate = useNavigate();
  const [fromServer] = useState(() => {
    const html = serverHtml(name);
    return html === null ? null : { html, contentKey };
  });
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const to = inAppHref(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  if (fromServer && fromServer.contentKey === contentKey) {
    return (
      <Tag
        key="server"
        {...rest}
        data-island={name}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: fromServer.html }}
      />
    );
  }
  return (
    <Tag key="client" {...rest} data-island={name} onClick={onClick}>
      {children}
    </Tag>
  );
}
