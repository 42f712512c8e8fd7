/**
 * The image tools on photon's workerd build. Imported only by the Worker entry points and the jobs,
 * never by Remix routes (Vite does not bundle the .wasm): routes get them from the load context.
 */
import * as photon from "@cf-wasm/photon";
import { createImageTools } from "./image-tools";

export type { ImageTools } from "./image-tools";

export const photonTools = createImageTools(photon);
