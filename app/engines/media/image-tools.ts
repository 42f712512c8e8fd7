/**
 * The image operations the Workers run in WASM (photon), around whichever photon build the caller
 * has: the workerd build in the Workers (photon-tools.server.ts), the Node build in `npm run dev`
 * and the benchmark (photon-tools.node.ts).
 */
import type * as Photon from "@cf-wasm/photon";
import { compressToTarget, type CompressionResult } from "~/engines/media/compress-to-target";
import { watermarkImage, type PhotonModule } from "~/engines/media/watermark";

export interface ImageTools {
  /** The JPEG with the brand watermark (docs/product.md, Plans: the Free plan's watermark). */
  watermark(jpeg: Uint8Array, text: string): Uint8Array;
  /**
   * The JPEG scaled down to `width` (never up) for a screen, at `screenJpegQuality`; the same bytes
   * when already that narrow.
   */
  resizeToWidth(jpeg: Uint8Array, width: number): Uint8Array;
  /**
   * A PNG, JPEG or WebP as a JPEG exactly `width` wide (scaled up or down, the aspect ratio kept)
   * at `quality` (0–100): a picture uploaded as a video frame, made like the browser's frames. The
   * caller checks the pixel count first.
   */
  frameJpeg(
    image: Uint8Array,
    width: number,
    quality: number,
  ): { jpeg: Uint8Array; width: number; height: number };
  /**
   * A JPEG (or PNG, WebP) as a PNG, for the downloads named .png (docs/product.md, Downloads and
   * the watermark).
   */
  toPng(image: Uint8Array): Uint8Array;
  /**
   * A PNG, JPEG or WebP re-encoded as JPEG until it fits `targetBytes` (`compress-to-target.ts`'s schedule), decoded
   * once; the caller checks the picture's pixel count first (photon decodes it whole).
   */
  compress(
    image: Uint8Array,
    targetBytes: number,
  ): Promise<CompressionResult<Uint8Array> & { width: number; height: number }>;
}

/**
 * The quality of the copies made for a screen (a dashboard card, a picker): a quarter lighter than
 * quality 85 and no different to the eye at those sizes, which matters on a 3G phone that loads a
 * dozen cards (docs/decisions/007-paint-first-hydrate-after.md). Downloads keep the full-size file.
 */
export const screenJpegQuality = 75;

export function createImageTools(
  photon: PhotonModule & Pick<typeof Photon, "resize" | "SamplingFilter">,
): ImageTools {
  return {
    watermark: (jpeg, text) => watermarkImage(photon, jpeg, text),
    async compress(bytes, targetBytes) {
      const image = photon.PhotonImage.new_from_byteslice(bytes);
      try {
        const width = image.get_width();
        const height = image.get_height();
        const result = await compressToTarget(async ({ quality, scale }) => {
          const jpegQuality = Math.round(quality * 100);
          if (scale >= 1) {
            const data = image.get_bytes_jpeg(jpegQuality);
            return { size: data.byteLength, data };
          }
          const scaledWidth = Math.max(1, Math.round(width * scale));
          const scaledHeight = Math.max(1, Math.round(height * scale));
          const resized = photon.resize(image, scaledWidth, scaledHeight, photon.SamplingFilter.Triangle);
          try {
            const data = resized.get_bytes_jpeg(jpegQuality);
            return { size: data.byteLength, data };
          } finally {
            resized.free();
          }
        }, targetBytes);
        return {
          ...result,
          width: Math.max(1, Math.round(width * Math.min(1, result.scale))),
          height: Math.max(1, Math.round(height * Math.min(1, result.scale))),
        };
      } finally {
        image.free();
      }
    },
    frameJpeg(bytes, width, quality) {
      const image = photon.PhotonImage.new_from_byteslice(bytes);
      try {
        const height = Math.max(2, Math.round((image.get_height() * width) / image.get_width() / 2) * 2);
        if (image.get_width() === width && image.get_height() === height)
          return { jpeg: image.get_bytes_jpeg(quality), width, height };
        const resized = photon.resize(image, width, height, photon.SamplingFilter.Triangle);
        try {
          return { jpeg: resized.get_bytes_jpeg(quality), width, height };
        } finally {
          resized.free();
        }
      } finally {
        image.free();
      }
    },
    toPng(bytes) {
      const image = photon.PhotonImage.new_from_byteslice(bytes);
      try {
        return image.get_bytes();
      } finally {
        image.free();
      }
    },
    resizeToWidth(jpeg, width) {
      const image = photon.PhotonImage.new_from_byteslice(jpeg);
      try {
        if (image.get_width() <= width) return jpeg;
        const height = Math.round((image.get_height() * width) / image.get_width());
        const resized = photon.resize(image, width, height, photon.SamplingFilter.Triangle);
        try {
          return resized.get_bytes_jpeg(screenJpegQuality);
        } finally {
          resized.free();
        }
      } finally {
        image.free();
      }
    },
  };
}
