import { createCookie } from "@remix-run/cloudflare";
import { getConfig } from "~/core/env.server";
import { parseSignedCookie } from "~/core/http/signed-cookie.server";

/** Longest prompt kept; the Expert's first message accepts no more. */
export const pendingPromptMaxLength = 2000;
const oneDay = 60 * 60 * 24;

/**
 * The prompt a visitor typed on the landing page before having an account (docs/product.md,
 * Accounts). A signed cookie rather than browser storage, so it works without JavaScript and
 * survives the sign-up form, the e-mail confirmation and a Google redirect. Cleared once used.
 */
function pendingPromptCookie(request: Request, env: Env) {
  return createCookie("pending_prompt", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: oneDay,
    secrets: [getConfig(env).SESSION_SECRET],
  });
}

/** Trims the prompt and cuts it to the maximum length; an empty prompt is no prompt. */
export function normalisePrompt(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const prompt = value.trim().slice(0, pendingPromptMaxLength);
  return prompt === "" ? null : prompt;
}

export async function readPendingPrompt(request: Request, env: Env): Promise<string | null> {
  return normalisePrompt(await parseSignedCookie(pendingPromptCookie(request, env), request));
}

/** Set-Cookie that stores the prompt, or clears it when there is none. */
export async function pendingPromptHeader(request: Request, env: Env, prompt: string | null) {
  const cookie = pendingPromptCookie(request, env);
  return prompt === null ? cookie.serialize("", { maxAge: 0 }) : cookie.serialize(prompt);
}
