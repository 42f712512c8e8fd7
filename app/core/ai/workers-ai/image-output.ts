/**
 * What a Workers AI text-to-image model answers, as image bytes (docs/decisions/028-workers-ai-provider.md).
 * The catalog's models answer one of two ways: FLUX.1 [schnell] and the Leonardo models an object
 * `{ image: <base64 JPEG> }`; Stable Diffusion XL and the other `BaseAiTextToImage` models a
 * ReadableStream of PNG bytes. Anything else is not an image answer (null: the caller counts it as
 * a malformed answer, a failed attempt).
 */
import { base64ToBytes } from "~/core/ai/image-data";

export type ImageAnswer =
  | { kind: "base64"; base64: string }
  | { kind: "bytes"; bytes: Uint8Array }
  | { kind: "stream"; stream: ReadableStream<Uint8Array> };

/** The answer's shape, without reading it (a stream is read by `imageAnswerBytes`). */
export function imageAnswer(answer: unknown): ImageAnswer | null {
  if (answer instanceof ReadableStream) return { kind: "stream", stream: answer };
  if (answer instanceof Uint8Array) return answer.length ? { kind: "bytes", bytes: answer } : null;
  if (answer instanceof ArrayBuffer)
    return answer.byteLength ? { kind: "bytes", bytes: new Uint8Array(answer) } : null;
  const image = (answer as { image?: unknown } | null)?.image;
  if (typeof image !== "string") return null;
  // Some answers are a data URL rather than bare base64.
  const base64 = image.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  return /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? { kind: "base64", base64 } : null;
}

/** A stream never gives more than this (a 1024×1024 PNG is ~2 MB; ten times that is not an image). */
export const maxImageAnswerBytes = 20 * 1024 * 1024;

/**
 * The answer's bytes. A stream is read within `timeoutMs` (a stream that stops mid-image is
 * cancelled, not waited on for ever); an empty or oversized one throws.
 */
export async function imageAnswerBytes(answer: ImageAnswer, timeoutMs: number): Promise<Uint8Array> {
  if (answer.kind === "bytes") return answer.bytes;
  if (answer.kind === "base64") return base64ToBytes(answer.base64);
  const reader = answer.stream.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the image stream did not end within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timeout]);
      if (done) break;
      size += value.length;
      if (size > maxImageAnswerBytes) throw new Error("the image stream is larger than an image");
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (size === 0) throw new Error("the image stream was empty");
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
