/** A parse base that is never a real site: only its origin matters, to see whether a path leaves it. */
const probeOrigin = "http://redirect-check.invalid";

/**
 * A same-site path to return to after a form post, or the fallback. Every `redirectTo` goes through
 * here (login, language, theme, the back link of a sign-in wall), so a form can never send someone
 * off-site (docs/decisions/017-security-and-abuse.md).
 *
 * The value is resolved the way a browser would, and what comes back is that re-serialised path:
 * checking the raw text is not enough, since dot segments and backslashes can collapse into "//"
 * ("/.//evil.example" becomes "//evil.example", a protocol-relative address). So it is refused when
 * the raw value is not a rooted path, when resolving it changes the origin, and when the
 * re-serialised form starts with "//" or "/\". Control characters are refused outright: browsers
 * drop tabs and newlines from a URL before resolving it, and a newline cannot go in a Location header.
 * `adjust` may edit the parsed address (drop a parameter) before the checks.
 */
export function safeRedirectPath(target: unknown, fallback = "/", adjust?: (url: URL) => void): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\") ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(target)
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, probeOrigin);
  } catch {
    return fallback;
  }
  adjust?.(url);
  if (url.origin !== probeOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
