/**
 * The image operations the Workers run in WASM (photon), around whichever photon build the caller
 * has: the workerd build in the Workers (photon-tools.server.ts), the Node build in `npm run dev`
 * and the benchmark (photon-tools.node.ts).
 */
import type * as Photon from "@cf-wasm/photon";
import { watermarkImage, type PhotonModule } from "./watermark";

export interface ImageTools {
  /** The JPEG with the brand watermark (spec 2 §9). */
  watermark(jpeg: Uint8Array, text: string): Uint8Array;
  /** The JPEG scaled down to `width` (never up); the same bytes when already that narrow. */
  resizeToWidth(jpeg: Uint8Array, width: number): Uint8Array;
}

export function createImageTools(
  photon: PhotonModule & Pick<typeof Photon, "resize" | "SamplingFilter">,
): ImageTools {
  return {
    watermark: (jpeg, text) => watermarkImage(photon, jpeg, text),
    resizeToWidth(jpeg, width) {
      const image = photon.PhotonImage.new_from_byteslice(jpeg);
      try {
        if (image.get_width() <= width) return jpeg;
        const height = Math.round((image.get_height() * width) / image.get_width());
        const resized = photon.resize(image, width, height, photon.SamplingFilter.Triangle);
        try {
          return resized.get_bytes_jpeg(85);
        } finally {
          resized.free();
        }
      } finally {
        image.free();
      }
    },
  };
}
