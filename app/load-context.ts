import type { PlatformProxy } from "wrangler";

/** What every loader and action receives: the Worker's bindings and execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
  }
}

/** Used by `npm run dev` (Vite), where wrangler's platform proxy stands in for the Worker. */
export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: Omit<PlatformProxy<Env>, "dispose"> };
}) {
  return { cloudflare: { env: context.cloudflare.env, ctx: context.cloudflare.ctx } };
}
