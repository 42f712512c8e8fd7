import { z } from "zod";
import { conversationActions, conversationTitleMax, messageMaxLength } from "~/features/expert/chat-limits";

/** The Thumbnail Expert's forms; messages are i18n keys (shown by ErrorList). */

export { conversationActions, conversationTitleMax, messageMaxLength };

const uuid = z.string().uuid();

export const SendMessageSchema = z.object({
  intent: z.literal("send"),
  conversationId: uuid,
  clientMessageId: uuid,
  /** Set when the creator pressed a quick reply (it wins over the text box). */
  quickReply: z.string().trim().max(200).optional(),
  text: z.string().trim().max(messageMaxLength, "expert.messageTooLong").optional(),
  referenceThumbnail: uuid.optional(),
  /** The video's idea a new conversation opens with (the landing page's prompt, `?prompt=`). */
  idea: z.string().trim().max(messageMaxLength).optional(),
  /** One of the creator's stored references by name (a YouTube thumbnail fetched for them). */
  referenceUpload: z
    .string()
    .regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/)
    .optional(),
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
