/**
 * Cross-site request forgery: a form on another site can make a creator's browser POST here with
 * their session cookie (SameSite=Lax stops most of it, not all: same-site subdomains, old browsers).
 * Browsers say where a request comes from: `Origin` on every POST, `Sec-Fetch-Site` on every
 * request. A write is refused when either names another site. A request with neither is not from a
 * browser that could carry a creator's cookies on someone else's behalf (curl, a provider's
 * webhook), so it goes on to the route's own checks.
 */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  // "null" (a sandboxed frame, a file, some privacy redirects) is never our site.
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
}
