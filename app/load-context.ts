import type { PlatformProxy } from "wrangler";
import type { ImageTools } from "~/engines/media/image-tools";
import type { DocumentRenderer } from "~/engines/render/document-renderer";
import type { renderTemplatePreview } from "~/engines/render/templates/render-template";

/** What a template's preview is rendered from: the template, the language, the width. */
export type TemplatePreviewInput = Parameters<typeof renderTemplatePreview>[1];

/** What every loader and action receives: the Worker's bindings and execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
}

/**
 * The WASM tools routes may use: the renderer (the editor's previews and saves, over a service
 * binding in production) and photon's image tools (the export pack's watermark). Vite does not
 * bundle `.wasm`, so the Worker entry builds these and hands them to Remix here.
 */
export interface MediaTools {
  renderer: DocumentRenderer;
  imageTools: ImageTools;
  /** A template's preview JPEG for the library's grid (/templates), from the same renderer. */
  templatePreview(input: TemplatePreviewInput): Promise<Uint8Array>;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    media: MediaTools;
    /** This response's Content-Security-Policy nonce (set by the Worker; absent under Vite). */
    cspNonce?: string;
  }
}

/** Used by `npm run dev` (Vite), where wrangler's platform proxy stands in for the Worker. */
export async function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: Omit<PlatformProxy<Env>, "dispose"> };
}) {
  // Node's builds of the same WASM tools. Vite's config loader bundles these imports without the
  // `~` alias, so the modules they reach (app/render, app/media) import each other relatively.
  const nodeEngine = () => import("~/engines/render/render-engine.node").then((m) => m.nodeRenderEngine());
  const { nodeImageTools } = await import("~/engines/media/photon-tools.node");
  const { engineDocumentRenderer } = await import("~/engines/render/document-renderer");
  const { renderTemplatePreview } = await import("~/engines/render/templates/render-template");
  return {
    cloudflare: { env: context.cloudflare.env, ctx: context.cloudflare.ctx },
    media: {
      renderer: engineDocumentRenderer(nodeEngine),
      imageTools: nodeImageTools,
      templatePreview: async (input: TemplatePreviewInput) =>
        renderTemplatePreview(await nodeEngine(), input),
    },
  };
}
