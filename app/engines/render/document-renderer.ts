/**
 * What pages need from the renderer (the editor's previews and saves, the readability checks),
 * behind one small interface: the web Worker reaches the jobs Worker's renderer over a service
 * binding (workers/jobs/render-service.ts), so its own bundle carries no WASM; tests and
 * `npm run dev` use an engine in the same process.
 */
import { documentWarnings, type LayerWarning } from "~/engines/render/readability";
import { renderDocument } from "~/engines/render/render-document";
import type { RenderEngine } from "~/engines/render/render-engine";
import type { TextLayer } from "~/engines/render/thumbnail-document";

export interface DocumentRenderInput {
  layers: TextLayer[];
  /** The stored background JPEG. */
  background: Uint8Array;
  /** A preview's width (the full 1280×720 without it) and JPEG quality. */
  width?: number;
  quality?: number;
}

export interface DocumentRenderer {
  render(input: DocumentRenderInput): Promise<Uint8Array>;
  warnings(layers: TextLayer[]): Promise<LayerWarning[]>;
}

/** The renderer on an engine in this isolate. */
export function engineDocumentRenderer(engine: () => Promise<RenderEngine>): DocumentRenderer {
  return {
    async render({ layers, background, width, quality }) {
      return renderDocument(await engine(), { layers, background }, { width, quality });
    },
    async warnings(layers) {
      return documentWarnings((await engine()).fonts, layers);
    },
  };
}
