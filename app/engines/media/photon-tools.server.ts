/**
 * The image tools on photon's workerd build. Imported only by the Worker entry points and the jobs,
 * never by Remix routes (Vite does not bundle the .wasm): routes get them from the load context.
 */
import * as photon from "@cf-wasm/photon";
import { createImageTools } from "~/engines/media/image-tools";

export type { ImageTools } from "~/engines/media/image-tools";

export const photonTools = createImageTools(photon);
