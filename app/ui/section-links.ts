import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { plainLinkClick } from "~/ui/plain-link-click";

/**
 * The section a plain left click on a link jumps to, when the link goes to another section of the
 * page already shown (`#usage`, the terms' contents, the skip link, the header's `/#planos` on `/`).
 */
function sectionJump(event: MouseEvent): { hash: string; again: boolean; target: HTMLElement | null } | null {
  const link = plainLinkClick(event);
  if (link === null) return null;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  if (!url.hash) return null;
  return {
    hash: url.hash,
    // The section already in the address: scrolled to again, with no new history entry (as a <Link>).
    again: url.hash === here.hash,
    target: document.getElementById(decodeURIComponent(url.hash.slice(1))),
  };
}

/** Moves focus to the section, as a screen reader or keyboard user expects after the jump. */
function focusSection(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
}

/**
 * Sends same-page section links through the router, page-wide, with one click listener on the window
 * (after React's own handlers, so a `<Link>` or a static island that already took the click is left
 * alone). The browser's own jump adds a history entry the router did not make: the router reads it
 * as a move back to an entry it knows, and its scroll restoration puts back that entry's position,
 * so the page went to the top or stayed where it was instead of reaching the section (from the second
 * jump on, or on a link to the section already in the address). Through the router, the scroll restoration scrolls to the section itself.
 */
export function useSectionLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const jump = sectionJump(event);
      if (jump === null) return;
      event.preventDefault();
      navigate(jump.hash, { replace: jump.again });
      if (jump.target) focusSection(jump.target);
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
