/**
 * The external AI upscaler (docs/decisions/015-upscaling-within-a-worker.md: e.g. Real-ESRGAN
 * behind HTTP), used when `UPSCALER_URL` is set. The contract Miniatura speaks, so any model server
 * can be put behind a thin adapter:
 *
 *   POST <UPSCALER_URL>?width=W&height=H
 *   Authorization: Bearer <UPSCALER_API_KEY>      (when set)
 *   Content-Type: image/png | image/jpeg | image/webp
 *   body: the picture
 *   → 200, Content-Type: image/jpeg, body: a JPEG of exactly W×H
 *
 * The answer is streamed to the caller's writer (R2 parts) after its header has been checked for the
 * size asked for, so even an 8K answer is never held whole. Anything else is an error; the job then
 * falls back to the embedded upscaler.
 */
import { imageSize } from "~/engines/render/image-size";

/** How long the upscaler may take, answer included, unless UPSCALER_TIMEOUT_MS says otherwise. */
export const externalUpscaleTimeoutMs = 120_000;
/** Enough bytes to reach a JPEG's frame header (EXIF and ICC blocks included). */
const headerBytes = 256 * 1024;

export class ExternalUpscaleError extends Error {
  override name = "ExternalUpscaleError";
}

export async function externalUpscale(input: {
  url: string;
  apiKey?: string;
  source: { bytes: Uint8Array<ArrayBuffer>; mime: string };
  width: number;
  height: number;
  write: (chunk: Uint8Array) => Promise<void>;
  /** Defaults to externalUpscaleTimeoutMs. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Promise<number> {
  const address = new URL(input.url);
  address.searchParams.set("width", String(input.width));
  address.searchParams.set("height", String(input.height));
  const headers: Record<string, string> = { "Content-Type": input.source.mime, Accept: "image/jpeg" };
  if (input.apiKey) headers.Authorization = `Bearer ${input.apiKey}`;
  const response = await (input.fetch ?? fetch)(address, {
    method: "POST",
    headers,
    body: input.source.bytes,
    signal: AbortSignal.timeout(input.timeoutMs ?? externalUpscaleTimeoutMs),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ExternalUpscaleError(`the upscaler answered ${response.status}`);
  }
  if (!response.headers.get("Content-Type")?.startsWith("image/jpeg")) {
    await response.body.cancel();
    throw new ExternalUpscaleError("the upscaler did not answer a JPEG");
  }
  const reader = response.body.getReader();
  let head = new Uint8Array(0);
  let checked = false;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!checked) {
      const joined = new Uint8Array(head.length + value.length);
      joined.set(head);
      joined.set(value, head.length);
      head = joined;
      const size = imageSize(head);
      if (!size && head.length < headerBytes) continue;
      if (!size || size.width !== input.width || size.height !== input.height) {
        await reader.cancel();
        throw new ExternalUpscaleError(
          `the upscaler answered ${size ? `${size.width}×${size.height}` : "an unreadable picture"}, not ${input.width}×${input.height}`,
        );
      }
      checked = true;
      await input.write(head);
      total += head.length;
      head = new Uint8Array(0);
      continue;
    }
    await input.write(value);
    total += value.length;
  }
  if (!checked) throw new ExternalUpscaleError("the upscaler's answer ended before its header");
  return total;
}
