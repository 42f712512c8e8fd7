// The media tools for the one-Worker test build: the renderer runs in-process rather than in the
// jobs Worker behind the RENDERER service binding (workers/app.ts).
import type { MediaTools } from "~/load-context";
import { photonTools } from "~/engines/media/photon-tools.server";
import { engineDocumentRenderer } from "~/engines/render/document-renderer";
import { workerRenderEngine } from "~/engines/render/render-engine.server";

const media: MediaTools = { renderer: engineDocumentRenderer(workerRenderEngine), imageTools: photonTools };

export const inProcessMedia = () => media;
