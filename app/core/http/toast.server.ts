import { createCookieSessionStorage, redirect } from "@remix-run/cloudflare";
import { getConfig } from "~/core/env.server";
import { ToastSchema, type Toast, type ToastInput } from "~/core/http/toast";

const toastKey = "toast";

function toastStorage(request: Request, env: Env) {
  return createCookieSessionStorage({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
      secrets: [getConfig(env).SESSION_SECRET],
    },
  });
}

/** A Set-Cookie header that makes the next page show the toast once (already translated text). */
export async function createToastHeader(request: Request, env: Env, toast: ToastInput): Promise<string> {
  const storage = toastStorage(request, env);
  const session = await storage.getSession();
  session.flash(toastKey, ToastSchema.parse(toast));
  return storage.commitSession(session);
}

export async function redirectWithToast(
  request: Request,
  env: Env,
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await createToastHeader(request, env, toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(
  request: Request,
  env: Env,
): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const storage = toastStorage(request, env);
  // A tampered cookie makes getSession throw (see parseSignedCookie): treat it as no toast.
  const session = await storage.getSession(request.headers.get("Cookie")).catch(() => null);
  if (!session) return { toast: null, setCookie: null };
  if (!session.has(toastKey)) return { toast: null, setCookie: null };
  // Reading a flash value removes it; destroying the session clears the cookie.
  const parsed = ToastSchema.safeParse(session.get(toastKey));
  return { toast: parsed.success ? parsed.data : null, setCookie: await storage.destroySession(session) };
}

/** How a form post ends: a 303 to `url` (the browser follows it with a GET) that shows `toast`. */
export function redirectAfterPost(request: Request, env: Env, url: string, toast: ToastInput) {
  return redirectWithToast(request, env, url, toast, { status: 303 });
}
