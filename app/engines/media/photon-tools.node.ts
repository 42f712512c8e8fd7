/** The image tools on photon's Node build (`npm run dev`, the benchmark). */
import * as photon from "@cf-wasm/photon/node";
import { createImageTools } from "~/engines/media/image-tools";

export const nodeImageTools = createImageTools(photon);
