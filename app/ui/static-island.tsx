import { useNavigate, useSubmit } from "@remix-run/react";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { plainLinkClick } from "~/ui/plain-link-click";

/**
 * A static island: a part of a server-rendered page with nothing interactive inside, which React
 * does not hydrate (docs/decisions/027-less-to-hydrate.md). The server renders `children` as usual.
 * During the first hydration the browser renders the same element with the server's own inner HTML
 * as `dangerouslySetInnerHTML`: React treats such an element as a leaf, so it never walks, matches
 * or attaches itself to the nodes inside, and since the string is the DOM's own, the page stays the
 * same even if React has to client-render instead. After hydration (a client navigation to the
 * page, or `contentKey` changing, e.g. the language switch) it renders `children` like any element.
 *
 * Links inside keep client-side navigation through one delegated click handler on the island (a
 * link marked `data-keep-scroll` keeps the scroll position, as `preventScrollReset` would), and
 * forms are submitted through Remix by one delegated submit handler, so a form inside an island
 * behaves as a Remix <Form> would. A caller's own `onClick` runs first; if it prevents the default,
 * the island leaves the click alone.
 */
type IslandTag = "section" | "div" | "ul" | "footer" | "aside";

/** Put on a link inside an island to keep the scroll position when it navigates. */
export const keepScroll = { "data-keep-scroll": "" } as const;

interface StaticIslandProps extends HTMLAttributes<HTMLElement> {
  /** Names the island in the DOM (`data-island`); unique on the page. */
  name: string;
  /** What the content depends on (the language): when it changes, React renders the children. */
  contentKey: string;
  as?: IslandTag;
  children: ReactNode;
}

/** The island named `name` on the page. */
function islandElement(name: string): Element | null {
  return document.querySelector(`[data-island="${CSS.escape(name)}"]`);
}

/** The inner HTML the server sent for this island. */
function serverHtml(name: string): string | null {
  if (typeof document === "undefined") return null;
  return islandElement(name)?.innerHTML ?? null;
}

const subscribeToNothing = () => () => {};

/** True until the page's first hydration is over (entry.client.tsx ends it). */
let firstHydration = true;

/** Called once the whole page has hydrated: from then on, an island mounting is a client render. */
export function endFirstHydration() {
  firstHydration = false;
}

/**
 * True while React hydrates this component (it reads the server snapshot only then), false in any
 * client render after the page's first hydration. Unlike <html data-hydrated>, this also holds for an
 * island inside a Suspense boundary that hydrates after the rest of the page (the dashboard's
 * streamed list).
 *
 * The client snapshot stays true until the first hydration is over, rather than false from the
 * start: React compares it with the server's once the island has hydrated, and a difference makes it
 * render every island again, in a synchronous pass of its own, for a value nothing reads any more
 * (docs/decisions/027-less-to-hydrate.md). A client render before then (React giving up on
 * hydrating part of the page) takes the server's HTML from the DOM, so the page stays the same.
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => firstHydration,
    () => true,
  );

/** A plain left click on a same-origin link, which the browser would otherwise load in full. */
function inAppLink(event: MouseEvent<HTMLElement>): { to: string; keepScroll: boolean } | null {
  const link = plainLinkClick(event);
  if (link === null || !event.currentTarget.contains(link)) return null;
  const url = new URL(link.href);
  // Another site, or mailto: the browser's own.
  if (url.origin !== window.location.origin) return null;
  // A link to a section: on this page, the page-wide section links take it (app/ui/section-links.ts);
  // on another page, the browser loads that page and scrolls to the section. Not through the router:
  // it scrolls once, to where the section is while the landing's lower sections are still
  // placeholders (`render-when-near`), and on a phone the section then lands a screen or more lower.
  // The browser's own load keeps the section in view while the page settles
  // (tests/e2e/phone-layout.spec.ts, the header menu).
  if (url.hash) return null;
  return { to: url.pathname + url.search, keepScroll: link.hasAttribute("data-keep-scroll") };
}

/** A same-origin form post or get, which the browser would otherwise load in full. */
function inAppForm(event: FormEvent<HTMLElement>): HTMLFormElement | null {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return null;
  if (form.target && form.target !== "_self") return null;
  return new URL(form.action, window.location.href).origin === window.location.origin ? form : null;
}

