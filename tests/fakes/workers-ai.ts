import type { BriefLanguage } from "../../app/core/brief/thumbnail-brief";
import type { WorkersAiBinding } from "../../app/core/ai/workers-ai/workers-ai-defaults";
import type { ExpertMessage } from "../../app/features/expert/interview/expert-message";
import { interviewQuestions } from "../../app/features/expert/interview/questions";
import { offlineReplyText } from "../../app/features/expert/offline-ai";
import { TREND_PROMPT_START, type TrendRequestPayload } from "../../app/features/trends/openai-trends";

/**
 * A fake Workers AI binding (`env.AI`) that answers like the real one
 * (docs/decisions/028-workers-ai-provider.md), with no network, so it runs anywhere: inside workerd
 * (integration tests) and in Node (unit tests).
 *
 * How tests inject it: the binding is a plain object with `run(model, inputs, options)`, so a test
 * builds one with `createFakeWorkersAi()` and passes `{ ...env, AI: fake.binding }` (plus
 * `AI_PROVIDER: "workers-ai"` or no OPENAI_API_KEY) to the code it calls directly: `runChatTurn`,
 * `runTrendAnalysis`, a job's `run`, the queue consumer. (A Durable Object or the vitest pool's own
 * bindings cannot carry a JavaScript object, so the fake is not a pool binding.)
 *
 * What it answers, per model input:
 * - `{ messages, stream: true }` (chat): a ReadableStream of server-sent events, one
 *   `data: {"response":"…","p":"…"}` per few characters, then `data: {"response":"","usage":{…}}`,
 *   then `data: [DONE]`, as the binding streams. Without `stream`: `{ response, usage }`.
 *   The reply: to a system prompt starting with the trend analyst's (TREND_PROMPT_START), a
 *   markdown analysis with the niche in a `## ` heading and a bullet per video title; otherwise
 *   what the scripted offline interviewer would say to the same conversation (the next question,
 *   the summary, the marker only after a confirmation), in the language of the system prompt.
 * - `{ prompt, … }` without messages (text-to-image, e.g. FLUX.1 [schnell]): `{ image: base64 JPEG }`
 *   (a 64×64 gradient), as FLUX answers on the binding.
 * - `{ image, prompt | messages }` (vision, e.g. Llama 3.2 11B Vision): `{ response, usage }`, the
 *   text from `answerWith` (else "{}"), for the caller to parse.
 * `answerWith(fn)` replaces the text of chat and vision answers (return undefined to keep the default).
 *
 * Scripted failures, for the next `times` calls (`failNext(mode, times)`):
 * - "slow": never answers (the caller's timeout must end it; an abort signal rejects it);
 * - "stall": streams: the first chunk, then nothing;
 * - "malformed": an answer not in the model's shape (`{ result: 42 }`, a stream of non-JSON
 *   events with no [DONE], `{ image: 42 }`);
 * - "nsfw": throws as the binding does when the image model's safety filter stops the prompt
 *   (an InferenceUpstreamError whose message names NSFW);
 * - "empty": an empty reply (a model that declines);
 * - "error": throws a capacity error ("3040: Out of capacity").
 * Every call is recorded in `calls`.
 */

export type FakeWorkersAiFailure = "slow" | "stall" | "malformed" | "nsfw" | "empty" | "error";

export interface FakeWorkersAiCall {
  model: string;
  inputs: Record<string, unknown>;
}

/** A 64×64 gradient JPEG, what the fake image model paints. */
export const FAKE_WORKERS_AI_JPEG_BASE64 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAEAAQAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APMo46+tcjz6ci1HHWTkdtORZjjrNyO6nItRx1k5HdTkWY46ycjupyLUcdZuR205FqOOsnI7qcizHHWbkd1ORxMcde05H4vTkWY46ycjupyLUcdZuR3U5FmOOsnI7aci1HHWTkd1ORajjrNyO6nIsxx1k5HbTkWo46zcjupyOIjjr2nI/F6ci1HHWTkd1ORZjjrNyO6nItRx1k5HdTkWY46ycjtpyLUcdZuR3U5FqOOsnI7qcizHHWTkd1ORxMcde25H4vTkWY46ycjupyLUcdZuR205FmOOsnI7qci1HHWTkd1ORajjrNyO2nIsxx1k5HdTkWo46ycjupyOIjjr23I/F6ci1HHWTkd1ORZjjrJyO6nItRx1m5HbTkWo46ycjupyLMcdZOR3U5FqOOs3I7qcizHHWTkdtORxMcde25H4vTkWY46ycjupyLUcdZOR3U5FmOOs3I7qci1HHWTkdtORajjrJyO6nIsxx1m5HdTkWo46ycjtpyOIjjr23I/GKci1HHWTkdtORZjjrJyO6nItRx1m5HdTkWo46ycjupyLMcdZOR205FqOOs3I7qcizHHWTkd1ORxMcde25H4vTkWY46ycjupyLUcdZOR3U5FqOOs3I7acizHHWTkd1ORajjrJyO6nIsxx1m5HdTkWo46ycjtpyP8A/9k=";

