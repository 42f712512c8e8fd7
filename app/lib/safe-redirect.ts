/**
 * A same-site path to return to after a form post, or the fallback. Refuses absolute URLs and
 * protocol-relative paths ("//evil.example"), so a form can never send someone off-site. Control
 * characters are refused too: browsers drop tabs and newlines from a URL before resolving it, so
 * "/\t/evil.example" would be "//evil.example" (and a newline cannot go in a Location header).
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
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
  return target;
}
