import type { PlatformProxy } from "wrangler";
import type { ImageTools } from "./media/image-tools";
import type { RenderEngine } from "./render/render-engine";

/** What every loader and action receives: the Worker's bindings and execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

/**
 * The WASM tools routes may use (the editor's renders, the export pack's watermark). Vite does not
 * bundle `.wasm`, so the Worker entry builds these and hands them to Remix here.
 */
export interface MediaTools {
  renderEngine(): Promise<RenderEngine>;
  imageTools: ImageTools;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    media: MediaTools;
  }
}

/** Used by `npm run dev` (Vite), where wrangler's platform proxy stands in for the Worker. */
export async function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: Omit<PlatformProxy<Env>, "dispose"> };
}) {
  // Node's builds of the same WASM tools, loaded only when a route asks for them.
  const nodeEngine = () => import("./render/render-engine.node").then((m) => m.nodeRenderEngine());
  const { nodeImageTools } = await import("./media/photon-tools.node");
  return {
    cloudflare: { env: context.cloudflare.env, ctx: context.cloudflare.ctx },
    media: { renderEngine: nodeEngine, imageTools: nodeImageTools },
  };
}
