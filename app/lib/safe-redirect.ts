/**
 * A same-site path to return to after a form post, or the fallback. Refuses absolute URLs and
 * protocol-relative paths ("//evil.example"), so a form can never send someone off-site.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  return target;
}
