/**
 * A small typed wrapper over the Workers AI binding (`env.AI.run(model, inputs, options)`;
 * docs/decisions/028-workers-ai-provider.md): every call has a timeout, a failure is a
 * WorkersAiError saying what kind (so callers treat a refusal, a filtered image or a malformed
 * answer as a failed attempt, as for OpenAI), and the call's usage (tokens, estimated neurons)
 * comes back with the result so the job can log its cost.
 */
import { type TokenUsage, tokenNeurons } from "~/core/ai/workers-ai/neurons";
import type { WorkersAiBinding } from "~/core/ai/workers-ai/workers-ai-defaults";

export type WorkersAiErrorKind =
  /** No answer within the timeout. */
  | "timeout"
  /** The model declined (an empty answer, or a refusal the caller recognises). */
  | "refused"
  /** The safety filter stopped an image (the binding throws an error naming NSFW). */
  | "filtered"
  /** An answer not in the model's documented shape. */
  | "malformed"
  /** Anything else the binding threw (capacity, network, an unknown model). */
  | "failed";

export class WorkersAiError extends Error {
  constructor(
    readonly kind: WorkersAiErrorKind,
    readonly model: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`Workers AI ${model}: ${message}`, options);
    this.name = "WorkersAiError";
  }
}

/** A call's cost: tokens when the model reports them, neurons when the catalog prices the model. */
export interface WorkersAiUsage {
  model: string;
  promptTokens?: number;
  completionTokens?: number;
  /** Estimated from the published rates (app/core/ai/workers-ai/neurons.ts). */
  neurons?: number;
}

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The binding's error, classified: the NSFW filter's message names it (e.g. "3030: … NSFW …"). */
export function classifyWorkersAiError(model: string, error: unknown): WorkersAiError {
  if (error instanceof WorkersAiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/nsfw/i.test(message)) return new WorkersAiError("filtered", model, message, { cause: error });
  return new WorkersAiError("failed", model, message, { cause: error });
}

/** The usage the model reported (`usage: { prompt_tokens, completion_tokens }`), with its neurons. */
export function usageOf(model: string, answer: unknown): WorkersAiUsage {
  const usage = (answer as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)
    ?.usage;
  const prompt = typeof usage?.prompt_tokens === "number" ? usage.prompt_tokens : undefined;
  const completion = typeof usage?.completion_tokens === "number" ? usage.completion_tokens : undefined;
  if (prompt === undefined && completion === undefined) return { model };
  const tokens: TokenUsage = { promptTokens: prompt ?? 0, completionTokens: completion ?? 0 };
  return { model, ...tokens, neurons: tokenNeurons(model, tokens) };
}

/**
 * Races a promise against the timeout and the caller's signal. The binding is also given the
 * signal, but the race does not rely on it honouring it.
 */
async function withTimeout<T>(
  model: string,
  options: RunOptions,
  start: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) abortFromCaller();
  options.signal?.addEventListener("abort", abortFromCaller, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settle as a timeout first: aborting rejects the other racers too.
      reject(new WorkersAiError("timeout", model, `no answer within ${options.timeoutMs} ms`));
      controller.abort();
    }, options.timeoutMs);
  });
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener(
      "abort",
      () => reject(new WorkersAiError("failed", model, "the request was cancelled")),
      { once: true },
    );
  });
  try {
    return await Promise.race([start(controller.signal), timeout, aborted]);
  } catch (error) {
    throw classifyWorkersAiError(model, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }
}

/**
 * One non-streamed call. `parse` turns the answer into the caller's result, or null when the answer
 * is not in the documented shape (→ a "malformed" WorkersAiError).
 */
export async function runWorkersAi<T>(
  ai: WorkersAiBinding,
  model: string,
  inputs: Record<string, unknown>,
  options: RunOptions & { parse: (answer: unknown) => T | null },
): Promise<{ result: T; usage: WorkersAiUsage }> {
  const answer = await withTimeout(model, options, (signal) => ai.run(model, inputs, { signal }));
  const result = options.parse(answer);
  if (result === null) throw new WorkersAiError("malformed", model, `unexpected answer ${describe(answer)}`);
  return { result, usage: usageOf(model, answer) };
}

/** A text model's `{ response }` answer (chat without streaming, vision), or null. */
export function textResponse(answer: unknown): string | null {
  const response = (answer as { response?: unknown } | null)?.response;
  return typeof response === "string" ? response : null;
}

/**
 * A streamed chat call: yields the text as it arrives and returns the usage. The binding answers
 * `stream: true` with a ReadableStream of server-sent events, `data: {"response":"…"}` per chunk,
 * the last chunk carrying `usage`, then `data: [DONE]`. The timeout covers the whole reply.
 */
export async function* streamWorkersAiChat(
  ai: WorkersAiBinding,
  model: string,
  inputs: Record<string, unknown>,
  options: RunOptions,
): AsyncGenerator<string, WorkersAiUsage> {
  const deadline = Date.now() + options.timeoutMs;
  const remaining = () => Math.max(1, deadline - Date.now());
  const stream = await withTimeout(model, options, (signal) =>
    ai.run(model, { ...inputs, stream: true }, { signal }),
  );
  if (!(stream instanceof ReadableStream))
    throw new WorkersAiError("malformed", model, `expected a stream, got ${describe(stream)}`);
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let usage: WorkersAiUsage = { model };
  let done = false;
  let text = "";
  try {
    while (!done) {
      const chunk = await withTimeout(model, { ...options, timeoutMs: remaining() }, () => reader.read());
      if (chunk.done) break;
      buffer += chunk.value;
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") {
          done = true;
          break;
        }
        let event: unknown;
        try {
          event = JSON.parse(data);
        } catch {
          throw new WorkersAiError("malformed", model, `unreadable stream event ${describe(data)}`);
        }
        const response = textResponse(event);
        if (response === null && !(event as { usage?: unknown }).usage)
          throw new WorkersAiError("malformed", model, `unexpected stream event ${describe(event)}`);
        if ((event as { usage?: unknown }).usage) usage = usageOf(model, event);
        if (response) {
          text += response;
          yield response;
        }
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  if (!done) throw new WorkersAiError("malformed", model, "the stream ended without [DONE]");
  if (!text.trim()) throw new WorkersAiError("refused", model, "an empty reply");
  return usage;
}

function describe(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
