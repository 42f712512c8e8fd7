// The media tools for the one-Worker test build: the renderer runs in-process rather than in the
// jobs Worker behind the RENDERER service binding (workers/app.ts).
import type { MediaTools } from "~/load-context";
import { photonTools } from "~/engines/media/photon-tools.server";
import { engineDocumentRenderer } from "~/engines/render/document-renderer";
import { workerRenderEngine } from "~/engines/render/render-engine.server";
import { renderTemplatePreview } from "~/engines/render/templates/render-template";

const media: MediaTools = {
  renderer: engineDocumentRenderer(workerRenderEngine),
  imageTools: photonTools,
  templatePreview: async (input) => renderTemplatePreview(await workerRenderEngine(), input),
};

export const inProcessMedia = () => media;