interface ChatMessage {
  role: string;
  content: unknown;
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part: { type?: string; text?: string }) => (part?.type === "text" ? (part.text ?? "") : ""))
      .join("\n");
  return "";
}

function expertReply(messages: ChatMessage[]): string {
  const system = textOf(messages.find((message) => message.role === "system")?.content);
  const language: BriefLanguage = system.includes(interviewQuestions[0]!.text.pt) ? "pt" : "en";
  const conversation: ExpertMessage[] = messages
    .filter((message) => message.role === "user" || message.role === "assistant")
    .map((message) => ({ role: message.role as "user" | "assistant", content: textOf(message.content) }));
  return offlineReplyText(conversation, language);
}

function trendReply(messages: ChatMessage[]): string {
  let payload: Partial<TrendRequestPayload> = {};
  try {
    payload = JSON.parse(textOf(messages.findLast((message) => message.role === "user")?.content));
  } catch {
    // An unreadable payload still gets an analysis (of nothing), as a model would answer.
  }
  const pt = payload.language === "pt";
  const heading = `## ${pt ? "Análise de tendências" : "Trend analysis"}: ${payload.inputs?.niche ?? "?"}`;
  const titles = (payload.videos ?? []).map((video) => `- ${video.title}`);
  const body =
    titles.length > 0
      ? [pt ? "Vídeos analisados:" : "Videos analysed:", "", ...titles]
      : [
          pt
            ? `Sem vídeos do YouTube (${payload.dataStatus}).`
            : `No YouTube videos (${payload.dataStatus}).`,
        ];
  return [heading, "", ...body].join("\n");
}

/** Pieces of a few characters, the way a model streams tokens. */
function tokenPieces(text: string): string[] {
  return text.match(/\s*\S{1,6}|\s+/g) ?? [];
}

/** Roughly four characters a token, as the usage a model reports. */
function usageFor(prompt: string, reply: string) {
  const promptTokens = Math.ceil(prompt.length / 4);
  const completionTokens = Math.ceil(reply.length / 4);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function sseStream(events: string[], { stall = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stall && index === 1) return new Promise<void>(() => {});
      const event = events[index++];
      if (event === undefined) controller.close();
      else controller.enqueue(encoder.encode(`data: ${event}\n\n`));
    },
  });
}

function never(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener("abort", () => reject(new Error("3008: Request was aborted")), { once: true });
  });
}

export function createFakeWorkersAi() {
  const calls: FakeWorkersAiCall[] = [];
  const failures: FakeWorkersAiFailure[] = [];
  let answer: ((call: FakeWorkersAiCall) => string | undefined) | null = null;

  const binding: WorkersAiBinding = {
    async run(model, inputs, options) {
      calls.push({ model, inputs });
      const failure = failures.shift();
      const messages = Array.isArray(inputs.messages) ? (inputs.messages as ChatMessage[]) : null;
      const isVision = inputs.image !== undefined;
      const isImage = !messages && !isVision && typeof inputs.prompt === "string";
      if (failure === "slow") return never(options?.signal);
      if (failure === "error")
        throw Object.assign(new Error("3040: Out of capacity"), { name: "InferenceUpstreamError" });
      if (failure === "nsfw")
        throw Object.assign(new Error("3030: Input prompt contains NSFW content"), {
          name: "InferenceUpstreamError",
        });
      if (isImage) return failure === "malformed" ? { image: 42 } : { image: FAKE_WORKERS_AI_JPEG_BASE64 };

      const system = textOf(messages?.find((message) => message.role === "system")?.content);
      const fallback = isVision
        ? "{}"
        : messages && system.startsWith(TREND_PROMPT_START)
          ? trendReply(messages)
          : expertReply(messages ?? []);
      const reply = failure === "empty" ? "" : (answer?.({ model, inputs }) ?? fallback);
      const prompt = JSON.stringify(messages ?? inputs.prompt ?? "");
      const usage = usageFor(prompt, reply);

      if (inputs.stream === true) {
        if (failure === "malformed") return sseStream(["{not json", "{also not json"]);
        const events = tokenPieces(reply).map((piece, at) =>
          JSON.stringify({ response: piece, p: "abcdefgh".slice(0, (at % 8) + 1) }),
        );
        return sseStream([...events, JSON.stringify({ response: "", usage }), "[DONE]"], {
          stall: failure === "stall",
        });
      }
      if (failure === "malformed") return { result: 42 };
      return { response: reply, usage };
    },
  };

  return {
    binding,
    calls,
    /** Makes the next `times` calls fail the given way. */
    failNext(mode: FakeWorkersAiFailure, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(mode);
    },
    /** Replaces the text of chat and vision answers (undefined keeps the default). */
    answerWith(fn: ((call: FakeWorkersAiCall) => string | undefined) | null) {
      answer = fn;
    },
  };
}

export type FakeWorkersAi = ReturnType<typeof createFakeWorkersAi>;
