import type { Cookie } from "@remix-run/cloudflare";

/**
 * A signed cookie's value, or null when it is missing, tampered with or malformed. Remix's `parse`
 * throws on a signature that is not valid base64, which would turn one edited cookie into a 500 on
 * every page.
 */
export async function parseSignedCookie(cookie: Cookie, request: Request): Promise<unknown> {
  try {
    return await cookie.parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
}
