import { getConfig } from "~/core/env.server";

/**
 * The absolute address of one of our pages, for links that leave the browser (e-mails, OAuth and
 * checkout return addresses). It comes from the configured APP_URL, never from the request: a Host
 * header is whatever the client sent, and a link built from it could point anywhere.
 */
export function appUrl(env: Env, path: string): string {
  return new URL(path, getConfig(env).APP_URL).toString();
}
