/**
 * Writes a stream of chunks to R2 as a multipart upload without ever holding the whole object:
 * chunks fill one part-sized buffer, which is uploaded when full (R2 wants every part but the last
 * to be the same size, at least 5 MiB). Memory: one part buffer plus the chunk being copied.
 */

/** 5 MiB: R2's smallest part (but the last). */
export const r2PartBytes = 5 * 1024 * 1024;

export interface R2PartWriter {
  write(chunk: Uint8Array): Promise<void>;
  /** Uploads what is left and completes the object; resolves to its size in bytes. */
  finish(): Promise<number>;
  /** Gives up: the parts uploaded so far are discarded. */
  abort(): Promise<void>;
}

export async function createR2PartWriter(
  bucket: R2Bucket,
  key: string,
  options: { contentType: string; partBytes?: number },
): Promise<R2PartWriter> {
  const partBytes = options.partBytes ?? r2PartBytes;
  const upload = await bucket.createMultipartUpload(key, {
    httpMetadata: { contentType: options.contentType },
  });
  const parts: R2UploadedPart[] = [];
  let buffer = new Uint8Array(partBytes);
  let filled = 0;
  let total = 0;

  const flush = async () => {
    if (filled === 0) return;
    parts.push(await upload.uploadPart(parts.length + 1, buffer.subarray(0, filled)));
    buffer = new Uint8Array(partBytes);
    filled = 0;
  };

  return {
    async write(chunk) {
      let offset = 0;
      while (offset < chunk.length) {
        const take = Math.min(partBytes - filled, chunk.length - offset);
        buffer.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === partBytes) await flush();
      }
      total += chunk.length;
    },
    async finish() {
      // An empty object still needs one part.
      if (filled > 0 || parts.length === 0) {
        parts.push(await upload.uploadPart(parts.length + 1, buffer.subarray(0, filled)));
        filled = 0;
      }
      await upload.complete(parts);
      return total;
    },
    async abort() {
      await upload.abort();
    },
  };
}
