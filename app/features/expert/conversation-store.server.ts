import { and, asc, desc, eq, max, sql } from "drizzle-orm";
import type { Database } from "~/core/db/client.server";
import { chatConversations, chatMessages, jobs } from "~/core/db/schema";

/**
 * The Thumbnail Expert's conversations and messages in D1 (docs/product.md, Thumbnail Expert;
 * ADR 012). Every query is scoped by the owner's id, so someone else's conversation id reads as
 * unknown.
 */

export const conversationType = "thumbnail_expert";

export interface StoredMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  images: string[] | null;
  referenceImage: string | null;
  clientMessageId: string | null;
  createdAt: number;
}

/** The user's conversations, most recently active first. */
export function listConversations(db: Database, userId: string) {
  return db
    .select({
      id: chatConversations.id,
      title: chatConversations.title,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.type, conversationType)))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(100);
}

export async function findConversation(db: Database, userId: string, conversationId: string) {
  const row = await db
    .select({
      id: chatConversations.id,
      title: chatConversations.title,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
    .get();
  return row ?? null;
}

/**
 * Creates the conversation under the id the page chose, unless it exists. Returns false when the id
 * is already someone else's (the caller answers 404).
 */
export async function ensureConversation(
  db: Database,
  userId: string,
  conversation: { id: string; title: string },
): Promise<boolean> {
  await db
    .insert(chatConversations)
    .values({ id: conversation.id, userId, type: conversationType, title: conversation.title })
    .onConflictDoNothing();
  return (await findConversation(db, userId, conversation.id)) !== null;
}

export async function renameConversation(
  db: Database,
  userId: string,
  conversationId: string,
  title: string,
) {
  const renamed = await db
    .update(chatConversations)
    .set({ title })
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return renamed.length > 0;
}

/** Deletes the conversation and its messages; returns the R2 keys of its reference images, or null. */
export async function deleteConversation(db: Database, userId: string, conversationId: string) {
  const references = await db
    .select({ key: chatMessages.referenceImage })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatConversations.userId, userId)));
  const deleted = await db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  if (deleted.length === 0) return null;
  return references
    .map((row) => row.key)
    .filter((key): key is string => typeof key === "string" && key.startsWith("references/"));
}

/** The conversation's messages in the order they were written. */
export async function listMessages(db: Database, conversationId: string): Promise<StoredMessage[]> {
  return db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      images: chatMessages.images,
      referenceImage: chatMessages.referenceImage,
      clientMessageId: chatMessages.clientMessageId,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export interface NewMessage {
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  images?: string[] | null;
  referenceImage?: string | null;
  /** Unique within the conversation: saving the same message again changes nothing. */
  clientMessageId: string;
}

/**
 * Saves a message once (by its client id) after every message already there, and bumps the
 * conversation's updated_at. Returns whether it was new.
 */
export async function appendMessage(db: Database, message: NewMessage): Promise<boolean> {
  const [last] = await db
    .select({ at: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, message.conversationId));
  const createdAt = Math.max(Date.now(), (last?.at ?? 0) + 1);
  const [inserted] = await db.batch([
    db
      .insert(chatMessages)
      .values({
        id: crypto.randomUUID(),
        conversationId: message.conversationId,
        role: message.role,
        content: message.content,
        images: message.images ?? null,
        referenceImage: message.referenceImage ?? null,
        clientMessageId: message.clientMessageId,
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id }),
    db
      .update(chatConversations)
      .set({ updatedAt: sql`MAX(${chatConversations.updatedAt} + 1, ${createdAt})` })
      .where(
        and(
          eq(chatConversations.id, message.conversationId),
          // Only when this message was new (a duplicate keeps its first time).
          sql`EXISTS (SELECT 1 FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${message.conversationId}
                AND ${chatMessages.clientMessageId} = ${message.clientMessageId} AND ${chatMessages.createdAt} = ${createdAt})`,
        ),
      ),
  ]);
  return inserted.length > 0;
}

/** The conversation's latest generation job (pending, done or failed), or null. */
export async function latestGeneration(db: Database, userId: string, conversationId: string) {
  const row = await db
    .select({ id: jobs.id, status: jobs.status, error: jobs.error, createdAt: jobs.createdAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, userId),
        eq(jobs.type, "generation"),
        sql`json_extract(${jobs.payload}, '$.conversationId') = ${conversationId}`,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1)
    .get();
  return row ?? null;
}
