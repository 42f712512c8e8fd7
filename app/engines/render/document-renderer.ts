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
import { scoreThumbnail, type ThumbnailScore } from "~/engines/score/thumbnail-score";

export interface DocumentRenderInput {
  layers: TextLayer[];
  /** The stored background JPEG. */
  background: Uint8Array;
  /** A preview's width (the full 1280×720 without it) and JPEG quality. */
  width?: number;
  quality?: number;
}

/** What the thumbnail score (docs/decisions/024-thumbnail-score.md) is computed from. */
export interface DocumentScoreInput {
  /** The finished thumbnail's JPEG (any size; 1280×720 as stored). */
  jpeg: Uint8Array;
  /** Its document's layers, or null for a thumbnail made before documents. */
  layers: TextLayer[] | null;
  /** The video's title when known (generated thumbnails), else null. */
  title: string | null;
  /** Optional: the document's background JPEG, for the text's contrast under each layer. */
  background?: Uint8Array | null;
}

export interface DocumentRenderer {
  render(input: DocumentRenderInput): Promise<Uint8Array>;
  warnings(layers: TextLayer[]): Promise<LayerWarning[]>;
  score(input: DocumentScoreInput): Promise<ThumbnailScore>;
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
    async score({ jpeg, layers, title, background }) {
      const ready = await engine();
      // Decoded, the pictures are reduced to 320×180 at once by the score: only that copy is kept.
      return scoreThumbnail({
        image: ready.decode(jpeg),
        layers,
        title,
        fonts: ready.fonts,
        background: background ? ready.decode(background) : null,
      });
    },
  };
}
