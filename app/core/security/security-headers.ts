/**
 * The headers every response of the web Worker carries (workers/web.ts). Pages get a strict
 * Content-Security-Policy: scripts run only with this response's nonce (Remix's inline scripts get
 * it through the load context) or when a nonced script loads them ('strict-dynamic': the route
 * modules Remix imports), nothing may frame the site, and nothing is fetched from other origins
 * except YouTube's image host for the analyses' video thumbnails.
 */
export interface SecurityHeaderOptions {
  /** A fresh value per response (createNonce). */
  nonce: string;
  /** Strict-Transport-Security is sent only in production over HTTPS (not to localhost). */
  hsts: boolean;
  /** Origins pages may show images from besides their own (YouTube's image host). */
  imageOrigins: readonly string[];
}

/** 128 random bits, base64: unguessable for each response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({ nonce, imageOrigins }: Omit<SecurityHeaderOptions, "hsts">) {
  const images = ["'self'", "data:", "blob:", ...imageOrigins].join(" ");
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced module script import the route modules; browsers that know
    // it ignore the 'self' fallback, older ones use it. 'wasm-unsafe-eval' lets the photo cut-out
    // compile its WebAssembly (served from our assets) without allowing eval() of strings
    // (docs/decisions/022-creator-photo-as-hero.md, The cut-out in the browser).
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' 'wasm-unsafe-eval'`,
    // React writes style attributes (progress bars, editor layers), which a nonce cannot cover.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    // The compressor, the video tool and the chat's attachment preview read the creator's own files.
    "media-src 'self' blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // For browsers without frame-ancestors.
    "X-Frame-Options": "DENY",
    // No Cross-Origin-Opener-Policy: it puts every entry into the site in a new browsing context
    // group, a process swap that cost Lighthouse's mobile run 300–500 ms of blocking time on the
    // landing page (docs/decisions/017); the site opens no popups and cannot be framed.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(options.hsts ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