/** Layout effects only in the browser (React warns about them while rendering on the server). */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A focusable control told apart by what it is and what it does: a link by where it goes, a named
 * button by the name and value it submits (the language menu's buttons change their words with the
 * language they switch to), anything else by what it says; `index` tells apart twins (the header's
 * phone menu repeats its links).
 */
interface ControlIdentity {
  tag: string;
  identity: string;
  index: number;
}

function identityOf(element: Element): string {
  const href = element.getAttribute("href");
  if (href !== null) return `href:${href}`;
  const name = element.getAttribute("name");
  if (name) return `name:${name}=${element.getAttribute("value") ?? ""}`;
  return `text:${element.textContent ?? ""}`;
}

/** The controls inside the island with the same tag and identity as `element`'s, in order. */
function twinsOf(island: Element, tag: string, identity: string): Element[] {
  return [...island.querySelectorAll(tag)].filter((element) => identityOf(element) === identity);
}

/** The island's focused link or button, if focus is inside it. */
function focusedControl(name: string): ControlIdentity | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  const island = islandElement(name);
  if (!(active instanceof HTMLElement) || !island?.contains(active) || active === island) return null;
  const identity = identityOf(active);
  return { tag: active.tagName, identity, index: twinsOf(island, active.tagName, identity).indexOf(active) };
}

/** Which of the island's `<details>` menus are open, by position. */
function openMenus(name: string): number[] {
  if (typeof document === "undefined") return [];
  const menus = [...(islandElement(name)?.querySelectorAll("details") ?? [])];
  return menus.flatMap((menu, index) => (menu.open ? [index] : []));
}

function reopenMenus(name: string, open: number[]) {
  const menus = islandElement(name)?.querySelectorAll("details");
  for (const index of open) menus?.[index]?.setAttribute("open", "");
}

function sameControlIn(name: string, control: ControlIdentity): HTMLElement | null {
  const island = islandElement(name);
  const twin = island ? twinsOf(island, control.tag, control.identity)[control.index] : undefined;
  return twin instanceof HTMLElement ? twin : null;
}

export function StaticIsland({
  name,
  contentKey,
  as: Tag = "section",
  children,
  onClick: callerOnClick,
  ...rest
}: StaticIslandProps) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const hydrating = useHydrating();
  const [fromServer] = useState(() => {
    const html = hydrating ? serverHtml(name) : null;
    return html === null ? null : { html, contentKey };
  });
  const onClick = (event: MouseEvent<HTMLElement>) => {
    callerOnClick?.(event);
    const link = inAppLink(event);
    if (link === null) return;
    event.preventDefault();
    navigate(link.to, { preventScrollReset: link.keepScroll });
  };
  const onSubmit = (event: FormEvent<HTMLElement>) => {
    const form = inAppForm(event);
    if (form === null) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form,
    );
  };
  // Once React has rendered the children, it keeps them (never back to the first page's HTML).
  const rendered = useRef(false);
  const afterSwitch = useRef<{ focused: ControlIdentity | null; openMenus: number[] } | null>(null);
  useBrowserLayoutEffect(() => {
    const before = afterSwitch.current;
    afterSwitch.current = null;
    if (!before) return;
    reopenMenus(name, before.openMenus);
    if (before.focused) sameControlIn(name, before.focused)?.focus();
  });
  if (fromServer && !rendered.current && fromServer.contentKey === contentKey) {
    return (
      <Tag
        key="server"
        {...rest}
        data-island={name}
        onClick={onClick}
        onSubmit={onSubmit}
        dangerouslySetInnerHTML={{ __html: fromServer.html }}
      />
    );
  }
  // The switch from the server's HTML to React's own nodes replaces every element inside, so a
  // focused link or button would lose focus (and a dialog it opened could not give it back), and an
  // open `<details>` menu would close under the pointer (the header's language menu, whose choice is
  // what switches): remember both now, before the commit, and restore them right after.
  if (fromServer && !rendered.current)
    afterSwitch.current = { focused: focusedControl(name), openMenus: openMenus(name) };
  rendered.current = true;
  return (
    <Tag key="client" {...rest} data-island={name} onClick={onClick} onSubmit={onSubmit}>
      {children}
    </Tag>
  );
}
