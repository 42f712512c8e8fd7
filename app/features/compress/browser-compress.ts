/**
 * The compressor with JavaScript (docs/product.md, Image compressor): the picture never leaves the
 * device, which matters on slow networks. A canvas re-encodes it as JPEG on the schedule of
 * docs/product.md, Image compressor (app/engines/media/compress-to-target.ts) until it fits the
 * target. Transparent areas become white, as in a JPEG made on the server.
 */
import { compressToTarget } from "~/engines/media/compress-to-target";

export class BrowserCompressionError extends Error {
  override name = "BrowserCompressionError";
}

export async function compressInBrowser(file: File, targetBytes: number) {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new BrowserCompressionError("Failed to load image");
  }
  try {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d");
    if (!context) throw new BrowserCompressionError("Could not get canvas context");
    const result = await compressToTarget(async ({ quality, scale }) => {
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
      if (!blob) throw new BrowserCompressionError("Failed to compress image");
      return { size: blob.size, data: blob };
    }, targetBytes);
    return {
      ...result,
      width: Math.max(1, Math.round(bitmap.width * result.scale)),
      height: Math.max(1, Math.round(bitmap.height * result.scale)),
    };
  } finally {
    bitmap.close();
  }
}
