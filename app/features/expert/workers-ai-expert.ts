/**
 * The Thumbnail Expert on Workers AI (docs/decisions/028-workers-ai-provider.md): the same script
 * and system prompt as on OpenAI (./openai-ai.ts), streamed from the `AI` binding's chat model, so
 * the interview, the summary and the marker after a yes are the same. The catalog's default chat
 * model reads text only, so a reference image travels as a note (the renderer still uses the image).
 * Backgrounds are the shared painter's (app/core/ai/create-background-painter.ts).
 */
import type { BackgroundPainter } from "~/core/ai/background-painter";
import { createAiUsageMeter } from "~/core/ai/usage-meter";
import { streamWorkersAiChat } from "~/core/ai/workers-ai/run.server";
import { WORKERS_AI_CHAT_TIMEOUT_MS, type WorkersAiOptions } from "~/core/ai/workers-ai/workers-ai-defaults";
import type { ChatTurnInput, ExpertAi } from "~/features/expert/ai-provider";
import { chatMessages } from "~/features/expert/openai-ai";

/** Room for the summary of 12 answers, as on OpenAI. */
const MAX_TOKENS = 1200;

/** The conversation as the binding's `messages`: text only, an attached image as a note. */
export function workersAiChatMessages(input: ChatTurnInput): { role: string; content: string }[] {
  const pt = input.language === "pt";
  return chatMessages(input).map((message) => {
    if (typeof message.content === "string") return { role: message.role, content: message.content };
    const text = (message.content ?? [])
      .map((part) =>
        part.type === "text"
          ? part.text
          : pt
            ? "(o criador anexou uma imagem de referência)"
            : "(the creator attached a reference image)",
      )
      .join(" ");
    return { role: message.role, content: text };
  });
}

export function createWorkersAiExpert(options: WorkersAiOptions, painter: BackgroundPainter): ExpertAi {
  const timeoutMs = options.timeoutMs ?? WORKERS_AI_CHAT_TIMEOUT_MS;
  return {
    name: "workers-ai",

    async *reply(input: ChatTurnInput, signal?: AbortSignal) {
      const stream = streamWorkersAiChat(
        options.ai,
        options.chatModel,
        { messages: workersAiChatMessages(input), max_tokens: MAX_TOKENS },
        { timeoutMs, signal },
      );
      let next = await stream.next();
      while (!next.done) {
        yield next.value;
        next = await stream.next();
      }
      // A chat turn is not a job: its cost is the log line (ADR 028, "Neurons per job").
      createAiUsageMeter().record("chat", next.value);
    },

    backgrounds: (input, signal) => painter.backgrounds(input, signal),
  };
}
