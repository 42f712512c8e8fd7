import { createExpertAi } from "~/features/expert/create-expert-ai";
import {
  appendMessage,
  findConversation,
  listMessages,
  type StoredMessage,
} from "~/features/expert/conversation-store.server";
import { startGeneration, type GenerationStart } from "~/features/expert/generation.server";
import { hasGenerateMarker } from "~/features/expert/interview/marker";
import { readReferenceImage } from "~/features/expert/reference-images.server";
import type { BriefImage, BriefLanguage } from "~/core/brief/thumbnail-brief";
import { aiConfig } from "~/core/ai/ai-config.server";
import { transcriptOf } from "~/features/expert/transcript";
import { createDb } from "~/core/db/client.server";
import { BroadcastRoom } from "./broadcast-room";

export interface TurnInput {
  userId: string;
  conversationId: string;
  language: BriefLanguage;
  message: { clientMessageId: string; content: string; referenceImage: string | null };
}

export type TurnResult =
  | { ok: true; duplicate: boolean; generation: GenerationStart | null }
  | { ok: false; error: "not_found" | "ai" };

/** How often streamed text is sent to the pages (fewer, larger frames on slow phones). */
const flushEveryMs = 60;

/**
 * One per conversation (named "<userId>:<conversationId>"). Turns run one after another, so a
 * double submit never produces two replies: the second finds its message already answered. The
 * reply streams to the open pages while it is written, then goes to D1; a reply carrying the
 * generate marker queues the generation job.
 */
export class ChatSession extends BroadcastRoom {
  private turns: Promise<unknown> = Promise.resolve();

  /** Runs a turn after any turn already running in this conversation. */
  async turn(input: TurnInput): Promise<TurnResult> {
    const run = this.turns.then(() => this.runTurn(input));
    this.turns = run.catch(() => undefined);
    return run;
  }

  private async runTurn(input: TurnInput): Promise<TurnResult> {
    const db = createDb(this.env.DB);
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
      reply = await this.streamReply(input, messages);
    } catch (error) {
      console.error(`chat ${input.conversationId}: the AI provider failed`, error);
      await this.broadcast({ type: "chat", conversationId: input.conversationId, done: true, failed: true });
      return { ok: false, error: "ai" };
    }
    await appendMessage(db, {
      conversationId: input.conversationId,
      role: "assistant",
      content: reply,
      clientMessageId: `reply:${input.message.clientMessageId}`,
    });
    const generation = hasGenerateMarker(reply)
      ? await startGeneration(db, this.env, {
          userId: input.userId,
          conversationId: input.conversationId,
          language: input.language,
        })
      : null;
    await this.broadcast({ type: "chat", conversationId: input.conversationId, done: true });
    return { ok: true, duplicate: false, generation };
  }

  private async streamReply(input: TurnInput, messages: StoredMessage[]) {
    const ai = createExpertAi(aiConfig(this.env));
    const history = transcriptOf(messages, await this.referenceImages(input.userId, messages));
    let reply = "";
    let unsent = "";
    let lastFlush = 0;
    for await (const chunk of ai.reply({ messages: history, language: input.language })) {
      reply += chunk;
      unsent += chunk;
      if (Date.now() - lastFlush >= flushEveryMs) {
        await this.broadcast({ type: "chat", conversationId: input.conversationId, delta: unsent });
        unsent = "";
        lastFlush = Date.now();
      }
    }
    if (unsent) await this.broadcast({ type: "chat", conversationId: input.conversationId, delta: unsent });
    return reply;
  }

  /** The conversation's reference images, for the model to see. */
  private async referenceImages(userId: string, messages: StoredMessage[]) {
    const keys = [...new Set(messages.map((m) => m.referenceImage).filter((k): k is string => Boolean(k)))];
    const images = new Map<string, BriefImage>();
    for (const key of keys) {
      const image = await readReferenceImage(this.env, userId, key);
      if (image) images.set(key, image);
    }
    return images;
  }
}
