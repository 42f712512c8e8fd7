/**
 * One turn of an expert conversation, as the conversation's ChatSession Durable Object runs it
 * (docs/product.md, Thumbnail Expert; ADR 012): the creator's message goes to D1, the reply
 * streams to the open pages while it is written, then goes to D1; a reply carrying the generate
 * marker queues the generation job. The Durable Object runs turns one after another, so a double
 * submit never produces two replies: the second finds its message already answered.
 */
import { aiConfig } from "~/core/ai/ai-config.server";
import type { BriefImage, BriefLanguage } from "~/core/brief/thumbnail-brief";
import { createDb } from "~/core/db/client.server";
import type { LiveEvent } from "~/core/live/events";
import {
  appendMessage,
  findConversation,
  listMessages,
  type StoredMessage,
} from "~/features/expert/conversation-store.server";
import { createExpertAi } from "~/features/expert/create-expert-ai";
import { type GenerationStart, startGeneration } from "~/features/expert/generation.server";
import { hasGenerateMarker } from "~/features/expert/interview/marker";
import { readReferenceImage } from "~/features/expert/reference-images.server";
import { transcriptOf } from "~/features/expert/transcript";

export interface TurnInput {
  userId: string;
  conversationId: string;
  language: BriefLanguage;
  message: { clientMessageId: string; content: string; referenceImage: string | null };
}

export type TurnResult =
  | { ok: true; duplicate: boolean; generation: GenerationStart | null }
  | { ok: false; error: "not_found" | "ai" };

/** Sends an event to the conversation's open pages. */
type Broadcast = (event: LiveEvent) => Promise<unknown>;

/** How often streamed text is sent to the pages (fewer, larger frames on slow phones). */
const flushEveryMs = 60;

export async function runChatTurn(env: Env, input: TurnInput, broadcast: Broadcast): Promise<TurnResult> {
  const db = createDb(env.DB);
  if (!(await findConversation(db, input.userId, input.conversationId)))
    return { ok: false, error: "not_found" };
  await appendMessage(db, {
    conversationId: input.conversationId,
    role: "user",
    content: input.message.content,
    referenceImage: input.message.referenceImage,
    clientMessageId: input.message.clientMessageId,
  });
  const messages = await listMessages(db, input.conversationId);
  const at = messages.findIndex((m) => m.clientMessageId === input.message.clientMessageId);
  // Already answered (a retried or doubled submit): nothing more to say.
  if (at >= 0 && messages.slice(at + 1).some((m) => m.role === "assistant"))
    return { ok: true, duplicate: true, generation: null };

  let reply = "";
  try {
    reply = await streamReply(env, input, messages, broadcast);
  } catch (error) {
    console.error(`chat ${input.conversationId}: the AI provider failed`, error);
    await broadcast({ type: "chat", conversationId: input.conversationId, done: true, failed: true });
    return { ok: false, error: "ai" };
  }
  await appendMessage(db, {
    conversationId: input.conversationId,
    role: "assistant",
    content: reply,
    clientMessageId: `reply:${input.message.clientMessageId}`,
  });
  const generation = hasGenerateMarker(reply)
    ? await startGeneration(db, env, {
        userId: input.userId,
        conversationId: input.conversationId,
        language: input.language,
      })
    : null;
  await broadcast({ type: "chat", conversationId: input.conversationId, done: true });
  return { ok: true, duplicate: false, generation };
}

async function streamReply(env: Env, input: TurnInput, messages: StoredMessage[], broadcast: Broadcast) {
  const ai = createExpertAi(aiConfig(env));
  const history = transcriptOf(messages, await referenceImages(env, input.userId, messages));
  let reply = "";
  let unsent = "";
  let lastFlush = 0;
  for await (const chunk of ai.reply({ messages: history, language: input.language })) {
    reply += chunk;
    unsent += chunk;
    if (Date.now() - lastFlush >= flushEveryMs) {
      await broadcast({ type: "chat", conversationId: input.conversationId, delta: unsent });
      unsent = "";
      lastFlush = Date.now();
    }
  }
  if (unsent) await broadcast({ type: "chat", conversationId: input.conversationId, delta: unsent });
  return reply;
}

/** The conversation's reference images, for the model to see. */
async function referenceImages(env: Env, userId: string, messages: StoredMessage[]) {
  const keys = [...new Set(messages.map((m) => m.referenceImage).filter((k): k is string => Boolean(k)))];
  const images = new Map<string, BriefImage>();
  for (const key of keys) {
    const image = await readReferenceImage(env, userId, key);
    if (image) images.set(key, image);
  }
  return images;
}
