import { z } from "zod";

/** The Thumbnail Expert's forms; messages are i18n keys (shown by ErrorList). */

export const conversationTitleMax = 100;
export const messageMaxLength = 2000;

const uuid = z.string().uuid();

export const SendMessageSchema = z.object({
  intent: z.literal("send"),
  conversationId: uuid,
  clientMessageId: uuid,
  /** Set when the creator pressed a quick reply (it wins over the text box). */
  quickReply: z.string().trim().max(200).optional(),
  text: z.string().trim().max(messageMaxLength, "expert.messageTooLong").optional(),
  referenceThumbnail: uuid.optional(),
});

export const RenameConversationSchema = z.object({
  intent: z.literal("rename"),
  id: uuid,
  title: z
    .string({ required_error: "expert.renameEmpty" })
    .trim()
    .min(1, "expert.renameEmpty")
    .max(conversationTitleMax),
});

export const ConversationIdSchema = z.object({
  intent: z.enum(["delete", "retry"]),
  id: uuid,
});
