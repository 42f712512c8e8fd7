/**
 * "Continue with Google" on a server with and without Google sign-in (issue 29; docs/product.md,
 * Running without keys): without it the button stays on /login and /cadastro, disabled, saying
 * Google sign-in is not available here and linking to the help that explains, so those pages agree
 * with the help, terms and privacy, which all say an account can sign in with Google.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as build from "#server-build";
import { createWebApp } from "../../workers/web";
import { inProcessMedia } from "./in-process-media";
import { origin } from "./helpers";

const app = createWebApp(build as unknown as ServerBuild, inProcessMedia);
const withoutGoogle = {
  ...env,
  GOOGLE_CLIENT_ID: undefined,
  GOOGLE_CLIENT_SECRET: undefined,
  GOOGLE_OAUTH_BASE_URL: undefined,
} as unknown as Env;

const copy = {
  pt: {
    acceptLanguage: "pt-BR",
    button: "Continuar com Google",
    notice: "Entrar com Google não está disponível neste servidor.",
    helpSays: "ou com o Google",
  },
  en: {
    acceptLanguage: "en-US",
    button: "Continue with Google",
    notice: "Signing in with Google is not available on this server.",
    helpSays: "or with Google",
  },
} as const;

async function page(path: string, language: "pt" | "en", bindings: Env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(new URL(path, origin), { headers: { "Accept-Language": copy[language].acceptLanguage } }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe.each(["pt", "en"] as const)("Google sign-in on the account pages, %s", (language) => {
  const words = copy[language];

  it.each(["/login", "/cadastro"])(
    "%s without Google: the button stays, disabled, with the notice and the help link",
    async (path) => {
      const html = await page(path, language, withoutGoogle);
      expect(html).toContain(words.button);
      expect(html).toContain('data-testid="google-unavailable"');
      expect(html).toMatch(new RegExp(`<p id="[^"]+"[^>]*>${words.notice}`));
      expect(html).toMatch(/<button type="button" disabled="" aria-describedby="[^"]+"[^>]*>/);
      expect(html).toContain('href="/ajuda#google-sign-in"');
      // Nothing posts to the sign-in that would only bounce back with an error.
      expect(html).not.toContain('action="/auth/google"');
    },
  );

  it.each(["/login", "/cadastro"])("%s with Google: the button starts the sign-in", async (path) => {
    const html = await page(path, language, env);
    expect(html).toContain(words.button);
    expect(html).toContain('action="/auth/google"');
    // (The notice's words travel in the page's translations; the notice itself is not shown.)
    expect(html).not.toContain('data-testid="google-unavailable"');
  });

  it("the help explains Google sign-in and when it is not available, as the button says", async () => {
    const html = await page("/ajuda", language, withoutGoogle);
    expect(html).toContain('id="google-sign-in"');
    expect(html).toContain(words.helpSays);
    expect(html).toContain(words.notice.replace(/\.$/, ""));
  });
});
