import type { PlatformProxy } from "wrangler";
import type { ImageTools } from "~/engines/media/image-tools";
import type * as RenderEngineNode from "~/engines/render/render-engine.node";
import type * as PhotonToolsNode from "~/engines/media/photon-tools.node";
import type * as DocumentRendererModule from "~/engines/render/document-renderer";
import type * as RenderTemplateModule from "~/engines/render/templates/render-template";

/** What a template's preview is rendered from: the template, the language, the width. */
export type TemplatePreviewInput = Parameters<typeof RenderTemplateModule.renderTemplatePreview>[1];

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
  renderer: DocumentRendererModule.DocumentRenderer;
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

/** Loads one of the app's modules through Vite's dev server, which knows the `~` alias. */
export type LoadAppModule = (id: string) => Promise<Record<string, unknown>>;

/** Used by `npm run dev` (Vite), where wrangler's platform proxy stands in for the Worker. */
export async function getLoadContext({
  context,
  load,
}: {
  request: Request;
  context: { cloudflare: Omit<PlatformProxy<Env>, "dispose"> };
  load: LoadAppModule;
}) {
  // Node's builds of the same WASM tools, loaded through Vite (`load`): Vite's config loader bundles
  // this file without the `~` alias, so a plain import() of these modules, or of the ones they
  // import, cannot be resolved.
  const nodeEngine = () =>
    (load("~/engines/render/render-engine.node") as Promise<typeof RenderEngineNode>).then((m) =>
      m.nodeRenderEngine(),
    );
  const { nodeImageTools } = (await load("~/engines/media/photon-tools.node")) as typeof PhotonToolsNode;
  const { engineDocumentRenderer } = (await load(
    "~/engines/render/document-renderer",
  )) as typeof DocumentRendererModule;
  const { renderTemplatePreview } = (await load(
    "~/engines/render/templates/render-template",
  )) as typeof RenderTemplateModule;
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
