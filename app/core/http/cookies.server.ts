import { createCookie } from "@remix-run/cloudflare";
import { languageCookieName } from "~/core/i18n/config";

const oneYear = 60 * 60 * 24 * 365;

function secureFor(request: Request) {
  return new URL(request.url).protocol === "https:";
}

/** The creator's language choice. Not secret, so not signed; the value is validated on read. */
export function languageCookie(request: Request) {
  return createCookie(languageCookieName, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: secureFor(request),
    maxAge: oneYear,
  });
}

export function themeCookie(request: Request) {
  return createCookie("theme", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: secureFor(request),
    maxAge: oneYear,
  });
}
