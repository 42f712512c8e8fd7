/**
 * The renderer as a service for the web Worker (a service binding with this entrypoint, RPC): the
 * editor's previews and saves and the readability checks run here, where the WASM already is, so
 * the web Worker's bundle stays small. Only our own Workers can call it; the caller has already
 * checked that the document is the signed-in creator's.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import {
  engineDocumentRenderer,
  type DocumentRenderInput,
  type DocumentScoreInput,
} from "~/engines/render/document-renderer";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import type { TextLayer } from "~/engines/render/thumbnail-document";
import { renderTemplatePreview } from "~/engines/render/templates/render-template";
import type { TemplatePreviewInput } from "~/load-context";

const renderer = engineDocumentRenderer(workerRenderEngine);

export class RenderService extends WorkerEntrypoint<Env> {
  render(input: DocumentRenderInput) {
    return renderer.render(input);
  }

  warnings(layers: TextLayer[]) {
    return renderer.warnings(layers);
  }

  /** The thumbnail score (docs/decisions/024-thumbnail-score.md) of a finished JPEG and its layers. */
  score(input: DocumentScoreInput) {
    return renderer.score(input);
  }

  /** A template's preview for the library's grid (app/features/templates/template-preview.server.ts). */
  async templatePreview(input: TemplatePreviewInput) {
    return renderTemplatePreview(await workerRenderEngine(), input);
  }
}
