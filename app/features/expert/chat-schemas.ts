import { z } from "zod";

/** The Thumbnail Expert's forms; messages are i18n keys (shown by ErrorList). */

export const conversationTitleMax = 100;
export const messageMaxLength = 2000;
/** Spec 2 §5: a chat reference image is at most 5 MB. */
export const referenceImageMaxBytes = 5 * 1024 * 1024;

/** Whether a value has the shape of the ids Miniatura draws (random UUIDs). */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f-]{36}$/.test(value);

/** What the history offers on each conversation (page states `?rename=<id>`, `?delete=<id>`). */
export const conversationActions = ["rename", "delete"] as const;

const uuid = z.string().uuid();

export const SendMessageSchema = z.object({
  intent: z.literal("send"),
  conversationId: uuid,
  clientMessageId: uuid,
  /** Set when the creator pressed a quick reply (it wins over the text box). */
  quickReply: z.string().trim().max(200).optional(),
  text: z.string().trim().max(messageMaxLength, "expert.messageTooLong").optional(),
  referenceThumbnail: uuid.optional(),
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
